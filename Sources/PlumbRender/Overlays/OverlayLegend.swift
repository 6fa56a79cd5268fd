import Plumb

/// The legend: a list of the overlays that drew something, each with its swatch, on a neutral
/// panel in a strip outside the layout: to its right (``OverlayLegendPlacement/side``), in as
/// few columns as keep it within the layout's height, or below it
/// (``OverlayLegendPlacement/bottom``), in as many columns as fit the layout's width.
struct OverlayLegend {
    /// How a legend row's swatch looks.
    enum Swatch {
        /// A line of a colour and dash.
        case line(Color, dash: [Double])
        /// A box with a fill and an outline (either may be clear).
        case box(fill: Color, stroke: Color, dash: [Double])
        /// A hatched box.
        case hatch(Color)
        /// An I-beam of a colour, dashed or solid.
        case ibeam(Color, dash: [Double])
        /// No swatch.
        case none
    }

    /// One row.
    struct Entry {
        /// The row's text.
        var title: String
        /// Its swatch.
        var swatch: Swatch
    }

    /// The strip's size, the whole picture's, and how the rows are arranged.
    struct Layout {
        /// The strip: its width beside the layout, or its height below it.
        var strip: Size
        /// The layout area and the strip together.
        var canvas: Size
        /// Rows per column.
        var rows: Int
        /// True for a strip beside the layout, false for one below it.
        var isBeside: Bool
    }

    /// The rows, in order (down the first column, then the next).
    var entries: [Entry] = []
    /// The width of a column: a swatch, a gap and the widest title (set by ``measure(with:)``).
    private var columnWidth = 0.0

    private let font = OverlayStyle.legendFont
    /// The space between the strip's edges and the rows, in points.
    static let padding = 8.0
    private let rowHeight = 13.0
    private let swatchWidth = 16.0
    private let swatchGap = 5.0
    private let columnGap = 12.0

    /// Adds a row.
    mutating func add(_ title: String, _ swatch: Swatch) { entries.append(Entry(title: title, swatch: swatch)) }

    /// Measures the titles: the column width follows the widest.
    mutating func measure(with measurer: any TextMeasuring) {
        let widest = entries.map { measurer.measure(TextMeasureRequest(text: $0.title, font: font)).size.width }.max() ?? 0
        columnWidth = (swatchWidth + swatchGap + widest + 1).rounded(.up)
    }

    /// The strip for a placement beside or below a layout area; nil for
    /// ``OverlayLegendPlacement/none`` or an empty legend.
    func layout(for placement: OverlayLegendPlacement, area: Size) -> Layout? {
        guard !entries.isEmpty, placement != .none else { return nil }
        let padding = OverlayLegend.padding, count = entries.count
        func width(_ columns: Int) -> Double { 2 * padding + Double(columns) * columnWidth + Double(columns - 1) * columnGap }
        var columns = 1
        if placement == .side {
            // Few columns: as many as keep the rows within the layout's height, at most three.
            let rowsThatFit = max(1, Int(((area.height - 2 * padding) / rowHeight).rounded(.down)))
            columns = min(3, max(1, (count + rowsThatFit - 1) / rowsThatFit))
        } else {
            // As many columns as fit across the layout.
            while columns < count, width(columns + 1) <= area.width { columns += 1 }
        }
        let rows = (count + columns - 1) / columns
        let height = 2 * padding + Double(rows) * rowHeight
        if placement == .side {
            let strip = Size(width: width(columns), height: height)
            return Layout(strip: strip, canvas: Size(width: area.width + strip.width, height: max(area.height, height)),
                          rows: rows, isBeside: true)
        }
        let strip = Size(width: width(columns), height: height)
        return Layout(strip: strip, canvas: Size(width: max(area.width, strip.width), height: area.height + height),
                      rows: rows, isBeside: false)
    }

