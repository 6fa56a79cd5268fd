import Plumb

/// The `constraints` overlay: every active constraint the user made, drawn as Interface
/// Builder draws it, in its status colour (blue, orange, red), dashed when optional.
///
/// - A spacing between edges (facing edges of items apart, or an edge and the same edge of an
///   item around it: its container, a margin, a guide it sits in) is an I-beam across the gap,
///   labelled with the gap as the visual format writes it (`8`, `≥ 8`, `8 @750`). Facing edges
///   of items that overlap are an I-beam labelled as the equation writes it (`+44`).
/// - A width or height constant is a dimension line inside the view along its bottom (or
///   right) edge; outside when the view is too small.
/// - Matching sizes of two views side by side are dimension lines along the top (or left) of
///   both, labelled `=` (or, on the first, with the multiplier and the other's name); matched
///   to an item around it (`width <= 0.75 * root.width`), one line on the view only, labelled
///   `≤ 0.75× root`. An aspect ratio is a diagonal in the view's corner.
/// - Aligned centres, baselines or edges are a line at the shared position: across the gap
///   (reaching 4 points into each) for items side by side, through both for nested ones; plus
///   an I-beam for any offset, labelled as the equation writes it (`+30`).
/// - Anything else is a connector between the two attribute positions, labelled the same way.
///
/// Labels sit beside their figure, never on it. The constraints the engine generates
/// (autoresizing masks, content size) aren't in any view's `constraints`, so they are never
/// drawn; nor are the fitting helpers a stack view makes for itself below priority 50
/// (`UISV-canvas-connection`, `UISV-spanning-fit`, `UISV-ambiguity-suppression`).
enum ConstraintOverlay {
    /// What was drawn, for the legend.
    struct Summary {
        /// The statuses of the drawn constraints.
        var statuses: Set<ConstraintOverlayGeometry.Status> = []
        /// True when an optional (dashed) constraint was drawn.
        var anyOptional = false
        /// How many constraints were drawn.
        var count = 0
        /// The bounding boxes of the drawn lines that run along an axis, for labels to keep clear of.
        var lines: [Rect] = []
    }

    /// The active constraints whose items are all visible, from the visible views that hold
    /// them; with a focus, only those with an item in focus.
    static func visibleConstraints(_ scene: OverlayScene) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for entry in scene.entries {
            for constraint in entry.view.constraints where !isStackViewFittingHelper(constraint) {
                guard scene.geometry(of: constraint.firstItem) != nil else { continue }
                if let second = constraint.secondItem, scene.geometry(of: second) == nil { continue }
                if scene.hasFocus, !scene.isFocused(constraint.firstItem), !(constraint.secondItem.map(scene.isFocused) ?? false) {
                    continue
                }
                result.append(constraint)
            }
        }
        return result
    }

    /// The priority below which a stack view's own constraints only settle its fitting size.
    static let fittingHelperPriority = LayoutPriority.fittingSizeLevel

    /// True for a constraint a stack view makes for itself, below ``fittingHelperPriority``:
    /// UIKit's plumbing for an unconstrained stack, not part of the layout a reader made.
    static func isStackViewFittingHelper(_ constraint: LayoutConstraint) -> Bool {
        constraint.priority < fittingHelperPriority && constraint.identifier?.hasPrefix("UISV-") == true
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
        draw(constraints.map { ($0, nil) }, status: nil, scene: scene, in: context, labels: labels)
    }

    /// Draws constraints, each with a note after its labels (when it has one), in its status
    /// colour or in `status` for all.
    static func draw(_ constraints: [(constraint: LayoutConstraint, note: String?)], status forced: ConstraintOverlayGeometry.Status?,
                     scene: OverlayScene, in context: any GraphicsContext, labels: OverlayLabelLayer) -> Summary {
        var painter = ConstraintOverlayPainter(scene: scene, labels: labels)
        var summary = Summary()
        for (constraint, note) in constraints {
            guard let first = scene.geometry(of: constraint.firstItem) else { continue }
            let second = constraint.secondItem.flatMap { scene.geometry(of: $0) }
            let status = forced ?? ConstraintOverlayGeometry.status(of: constraint, first: first, second: second, scene: scene)
            painter.begin(status: status, optional: !constraint.priority.isRequired, note: note)
            guard painter.draw(constraint, first: first, second: second) else { continue }
            summary.statuses.insert(status)
            summary.anyOptional = summary.anyOptional || !constraint.priority.isRequired
            summary.count += 1
        }
        painter.finish(in: context)
        summary.lines = painter.lines
        return summary
    }
}

