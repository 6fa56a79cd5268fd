import Plumb
import PlumbRender
import Testing

/// Text styles keep their weight when drawn: `headline` is Semibold in Apple's Dynamic Type
/// table (docs/TRAITS.md), and a style given the bold trait (UIKit's
/// `withSymbolicTraits(.traitBold)`, Plumb's ``Font/bold()``) stays bold at every text size.
/// With the fonts pinned to DejaVu, both are drawn with DejaVu Sans Bold.
@Suite struct BoldTextStyleTests {
    /// A label in `font` fitted at `category` with Pango (TraitRenderTests), drawn at 1× on
    /// white. The scene keeps the root, and so the label's traits and measurer, alive: hold on to it.
    static func rendered(_ font: Font, _ category: ContentSizeCategory) throws -> (Label, RenderedImage, Scene) {
        let (scene, label) = TraitRenderTests.fittedLabel(font: font, category, text: "Hello")
        scene.root.backgroundColor = .white
        return (label, try Renderer().image(of: scene.root), scene)
    }

    /// How many pixels are darker than mid-grey: bold strokes are thicker, so more ink.
    static func ink(_ image: RenderedImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where Int(image.pixel(x: x, y: y).red) < 128 { count += 1 }
        }
        return count
    }

    @Test func aTitleWithTheBoldTraitIsMeasuredAndDrawnBoldAtEverySize() throws {
        for (category, size) in [(ContentSizeCategory.large, 28.0), (.accessibilityExtraLarge, 48)] {
            let boldFont = Font.preferredFont(forTextStyle: .title1).bold()
            let (bold, boldImage, boldScene) = try Self.rendered(boldFont, category)
            let (plain, plainImage, plainScene) = try Self.rendered(.preferredFont(forTextStyle: .title1), category)
            // The title's size from Apple's table, and the bold face, in what Pango is given.
            #expect(bold.textDrawing.font.description == "DejaVu Sans Bold \(Int(size))")
            #expect(plain.textDrawing.font.description == "DejaVu Sans \(Int(size))")
            // Measured in the bold face: the same width as DejaVu Sans Bold at that size.
            let expected = PangoTextMeasurer.shared.measure(TextMeasureRequest(text: "Hello", font: Font(size: size, bold: true)))
            #expect(bold.intrinsicContentSize == expected.size)
            #expect(bold.intrinsicContentSize.width > plain.intrinsicContentSize.width)
            // Drawn in the bold face: clearly more ink than the regular title.
            #expect(Double(Self.ink(boldImage)) > 1.3 * Double(Self.ink(plainImage)))
            withExtendedLifetime((boldScene, plainScene)) {}
        }
    }

    @Test func headlineStaysSemiboldWhenDrawnInBothTextSizes() throws {
        for (category, size) in [(ContentSizeCategory.large, 17.0), (.accessibilityExtraLarge, 40)] {
            let (headline, headlineImage, headlineScene) = try Self.rendered(.preferredFont(forTextStyle: .headline), category)
            let (body, bodyImage, bodyScene) = try Self.rendered(.preferredFont(forTextStyle: .body), category)
            // headline and body share a size in Apple's table; only the weight differs.
            #expect(headline.textDrawing.font.description == "DejaVu Sans Bold \(Int(size))")
            #expect(body.textDrawing.font.description == "DejaVu Sans \(Int(size))")
            #expect(Double(Self.ink(headlineImage)) > 1.3 * Double(Self.ink(bodyImage)))
            withExtendedLifetime((headlineScene, bodyScene)) {}
        }
    }
}
