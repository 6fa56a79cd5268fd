import Plumb

/// A small text tag to place near a figure: a constraint's constant, a guide's name, an
/// ambiguous variable.
struct OverlayLabel {
    /// The text.
    var text: String
    /// The point the label belongs to: a leader line runs from here to a label that had to move away.
    var anchor: Point
    /// Centres of the positions beside the label's figure, best first; tried before any other.
    var preferred: [Point]
    /// The text colour (and the leader line's).
    var color: Color
    /// Placement order: lower ranks are placed first and so win contested space.
    var rank: Int
}

/// A label with the rectangle it was given.
struct PlacedLabel {
    /// The label.
    var label: OverlayLabel
    /// Its background's rectangle.
    var rect: Rect
    /// True when it sits away from its figure, joined to its anchor by a leader line.
    var hasLeader: Bool
}

/// Places labels greedily, in rank order, so that none covers another label or any text.
///
/// A label tries a fixed list of positions: first those beside its figure (above, then below a
/// horizontal I-beam; right, then left of a vertical one; then further along it), then a ring
/// of positions around its anchor, nearest first, which get a leader line back to the anchor.
/// *Hard* obstacles (placed labels, the text of the views) are never covered; a position that
/// keeps clear of the *soft* ones (constraint lines) is taken over one that doesn't, within each
/// of the two groups. A label with no free position is left out, and counted. Rectangles are
/// kept in uniform grids, so a test looks only at the rectangles in the cells it covers:
/// placing n labels costs O(n), not O(n²).
struct OverlayLabelPlacer {
    /// Where labels may go (the layout area), when they fit in it.
    let bounds: Rect
    /// The space kept free around each placed label, in points.
    let gap = 1.0
    private var taken: OverlayRectGrid
    private var soft: OverlayRectGrid

    init(bounds: Rect) {
        self.bounds = bounds
        let cell = OverlayRectGrid.cellSize(for: bounds)
        taken = OverlayRectGrid(cellSize: cell)
        soft = OverlayRectGrid(cellSize: cell)
    }

    /// Marks an area (a view's text) that no label may cover.
    mutating func block(_ rect: Rect) { taken.insert(rect, margin: gap) }

    /// Marks an area (a constraint line) that labels keep clear of when they can.
    mutating func avoid(_ rect: Rect) { soft.insert(rect, margin: 0) }

    /// The rectangle a label of `size` takes, and whether it needs a leader line; nil when every
    /// position collides.
    mutating func place(size: Size, preferred: [Point], around anchor: Point) -> (rect: Rect, leader: Bool)? {
        let beside = preferred.isEmpty ? [anchor] : preferred
        if let rect = firstFree(size: size, centres: beside) {
            taken.insert(rect, margin: gap)
            return (rect, false)
        }
        let stepX = size.width + 2 * gap, stepY = size.height + 2 * gap
        let ring = OverlayLabelPlacer.ring.map { Point(x: anchor.x + $0.0 * stepX, y: anchor.y + $0.1 * stepY) }
        if let rect = firstFree(size: size, centres: ring) {
            taken.insert(rect, margin: gap)
            return (rect, true)
        }
        return nil
    }

    /// The first candidate that covers no hard obstacle and no soft one, else the first that
    /// covers no hard obstacle.
    private func firstFree(size: Size, centres: [Point]) -> Rect? {
        var fallback: Rect?
        for centre in centres {
            var origin = Point(x: centre.x - size.width / 2, y: centre.y - size.height / 2)
            // Keep labels in the layout area when they fit in it.
            if size.width <= bounds.width { origin.x = min(max(origin.x, bounds.minX), bounds.maxX - size.width) }
            if size.height <= bounds.height { origin.y = min(max(origin.y, bounds.minY), bounds.maxY - size.height) }
            let candidate = Rect(origin: origin, size: size)
            guard !taken.intersects(candidate, gap: gap) else { continue }
            if !soft.intersects(candidate, gap: 0) { return candidate }
            if fallback == nil { fallback = candidate }
        }
        return fallback
    }

    /// Positions around the anchor, in label widths and heights, nearest first, never so far
    /// that the label seems to belong to something else.
    private static let ring: [(Double, Double)] = [
        (0, -1.25), (0, 1.25), (-0.75, 0), (0.75, 0), (-0.75, -1.25), (0.75, -1.25), (-0.75, 1.25), (0.75, 1.25),
        (0, -2.25), (0, 2.25), (-1.25, 0), (1.25, 0), (-1.25, -1.25), (1.25, -1.25), (-1.25, 1.25), (1.25, 1.25),
        (0, -3.25), (0, 3.25), (-1.25, -2.25), (1.25, -2.25), (-1.25, 2.25), (1.25, 2.25),
    ]

    /// True when the rectangles, each grown by half the gap, overlap (touching is fine).
    static func overlap(_ a: Rect, _ b: Rect, gap: Double = 0) -> Bool {
        a.minX < b.maxX + gap && b.minX < a.maxX + gap && a.minY < b.maxY + gap && b.minY < a.maxY + gap
    }
}

/// Rectangles bucketed by the cells they cover (32 points a side, or wider on a huge canvas),
/// for overlap tests that look only nearby.
struct OverlayRectGrid {
    private let cellSize: Double
    private var cells: [Int: [Int]] = [:]

    init(cellSize: Double = 32) { self.cellSize = cellSize }

    /// How many cells hold a rectangle (for the complexity tests).
    var filledCells: Int { cells.count }

