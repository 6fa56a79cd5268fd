import CPangoCairo
import Plumb

/// A ``GraphicsContext`` that draws with Cairo (text with Pango). One per render; not shared
/// between threads.
final class CairoGraphicsContext: GraphicsContext {
    /// The Cairo context; owned by whoever made it.
    let cairo: OpaquePointer
    private var layerAlphas: [Double] = []
    private let images = ImageSurfaceCache()

    init(cairo: OpaquePointer) {
        self.cairo = cairo
    }

    func saveState() { cairo_save(cairo) }
    func restoreState() { cairo_restore(cairo) }
    func translateBy(x: Double, y: Double) { cairo_translate(cairo, x, y) }

    func clip(to path: Path) {
        setPath(path)
        cairo_clip(cairo)
    }

    func fill(_ path: Path, with color: Color) {
        setPath(path)
        setSource(color)
        cairo_fill(cairo)
    }

    func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) {
        setPath(path)
        setSource(color)
        cairo_set_line_width(cairo, lineWidth)
        dash.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cairo)
        if !dash.isEmpty { cairo_set_dash(cairo, nil, 0, 0) }
    }

    func beginTransparencyLayer(alpha: Double) {
        layerAlphas.append(alpha)
        cairo_push_group(cairo)
    }

    func endTransparencyLayer() {
        let alpha = layerAlphas.popLast() ?? 1
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
    }

    func draw(_ text: TextDrawing) {
        PangoText.draw(text, on: cairo)
    }

    func draw(_ image: Image, in rect: Rect, contentMode: ContentMode) {
        let placed = contentMode.rect(for: image.size, in: rect)
        cairo_save(cairo)
        setPath(Path(rect: rect))
        cairo_clip(cairo)
        switch image.content {
        case let .placeholder(color):
            fill(Path(rect: placed), with: color)
            var cross = Path(rect: placed.inset(by: EdgeInsets(all: 0.5)))
            cross.move(to: placed.origin)
            cross.addLine(to: Point(x: placed.maxX, y: placed.maxY))
            cross.move(to: Point(x: placed.maxX, y: placed.minY))
            cross.addLine(to: Point(x: placed.minX, y: placed.maxY))
            stroke(cross, with: .systemGray, lineWidth: 1, dash: [])
        case let .file(path):
            if let surface = images.surface(forFile: path) {
                let pixelWidth = Double(cairo_image_surface_get_width(surface))
                let pixelHeight = Double(cairo_image_surface_get_height(surface))
                // Clip to the placed picture too, and pad its edges, so they stay sharp.
                setPath(Path(rect: placed))
                cairo_clip(cairo)
                cairo_translate(cairo, placed.minX, placed.minY)
                cairo_scale(cairo, placed.width / max(pixelWidth, 1), placed.height / max(pixelHeight, 1))
                cairo_set_source_surface(cairo, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
                cairo_paint(cairo)
            } else {
                fill(Path(rect: placed), with: Color.systemRed.withAlpha(0.3))
            }
        }
        cairo_restore(cairo)
    }

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Sets the path, cut to the visible area (see ``DrawableArea``); a NaN path sets none.
    private func setPath(_ path: Path) {
        guard let visible = DrawableArea(clipOf: cairo).clamp(path) else { return cairo_new_path(cairo) }
        DirectDrawingSupport.setPath(visible, on: cairo)
    }
}
