import Plumb

/// A small text tag to place near a point: a constraint's constant, a guide's name, an
/// ambiguous variable.
struct OverlayLabel {
    /// The text.
    var text: String
    /// The point the label belongs to; it is centred here when there is room.
    var anchor: Point
    /// The text colour (and the leader line's, when the label has to move away).
    var color: Color
    /// Placement order: lower ranks are placed first and so win contested space.
    var rank: Int
}

/// Places labels so that none overlaps another (or the legend), greedily, in rank order.
///
/// Each label tries its anchor first, then positions around it; it takes the first position
/// that covers neither a placed label nor a soft obstacle (the text of labels, buttons and
/// fields), else the first that covers no placed label; a label with no free position is left
/// out. Rectangles are kept in uniform grids, so a test looks only at the rectangles in the
/// cells it covers: placing n labels costs O(n), not O(n²).
struct OverlayLabelPlacer {
    /// Where labels may go (the canvas), when they fit in it.
    let bounds: Rect
    /// The space kept free around each placed label, in points.
    let gap = 1.0
    private var taken = OverlayRectGrid()
    private var soft = OverlayRectGrid()

    init(bounds: Rect) { self.bounds = bounds }

    /// Marks an area (the legend) that no label may cover.
    mutating func reserve(_ rect: Rect) { taken.insert(rect, margin: gap) }

    /// Marks an area (a view's text) that labels avoid when they can.
    mutating func avoid(_ rect: Rect) { soft.insert(rect, margin: 0) }

    /// The rectangle a label of `size` takes near `anchor`, or nil when every candidate collides.
    mutating func place(size: Size, around anchor: Point) -> Rect? {
        let stepX = size.width + 2 * gap, stepY = size.height + 2 * gap
        let centred = Point(x: anchor.x - size.width / 2, y: anchor.y - size.height / 2)
        var fallback: Rect?
        for (dx, dy) in OverlayLabelPlacer.offsets {
            var origin = Point(x: centred.x + dx * stepX, y: centred.y + dy * stepY)
            // Keep labels on the canvas when they fit on it.
            if size.width <= bounds.width { origin.x = min(max(origin.x, bounds.minX), bounds.maxX - size.width) }
            if size.height <= bounds.height { origin.y = min(max(origin.y, bounds.minY), bounds.maxY - size.height) }
            let candidate = Rect(origin: origin, size: size)
            guard !taken.intersects(candidate, gap: gap) else { continue }
            if !soft.intersects(candidate, gap: 0) {
                fallback = candidate
                break
            }
            if fallback == nil { fallback = candidate }
        }
        if let fallback { taken.insert(fallback, margin: gap) }
        return fallback
    }

    /// Candidate offsets in label widths and heights: on the anchor, then above, below, beside,
    /// and the diagonals, never so far that the label seems to belong to something else.
    private static let offsets: [(Double, Double)] = [
        (0, 0), (0, -0.75), (0, 0.75), (-0.6, 0), (0.6, 0),
        (0, -1.5), (0, 1.5), (-1.1, 0), (1.1, 0), (-0.6, -1), (0.6, -1), (-0.6, 1), (0.6, 1),
        (-1.1, -1), (1.1, -1), (-1.1, 1), (1.1, 1),
    ]

    /// True when the rectangles, each grown by half the gap, overlap (touching is fine).
    static func overlap(_ a: Rect, _ b: Rect, gap: Double = 0) -> Bool {
        a.minX < b.maxX + gap && b.minX < a.maxX + gap && a.minY < b.maxY + gap && b.minY < a.maxY + gap
    }
}

/// Rectangles bucketed by the 32-point cells they cover, for overlap tests that look only nearby.
struct OverlayRectGrid {
    private let cellSize = 32.0
    private var cells: [Int: [Int]] = [:]
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

/// Collects labels while the overlays draw, then places and draws them all above everything.
final class OverlayLabelLayer {
    private var labels: [OverlayLabel] = []
    private let measurer: any TextMeasuring
    private var sizes: [String: Size] = [:]

    init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Adds a label to place later.
    func add(_ text: String, at anchor: Point, color: Color, rank: Int) {
        guard !text.isEmpty, anchor.x.isFinite, anchor.y.isFinite else { return }
        labels.append(OverlayLabel(text: text, anchor: anchor, color: color, rank: rank))
    }

    /// The anchors collected so far (the legend avoids crowded corners).
    var anchors: [Point] { labels.map(\.anchor) }

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

    /// Places every label (lower ranks first, then in the order added) and draws the ones that
    /// found room: leader lines, then backgrounds in one fill, then the texts.
    func draw(in context: any GraphicsContext, placer: inout OverlayLabelPlacer, hairline: Double) {
        let order = labels.indices.sorted { (labels[$0].rank, $0) < (labels[$1].rank, $1) }
        var placed: [(OverlayLabel, Rect)] = []
        placed.reserveCapacity(order.count)
        for index in order {
            let label = labels[index]
            if let rect = placer.place(size: size(of: label.text), around: label.anchor) { placed.append((label, rect)) }
        }
        // Leader lines from moved labels back to their anchors, one stroke per colour.
        var leaders: [Color: Path] = [:]
        for (label, rect) in placed {
            let near = Point(x: min(max(label.anchor.x, rect.minX), rect.maxX), y: min(max(label.anchor.y, rect.minY), rect.maxY))
            let distance = max(abs(near.x - label.anchor.x), abs(near.y - label.anchor.y))
            guard distance > 2 else { continue }
            leaders[label.color, default: Path()].append(Path(line: label.anchor, to: near))
        }
        for (color, path) in leaders.sorted(by: { $0.key.description < $1.key.description }) {
            context.stroke(path, with: color.withAlpha(0.6), lineWidth: hairline)
        }
        var backgrounds = Path()
        for (_, rect) in placed { backgrounds.addRect(rect, cornerRadius: OverlayStyle.labelCornerRadius) }
        if !placed.isEmpty { context.fill(backgrounds, with: OverlayStyle.labelBackground) }
        let padding = OverlayStyle.labelPadding
        for (label, rect) in placed {
            context.draw(TextDrawing(text: label.text, font: OverlayStyle.labelFont, color: label.color,
                                     rect: rect.inset(by: EdgeInsets(top: padding.vertical, left: padding.horizontal - 0.5,
                                                                     bottom: padding.vertical, right: padding.horizontal - 0.5)),
                                     alignment: .center, lineBreakMode: .byClipping, lines: 1))
        }
    }
}

fileprivate extension Double {
    /// The value limited to `low...high`.
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
