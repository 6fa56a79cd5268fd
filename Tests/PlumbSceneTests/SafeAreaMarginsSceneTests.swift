import Foundation
import Plumb
@testable import PlumbScene
import PlumbTestSupport
import Testing

/// Scene files: margins measured from the safe area (`insetsLayoutMarginsFromSafeArea`, default
/// true), frames that follow a resized root at once, and text styles with the bold trait.
@Suite struct SafeAreaMarginsSceneTests {
    static let screen = Fixture.scene("safe-area-margins-scene/margins", in: .module)

    /// Loads and lays out a scene (DeviceSceneTests' loader), for `device` if given.
    static func load(_ yaml: String = screen, device: String? = nil) throws -> LoadedScene {
        try DeviceSceneTests.load(yaml, device: device)
    }

    @Test func theRootsMarginsAndAHeadersMarginsLieInsideTheSafeAreaInBothOrientations() throws {
        let portrait = try Self.load()
        // iPhone 15 portrait: safe area [59, 0, 34, 0]; margins 8 inside it.
        #expect(portrait.view("card")?.frame == Rect(x: 8, y: 67, width: 377, height: 743))
        #expect(portrait.view("title")?.frame == Rect(x: 8, y: 67, width: 377, height: 20))
        #expect(portrait.view("plain")?.insetsLayoutMarginsFromSafeArea == false)
        #expect(portrait.view("card")?.insetsLayoutMarginsFromSafeArea == true)
        // Landscape: safe area [0, 59, 21, 59].
        let landscape = try Self.load(device: "iphone-15:landscape")
        #expect(landscape.view("card")?.frame == Rect(x: 67, y: 8, width: 718, height: 356))
        #expect(landscape.view("title")?.frame == Rect(x: 67, y: 8, width: 718, height: 20))
    }

    @Test func theRootCanMeasureItsMarginsFromTheFrame() throws {
        let yaml = Self.screen.replacingOccurrences(of: "device: iphone-15\n", with: "device: iphone-15\nroot: {insetsLayoutMarginsFromSafeArea: false}\n")
        let loaded = try Self.load(yaml)
        #expect(loaded.view("card")?.frame == Rect(x: 8, y: 8, width: 377, height: 836))
        let bad = yaml.replacingOccurrences(of: "insetsLayoutMarginsFromSafeArea: false}", with: "insetsLayoutMarginsFromSafeArea: maybe}")
        #expect(throws: SceneError.self) { try Self.load(bad) }
    }

    /// A frame given for the device stays as given; when the root is then resized (here to the
    /// landscape size, as `--size 852x393` does), the view follows its autoresizing flags at once.
    @Test func autoresizingViewsFollowTheRootsNewSizeAtOnce() throws {
        let yaml = Fixture.scene("safe-area-margins-scene/autoresizing-bar", in: .module)
        let loaded = try Self.load(yaml)
        #expect(loaded.view("bar")?.frame == Rect(x: 16, y: 59, width: 361, height: 44))
        loaded.scene.width = 852
        loaded.scene.height = 393
        loaded.layout()
        #expect(loaded.view("bar")?.frame == Rect(x: 16, y: 59, width: 820, height: 44))
    }

    @Test func aTextStyleCanTakeTheBoldTrait() throws {
        let yaml = Fixture.scene("safe-area-margins-scene/bold-fonts", in: .module)
        let loaded = try? Self.load(yaml)
        #expect(loaded == nil)   // style names are case-sensitive, as elsewhere
        let fixed = yaml.replacingOccurrences(of: "Headline BOLD", with: "headline BOLD")
        let scene = try Self.load(fixed)
        let title = try #require(scene.view("title") as? Label)
        #expect(title.font.textStyle == .title1 && title.font.isBold)
        #expect(title.resolvedFont(title.font).description == "DejaVu Sans Bold 28")
        #expect((scene.view("plain") as? Label)?.font.isBold == false)
        #expect((scene.view("head") as? Label)?.font.textStyle == .headline)
    }
}