/// Accumulates constraint strokes by colour and dash (one stroke call per style) and adds labels.
struct ConstraintOverlayPainter {
    private struct Style: Hashable {
        var status: ConstraintOverlayGeometry.Status
        var dashed: Bool
    }

    private typealias Geometry = ConstraintOverlayGeometry
    private let scene: OverlayScene
    private let labels: OverlayLabelLayer
    private var paths: [Style: Path] = [:]
    private var thinPaths: [Style: Path] = [:]
    private var style = Style(status: .satisfied, dashed: false)
    /// Put in brackets after each label of the constraint being drawn.
    private var note: String?
    /// How many figures already sit on a spot, to move the next one aside.
    private var occupancy: [SpotKey: Int] = [:]
    /// The matched-size lines already drawn on the second item of a constraint, so that many
    /// views matched to one don't stack lines on it.
    private var partnerLines: Set<PartnerLine> = []

    private struct PartnerLine: Hashable {
        var item: ObjectIdentifier
        var attribute: LayoutAttribute
        var style: Style
    }
    /// The bounding boxes of the lines drawn along an axis.
    private(set) var lines: [Rect] = []

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
    mutating func begin(status: ConstraintOverlayGeometry.Status, optional: Bool, note: String? = nil) {
        style = Style(status: status, dashed: optional)
        self.note = note
    }

    /// A label's text with the note after it.
    private func noted(_ text: String) -> String { note.map { text + " (\($0))" } ?? text }

    /// The size of a label's text, with the note.
    private func labelSize(_ text: String) -> Size { labels.size(of: noted(text)) }

