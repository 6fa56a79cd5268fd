import Plumb

/// The `constraints` overlay: every active constraint the user made, drawn as Interface
/// Builder draws it, in its status colour (blue, orange, red), dashed when optional.
///
/// - A spacing between edges (siblings' facing edges, or an edge and its container's edge or
///   margin) is an I-beam across the gap, labelled with the gap (`8`, `≥ 8`, `8 @750`).
/// - A width or height constant is a dimension line inside the view along its bottom (or
///   right) edge; outside when the view is too small.
/// - Matching sizes of two views are dimension lines along the top (or left) of both, labelled
///   `=` (or with the multiplier); an aspect ratio is a diagonal in the view's corner.
/// - Aligned centres, baselines or edges are a line at the shared position: across the gap
///   (reaching 4 points into each) for items side by side, through both for nested ones; plus
///   an I-beam for any offset.
/// - Anything else is a connector between the two attribute positions.
///
/// Constraints the engine generates (autoresizing masks, content size) aren't in any view's
/// `constraints`, so they are never drawn.
enum ConstraintOverlay {
    /// What was drawn, for the legend.
    struct Summary {
        /// The statuses of the drawn constraints.
        var statuses: Set<ConstraintOverlayGeometry.Status> = []
        /// True when an optional (dashed) constraint was drawn.
        var anyOptional = false
        /// How many constraints were drawn.
        var count = 0
    }

    /// The active constraints whose items are all visible, from the visible views that hold them.
    static func visibleConstraints(_ scene: OverlayScene) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for entry in scene.entries {
            for constraint in entry.view.constraints {
                guard scene.geometry(of: constraint.firstItem) != nil else { continue }
                if let second = constraint.secondItem, scene.geometry(of: second) == nil { continue }
                result.append(constraint)
            }
        }
        return result
    }

    /// The guides these constraints use: guides they name, and the margins guides of views
    /// whose margin attributes they name.
    static func usedGuides(_ constraints: [LayoutConstraint]) -> Set<ObjectIdentifier> {
        var used = Set<ObjectIdentifier>()
        func note(_ item: LayoutItem?, _ attribute: LayoutAttribute) {
            guard let item else { return }
            if item is LayoutGuide { used.insert(ObjectIdentifier(item)) }
            if attribute.isMargin, let view = item as? View,
               let guide = view.layoutGuides.first(where: \.isLayoutMarginsGuide) {
                used.insert(ObjectIdentifier(guide))
            }
        }
        for constraint in constraints {
            note(constraint.firstItem, constraint.firstAttribute)
            note(constraint.secondItem, constraint.secondAttribute)
        }
        return used
    }

    /// Draws the constraints and adds their labels.
    static func draw(_ constraints: [LayoutConstraint], scene: OverlayScene,
                     in context: any GraphicsContext, labels: OverlayLabelLayer) -> Summary {
        var painter = ConstraintOverlayPainter(scene: scene, labels: labels)
        var summary = Summary()
        for constraint in constraints {
            guard let first = scene.geometry(of: constraint.firstItem) else { continue }
            let second = constraint.secondItem.flatMap { scene.geometry(of: $0) }
            let status = ConstraintOverlayGeometry.status(of: constraint, first: first, second: second, scene: scene)
            painter.begin(status: status, optional: !constraint.priority.isRequired)
            guard painter.draw(constraint, first: first, second: second) else { continue }
            summary.statuses.insert(status)
            summary.anyOptional = summary.anyOptional || !constraint.priority.isRequired
            summary.count += 1
        }
        painter.finish(in: context)
        return summary
    }
}

/// Accumulates constraint strokes by colour and dash (one stroke call per style) and adds labels.
struct ConstraintOverlayPainter {
    private struct Style: Hashable {
        var status: ConstraintOverlayGeometry.Status
        var dashed: Bool
    }

    private let scene: OverlayScene
    private let labels: OverlayLabelLayer
    private var paths: [Style: Path] = [:]
    private var thinPaths: [Style: Path] = [:]
    private var style = Style(status: .satisfied, dashed: false)
    /// How many figures already sit on a spot, to move the next one aside.
    private var occupancy: [SpotKey: Int] = [:]

    private struct SpotKey: Hashable {
        var a: Int, b: Int, c: Int, d: Int
        init(_ values: Double...) {
            let q = values.map { Int(($0 * 2).rounded().clamped(-1e9, 1e9)) }
            a = q[0]; b = q[1]; c = q[2]; d = q.count > 3 ? q[3] : 0
        }
    }