    /// Draws the panel (everything of the canvas outside the layout area, with a hairline along
    /// the layout's edge) and the rows in it.
    func draw(_ layout: Layout, area: Size, in context: any GraphicsContext, hairline: Double) {
        let canvas = layout.canvas, side = layout.isBeside
        var panel = Path()
        var origin: Point
        if side {
            panel.addRect(Rect(x: area.width, y: 0, width: canvas.width - area.width, height: canvas.height))
            if canvas.height > area.height { panel.addRect(Rect(x: 0, y: area.height, width: area.width, height: canvas.height - area.height)) }
            origin = Point(x: area.width + OverlayLegend.padding, y: OverlayLegend.padding)
        } else {
            panel.addRect(Rect(x: 0, y: area.height, width: canvas.width, height: canvas.height - area.height))
            if canvas.width > area.width { panel.addRect(Rect(x: area.width, y: 0, width: canvas.width - area.width, height: area.height)) }
            origin = Point(x: OverlayLegend.padding, y: area.height + OverlayLegend.padding)
        }
        context.fill(panel, with: OverlayStyle.legendBackground)
        let edge = side ? Path(line: Point(x: area.width + hairline / 2, y: 0), to: Point(x: area.width + hairline / 2, y: min(area.height, canvas.height)))
                        : Path(line: Point(x: 0, y: area.height + hairline / 2), to: Point(x: min(area.width, canvas.width), y: area.height + hairline / 2))
        context.stroke(edge, with: OverlayStyle.legendBorder, lineWidth: hairline)
        for (index, entry) in entries.enumerated() {
            let column = index / max(layout.rows, 1), row = index % max(layout.rows, 1)
            let left = origin.x + Double(column) * (columnWidth + columnGap)
            let top = origin.y + Double(row) * rowHeight
            let swatch = Rect(x: left, y: top + 2.5, width: swatchWidth, height: rowHeight - 5)
            drawSwatch(entry.swatch, in: swatch, context: context, hairline: hairline)
            let textX = swatch.maxX + swatchGap
            context.draw(TextDrawing(text: entry.title, font: font, color: OverlayStyle.legendText,
                                     rect: Rect(x: textX, y: top, width: left + columnWidth - textX + 1, height: rowHeight),
                                     alignment: .left, lineBreakMode: .byClipping, lines: 1))
        }
    }

    private func drawSwatch(_ swatch: Swatch, in rect: Rect, context: any GraphicsContext, hairline: Double) {
        let midY = (rect.midY * 2).rounded() / 2
        switch swatch {
        case .none:
            return
        case let .line(color, dash):
            context.stroke(Path(line: Point(x: rect.minX, y: midY), to: Point(x: rect.maxX, y: midY)),
                           with: color, lineWidth: max(hairline, 1), dash: dash)
        case let .box(fill, stroke, dash):
            if fill.alpha > 0 { context.fill(Path(rect: rect), with: fill) }
            if stroke.alpha > 0 {
                context.stroke(Path(rect: FrameOverlay.insideStroke(rect, lineWidth: hairline)), with: stroke, lineWidth: hairline, dash: dash)
            }
        case let .hatch(color):
            var hatch = Path()
            var x = rect.minX
            while x < rect.maxX + rect.height {
                hatch.move(to: Point(x: x, y: rect.minY))
                hatch.addLine(to: Point(x: x - rect.height, y: rect.maxY))
                x += OverlayStyle.hatchSpacing / 2
            }
            context.saveState()
            context.clip(to: Path(rect: rect))
            context.stroke(hatch, with: color.withAlpha(0.4), lineWidth: hairline)
            context.restoreState()
            context.stroke(Path(rect: FrameOverlay.insideStroke(rect, lineWidth: hairline)), with: color, lineWidth: hairline, dash: [3, 1.5])
        case let .ibeam(color, dash):
            var path = Path(line: Point(x: rect.minX + 0.5, y: midY), to: Point(x: rect.maxX - 0.5, y: midY))
            for x in [rect.minX + 0.5, rect.maxX - 0.5] {
                path.move(to: Point(x: x, y: midY - OverlayStyle.capHalfLength))
                path.addLine(to: Point(x: x, y: midY + OverlayStyle.capHalfLength))
            }
            context.stroke(path, with: color, lineWidth: OverlayStyle.constraintWidth, dash: dash)
        }
    }
}
