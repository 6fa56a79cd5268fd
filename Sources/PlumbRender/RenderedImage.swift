import CPangoCairo
import Plumb

/// A rendered raster image held in memory: what a PNG contains, for tests and diffing.
public struct RenderedImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels row by row, four bytes each: red, green, blue, alpha (not premultiplied).
    public let rgba: [UInt8]

    /// The pixel at a column and row, as 0...255 components.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// An image from its pixels: `rgba` holds `width × height` pixels, four bytes each (red,
    /// green, blue, alpha, not premultiplied), row by row; nil when the count doesn't match.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Copies a Cairo ARGB32 image surface, undoing the premultiplied alpha.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                for x in 0..<width {
                    let argb = row[x]
                    let a = UInt32(argb >> 24)
                    func channel(_ shift: UInt32) -> UInt8 {
                        let c = (argb >> shift) & 0xff
                        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                    }
                    let i = (y * width + x) * 4
                    pixels[i] = channel(16); pixels[i + 1] = channel(8); pixels[i + 2] = channel(0); pixels[i + 3] = UInt8(a)
                }
            }
        }
        rgba = pixels
    }
}
