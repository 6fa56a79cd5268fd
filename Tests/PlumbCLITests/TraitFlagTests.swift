import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

/// `--appearance` and `--content-size` end to end: the PNG's pixels and the printed frames.
@Suite struct TraitFlagTests {
    static let scene = Fixture.scene("trait-flag/card-with-dynamic-colours", in: .module)

    static func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func renderDrawsTheDarkValuesUnderAppearanceDark() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("traits.yaml", Self.scene)
        for (appearance, canvas, card, ink) in [("light", [255, 255, 255], [242, 242, 247], [0, 0, 0]),
                                               ("dark", [0, 0, 0], [28, 28, 30], [255, 255, 255])] as [(String, [UInt8], [UInt8], [UInt8])] {
            let result = try tool.run(["render", "traits.yaml", "--appearance", appearance, "-o", "\(appearance).png"])
            #expect(result.status == 0, "\(result.stderr)")
            let image = try RenderedImage(pngData: try tool.bytes("\(appearance).png"))
            #expect(Self.rgb(image, 2, 2) == canvas + [255], "\(appearance)")            // the canvas
            #expect(Self.rgb(image, 150, 14) == card + [255], "\(appearance)")           // the card, right of the text
            #expect(Self.rgb(image, 15, image.height - 15) == ink + [255], "\(appearance)")
        }
        #expect(try tool.bytes("light.png") == (try tool.run(["render", "traits.yaml", "-o", "plain.png"]), try tool.bytes("plain.png")).1)
    }

    @Test func layoutShowsBiggerTextAtAX3() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("traits.yaml", Self.scene)
        let large = try tool.run(["layout", "traits.yaml"])
        let ax3 = try tool.run(["layout", "traits.yaml", "--content-size", "AX3"])
        #expect(large.status == 0 && ax3.status == 0)
        #expect(large.stdout == """
            traits 200×76
            root View (0 0; 200 76)
              card View (10 10; 180 36)
                title Label (8 8; 44 20)
              ink View (10 56; 10 10)

            """)
        // body at AX3 is DejaVu Sans 40: the label, the card and the fitted root grow by 27.
        #expect(ax3.stdout == """
            traits 200×103
            root View (0 0; 200 103)
              card View (10 10; 180 63)
                title Label (8 8; 102 47)
              ink View (10 83; 10 10)

            """)
        let file = try tool.run(["layout", "traits.yaml", "--content-size", "ax3"])
        #expect(file.stdout == ax3.stdout)
        try tool.write("ax3.yaml", "contentSize: AX3\n" + Self.scene)
        #expect(try tool.run(["layout", "ax3.yaml"]).stdout == ax3.stdout)
        #expect(try tool.run(["layout", "ax3.yaml", "--content-size", "L"]).stdout == large.stdout)
    }

    @Test func badFlagValuesAreRefused() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("traits.yaml", Self.scene)
        let size = try tool.run(["layout", "traits.yaml", "--content-size", "huge"])
        #expect(size.status != 0 && size.stderr.contains("--content-size"))
        let appearance = try tool.run(["render", "traits.yaml", "--appearance", "dim", "-o", "x.png"])
        #expect(appearance.status != 0 && appearance.stderr.contains("--appearance"))
        #expect(!tool.exists("x.png"))
    }
}
