import Foundation
import Plumb
import PlumbRender
@testable import PlumbScene
import PlumbTestSupport
import Testing

/// Interface Builder documents read as scenes: `Fixtures/interface-builder/card.xib` (a
/// freeform card on an iPhone 8: an image, a stack of two bars, an action view, a badge with a
/// fixed frame, an unknown view) and `flow.storyboard` (a login screen with a scroll view and
/// a size-class variation, and a settings screen with the old top and bottom layout guides).
@Suite struct InterfaceBuilderTests {
    static func path(_ name: String) -> String {
        let folder = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Fixtures/interface-builder")
        return folder.appendingPathComponent(name).path
    }

    static func load(_ name: String, scene: String? = nil, device: String? = nil) throws -> LoadedScene {
        let environment = SceneEnvironment(device: device.flatMap(DeviceSelection.init(argument:)))
        let loaded = try SceneLoader.load(contentsOf: path(name), services: .rendering.measuring(with: MonospaceTextMeasurer()),
                                          environment: environment, scene: scene)
        loaded.layout()
        return loaded
    }

    @Test func aXIBsFirstTopLevelViewIsTheSceneKeyedByObjectIDs() throws {
        let card = try Self.load("card.xib")
        #expect(card.scene.root.frame == Rect(x: 0, y: 0, width: 320, height: 120))
        #expect(card.scene.scale == 2 && card.device?.name == "retina4_7")
        #expect(card.viewIDs == ["crd-aa-000", "av1-aa-001", "stk-aa-002", "top-aa-003", "bot-aa-004", "btn-aa-005", "bdg-aa-006", "spk-aa-007"])
        // The user label, else the outlet, is shown beside the id.
        #expect(card.labels["crd-aa-000"] == "Card" && card.labels["av1-aa-001"] == "avatarView" && card.labels["spk-aa-007"] == nil)
        #expect(card.view("av1-aa-001")?.frame == Rect(x: 16, y: 40, width: 40, height: 40))   // the image set's 40 × 40, centred
        #expect(card.view("stk-aa-002")?.frame == Rect(x: 68, y: 40, width: 164, height: 40))
        #expect(card.view("bot-aa-004")?.frame == Rect(x: 0, y: 22, width: 164, height: 18))   // spacing 4 below an 18-point bar
        // Trailing margin 8 + 12; width 60 at 750 wins over nothing; height = width × 8:15.
        #expect(card.view("btn-aa-005")?.frame == Rect(x: 240, y: 44, width: 60, height: 32))
        // The freeform view takes the iPhone 8's status bar as its safe area.
        #expect(card.view("spk-aa-007")?.frame == Rect(x: 0, y: 20, width: 10, height: 10))
        #expect(card.view("top-aa-003")?.backgroundColor == Color.systemBlue)
    }

    @Test func constraintsKeepIdentifiersPrioritiesAndRatiosAndPlaceholdersAreLeftOut() throws {
        let card = try Self.load("card.xib")
        let names = card.constraints.map(\.name)
        #expect(names.contains("actionWidth") && names.contains("c09-aa-009") && !names.contains("c11-aa-011"))
        let ratio = try #require(card.constraints.first { $0.name == "c10-aa-010" })
        #expect(ratio.constraint.multiplier == 8.0 / 15.0 && ratio.location.line == 58)
        #expect(card.constraints.first { $0.name == "c09-aa-009" }?.constraint.priority == LayoutPriority(750))
        #expect(card.constraints.first { $0.name == "actionWidth" }?.constraint.relation == .greaterThanOrEqual)
    }

    /// IB saves an aspect ratio as `16:9` or, in older documents, `2/3` (a real storyboard's
    /// `multiplier="2/3"` was read as 1 before).
    @Test func multipliersAreReadInBothOfIBsRatioSpellings() {
        #expect(IBSceneBuilder.multiplier("2/3") == 2.0 / 3.0)
        #expect(IBSceneBuilder.multiplier("16:9") == 16.0 / 9.0)
        #expect(IBSceneBuilder.multiplier("0.5") == 0.5)
        #expect(IBSceneBuilder.multiplier(nil) == 1)
        #expect(IBSceneBuilder.ratio("1/0") == nil && IBSceneBuilder.ratio("two") == nil && IBSceneBuilder.ratio("1:2:3") == nil)
    }

