import CPangoCairo
import Plumb

extension Renderer {
    /// The PNG of a tree (written with `compression`) and a smaller copy of the same pixels,
    /// `thumbnailWidth` pixels wide (its height in proportion), for contact sheets. The copy is
    /// halved with bilinear filtering (at exactly one half, each pixel the mean of four) until
    /// one more halving would pass the width, then scaled the rest of the way: cheap, and done
    /// without drawing the text again.
    public func pngData(of root: View, thumbnailWidth: Int, compression: PNGCompression = .compact)
        throws(RenderError) -> (png: [UInt8], thumbnail: [UInt8])
    {
        let surface = try rasterSurface(of: root)
        defer { cairo_surface_destroy(surface) }
        let png = try CairoByteStream.png(of: surface, compression: compression)
        let target = Double(max(1, thumbnailWidth))
        var current = surface
        var intermediates: [OpaquePointer] = []
        defer { for step in intermediates { cairo_surface_destroy(step) } }
        while Double(cairo_image_surface_get_width(current)) > target {
            let width = Double(cairo_image_surface_get_width(current))
            let ratio = width / 2 >= target ? 0.5 : target / width
            current = try Self.scaled(current, by: ratio)
            intermediates.append(current)
        }
        return (png, try CairoByteStream.png(of: current, compression: compression))
    }

    /// A new surface with `surface` scaled by `ratio` (at most 1), bilinearly.
    private static func scaled(_ surface: OpaquePointer, by ratio: Double) throws(RenderError) -> OpaquePointer {
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        let size = (Int32(max(1, (width * ratio).rounded())), Int32(max(1, (height * ratio).rounded())))
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.0, size.1),
              cairo_surface_status(small) == CAIRO_STATUS_SUCCESS else {
            throw .invalidCanvas(width: width * ratio, height: height * ratio, scale: 1)
        }
        let context = cairo_create(small)
        cairo_scale(context, Double(size.0) / width, Double(size.1) / height)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_paint(context)
        cairo_destroy(context)
        return small
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