    /// The distance between stacked figures on the same spot.
    private let stackStep = 5.0

    init(scene: OverlayScene, labels: OverlayLabelLayer) {
        self.scene = scene
        self.labels = labels
    }

    /// Sets the style of what comes next.
    mutating func begin(status: ConstraintOverlayGeometry.Status, optional: Bool) {
        style = Style(status: status, dashed: optional)
    }

    /// Draws one constraint; false when it has nothing drawable.
    mutating func draw(_ c: LayoutConstraint, first g1: OverlayScene.ItemGeometry, second g2: OverlayScene.ItemGeometry?) -> Bool {
        let direction = ConstraintOverlayGeometry.direction(of: c.firstItem)
        if c.firstAttribute.isDimension {
            guard let g2, let second = c.secondItem, c.secondAttribute != .notAnAttribute else {
                dimension(of: g1.rect, attribute: c.firstAttribute, text: ConstraintOverlayGeometry.dimensionText(c), alongFarEdge: true)
                return true
            }
            if second === c.firstItem {
                aspectRatio(of: g1.rect, text: ConstraintOverlayGeometry.ratioText(c))
            } else {
                dimension(of: g1.rect, attribute: c.firstAttribute, text: ConstraintOverlayGeometry.relationText(c), alongFarEdge: false)
                dimension(of: g2.rect, attribute: c.secondAttribute, text: "=", alongFarEdge: false)
            }
            return true
        }
        guard let g2, let second = c.secondItem, let axis = c.firstAttribute.axis,
              let p1 = ConstraintOverlayGeometry.position(c.firstAttribute, of: g1, direction: direction, scene: scene),
              let p2 = ConstraintOverlayGeometry.position(c.secondAttribute, of: g2, direction: direction, scene: scene) else {
            return false
        }
        let r1 = ConstraintOverlayGeometry.role(c.firstAttribute), r2 = ConstraintOverlayGeometry.role(c.secondAttribute)
        if c.multiplier == 1, r1.isEdge, r2.isEdge {
            let firstInside = ConstraintOverlayGeometry.encloses(second, g2, c.firstItem, g1, in: scene)
            let secondInside = ConstraintOverlayGeometry.encloses(c.firstItem, g1, second, g2, in: scene)
            if r1 != r2 {
                spacing(axis: axis, from: p2, to: p1, g1, g2, text: ConstraintOverlayGeometry.spacingText(c, flip: r1 == .far), constraint: c)
            } else if firstInside || secondInside {
                let flip = firstInside == (r1 == .far)
                spacing(axis: axis, from: p2, to: p1, g1, g2, text: ConstraintOverlayGeometry.spacingText(c, flip: flip), constraint: c)
            } else {
                alignment(axis: axis, p1: p1, p2: p2, g1, g2, constraint: c)
            }
        } else if c.multiplier == 1, r1 == r2, r1 == .center || r1 == .baseline {
            alignment(axis: axis, p1: p1, p2: p2, g1, g2, constraint: c)
        } else {
            connector(axis: axis, p1: p1, p2: p2, g1, g2, text: ConstraintOverlayGeometry.relationText(c))
        }
        return true
    }

    // MARK: Figures

    /// The cross-axis extent of an item for an attribute axis.
    private func crossRange(_ g: OverlayScene.ItemGeometry, _ axis: LayoutAxis) -> (Double, Double) {
        axis == .horizontal ? (g.rect.minY, g.rect.maxY) : (g.rect.minX, g.rect.maxX)
    }

    /// A point from an along-axis and a cross-axis coordinate.
    private func point(_ axis: LayoutAxis, along: Double, cross: Double) -> Point {
        axis == .horizontal ? Point(x: along, y: cross) : Point(x: cross, y: along)
    }

