import Plumb
import PlumbRender
import Testing

/// The README's rendering example, verbatim.
@Suite struct ReadmeRenderExampleTests {
    @Test func questionExample() throws {
        let title = Label("title", text: "Which planet is this?")
        let scene = Scene("question", width: 320, height: 100, scale: 2) { root in
            title
            title.centerXAnchor == root.centerXAnchor
            title.topAnchor == root.topAnchor + 20
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared    // real text: DejaVu Sans 17
        scene.layout()
        print(title.frame)                                    // (71.5 20; 177 20)
        let renderer = Renderer(scale: 2, overlays: [.frames, .constraints])
        let png = try renderer.data(of: scene.root, format: .png)   // 818 × 200: the layout's 640, the legend's 178

        #expect(title.frame.description == "(71.5 20; 177 20)")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png[16..<24].elementsEqual([0, 0, 3, 0x32, 0, 0, 0, 200]))   // 818 × 200 pixels: 640 and the legend's 178
    }
}
