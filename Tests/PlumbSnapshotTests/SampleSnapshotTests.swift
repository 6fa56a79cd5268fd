import Plumb
import PlumbRender
import PlumbSamples
import PlumbSnapshot
import Testing

/// Every Swift sample, snapshotted as a PNG at 2× with every overlay and as layout text, into
/// `Snapshots/SampleSnapshotTests/`. Under `CI` nothing is recorded: a missing or changed
/// reference fails.
@Suite struct SampleSnapshotTests {
    @Test(arguments: Samples.all.map(\.name))
    func sample(_ name: String) throws {
        let sample = try #require(Samples.named(name))
        let scene = sample.make()
        scene.root.textMeasurer = PangoTextMeasurer.shared
        LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() }
        assertSnapshot(of: scene, as: .png(scale: 2, overlays: .all), named: name)
        assertSnapshot(of: scene, as: .layout, named: name)
    }
}