    /// An I-beam across the gap between `from` and `to`, where the two items face each other.
    private mutating func spacing(axis: LayoutAxis, from p2: Double, to p1: Double,
                                  _ g1: OverlayScene.ItemGeometry, _ g2: OverlayScene.ItemGeometry,
                                  text: String, constraint: LayoutConstraint) {
        let (lo1, hi1) = crossRange(g1, axis), (lo2, hi2) = crossRange(g2, axis)
        let lo = max(lo1, lo2), hi = min(hi1, hi2)
        var cross = hi >= lo ? (lo + hi) / 2 : (lo1 + hi1) / 2
        cross += stackOffset(SpotKey(axis == .horizontal ? 0 : 1, min(p1, p2), max(p1, p2), cross))
        cross = crisp(cross)
        if hi < lo {
            // The items don't face each other: extend the second item's edge to the I-beam.
            let near = cross < lo2 ? lo2 : hi2
            add(Path(line: point(axis, along: p2, cross: near), to: point(axis, along: p2, cross: cross)), thin: true)
        }
        ibeam(axis: axis, from: p2, to: p1, cross: cross)
        let zero = abs(p1 - p2) < 0.5
        if !(zero && ConstraintOverlayGeometry.isPlain(constraint)) {
            ibeamLabel(text, axis: axis, from: p2, to: p1, cross: cross)
        }
    }

    /// A line through both items at the shared position (centres, baselines, or aligned edges
    /// of items side by side), and an I-beam for the offset when there is one.
    private mutating func alignment(axis: LayoutAxis, p1: Double, p2: Double,
                                    _ g1: OverlayScene.ItemGeometry, _ g2: OverlayScene.ItemGeometry,
                                    constraint: LayoutConstraint) {
        let (lo1, hi1) = crossRange(g1, axis), (lo2, hi2) = crossRange(g2, axis)
        let position = crisp(p2)
        // Items side by side: the line crosses the gap and reaches a little into each, so it
        // doesn't strike through their content. Nested or overlapping items: the line spans both.
        let stub1 = min(4, (hi1 - lo1) / 2), stub2 = min(4, (hi2 - lo2) / 2)
        let span: (Double, Double)
        if hi1 <= lo2 { span = (hi1 - stub1, lo2 + stub2) }
        else if hi2 <= lo1 { span = (hi2 - stub2, lo1 + stub1) }
        else { span = (min(lo1, lo2), max(hi1, hi2)) }
        add(Path(line: point(axis, along: position, cross: span.0), to: point(axis, along: position, cross: span.1)))
        if abs(p1 - p2) >= 0.5 {
            let first = crisp(p1)
            add(Path(line: point(axis, along: first, cross: lo1), to: point(axis, along: first, cross: hi1)), thin: true)
            let cross = crisp((lo1 + hi1) / 2)
            ibeam(axis: axis, from: p2, to: p1, cross: cross)
            let text = ConstraintOverlayGeometry.relationPrefix(constraint.relation) + OverlayStyle.number(constraint.constant)
                + ConstraintOverlayGeometry.prioritySuffix(constraint)
            ibeamLabel(text, axis: axis, from: p2, to: p1, cross: cross)
        } else if !ConstraintOverlayGeometry.isPlain(constraint) {
            label(ConstraintOverlayGeometry.relationText(constraint), at: point(axis, along: position, cross: (lo1 + hi1) / 2))
        }
    }

