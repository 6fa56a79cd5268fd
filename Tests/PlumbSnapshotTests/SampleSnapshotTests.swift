import Plumb
import PlumbRender
import PlumbSamples
import PlumbSnapshot
import Testing

/// Every Swift sample, snapshotted as a PNG at 2× with every overlay and as layout text, into
/// `Snapshots/SampleSnapshotTests/`; a sample with languages also in each of them, named
/// `<name>.<language>`. Under `CI` nothing is recorded: a missing or changed reference fails.
@Suite struct SampleSnapshotTests {
    @Test(arguments: Samples.all.map(\.name))
    func sample(_ name: String) throws {
        let sample = try #require(Samples.named(name))
        for language in [nil] + sample.languages.map(Optional.some) {
            let scene = sample.scene(in: language)
            scene.root.textMeasurer = PangoTextMeasurer.shared
            LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() }
            let named = language.map { "\(name).\($0)" } ?? name
            assertSnapshot(of: scene, as: .png(scale: 2, overlays: .all), named: named)
            assertSnapshot(of: scene, as: .layout, named: named)
        }
        // An animated sample's film, in the modes its gallery shows.
        if let animation = sample.animation {
            let scene = sample.make()
            scene.root.textMeasurer = PangoTextMeasurer.shared
            let modes: [AnimationMode] = animation.showsBoth ? [.constraints, .interpolated] : [.constraints]
            LayoutLog.$sink.withValue(CollectingSink()) {
                assertSnapshot(of: scene, as: .filmstrip(duration: animation.duration, fps: animation.fps, curve: animation.curve,
                                                         modes: modes, scale: 1, animation.block), named: name)
            }
        }
    }
}
