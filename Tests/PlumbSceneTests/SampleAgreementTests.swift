import Foundation
import Plumb
import PlumbRender
import PlumbSamples
import PlumbScene
import Testing

/// Each Swift DSL sample and its `samples/<name>.yaml` describe the same layout: the same views
/// in the same places, the same guides, the same conflicts, and the same pixels.
@Suite struct SampleAgreementTests {
    static let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

    @Test func everySampleHasASceneFileAndEverySceneFileASample() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.samplesFolder.path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        #expect(files == Samples.all.map(\.name).sorted())
    }

    @Test func theGalleryShowsEverySample() throws {
        let page = try String(contentsOf: Self.samplesFolder.appendingPathComponent("README.md"), encoding: .utf8)
        for sample in Samples.all {
            #expect(page.contains("## \(sample.title)\n"), "\(sample.name) has no section")
            let languages = sample.languages.map { "gallery/\(sample.name).\($0).png" }
            let film = sample.animation == nil ? [] : ["gallery/\(sample.name).film.png"]
            for picture in ["gallery/\(sample.name).png", "gallery/\(sample.name).overlays.png"] + languages + film {
                #expect(page.contains("(\(picture))"), "\(picture) is not on the page")
                #expect(FileManager.default.fileExists(atPath: Self.samplesFolder.appendingPathComponent(picture).path))
            }
        }
    }

    /// Each sample, and each of its languages (the Swift sample's `scene(in:)` against the
    /// file loaded with `--language`).
    @Test(arguments: Samples.all.flatMap { sample in [sample.name] + sample.languages.map { "\(sample.name) --language \($0)" } })
    func yamlAndSwiftAgree(_ variant: String) throws {
        let parts = variant.components(separatedBy: " --language ")
        let name = parts[0], language = parts.count > 1 ? parts[1] : nil
        let sample = try #require(Samples.named(name))
        let dsl = sample.scene(in: language)
        dsl.root.textMeasurer = PangoTextMeasurer.shared
        let dslLog = CollectingSink()
        LayoutLog.$sink.withValue(dslLog) { dsl.layout() }
        let loaded = try SceneLoader.load(contentsOf: Self.samplesFolder.appendingPathComponent("\(name).yaml").path,
                                          services: .rendering, environment: SceneEnvironment(language: language))
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let outcome = loaded.layout()
        for id in loaded.viewIDs {
            switch (loaded.view(id), dsl.view(id)) {
            case let (mine as Label, theirs as Label): #expect(mine.text == theirs.text, "\(id)")
            case let (mine as Button, theirs as Button): #expect(mine.title == theirs.title, "\(id)")
            default: break
            }
        }

        #expect(loaded.scene.name == dsl.name)
        #expect(loaded.scene.root.frame == dsl.root.frame)
        #expect(loaded.scene.scale == dsl.scale && loaded.scene.direction == dsl.direction)
        let dslViews = Dictionary(dsl.root.subtreeViews.compactMap { view in view.identifier.map { ($0, view) } },
                                  uniquingKeysWith: { first, _ in first })
        #expect(Set(dslViews.keys) == Set(loaded.viewIDs), "view ids differ")
        for id in loaded.viewIDs {
            guard let mine = loaded.view(id), let theirs = dslViews[id] else { continue }
            #expect(mine.frame == theirs.frame, "\(id): YAML \(mine.frame) vs Swift \(theirs.frame)")
            #expect(mine.superview?.identifier == theirs.superview?.identifier, "\(id): parents differ")
            #expect(mine.isHidden == theirs.isHidden, "\(id): hidden differs")
        }
        let dslGuides = dsl.root.subtreeViews.flatMap(\.layoutGuides).filter { !$0.isSystemGuide }
        #expect(Set(dslGuides.compactMap(\.identifier)) == Set(loaded.guideIDs), "guide ids differ")
        for guide in dslGuides {
            guard let id = guide.identifier, let mine = loaded.guide(id) else { continue }
            #expect(mine.layoutFrame == guide.layoutFrame, "guide \(id): YAML \(mine.layoutFrame) vs Swift \(guide.layoutFrame)")
        }
        let dslConflicts = dslLog.errors.filter { if case .unsatisfiable = $0 { return true }; return false }
        #expect(outcome.conflicts.count == dslConflicts.count, "conflict counts differ")

        let renderer = Renderer(scale: 1, background: dsl.background)
        let yamlPixels = try Renderer(scale: 1, background: loaded.scene.background).image(of: loaded.scene.root)
        #expect(try renderer.image(of: dsl.root) == yamlPixels, "the pictures differ")
    }
}
