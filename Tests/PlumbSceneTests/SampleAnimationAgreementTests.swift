import Foundation
import Plumb
import PlumbRender
import PlumbSamples
import PlumbScene
import Testing

/// An animated sample's Swift block and its scene file's `animation:` key make the same film:
/// the same timing, and every view in the same place on every frame, with the same violations.
@Suite struct SampleAnimationAgreementTests {
    static let animated = Samples.all.filter { $0.animation != nil }.map(\.name)

    @Test func theSeedsAnimationsAreSamples() {
        #expect(Self.animated == ["checkbox-window", "book-s2", "purple-in-blue"])
    }

    @Test(arguments: animated)
    func swiftAndSceneFileAnimateAlike(_ name: String) throws {
        let sample = try #require(Samples.named(name))
        let animation = try #require(sample.animation)
        let dsl = sample.make()
        dsl.root.textMeasurer = PangoTextMeasurer.shared
        let swift = LayoutLog.$sink.withValue(CollectingSink()) { () -> [LayoutAnimation] in
            dsl.layout()
            return animation.record(on: dsl)
        }
        let loaded = try SceneLoader.load(contentsOf: SampleAgreementTests.samplesFolder.appendingPathComponent("\(name).yaml").path, services: .rendering)
        let spec = try #require(loaded.animation)
        #expect(spec.changes.map(\.text) == animation.changes)
        #expect(spec.duration == animation.duration && spec.fps == animation.fps && spec.curve == animation.curve)
        #expect((spec.mode == .both) == animation.showsBoth)
        loaded.layout()
        let recorded = try loaded.animate(spec.changes, duration: spec.duration, curve: spec.curve, fps: spec.fps, mode: .constraints)
        let file = spec.mode == .both ? [recorded, recorded.interpolated()] : [recorded]
        #expect(file.count == swift.count)
        for (mine, theirs) in zip(file, swift) {
            #expect(mine.frames.count == theirs.frames.count)
            for index in mine.frames.indices {
                #expect(mine.frames[index].violations.map(\.error) == theirs.frames[index].violations.map(\.error), "frame \(index)")
                for id in loaded.viewIDs {
                    let view = try #require(loaded.view(id)), twin = try #require(dsl.view(id))
                    #expect(mine.frame(of: view, at: index) == theirs.frame(of: twin, at: index), "\(id) at frame \(index)")
                }
            }
        }
    }
}
