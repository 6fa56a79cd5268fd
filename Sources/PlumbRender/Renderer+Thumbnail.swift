import CPangoCairo
import Plumb

extension Renderer {
    /// The PNG of a tree (written with `compression`) and a smaller picture of it,
    /// `thumbnailWidth` pixels wide, drawn again at that size (crisp, and cheaper than scaling
    /// the large one down), for contact sheets.
    public func pngData(of root: View, thumbnailWidth: Int, compression: PNGCompression = .compact)
        throws(RenderError) -> (png: [UInt8], thumbnail: [UInt8])
    {
        let surface = try rasterSurface(of: root)
        defer { cairo_surface_destroy(surface) }
        let png = try CairoByteStream.png(of: surface, compression: compression)
        let points = Double(cairo_image_surface_get_width(surface)) / scale
        var small = self
        small.scale = min(scale, Double(max(1, thumbnailWidth)) / max(points, 1))
        let thumbnail = try small.rasterSurface(of: root)
        defer { cairo_surface_destroy(thumbnail) }
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
