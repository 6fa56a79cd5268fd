import Foundation
import Plumb
import PlumbRender
import PlumbScene
import Testing

/// The menu samples' scene files, pinned to their scroll view's content and frame guides.
@Suite struct MenuScrollSceneTests {
    /// Seed 001's menu, as its scene files: the container's edges on the content guide and its
    /// width on the frame guide. With 30-point buttons (Pango, 15-point font) the content is
    /// 28 + 120 + 28 + 7 × 30 + 6 × 20 + 28 = 534 high, the image 28 from its top, the buttons
    /// from 28 + 120 + 28 = 176 every 50, Logout ending 28 above the content's bottom
    /// (476 + 30 + 28 = 534) and 50 from each side (320 − 100 = 220 wide).
    @Test(arguments: ["menu-screen", "menu-screen-stack"])
    func menuContentSizeComesFromTheContentGuide(name: String) throws {
        let loaded = try SceneLoader.load(contentsOf: SampleAgreementTests.samplesFolder.appendingPathComponent("\(name).yaml").path, services: .rendering)
        let outcome = loaded.layout()
        #expect(outcome.conflicts.isEmpty && outcome.ambiguous.isEmpty)
        let scroll = try #require(loaded.view("scroll") as? ScrollView)
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(scroll.contentSize == Size(width: 320, height: 534))
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 534))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(loaded.view("content")?.frame == Rect(x: 0, y: 0, width: 320, height: 534))
        #expect(loaded.view("partnerInCrime")?.frameInRoot == Rect(x: 100, y: 28, width: 120, height: 120))
        #expect(loaded.view("profile")?.frameInRoot == Rect(x: 50, y: 176, width: 220, height: 30))
        #expect(loaded.view("logout")?.frameInRoot == Rect(x: 50, y: 476, width: 220, height: 30))

        // Turned to landscape, the content follows the frame's width and is taller than the
        // 320-point frame, so it scrolls: the image centres at (568 − 120) / 2 = 224.
        loaded.scene.root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        loaded.scene.root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 568, height: 534))
        #expect(loaded.view("partnerInCrime")?.frameInRoot == Rect(x: 224, y: 28, width: 120, height: 120))
        #expect(loaded.view("logout")?.frameInRoot == Rect(x: 50, y: 476, width: 468, height: 30))
    }
}
