import Plumb
import PlumbRender
import Testing

/// SVG and PDF are drawn in points whatever the scale, so their canvas is measured in points:
/// a `--scale` that shrinks a raster doesn't make a 4-million-point page small.
@Suite struct VectorCanvasTests {
    func root(width: Double) -> View {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: width, height: 40)
        return root
    }

    @Test func aRasterAtAScaleIsMeasuredInPixels() throws {
        let image = try Renderer(scale: 0.5).image(of: root(width: 20000))
        #expect((image.width, image.height) == (10000, 20))
    }

    @Test func aVectorCanvasIsMeasuredInPoints() throws {
        for format in [RenderFormat.svg, .pdf] {
            #expect(throws: RenderError.invalidCanvas(width: 20000, height: 40, scale: 1)) {
                try Renderer(scale: 0.5).data(of: root(width: 20000), format: format)
            }
            #expect(throws: RenderError.invalidCanvas(width: 4_000_000, height: 40, scale: 1)) {
                try Renderer(scale: 0.00005, overlays: .all).data(of: root(width: 4_000_000), format: format)
            }
            let bytes = try Renderer(scale: 0.5).data(of: root(width: 16384), format: format)
            #expect(bytes.count > 100)
        }
    }
}
