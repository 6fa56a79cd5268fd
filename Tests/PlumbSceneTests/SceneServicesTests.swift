import Foundation
import Plumb
import PlumbScene
import PlumbTestSupport
import Synchronization
import Testing

/// The loader measures, reads pictures and adds fonts only through the services it is given:
/// these fakes stand in for Pango, Cairo and fontconfig, and nothing of PlumbRender is used.
@Suite struct SceneServicesTests {
    /// Every picture is 33 × 44; `broken.png` is refused.
    final class FakeImages: ImageLoading {
        let asked = Mutex<[String]>([])
        func image(contentsOfFile path: String) throws(ResourceLoadingError) -> Image {
            asked.withLock { $0.append(path) }
            if path.hasSuffix("broken.png") { throw ResourceLoadingError(message: "\(path): the fake can't read it") }
            return Image(file: path, size: Size(width: 33, height: 44))
        }
    }

    /// Adds any file; only `Brand` can be drawn.
    final class FakeFonts: FontLoading {
        let registered = Mutex<[String]>([])
        func registerFont(fileAt path: String) throws(ResourceLoadingError) { registered.withLock { $0.append(path) } }
        func unavailableFamilyWarning(_ family: String) -> String? { family == "Brand" ? nil : "no family '\(family)' in the fake" }
    }

    let images = FakeImages(), fonts = FakeFonts()
    var services: SceneServices { SceneServices(textMeasurer: MonospaceTextMeasurer(), images: images, fonts: fonts) }

    @Test func theLoaderUsesTheServicesItIsGiven() throws {
        let yaml = Fixture.scene("scene-services/brand-font-and-image", in: .module)
        let loaded = try SceneLoader.load(yaml: yaml, file: "/scenes/card.yaml", services: services)
        #expect(fonts.registered.withLock { $0 } == ["/scenes/fonts/Brand.ttf"])
        #expect(images.asked.withLock { $0 } == ["/scenes/art/cat.png"])
        #expect(loaded.warnings.map(\.description) == [
            "/scenes/card.yaml:5:48: warning: no family 'Missing' in the fake\n  - {id: other, type: label, text: \"Hi\", font: \"Missing 17\"}\n"
                + String(repeating: " ", count: 47) + "^",
        ])
        #expect(loaded.scene.root.textMeasurer is MonospaceTextMeasurer)
        loaded.layout()
        // The fake picture's size; "Hi there" at 20 points in the monospace measurer: 8 × 10 wide, 25 high.
        #expect(loaded.view("picture")?.frame == Rect(x: 0, y: 0, width: 33, height: 44))
        #expect(loaded.view("title")?.frame == Rect(x: 0, y: 44, width: 80, height: 25))
    }

    @Test func aPictureTheServiceRefusesIsAnErrorAtItsPath() {
        let yaml = "views:\n  - {id: picture, type: image, file: broken.png}\n"
        #expect { try SceneLoader.load(yaml: yaml, file: "/scenes/card.yaml", services: services) } throws: { error in
            (error as? SceneError)?.description.hasPrefix("/scenes/card.yaml:2:38: error: /scenes/broken.png: the fake can't read it") == true
        }
    }
}
