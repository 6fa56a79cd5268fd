import CPangoCairo
import Plumb

/// Pieces of the renderer for code that calls Cairo and Pango itself: the render benchmark's
/// direct baseline uses them so that it draws with exactly Plumb's fonts and paths.
@_spi(Benchmarks)
public enum DirectDrawingSupport {
    /// New Pango contexts (left-to-right and right-to-left) on a new font map with the pinned
    /// fonts and Plumb's font options, apart from Plumb's own runtimes: use them on one thread.
    public static func makePangoContexts() -> (leftToRight: OpaquePointer, rightToLeft: OpaquePointer) {
        var warnings: [String] = []
        let fontMap = FontConfiguration.makeFontMap(warnings: &warnings).fontMap
        warnings.forEach(TextWarning.log)
        return (PangoRuntime.makeContext(fontMap, direction: PANGO_DIRECTION_LTR),
                PangoRuntime.makeContext(fontMap, direction: PANGO_DIRECTION_RTL))
    }

    /// Replaces the Cairo context's current path with `path`.
    public static func setPath(_ path: Path, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case let .move(p): cairo_move_to(cairo, p.x, p.y)
            case let .line(p): cairo_line_to(cairo, p.x, p.y)
            case let .arc(center, radius, start, end): cairo_arc(cairo, center.x, center.y, radius, start, end)
            case .close: cairo_close_path(cairo)
            }
        }
    }
}