    /// Draws one constraint; false when it has nothing drawable.
    mutating func draw(_ c: LayoutConstraint, first g1: OverlayScene.ItemGeometry, second g2: OverlayScene.ItemGeometry?) -> Bool {
        let direction = Geometry.direction(of: c.firstItem)
        if c.firstAttribute.isDimension {
            guard let g2, let second = c.secondItem, c.secondAttribute != .notAnAttribute else {
                dimension(of: g1.rect, attribute: c.firstAttribute, text: Geometry.dimensionText(c), alongFarEdge: true)
                return true
            }
            if second === c.firstItem {
                aspectRatio(of: g1.rect, text: Geometry.ratioText(c))
            } else {
                matchedSize(c, g1, second, g2)
            }
            return true
        }
        guard let g2, let second = c.secondItem, let axis = c.firstAttribute.axis,
              let p1 = Geometry.position(c.firstAttribute, of: g1, direction: direction, scene: scene),
              let p2 = Geometry.position(c.secondAttribute, of: g2, direction: direction, scene: scene) else {
            return false
        }
        let r1 = Geometry.role(c.firstAttribute), r2 = Geometry.role(c.secondAttribute)
        if c.multiplier == 1, r1.isEdge, r2.isEdge {
            if r1 != r2 {
                // Facing edges: a gap, [b]-(8)-[a], when the items are apart (or touch) in the
                // layout; when they overlap (a bar's bottom 44 into the safe area), an offset.
                let apart = Geometry.layoutGap(c, p1: p1, p2: p2, firstRole: r1, direction: direction) >= -0.5
                let text = apart ? Geometry.spacingText(c, flip: r1 == .far) : Geometry.equationText(c)
                spacing(axis: axis, from: p2, to: p1, g1, g2, text: text, constraint: c)
                return true
            }
            let firstInside = Geometry.isInside(c.firstItem, g1, second, g2, in: scene)
            let secondInside = !firstInside && Geometry.isInside(second, g2, c.firstItem, g1, in: scene)
            if firstInside || secondInside {
                // The same edge of an item and of one around it: an inset, |-(8)-[a] or [a]-(8)-|.
                let flip = firstInside == (r1 == .far)
                spacing(axis: axis, from: p2, to: p1, g1, g2, text: Geometry.spacingText(c, flip: flip), constraint: c)
            } else {
                alignment(axis: axis, p1: p1, p2: p2, g1, g2, constraint: c)
            }
        } else if c.multiplier == 1, r1 == r2, r1 == .center || r1 == .baseline {
            alignment(axis: axis, p1: p1, p2: p2, g1, g2, constraint: c)
        } else {
            connector(axis: axis, p1: p1, p2: p2, g1, g2, text: Geometry.equationText(c))
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
        if !(zero && Geometry.isPlain(constraint)), !Self.isUnlabelledStackConstraint(constraint) {
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
        // doesn't strike through their content. Overlapping items: the line spans both; when one
        // lies across the other (a view centred in its container), it is solid across the inner
        // one and 4 points beyond, and thin and dotted over the rest of the outer one.
        let stub1 = min(4, (hi1 - lo1) / 2), stub2 = min(4, (hi2 - lo2) / 2)
        let span: (Double, Double)
        var solid: (Double, Double)
        if hi1 <= lo2 { span = (hi1 - stub1, lo2 + stub2); solid = span }
        else if hi2 <= lo1 { span = (hi2 - stub2, lo1 + stub1); solid = span }
        else {
            span = (min(lo1, lo2), max(hi1, hi2))
            let inner = hi1 - lo1 <= hi2 - lo2 ? (lo1, hi1) : (lo2, hi2)
            solid = (max(span.0, inner.0 - 4), min(span.1, inner.1 + 4))
        }
        add(Path(line: point(axis, along: position, cross: solid.0), to: point(axis, along: position, cross: solid.1)))
        for (from, to) in [(span.0, solid.0), (solid.1, span.1)] where to - from > 0.5 {
            add(Path(line: point(axis, along: position, cross: from), to: point(axis, along: position, cross: to)), thin: true)
        }
        if abs(p1 - p2) >= 0.5 {
            let first = crisp(p1)
            add(Path(line: point(axis, along: first, cross: lo1), to: point(axis, along: first, cross: hi1)), thin: true)
            let cross = crisp((lo1 + hi1) / 2)
            ibeam(axis: axis, from: p2, to: p1, cross: cross)
            ibeamLabel(Geometry.equationText(constraint), axis: axis, from: p2, to: p1, cross: cross)
        } else if !Geometry.isPlain(constraint), !Self.isUnlabelledStackConstraint(constraint) {
            let mid = crisp((max(lo1, span.0) + min(hi1, span.1)) / 2)
            ibeamLabel(Geometry.equationText(constraint), axis: axis, from: position, to: position, cross: mid, across: true)
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
        guard text != "=" else { return }
        let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let cross = axis == .horizontal ? mid.y : mid.x
        ibeamLabel(text, axis: axis, from: min(p1, p2), to: max(p1, p2), cross: cross)
    }

    /// Two sizes matched: a dimension line on each item, or on the first alone when the second
    /// encloses it in the hierarchy (its container, the root, their margins), labelled with the
    /// other's name. The second item's line is drawn once, however many items match it.
    private mutating func matchedSize(_ c: LayoutConstraint, _ g1: OverlayScene.ItemGeometry,
                                      _ second: LayoutItem, _ g2: OverlayScene.ItemGeometry) {
        var name = second.debugName
        if c.secondAttribute != c.firstAttribute { name += ".\(c.secondAttribute)" }
        let plain = c.relation == .equal && c.multiplier == 1 && c.constant == 0
        if Geometry.encloses(second, g2, c.firstItem, g1, in: scene) {
            dimension(of: g1.rect, attribute: c.firstAttribute, text: Geometry.equationText(c, partner: name), alongFarEdge: false)
            return
        }
        dimension(of: g1.rect, attribute: c.firstAttribute,
                  text: plain ? "=" + Geometry.prioritySuffix(c) : Geometry.equationText(c, partner: name), alongFarEdge: false)
        guard partnerLines.insert(PartnerLine(item: ObjectIdentifier(second), attribute: c.secondAttribute, style: style)).inserted else {
            return
        }
        dimension(of: g2.rect, attribute: c.secondAttribute, text: plain ? "=" : "", alongFarEdge: false)
    }

    /// A dimension line spanning the rectangle's width or height: along its far edge (bottom,
    /// right) for constants, its near edge (top, left) for matched sizes; inside the rectangle
    /// when it is at least 16 points across, else just outside. Its label goes on the side
    /// towards the rectangle's middle when it is inside.
    private mutating func dimension(of rect: Rect, attribute: LayoutAttribute, text: String, alongFarEdge: Bool) {
        let axis: LayoutAxis = attribute == .width ? .horizontal : .vertical
        let (start, end) = axis == .horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let (lo, hi) = axis == .horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let inside = hi - lo >= 16
        let inset = 4.0
        var cross: Double
        // The direction stacked lines (and the label) move in: into the rectangle, or away from it.
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
        if !text.isEmpty { ibeamLabel(text, axis: axis, from: start, to: end, cross: cross, side: inward) }
    }

    /// An aspect ratio: a diagonal across the rectangle's bottom-right corner.
    private mutating func aspectRatio(of rect: Rect, text: String) {
        let side = min(14, rect.width, rect.height)
        let a = Point(x: rect.maxX - side, y: rect.maxY - 2), b = Point(x: rect.maxX - 2, y: rect.maxY - side)
        add(Path(line: a, to: b))
        let size = labelSize(text)
        let beside = [Point(x: a.x - 2 - size.width / 2, y: (a.y + b.y) / 2), Point(x: (a.x + b.x) / 2, y: b.y - 2 - size.height / 2)]
        label(text, at: Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), beside: beside)
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
        for (a, b) in path.straightSegments where abs(a.x - b.x) < 0.5 || abs(a.y - b.y) < 0.5 {
            lines.append(Rect(x: min(a.x, b.x) - 0.5, y: min(a.y, b.y) - 0.5, width: abs(a.x - b.x) + 1, height: abs(a.y - b.y) + 1))
        }
    }

    /// True for a stack view's own constraint with a zero constant (`UISV-canvas-connection`,
    /// `UISV-alignment`, …): drawn, but not labelled, since `0` and `≥ 0` on every arranged
    /// view say nothing a reader needs; its spacings (`UISV-spacing`) keep their labels.
    static func isUnlabelledStackConstraint(_ constraint: LayoutConstraint) -> Bool {
        constraint.constant == 0 && constraint.identifier?.hasPrefix("UISV-") == true
    }

    /// Labels an I-beam beside it, as Interface Builder does: above a horizontal one (below when
    /// `side` is positive), right of a vertical one (left when `side` is negative); then on the
    /// other side; then slid along it towards each end; then just past each end. With `across`,
    /// the figure is a line across the axis at `from` (an alignment), and the label goes beside that.
    private mutating func ibeamLabel(_ text: String, axis: LayoutAxis, from start: Double, to end: Double, cross: Double,
                                     side: Double? = nil, across: Bool = false) {
        let size = labelSize(text)
        let mid = (start + end) / 2
        let cap = OverlayStyle.capHalfLength + 1
        // Half the label's extent along the beam and across it.
        let (alongHalf, crossHalf) = axis == .horizontal ? (size.width / 2, size.height / 2) : (size.height / 2, size.width / 2)
        let first = side ?? (axis == .horizontal ? -1 : 1)
        var beside: [Point] = []
        if across {
            for s in [1.0, -1.0] { beside.append(point(axis, along: mid + s * (alongHalf + 2), cross: cross)) }
        } else {
            let slide = max(0, abs(end - start) / 2 - alongHalf)
            for s in [first, -first] { beside.append(point(axis, along: mid, cross: cross + s * (cap + crossHalf))) }
            if slide > 1 {
                for s in [first, -first] {
                    for d in [-slide, slide] { beside.append(point(axis, along: mid + d, cross: cross + s * (cap + crossHalf))) }
                }
            }
            let low = min(start, end), high = max(start, end)
            beside.append(point(axis, along: high + 2 + alongHalf, cross: cross))
            beside.append(point(axis, along: low - 2 - alongHalf, cross: cross))
        }
        label(text, at: point(axis, along: mid, cross: cross), beside: beside)
    }

    private mutating func label(_ text: String, at anchor: Point, beside: [Point]) {
        labels.add(noted(text), at: anchor, preferred: beside, color: OverlayStyle.textColor(for: style.status.color), rank: style.status.labelRank)
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

extension Path {
    /// The straight segments of the path: each line, from the point before it (a move's or
    /// another line's end). Arcs and closes end a run.
    var straightSegments: [(Point, Point)] {
        var result: [(Point, Point)] = []
        var last: Point?
        for element in elements {
            switch element {
            case let .move(p): last = p
            case let .line(p):
                if let from = last { result.append((from, p)) }
                last = p
            default: last = nil
            }
        }
        return result
    }
}
