import Plumb
import PlumbRender
import Testing

/// Text styles measured with Pango in the pinned DejaVu fonts, and the dark appearance in pixels.
@Suite struct TraitRenderTests {
    /// A label in a text style, alone in a root that fits it, laid out at a content size (the
    /// scene keeps the root, and so the label's traits and measurer, alive).
    static func fittedLabel(_ style: TextStyle, _ category: ContentSizeCategory, text: String = "Hello, World!") -> (scene: Scene, label: Label) {
        fittedLabel(font: .preferredFont(forTextStyle: style), category, text: text)
    }

    /// The same for any font (a text style's resolves against `category`).
    static func fittedLabel(font: Font, _ category: ContentSizeCategory, text: String = "Hello, World!") -> (scene: Scene, label: Label) {
        let label = Label("l", text: text, font: font)
        let scene = Scene("text-style") { root in
            label
            label.topAnchor == root.topAnchor
            label.leadingAnchor == root.leadingAnchor
            label.trailingAnchor == root.trailingAnchor
            label.bottomAnchor == root.bottomAnchor
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        scene.traits.preferredContentSizeCategory = category
        scene.layout()
        return (scene, label)
    }

    /// body is DejaVu Sans 17 at L (20 points high, as Font.system()) and DejaVu Sans 40 at AX3.
    @Test func bodyGrowsFromLargeToAX3WithPangosExactSizes() {
        let (largeScene, large) = Self.fittedLabel(.body, .large)
        #expect(large.intrinsicContentSize == Size(width: 110, height: 20))
        #expect(large.frame == Rect(x: 0, y: 0, width: 110, height: 20))
        let (ax3Scene, ax3) = Self.fittedLabel(.body, .accessibilityExtraLarge)
        #expect(ax3.intrinsicContentSize == Size(width: 258, height: 47))                // DejaVu Sans 40
        #expect(ax3.frame == Rect(x: 0, y: 0, width: 258, height: 47))
        #expect(ax3.frame.height > large.frame.height)
        #expect(largeScene.root.frame.size != ax3Scene.root.frame.size)
    }

    @Test func headlineIsDrawnInDejaVuSansBold() {
        let (headlineScene, headline) = Self.fittedLabel(.headline, .large)
        let bold = PangoTextMeasurer.shared.measure(TextMeasureRequest(text: "Hello, World!", font: Font(description: "DejaVu Sans Bold 17")))
        #expect(headline.intrinsicContentSize == bold.size)
        #expect(headline.textDrawing.font.description == "DejaVu Sans Bold 17")
        #expect(headlineScene.traits.preferredContentSizeCategory == .large)
        let (captionScene, caption) = Self.fittedLabel(.caption2, .extraSmall)
        #expect(caption.textDrawing.font.description == "DejaVu Sans 11")
        #expect(captionScene.root.frame.height == caption.frame.height)
    }

    /// A systemBackground root with a secondarySystemBackground box and a label-coloured bar.
    static func swatches(_ style: UserInterfaceStyle) throws -> RenderedImage {
        let root = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        root.backgroundColor = .systemBackground
        let box = View(frame: Rect(x: 10, y: 0, width: 10, height: 10))
        box.backgroundColor = .secondarySystemBackground
        let bar = View(frame: Rect(x: 20, y: 0, width: 10, height: 10))
        bar.backgroundColor = .label
        root.addSubview(box)
        root.addSubview(bar)
        root.traitCollection.userInterfaceStyle = style
        return try Renderer().image(of: root)
    }

    static func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func darkAppearanceDrawsTheDarkValues() throws {
        let light = try Self.swatches(.light)
        #expect(Self.rgb(light, 5, 5) == [255, 255, 255, 255])
        #expect(Self.rgb(light, 15, 5) == [242, 242, 247, 255])
        #expect(Self.rgb(light, 25, 5) == [0, 0, 0, 255])
        let dark = try Self.swatches(.dark)
        #expect(Self.rgb(dark, 5, 5) == [0, 0, 0, 255])
        #expect(Self.rgb(dark, 15, 5) == [28, 28, 30, 255])
        #expect(Self.rgb(dark, 25, 5) == [255, 255, 255, 255])
    }

    /// The renderer's background (a scene's `systemBackground`) follows the root's appearance.
    @Test func theCanvasBackgroundFollowsTheAppearance() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        let renderer = Renderer(background: .systemBackground)
        #expect(Self.rgb(try renderer.image(of: root), 1, 1) == [255, 255, 255, 255])
        root.traitCollection.userInterfaceStyle = .dark
        #expect(Self.rgb(try renderer.image(of: root), 1, 1) == [0, 0, 0, 255])
        #expect(Self.rgb(try Renderer(background: .white).image(of: root), 1, 1) == [255, 255, 255, 255])
    }

    /// Label text defaults to `label`: black ink on white, white ink on black.
    @Test func defaultTextColourFollowsTheAppearance() throws {
        for style in UserInterfaceStyle.allCases {
            let (scene, _) = Self.fittedLabel(.body, .large, text: "█  █")
            scene.traits.userInterfaceStyle = style
            let image = try Renderer(background: scene.background).image(of: scene.root)
            let ink = style == .light ? [UInt8](arrayLiteral: 0, 0, 0, 255) : [255, 255, 255, 255]
            let paper = style == .light ? [UInt8](arrayLiteral: 255, 255, 255, 255) : [0, 0, 0, 255]
            let pixels = (0..<image.height).flatMap { y in (0..<image.width).map { Self.rgb(image, $0, y) } }
            #expect(pixels.contains(ink), "\(style)")
            #expect(pixels.contains(paper), "\(style)")
        }
    }
}
