import CPangoCairo
import Plumb

extension Renderer {
    /// The PNG of a tree (written with `compression`) and a smaller copy of the same pixels,
    /// `thumbnailWidth` pixels wide (its height in proportion), for contact sheets. The copy is
    /// scaled down rather than drawn again: scaling runs in parallel with other renders, while
    /// drawing text waits for the one Pango lock.
    public func pngData(of root: View, thumbnailWidth: Int, compression: PNGCompression = .compact)
        throws(RenderError) -> (png: [UInt8], thumbnail: [UInt8])
    {
        let surface = try rasterSurface(of: root)
        defer { cairo_surface_destroy(surface) }
        let png = try CairoByteStream.png(of: surface, compression: compression)
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        let ratio = min(1, Double(max(1, thumbnailWidth)) / max(width, 1))
        let size = (Int32((width * ratio).rounded()), Int32(max(1, (height * ratio).rounded())))
        guard let thumbnail = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.0, size.1),
              cairo_surface_status(thumbnail) == CAIRO_STATUS_SUCCESS else {
            throw .invalidCanvas(width: width * ratio, height: height * ratio, scale: 1)
        }
        defer { cairo_surface_destroy(thumbnail) }
        let context = cairo_create(thumbnail)
        cairo_scale(context, ratio, ratio)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_destroy(context)
        return (png, try CairoByteStream.png(of: thumbnail, compression: compression))
    }
}

extension Renderer {
    /// The PNG of a tree, written with `compression`.
    public func pngData(of root: View, compression: PNGCompression) throws(RenderError) -> [UInt8] {
        let surface = try rasterSurface(of: root)
        defer { cairo_surface_destroy(surface) }
        return try CairoByteStream.png(of: surface, compression: compression)
    }
}