    /// A straight connector between the two attribute positions, each end marked by a tick.
    private mutating func connector(axis: LayoutAxis, p1: Double, p2: Double,
                                    _ g1: OverlayScene.ItemGeometry, _ g2: OverlayScene.ItemGeometry, text: String) {
        let (lo1, hi1) = crossRange(g1, axis), (lo2, hi2) = crossRange(g2, axis)
        let a = point(axis, along: p1, cross: crisp((lo1 + hi1) / 2)), b = point(axis, along: p2, cross: crisp((lo2 + hi2) / 2))
        var path = Path(line: a, to: b)
        for (end, cross) in [(p1, (lo1 + hi1) / 2), (p2, (lo2 + hi2) / 2)] {
            let c = crisp(cross)
            path.move(to: point(axis, along: end, cross: c - OverlayStyle.capHalfLength))
            path.addLine(to: point(axis, along: end, cross: c + OverlayStyle.capHalfLength))
        }
        add(path)
        if text != "=" { label(text, at: Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)) }
    }

    /// A dimension line spanning the rectangle's width or height: along its far edge (bottom,
    /// right) for constants, its near edge (top, left) for matched sizes; inside the rectangle
    /// when it is at least 16 points across, else just outside.
    private mutating func dimension(of rect: Rect, attribute: LayoutAttribute, text: String, alongFarEdge: Bool) {
        let axis: LayoutAxis = attribute == .width ? .horizontal : .vertical
        let (start, end) = axis == .horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let (lo, hi) = axis == .horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let inside = hi - lo >= 16
        let inset = 4.0
        var cross: Double
        var inward: Double
        if alongFarEdge {
            cross = inside ? hi - inset : hi + inset
            inward = inside ? -1 : 1
        } else {
            cross = inside ? lo + inset : lo - inset
            inward = inside ? 1 : -1
        }
        cross += inward * stackOffset(SpotKey(axis == .horizontal ? 2 : 3, start, end, cross))
        cross = crisp(cross)
        ibeam(axis: axis, from: start, to: end, cross: cross)
        label(text, at: point(axis, along: (start + end) / 2, cross: cross))
    }

    /// An aspect ratio: a diagonal across the rectangle's bottom-right corner.
    private mutating func aspectRatio(of rect: Rect, text: String) {
        let side = min(14, rect.width, rect.height)
        let a = Point(x: rect.maxX - side, y: rect.maxY - 2), b = Point(x: rect.maxX - 2, y: rect.maxY - side)
        add(Path(line: a, to: b))
        label(text, at: Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
    }

    // MARK: Strokes

    /// An I-beam: a line along the axis with short perpendicular caps; a single tick when its
    /// ends meet.
    private mutating func ibeam(axis: LayoutAxis, from start: Double, to end: Double, cross: Double) {
        let cap = OverlayStyle.capHalfLength
        var path = Path()
        if abs(end - start) >= 0.5 {
            path.move(to: point(axis, along: start, cross: cross))
            path.addLine(to: point(axis, along: end, cross: cross))
            for position in [start, end] {
                path.move(to: point(axis, along: position, cross: cross - cap))
                path.addLine(to: point(axis, along: position, cross: cross + cap))
            }
        } else {
            path.move(to: point(axis, along: start, cross: cross - cap - 1))
            path.addLine(to: point(axis, along: start, cross: cross + cap + 1))
        }
        add(path)
    }

    private mutating func add(_ path: Path, thin: Bool = false) {
        if thin { thinPaths[style, default: Path()].append(path) } else { paths[style, default: Path()].append(path) }
    }

    /// Labels an I-beam: on its middle when the line is long enough to show around the label,
    /// else beside it (above a horizontal one, right of a vertical one), as Interface Builder does.
    private mutating func ibeamLabel(_ text: String, axis: LayoutAxis, from start: Double, to end: Double, cross: Double) {
        let size = labels.size(of: text)
        let extent = axis == .horizontal ? size.width : size.height
        var offset = 0.0
        if abs(end - start) < extent + 6 {
            offset = axis == .horizontal ? -(size.height / 2 + OverlayStyle.capHalfLength + 1)
                                         : size.width / 2 + OverlayStyle.capHalfLength + 1
        }
        label(text, at: point(axis, along: (start + end) / 2, cross: cross + offset))
    }

    private mutating func label(_ text: String, at anchor: Point) {
        labels.add(text, at: anchor, color: OverlayStyle.textColor(for: style.status.color), rank: style.status.labelRank)
    }

    /// How far to move a figure aside because earlier figures sit on the same spot.
    private mutating func stackOffset(_ key: SpotKey) -> Double {
        let count = occupancy[key, default: 0]
        occupancy[key] = count + 1
        return Double(count) * stackStep
    }

    /// A coordinate moved to where a constraint line of its width is crisp on the pixel grid.
    private func crisp(_ value: Double) -> Double {
        let pixels = (OverlayStyle.constraintWidth * scene.scale).rounded()
        let scaled = value * scene.scale
        let snapped = Int(pixels) % 2 == 1 ? scaled.rounded(.down) + 0.5 : scaled.rounded()
        return snapped / scene.scale
    }

    /// Strokes everything: satisfied first, then ambiguous, then conflicting on top.
    func finish(in context: any GraphicsContext) {
        let styles = Set(paths.keys).union(thinPaths.keys).sorted { ($0.status, $0.dashed ? 0 : 1) < ($1.status, $1.dashed ? 0 : 1) }
        for style in styles {
            let color = style.status.color
            let dash = style.dashed ? OverlayStyle.optionalDash : []
            if let thin = thinPaths[style] { context.stroke(thin, with: color.withAlpha(0.7), lineWidth: scene.hairline, dash: [2, 2]) }
            if let path = paths[style] { context.stroke(path, with: color, lineWidth: OverlayStyle.constraintWidth, dash: dash) }
        }
    }
}

fileprivate extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
