import CPangoCairo
import Plumb

/// Two layouts side by side, before and after a change, with the views that changed outlined:
/// moved in blue, resized in orange, added in green (on the after side), removed in red (on the
/// before side). It is a film of two panels and one cell, so it has a film's title, backdrop,
/// fonts and margins (``FilmLayout``). `plumb diff` draws it.
public struct BeforeAfter: Sendable {
    /// What a mark says about its view.
    public enum Change: String, Sendable, CaseIterable {
        case moved, resized, added, removed

        /// The outline's colour.
        var color: Color {
            switch self {
            case .moved: .systemBlue
            case .resized: .systemOrange
            case .added: .systemGreen
            case .removed: .systemRed
            }
        }
    }

    /// A view outlined on one side, with its key written in its top-left corner.
    public struct Mark: Sendable {
        /// The view's frame in its root's coordinates.
        public var rect: Rect
        /// What happened to it.
        public var change: Change
        /// Its key.
        public var label: String

        /// Creates a mark.
        public init(rect: Rect, change: Change, label: String) {
            self.rect = rect
            self.change = change
            self.label = label
        }
    }

    /// One side: a laid-out tree, its caption and its marks.
    public struct Side {
        /// The tree's root.
        public var root: View
        /// The line over it (`before: card.yaml`).
        public var caption: String
        /// The outlines drawn over it.
        public var marks: [Mark]

        /// Creates a side.
        public init(root: View, caption: String, marks: [Mark]) {
            self.root = root
            self.caption = caption
            self.marks = marks
        }
    }

    /// Draws each side (overlays and legend are left out).
    public var renderer: Renderer
    /// The first line (`card.yaml: 1 moved, 1 added`).
    public var title: String

    /// Creates a picture.
    public init(renderer: Renderer, title: String) {
        self.renderer = renderer
        self.renderer.overlays = []
        self.renderer.legend = .none
        self.title = title
    }

    static let markWidth = 2.0
    static let legendSwatch = 9.0

    /// The picture as PNG (at the renderer's scale) or SVG or PDF.
    public func data(before: Side, after: Side, format: RenderFormat) throws(RenderError) -> [UInt8] {
        let sides = [before, after]
        let pictures = try sides.map { side throws(RenderError) in try renderer.snapshot(of: side.root, format: format) }
        func whole(_ value: Double) -> Double { format == .png ? (value * renderer.scale).rounded(.up) / renderer.scale : value }
        let panel = Size(width: whole(pictures.map(\.size.width).max() ?? 1), height: whole(pictures.map(\.size.height).max() ?? 1))
        let layout = FilmLayout(panel: panel, panels: 2, count: 1, columns: 1, subtitleLines: 1)
        let draw = { (cairo: OpaquePointer) in
            let context = CairoGraphicsContext(cairo: cairo)
            context.fill(Path(rect: Rect(origin: .zero, size: layout.size)), with: FilmStyle.background)
            for (number, (side, picture)) in zip(sides, pictures).enumerated() {
                let origin = layout.panelOrigin(0, panel: number)
                context.fill(Path(rect: Rect(origin: origin, size: layout.panel)), with: FilmStyle.backdrop)
                context.saveState()
                context.translateBy(x: origin.x, y: origin.y)
                context.clip(to: Path(rect: Rect(origin: .zero, size: layout.panel)))
                context.fill(Path(rect: Rect(origin: .zero, size: picture.size)), with: renderer.background.resolved(for: picture.appearance))
                renderer.draw(picture, on: cairo)
                for mark in side.marks { Self.draw(mark, in: context) }
                context.restoreState()
                // A long path loses its start, so the file's name stays.
                context.draw(TextDrawing(text: side.caption, font: FilmStyle.captionFont, color: FilmStyle.text,
                                         rect: Rect(x: origin.x, y: origin.y - FilmLayout.captionHeight, width: layout.panel.width,
                                                    height: FilmLayout.captionHeight),
                                         lineBreakMode: .byTruncatingHead))
            }
            drawTitleAndLegend(layout, in: context)
        }
        guard format == .png else { return try renderer.vectorData(size: layout.size, format: format, draw) }
        let surface = try renderer.rasterSurface(size: layout.size, draw)
        defer { cairo_surface_destroy(surface) }
        return try CairoByteStream.png(of: surface)
    }

    /// A mark's outline, just inside the view's frame, and its key on a pale label in its corner.
    private static func draw(_ mark: Mark, in context: CairoGraphicsContext) {
        let inset = markWidth / 2
        let rect = Rect(x: mark.rect.minX + inset, y: mark.rect.minY + inset,
                        width: max(0, mark.rect.width - markWidth), height: max(0, mark.rect.height - markWidth))
        let color = mark.change.color.resolved(for: .light)
        context.stroke(Path(rect: rect), with: color, lineWidth: markWidth)
        let font = OverlayStyle.labelFont, padding = OverlayStyle.labelPadding
        let text = PangoTextMeasurer.shared.measure(TextMeasureRequest(text: mark.label, font: font)).size
        let label = Rect(x: mark.rect.minX + markWidth, y: mark.rect.minY + markWidth,
                         width: text.width + 2 * padding.horizontal, height: text.height + 2 * padding.vertical)
        context.fill(Path(rect: label, cornerRadius: OverlayStyle.labelCornerRadius), with: OverlayStyle.labelBackground)
        context.draw(TextDrawing(text: mark.label, font: font, color: color,
                                 rect: Rect(x: label.minX + padding.horizontal, y: label.minY + padding.vertical,
                                            width: text.width + 1, height: text.height)))
    }

    /// The title, and under it the colours' meanings: a swatch and a word for each change.
    private func drawTitleAndLegend(_ layout: FilmLayout, in context: CairoGraphicsContext) {
        let margin = FilmLayout.margin
        context.draw(TextDrawing(text: title, font: FilmStyle.titleFont, color: FilmStyle.text,
                                 rect: Rect(x: margin, y: margin, width: layout.size.width - 2 * margin, height: FilmLayout.titleHeight)))
        var x = margin
        let y = margin + FilmLayout.titleHeight
        for change in Change.allCases {
            let swatch = Self.legendSwatch
            context.fill(Path(rect: Rect(x: x, y: y + (FilmLayout.subtitleHeight - swatch) / 2, width: swatch, height: swatch)),
                         with: change.color.resolved(for: .light))
            x += swatch + 4
            let width = PangoTextMeasurer.shared.measure(TextMeasureRequest(text: change.rawValue, font: FilmStyle.captionFont)).size.width + 1
            context.draw(TextDrawing(text: change.rawValue, font: FilmStyle.captionFont, color: FilmStyle.secondaryText,
                                     rect: Rect(x: x, y: y, width: width, height: FilmLayout.subtitleHeight)))
            x += width + 12
        }
    }
}
