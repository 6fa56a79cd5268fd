import Plumb

/// The legend: a small panel listing the overlays that drew something, each with its swatch,
/// in the corner it hides least of (bottom-right when corners tie). A panel that would cover
/// more than a third of the canvas's height is laid out in columns.
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

    /// The panel's size and how many rows each column holds.
    struct Layout {
        var size: Size
        var rows: Int
        var columnWidth: Double
    }

    /// The rows, in order (down the first column, then the next).
    var entries: [Entry] = []

    private let font = OverlayStyle.legendFont
    private let padding = 4.0
    private let rowHeight = 11.0
    private let swatchWidth = 16.0
    private let swatchGap = 4.0
    private let columnGap = 10.0

    /// Adds a row.
    mutating func add(_ title: String, _ swatch: Swatch) { entries.append(Entry(title: title, swatch: swatch)) }

    /// The panel's layout for a canvas: one column, or as few more as keep it within a third of
    /// the canvas's height while it still fits the canvas's width.
    func layout(measurer: any TextMeasuring, canvas: Size) -> Layout {
        let widest = entries.map { measurer.measure(TextMeasureRequest(text: $0.title, font: font)).size.width }.max() ?? 0
        let columnWidth = (swatchWidth + swatchGap + widest + 1).rounded(.up)
        func layout(columns: Int) -> Layout {
            let rows = (entries.count + columns - 1) / max(columns, 1)
            let width = 2 * padding + Double(columns) * columnWidth + Double(columns - 1) * columnGap
            return Layout(size: Size(width: width, height: 2 * padding + Double(rows) * rowHeight), rows: rows, columnWidth: columnWidth)
        }
        var best = layout(columns: 1)
        var columns = 1
        while best.size.height > canvas.height / 3, columns < entries.count {
            columns += 1
            let next = layout(columns: columns)
            guard next.size.width <= canvas.width - 8 else { break }
            if next.rows < best.rows { best = next }
        }
        return best
    }

    /// The panel's rectangle: of the four corners of `bounds` (inset 4 points) and the middles
    /// of its top and bottom edges, the one that hides the least: the area of views it covers
    /// (views without subviews, the content, count double) and the labels that want to sit
    /// there, and the drawn guides. Bottom-right wins ties.
    func frame(size: Size, in scene: OverlayScene, anchors: [Point], guides: [Rect]) -> Rect {
        let b = scene.bounds, inset = 4.0
        let left = b.minX + inset, right = max(b.minX, b.maxX - inset - size.width)
        let center = max(b.minX, b.midX - size.width / 2)
        let top = b.minY + inset, bottom = max(b.minY, b.maxY - inset - size.height)
        let candidates = [Point(x: right, y: bottom), Point(x: left, y: bottom), Point(x: right, y: top), Point(x: left, y: top),
                          Point(x: center, y: bottom), Point(x: center, y: top)]
        let labelArea = 150.0
        var best = (score: Double.infinity, rect: Rect(origin: candidates[0], size: size))
        for origin in candidates {
            let rect = Rect(origin: origin, size: size)
            var score = 0.0
            for anchor in anchors where rect.minX <= anchor.x && anchor.x <= rect.maxX && rect.minY <= anchor.y && anchor.y <= rect.maxY {
                score += labelArea
            }
            func covered(_ frame: Rect) -> Double {
                let width = min(frame.maxX, rect.maxX) - max(frame.minX, rect.minX)
                let height = min(frame.maxY, rect.maxY) - max(frame.minY, rect.minY)
                return width > 0 && height > 0 ? width * height : 0
            }
            for entry in scene.entries.dropFirst() { score += covered(entry.frame) * (entry.view.subviews.isEmpty ? 2 : 1) }
            for guide in guides { score += covered(guide) }
            if score < best.score - 1e-9 { best = (score, rect) }
        }
        return best.rect
    }

    /// Draws the panel in `rect`.
    func draw(in rect: Rect, layout: Layout, context: any GraphicsContext, hairline: Double) {
        guard !entries.isEmpty else { return }
        context.fill(Path(rect: rect, cornerRadius: 3), with: OverlayStyle.legendBackground)
        context.stroke(Path(rect: FrameOverlay.insideStroke(rect, lineWidth: hairline), cornerRadius: 3),
                       with: OverlayStyle.legendBorder, lineWidth: hairline)
        for (index, entry) in entries.enumerated() {
            let column = index / max(layout.rows, 1), row = index % max(layout.rows, 1)
            let left = rect.minX + padding + Double(column) * (layout.columnWidth + columnGap)
            let top = rect.minY + padding + Double(row) * rowHeight
            let swatch = Rect(x: left, y: top + 2, width: swatchWidth, height: rowHeight - 4)
            drawSwatch(entry.swatch, in: swatch, context: context, hairline: hairline)
            let textX = swatch.maxX + swatchGap
            context.draw(TextDrawing(text: entry.title, font: font, color: OverlayStyle.legendText,
                                     rect: Rect(x: textX, y: top, width: left + layout.columnWidth - textX + 1, height: rowHeight),
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
