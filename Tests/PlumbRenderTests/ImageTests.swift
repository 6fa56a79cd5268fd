import CPangoCairo
import Foundation
import Plumb
@testable import PlumbRender
import Testing

/// PNG files in image views: loading, errors, and the four content modes.
@Suite struct ImageTests {
    /// A folder of its own for each test.
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Writes a 20×10 PNG: red left half, blue right half.
    static func writeHalves(to path: String) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 10)!
        let cairo = cairo_create(surface)!
        cairo_set_source_rgb(cairo, 1, 0, 0)
        cairo_rectangle(cairo, 0, 0, 10, 10)
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 0, 0, 1)
        cairo_rectangle(cairo, 10, 0, 10, 10)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
    }

    @Test func aPNGGivesItsSizeAsTheIntrinsicSize() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("halves.png").path
        Self.writeHalves(to: path)
        let image = try Image(contentsOfFile: path)
        #expect(image.size == Size(width: 20, height: 10))
        #expect(ImageView(image: image).intrinsicContentSize == Size(width: 20, height: 10))
    }

    @Test func aMissingFileIsAnErrorNamingThePath() {
        let path = "/nonexistent/plumb/picture.png"
        #expect(throws: RenderError.imageNotFound(path: path)) { try Image(contentsOfFile: path) }
        #expect(RenderError.imageNotFound(path: path).description == "image file not found: /nonexistent/plumb/picture.png")
    }

    @Test func aFileThatIsNotAPNGSaysSo() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("broken.png").path
        try Data("this is not a PNG".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: RenderError.notPNG(path: path)) { try Image(contentsOfFile: path) }
        #expect(RenderError.notPNG(path: path).description == "image file \(path) is not a PNG file")
        #expect(throws: RenderError.notPNG(path: "reference.png")) { try RenderedImage(pngData: Array("GIF89a".utf8), name: "reference.png") }
    }

    @Test func aTruncatedPNGIsAnErrorThatDoesNotBlameMemory() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = dir.appendingPathComponent("whole.png").path, cut = dir.appendingPathComponent("cut.png").path
        Self.writeHalves(to: whole)
        try Data(try Data(contentsOf: URL(fileURLWithPath: whole)).prefix(40)).write(to: URL(fileURLWithPath: cut))
        #expect {
            try Image(contentsOfFile: cut)
        } throws: { error in
            guard case let .imageUnreadable(failed, reason) = error as? RenderError else { return false }
            return failed == cut && !reason.contains("memory")
        }
    }

    /// The colour at a point of a 40×40 image view showing the halves picture in `mode`.
    static func render(_ mode: ContentMode, path: String) throws -> RenderedImage {
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        let view = ImageView(image: try Image(contentsOfFile: path))
        view.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        view.contentMode = mode
        root.addSubview(view)
        return try Renderer().image(of: root)
    }

    static func colour(_ image: RenderedImage, _ x: Int, _ y: Int) -> String {
        let p = image.pixel(x: x + 10, y: y + 10)
        switch (p.red, p.green, p.blue) {
        case (255, 0, 0): return "red"
        case (0, 0, 255): return "blue"
        case (255, 255, 255): return "white"
        default: return "mixed"
        }
    }

    @Test func contentModesPlaceThePicture() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("halves.png").path
        Self.writeHalves(to: path)
        // (x, y) in the view → expected colour.
        let expectations: [(ContentMode, [((Int, Int), String)])] = [
            (.scaleToFill, [((2, 2), "red"), ((37, 37), "blue"), ((16, 20), "red"), ((24, 20), "blue")]),
            (.scaleAspectFit, [((2, 5), "white"), ((2, 15), "red"), ((37, 25), "blue"), ((20, 35), "white")]),
            (.scaleAspectFill, [((0, 0), "red"), ((39, 39), "blue"), ((14, 2), "red"), ((26, 2), "blue")]),
            (.center, [((5, 20), "white"), ((12, 20), "red"), ((28, 20), "blue"), ((20, 12), "white")]),
        ]
        for (mode, points) in expectations {
            let image = try Self.render(mode, path: path)
            for ((x, y), expected) in points {
                #expect(Self.colour(image, x, y) == expected, "\(mode) at (\(x), \(y))")
            }
            // Nothing is drawn outside the view.
            #expect(Self.colour(image, -2, 20) == "white" && Self.colour(image, 42, 20) == "white")
        }
    }
}
