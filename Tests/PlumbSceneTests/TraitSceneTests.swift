import Plumb
import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// Scene files with text styles (`font: body`), light/dark and UIKit colours, and the
/// `contentSize:` and `appearance:` keys, loaded for an environment.
@Suite struct TraitSceneTests {
    static let form = Fixture.scene("trait-scene/form", in: .module)

    static func load(_ yaml: String, _ environment: SceneEnvironment = .init()) throws -> LoadedScene {
        let loaded = try SceneLoader.load(yaml: yaml, file: "test.yaml", services: .rendering.measuring(with: MonospaceTextMeasurer()), environment: environment)
        loaded.layout()
        return loaded
    }

    @Test func textStylesScaleWithTheEnvironmentsContentSize() throws {
        let large = try Self.load(Self.form)
        let title = try #require(large.view("title") as? Label)
        #expect(title.font == .preferredFont(forTextStyle: .body))
        // The monospace measurer: 0.5 × size per character, 1.25 × size per line; frames snap to whole points.
        #expect(title.intrinsicContentSize == Size(width: 42.5, height: 21.25))
        #expect(title.frame.description == "(0 0; 43 21)")
        #expect(large.view("fixed")?.frame.description == "(0 21; 43 22)")
        let ax3 = try Self.load(Self.form, SceneEnvironment(contentSize: .accessibilityExtraLarge))
        #expect(ax3.scene.traits.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(ax3.view("title")?.frame.description == "(0 0; 100 50)")               // body 40
        #expect(ax3.view("fixed")?.frame.description == "(0 50; 43 21)")               // the fixed font
        #expect(ax3.view("go")?.frame.description == "(0 71; 40 62)")                  // headline 40: 1.25 × 40 + 12
        #expect(ax3.view("field")?.intrinsicContentSize.height == 29 * 1.25 + 14)      // caption2 29
        #expect(ax3.view("box")?.intrinsicContentSize.height == 33 * 1.25)             // footnote 33
    }

    @Test func theFilesContentSizeAndAppearanceKeysHoldUnlessTheEnvironmentSaysOtherwise() throws {
        let yaml = "contentSize: AX1\nappearance: dark\n" + Self.form
        let own = try Self.load(yaml)
        #expect(own.scene.traits == TraitCollection(preferredContentSizeCategory: .accessibilityMedium, userInterfaceStyle: .dark))
        #expect(own.view("title")?.intrinsicContentSize.height == 28 * 1.25)
        let overridden = try Self.load(yaml, SceneEnvironment(contentSize: .small, appearance: .light))
        #expect(overridden.scene.traits.preferredContentSizeCategory == .small && overridden.scene.traits.userInterfaceStyle == .light)
        #expect(overridden.view("title")?.intrinsicContentSize.height == 15 * 1.25)
    }

    @Test func coloursMayBeLightDarkPairsOrUIKitNames() throws {
        let loaded = try Self.load(Self.form, SceneEnvironment(appearance: .dark))
        #expect(loaded.scene.traits.userInterfaceStyle == .dark)
        #expect(loaded.scene.background == .systemGroupedBackground)
        #expect((loaded.view("title") as? Label)?.textColor == .secondaryLabel)
        let fixed = try #require(loaded.view("fixed") as? Label)
        #expect(fixed.textColor == Color(light: Color(hex: "#102030")!, dark: Color(hex: "#e0f0ff")!))
        #expect(loaded.view("box")?.borderColor == .separator)
        #expect(loaded.view("field")?.backgroundColor == .white)
        let nested = try Self.load("views:\n  - {id: a, background: {light: systemBlue, dark: label}}\n")
        #expect(nested.view("a")?.backgroundColor == Color(light: Color(hex: "#007aff")!, dark: .white))
    }

    @Test func theSceneBackgroundDefaultsToSystemBackground() throws {
        #expect(try Self.load("size: {width: 10, height: 10}\n").scene.background == .systemBackground)
    }

    static func error(_ yaml: String) -> String? {
        do {
            _ = try Self.load(yaml)
            return nil
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func mistakesAreLocatedWithADidYouMean() {
        #expect(Self.error("views:\n  - {id: a, type: label, font: bdy}\n")
            == "2:32: unknown font 'bdy'; did you mean 'body'? (a font is a text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2, optionally followed by bold (\"title1 bold\"); or a description ending in a size in points, e.g. \"DejaVu Sans Bold 17\")")
        #expect(Self.error("views:\n  - {id: a, type: button, font: DejaVu Sans Bold}\n")?.hasPrefix("2:33: unknown font 'DejaVu Sans Bold' (a font is a text style:") == true)
        #expect(Self.error("views:\n  - {id: a, background: systemBackgrund}\n")
            == "2:25: unknown colour 'systemBackgrund'; did you mean 'systemBackground'? (a colour is #rgb, #rrggbb, #rrggbbaa, {light: …, dark: …}, or a UIKit colour name such as label or systemBackground)")
        #expect(Self.error("background: \"#12\"\n") == "1:13: expected a colour as #rgb, #rrggbb or #rrggbbaa, found '#12'")
        #expect(Self.error("views:\n  - {id: a, background: {light: \"#fff\"}}\n")
            == "2:25: a light/dark colour needs both values: {light: \"#rrggbb\", dark: \"#rrggbb\"}")
        #expect(Self.error("views:\n  - {id: a, background: {light: \"#fff\", drak: \"#000\"}}\n")
            == "2:41: unknown key 'drak' for a light/dark colour; did you mean 'dark'?")
        #expect(Self.error("contentSize: AX9\n") == "1:14: unknown content size 'AX9' (expected one of: XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5)")
        #expect(Self.error("contentSize: XXXXL\n")?.hasPrefix("1:14: unknown content size 'XXXXL'; did you mean 'XXXL'?") == true)
        #expect(Self.error("appearance: darc\n") == "1:13: unknown appearance 'darc'; did you mean 'dark'? (expected one of: light, dark)")
    }
}