    @Test func aFixedFrameViewWithoutConstraintsKeepsItsFrameAndAutoresizes() throws {
        let card = try Self.load("card.xib")
        let badge = try #require(card.view("bdg-aa-006"))
        #expect(badge.translatesAutoresizingMaskIntoConstraints && badge.frame == Rect(x: 290, y: 4, width: 24, height: 24))
        card.scene.width = 400   // a flexible left margin keeps the badge 6 points from the right edge
        card.layout()
        #expect(badge.frame == Rect(x: 370, y: 4, width: 24, height: 24))
    }

    @Test func customClassesRuntimeAttributesAndUnknownViewsAreLocatedWarnings() throws {
        let card = try Self.load("card.xib")
        let warnings = card.warnings.map { "\($0.line):\($0.column): \($0.message)" }
        #expect(warnings == [
            "11:9: 'CardView' is drawn as its base class '<view>': its own code doesn't run here",
            "34:25: the user-defined runtime attribute 'layer.cornerRadius' is ignored: it is set by code at run time",
            "43:17: '<sparkleView>' is not a view Plumb knows: drawn as an empty view",
        ])
        #expect(card.warnings.allSatisfy { $0.severity == .warning })
    }

    @Test func aMisplacedViewIsReportedWithBothFramesAtItsLine() throws {
        let card = try Self.load("card.xib")
        let misplaced = card.misplacedViews()
        #expect(misplaced.map(\.id) == ["av1-aa-001"])
        let view = try #require(misplaced.first)
        #expect(view.saved == Rect(x: 10, y: 40, width: 40, height: 40) && view.solved == Rect(x: 16, y: 40, width: 40, height: 40))
        #expect(!view.dependsOnText && !view.markedInDocument)
        #expect(view.warning.line == 15 && view.warning.severity == .warning)
        #expect(view.warning.message == "Frame for “avatarView” will be different at run time: saved x 10, y 40, width 40, height 40, at run time x 16, y 40, width 40, height 40")
    }

    @Test func aStoryboardGivesItsInitialControllerWithTheSystemMinimumMargins() throws {
        let login = try Self.load("flow.storyboard")
        #expect(login.scene.name == "Login" && login.viewIDs.first == "log-rt-001")
        #expect(login.scene.root.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // 20 below the safe area; 16-point margins on a compact width; the default variation's 100-point height.
        #expect(login.view("hdr-aa-001")?.frame == Rect(x: 16, y: 40, width: 343, height: 100))
        #expect(login.view("scr-aa-002")?.frame == Rect(x: 0, y: 160, width: 375, height: 507))
        let scroll = try #require(login.view("scr-aa-002") as? ScrollView)
        #expect(scroll.contentSize == Size(width: 375, height: 900))
        #expect(login.misplacedViews().isEmpty)
    }

    @Test func aRegularWidthInstallsItsVariationAndTwentyPointMargins() throws {
        let pad = try Self.load("flow.storyboard", device: "ipad")
        #expect(pad.scene.root.frame.size == Size(width: 820, height: 1180))
        #expect(pad.view("hdr-aa-001")?.frame == Rect(x: 20, y: 44, width: 780, height: 200))
        #expect(pad.constraints.first { $0.name == "r04-aa-004" }?.isActive == false)
        #expect(pad.constraints.first { $0.name == "r05-aa-005" }?.isActive == true)
    }

    @Test func sceneNamesAControllerByStoryboardIdentifierOrID() throws {
        let settings = try Self.load("flow.storyboard", scene: "Settings")
        let byID = try Self.load("flow.storyboard", scene: "set-vc-002")
        #expect(settings.viewIDs == byID.viewIDs && settings.viewIDs.first == "set-rt-002")
        // The old top layout guide ends at the status bar.
        #expect(settings.guide("tlg-aa-001")?.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(settings.guide("blg-aa-002")?.layoutFrame == Rect(x: 0, y: 667, width: 375, height: 0))
        #expect(settings.view("row-aa-001")?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        let outcome = settings.layout()
        #expect(outcome.ambiguous == ["amb-aa-002"])
        #expect(settings.declaration(of: "amb-aa-002")?.line == 76)
    }

    @Test func anUnknownSceneNameListsTheScenes() {
        #expect(throws: SceneError.self) { try Self.load("flow.storyboard", scene: "Setings") }
        do {
            _ = try Self.load("flow.storyboard", scene: "Setings")
        } catch let error as SceneError {
            #expect(error.line == 2 && error.column == 1)
            #expect(error.message == "no scene named 'Setings'; did you mean 'Settings'? (the document has: Login, Settings)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(arguments: [
        ("<document>\n  <objects>\n    <view id=\"a\" x=\"1\" x=\"2\"/>", 3, 24, "invalid XML: the attribute 'x' appears twice"),
        ("<document>\n  <objects>\n  </document>", 3, 3, "invalid XML: '</document>' closes '<objects>' opened at line 2"),
        ("<document>\n  <objects>", 2, 12, "invalid XML: '<objects>' opened at line 2 is not closed"),
        ("<plist version=\"1.0\"/>", 1, 1, "expected an Interface Builder document (<document …>), found <plist>"),
        ("<document><objects/></document>", 1, 1, "the XIB has no top-level view to lay out"),
        ("<document a=\"&bogus;\"/>", 1, 14, "invalid XML: unknown entity '&bogus;'"),
        // Numbers: where the scene-file reader refuses them, with the same words.
        ("<document>\n  <objects>\n    <view id=\"a\"><rect key=\"frame\" x=\"NaN\" y=\"0\" width=\"1\" height=\"1\"/></view>\n  </objects>\n</document>",
         3, 36, "'x=\"NaN\"': The number NaN is not finite."),
        ("<document><objects><view id=\"a\"><rect key=\"frame\" x=\"0\" y=\"1e300\" width=\"1\" height=\"1\"/></view></objects></document>",
         1, 57, "'y=\"1e300\"': The number 1e300 is outside what a layout can mean (-10000000...10000000 points)."),
        ("<document><objects><view id=\"a\"><constraints><constraint firstItem=\"a\" firstAttribute=\"width\" constant=\"1e400\" id=\"c\"/></constraints></view></objects></document>",
         1, 95, "'constant=\"1e400\"': The number 1e400 is not finite."),
        ("<document><objects><view id=\"a\"><constraints><constraint firstItem=\"a\" firstAttribute=\"width\" multiplier=\"16:0\" id=\"c\"/></constraints></view></objects></document>",
         1, 95, "'multiplier=\"16:0\"': '16:0' is not a number or a ratio like 16:9 or 2/3"),
        ("<document><objects><view id=\"a\" alpha=\"half\"/></objects></document>", 1, 33, "'alpha=\"half\"': 'half' is not a number"),
    ])
    func badDocumentsAreLocatedErrors(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try SceneLoader.load(yaml: text, file: "bad.xib", services: .rendering)
            Issue.record("loaded \(text)")
        } catch {
            #expect(error.file == "bad.xib" && error.line == line && error.column == column)
            #expect(error.message == message)
        }
    }

    @Test func aYAMLFileRefusesSceneNames() {
        #expect(throws: SceneError.self) {
            _ = try SceneLoader.parse(contentsOf: Self.path("../device-scene/adaptive.yaml"), scene: "Login")
        }
    }

    @Test func textStylesKeepInterfaceBuildersSpellings() {
        #expect(IBValues.textStyle("UICTFontTextStyleTitle0") == .largeTitle)
        #expect(IBValues.textStyle("UICTFontTextStyleSubhead") == .subheadline)
        #expect(IBValues.textStyle("UICTFontTextStyleCaption1") == .caption1)
        #expect(IBValues.textStyle("UICTFontTextStyleHeadline") == .headline)
        #expect(IBValues.textStyle("Body") == nil)
    }
}
