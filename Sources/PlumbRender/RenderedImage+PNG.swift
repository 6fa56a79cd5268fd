import CPangoCairo

extension RenderedImage {
    /// The image encoded as PNG.
    public func pngData() throws(RenderError) -> [UInt8] {
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
        let stream = PNGBytes()
        let status = cairo_surface_write_to_png_stream(surface, PNGBytes.write, Unmanaged.passUnretained(stream).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .writeFailed(path: "PNG stream", reason: String(cString: cairo_status_to_string(status)))
        }
        return stream.bytes
    }

    /// Decodes PNG bytes; a corrupt or truncated file is `RenderError.imageUnreadable` (named by `name`).
    public init(pngData: [UInt8], name: String = "PNG data") throws(RenderError) {
        let stream = PNGBytes()
        stream.bytes = pngData
        let surface = cairo_image_surface_create_from_png_stream(PNGBytes.read, Unmanaged.passUnretained(stream).toOpaque())
        defer { cairo_surface_destroy(surface) }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = surface.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) } ?? "no surface"
            throw .imageUnreadable(path: name, reason: reason)
        }
        self.init(surface: surface)
    }
}

/// Bytes Cairo writes to, or reads from, for PNG streams.
private final class PNGBytes {
    var bytes: [UInt8] = []
    var offset = 0

    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<PNGBytes>.fromOpaque(closure).takeUnretainedValue().bytes
            .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let stream = Unmanaged<PNGBytes>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard stream.offset + count <= stream.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        stream.bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress!.advanced(by: stream.offset), count: count)
        }
        stream.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
