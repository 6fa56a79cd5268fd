import CPangoCairo

extension RenderedImage {
    /// The image encoded as PNG by Plumb's libpng writer, at `compression`.
    public func pngData(compression: PNGCompression = .compact) throws(RenderError) -> [UInt8] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .writeFailed(path: "PNG stream", reason: "cannot make a \(width)×\(height) surface")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(rgba[i + 3])
                    func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | premultiplied(rgba[i]) << 16 | premultiplied(rgba[i + 1]) << 8 | premultiplied(rgba[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return try CairoByteStream.png(of: surface, compression: compression)
    }

    /// Decodes PNG bytes; data that is not a PNG is `RenderError.notPNG`, a corrupt or truncated
    /// PNG `RenderError.imageUnreadable` (both named by `name`).
    public init(pngData: [UInt8], name: String = "PNG data") throws(RenderError) {
        guard PNGSignature.matches(pngData) else { throw .notPNG(path: name) }
        let stream = CairoByteStream(reading: pngData)
        let surface = cairo_image_surface_create_from_png_stream(CairoByteStream.read, stream.closure)
        defer { cairo_surface_destroy(surface) }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = surface.map { PNGSignature.reason(for: cairo_surface_status($0)) } ?? "no surface"
            throw .imageUnreadable(path: name, reason: reason)
        }
        self.init(surface: surface)
    }
}
