import Plumb
import PlumbRender
import PlumbSnapshotTesting
import SnapshotTesting
import Testing

/// swift-snapshot-testing with Plumb's strategy: its reference is `__Snapshots__/AdapterTests/`.
@Suite struct AdapterTests {
    func scene(shift: Double = 0) -> Scene {
        let title = Label("title", text: "Which planet is this?")
        title.textMeasurer = PangoTextMeasurer.shared
        let scene = Scene("adapter", width: 240, height: 60, scale: 2) { root in
            title
            title.centerXAnchor == root.centerXAnchor
            title.topAnchor == root.topAnchor + 20 + shift
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        return scene
    }

    @Test func aSceneMatchesItsReference() {
        assertSnapshot(of: scene(), as: .plumbImage(overlays: .frames))
    }

    @Test func theDiffingFailsOnAMoveAndPassesOnARerender() throws {
        let strategy = SnapshotTesting.Snapshotting<Scene, RenderedImage>.plumbImage()
        let diffing = strategy.diffing
        let reference = try render(scene())
        #expect(diffing.diffV2(reference, try render(scene())) == nil)
        let failure = diffing.diffV2(reference, try render(scene(shift: 1)))
        #expect(failure?.0.contains(" of 57600 pixels differ") == true)
        // PNG round trip through the strategy's storage.
        #expect(diffing.fromData(diffing.toData(reference)) == reference)
    }

    private func render(_ scene: Scene) throws -> RenderedImage {
        scene.layout()
        return try Renderer(scale: 2).image(of: scene.root)
    }
}
