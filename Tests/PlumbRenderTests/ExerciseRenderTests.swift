import CPangoCairo
import Foundation
import Plumb
@testable import PlumbRender
import Testing

/// The original layout and its exercised alternative, side by side in one picture.
@Suite struct ExerciseRenderTests {
    static func decode(_ png: [UInt8]) throws -> RenderedImage {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-exercise-\(UUID().uuidString).png")
        try Data(png).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let surface = try ImageSurfaceCache.load(url.path)
        defer { cairo_surface_destroy(surface) }
        return RenderedImage(surface: surface)
    }

    @Test func theAmbiguousViewSitsElsewhereInTheRightPanelAndComesBack() throws {
        let saturn = View("saturn")
        saturn.backgroundColor = .systemRed
        let scene = Scene("planets", width: 300, height: 100) { root in
            saturn
            saturn.widthAnchor == 60
            saturn.heightAnchor == 40
            saturn.topAnchor == root.topAnchor + 20
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        scene.layout()
        let before = saturn.frame
        let image = try Self.decode(try Renderer().exercisedAmbiguity(of: scene.root))
        #expect(image.width == 2 * 300 + 16 && image.height == 100 + 24)
        func red(_ x: Double, _ y: Double) -> Bool {
            let p = image.pixel(x: Int(x), y: Int(y))
            return p.red == 255 && p.green == 59 && p.blue == 48
        }
        let y = 24 + 40.0
        // Left panel: saturn where the solver put it; right panel: 100 points further (the
        // minX range is unbounded, so the alternative is the current value + 100).
        #expect(red(before.minX + 5, y))
        #expect(!red(316 + before.minX + 5, y))
        #expect(red(316 + before.minX + 105, y))
        // The tree is back where it was.
        #expect(saturn.frame == before)
        // Vector formats work too.
        let svg = try Renderer().exercisedAmbiguity(of: scene.root, format: .svg)
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    }
}