    /// 32 points, or wider so that `bounds` spans at most 1,024 cells a side: a view's outline
    /// is filed under every cell it covers, and on a canvas 9 million points wide (a scene
    /// fitted to a view far away, drawn at a tiny scale) 32-point cells took seconds.
    static func cellSize(for bounds: Rect) -> Double {
        let side = max(bounds.width, bounds.height)
        return side.isFinite ? max(32, side / 1024) : 32
    }
    /// The rectangles, in insertion order.
    private(set) var rects: [Rect] = []

    private func span(of rect: Rect, margin: Double) -> (ClosedRange<Int>, ClosedRange<Int>) {
        func cell(_ value: Double) -> Int { Int((value / cellSize).rounded(.down).clamped(-1e6, 1e6)) }
        return (cell(rect.minX - margin)...cell(rect.maxX + margin), cell(rect.minY - margin)...cell(rect.maxY + margin))
    }

    private func key(_ x: Int, _ y: Int) -> Int { (y << 24) &+ x }

    /// Adds a rectangle, filed under every cell within `margin` of it.
    mutating func insert(_ rect: Rect, margin: Double) {
        let index = rects.count
        rects.append(rect)
        let (xs, ys) = span(of: rect, margin: margin)
        for y in ys { for x in xs { cells[key(x, y), default: []].append(index) } }
    }

    /// True when `rect` comes within `gap` of a stored rectangle.
    func intersects(_ rect: Rect, gap: Double) -> Bool {
        let (xs, ys) = span(of: rect, margin: gap)
        for y in ys {
            for x in xs {
                guard let indices = cells[key(x, y)] else { continue }
                for index in indices where OverlayLabelPlacer.overlap(rects[index], rect, gap: gap) { return true }
            }
        }
        return false
    }
}

/// Collects labels while the overlays draw, then places them all and draws them above everything.
final class OverlayLabelLayer {
    private var labels: [OverlayLabel] = []
    private let measurer: any TextMeasuring
    private var sizes: [String: Size] = [:]

    init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Adds a label to place later: at one of the `preferred` centres if one is free (by
    /// default, centred on the anchor), else near the anchor with a leader line.
    func add(_ text: String, at anchor: Point, preferred: [Point] = [], color: Color, rank: Int) {
        guard !text.isEmpty, anchor.x.isFinite, anchor.y.isFinite else { return }
        let finite = preferred.filter { $0.x.isFinite && $0.y.isFinite }
        labels.append(OverlayLabel(text: text, anchor: anchor, preferred: finite, color: color, rank: rank))
    }

    /// The size of a label's background for a text, measured once per distinct text.
    func size(of text: String) -> Size {
        if let known = sizes[text] { return known }
        let measured = measurer.measure(TextMeasureRequest(text: text, font: OverlayStyle.labelFont)).size
        let padding = OverlayStyle.labelPadding
        let size = Size(width: (measured.width + 2 * padding.horizontal + 1).rounded(.up),
                        height: (measured.height + 2 * padding.vertical).rounded(.up))
        sizes[text] = size
        return size
    }

    /// Places every label, lower ranks first, then in the order added; returns the ones that
    /// found room (in placing order) and how many did not.
    func place(with placer: inout OverlayLabelPlacer) -> (placed: [PlacedLabel], leftOut: Int) {
        let order = labels.indices.sorted { (labels[$0].rank, $0) < (labels[$1].rank, $1) }
        var placed: [PlacedLabel] = []
        placed.reserveCapacity(order.count)
        for index in order {
            let label = labels[index]
            if let (rect, leader) = placer.place(size: size(of: label.text), preferred: label.preferred, around: label.anchor) {
                placed.append(PlacedLabel(label: label, rect: rect, hasLeader: leader))
            }
        }
        return (placed, labels.count - placed.count)
    }

    /// Draws placed labels: leader lines, then backgrounds in one fill, then the texts.
    static func draw(_ placed: [PlacedLabel], in context: any GraphicsContext, hairline: Double) {
        // Leader lines from moved labels back to their anchors, one stroke per colour.
        var leaders: [Color: Path] = [:]
        for item in placed where item.hasLeader {
            let rect = item.rect, anchor = item.label.anchor
            let near = Point(x: min(max(anchor.x, rect.minX), rect.maxX), y: min(max(anchor.y, rect.minY), rect.maxY))
            guard max(abs(near.x - anchor.x), abs(near.y - anchor.y)) > 2 else { continue }
            leaders[item.label.color, default: Path()].append(Path(line: anchor, to: near))
        }
        for (color, path) in leaders.sorted(by: { $0.key.description < $1.key.description }) {
            context.stroke(path, with: color.withAlpha(0.6), lineWidth: hairline)
        }
        var backgrounds = Path()
        for item in placed { backgrounds.addRect(item.rect, cornerRadius: OverlayStyle.labelCornerRadius) }
        if !placed.isEmpty { context.fill(backgrounds, with: OverlayStyle.labelBackground) }
        let padding = OverlayStyle.labelPadding
        for item in placed {
            context.draw(TextDrawing(text: item.label.text, font: OverlayStyle.labelFont, color: item.label.color,
                                     rect: item.rect.inset(by: EdgeInsets(top: padding.vertical, left: padding.horizontal - 0.5,
                                                                          bottom: padding.vertical, right: padding.horizontal - 0.5)),
                                     alignment: .center, lineBreakMode: .byClipping, lines: 1))
        }
    }
}

fileprivate extension Double {
    /// The value limited to `low...high`.
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
