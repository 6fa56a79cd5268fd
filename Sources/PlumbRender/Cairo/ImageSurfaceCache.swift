import CPangoCairo
import Foundation
import Plumb

/// PNG files loaded as Cairo image surfaces, once per file per render.
final class ImageSurfaceCache {
    private var surfaces: [String: OpaquePointer?] = [:]

    deinit {
        for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The file's surface, or nil when it can't be read.
    func surface(forFile path: String) -> OpaquePointer? {
        if let cached = surfaces[path] { return cached }
        let surface = try? ImageSurfaceCache.load(path)
        surfaces[path] = surface
        return surface
    }

    /// Reads a PNG file into a new surface the caller owns.
    static func load(_ path: String) throws(RenderError) -> OpaquePointer {
        guard FileManager.default.fileExists(atPath: path) else { throw .imageNotFound(path: path) }
        guard PNGSignature.matchesFile(atPath: path) else { throw .notPNG(path: path) }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw .imageUnreadable(path: path, reason: "Cairo returned no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if status == CAIRO_STATUS_FILE_NOT_FOUND { throw .imageNotFound(path: path) }
            throw .imageUnreadable(path: path, reason: PNGSignature.reason(for: status))
        }
        return surface
    }
}

/// Reading pictures from PNG files, which needs Cairo and so lives in PlumbRender.
extension Image {
    /// Reads a PNG file's size; drawing reads the pixels. Throws when the file is missing, is
    /// not a PNG, or is a corrupt one. One pixel is one point.
    public init(contentsOfFile path: String) throws(RenderError) {
        let surface = try ImageSurfaceCache.load(path)
        defer { cairo_surface_destroy(surface) }
        self.init(file: path, size: Size(width: Double(cairo_image_surface_get_width(surface)),
                                         height: Double(cairo_image_surface_get_height(surface))))
    }
}
