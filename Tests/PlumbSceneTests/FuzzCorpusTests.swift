import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// What the whole-pipeline fuzz target (`Fuzz/scene`, run by `scripts/fuzz.sh scene`) does to each
/// input, replayed in CI on its committed seeds and on every input kept as a regression
/// (`Fuzz/regressions/scene`): load, lay out, report, lint, trace, and render with every overlay
/// as PNG and SVG. Each input loads and comes through with finite frames, or fails with a
/// located error; nothing traps.
@Suite struct FuzzCorpusTests {
    static let seeds = FuzzInputs.paths(in: "corpus/scene")
    static let regressions = FuzzInputs.paths(in: "regressions/scene")

    @Test func theCorpusIsThere() {
        #expect(Self.seeds.count >= 10)
        #expect(Self.regressions.count >= 3)
    }

    @Test(arguments: seeds + regressions)
    func inputComesThroughThePipeline(path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path))
        let text = String(decoding: data, as: UTF8.self)
        let loaded: LoadedScene
        // As the fuzz target does: text that starts like XML is an Interface Builder document.
        let file = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.hasPrefix("<") ? "fuzz.xib" : "fuzz.yaml"
        do {
            loaded = try SceneLoader.load(yaml: text, file: file, services: .rendering)
        } catch {
            #expect(error.description.hasPrefix(file + ":"))
            #expect(error.description.hasSuffix("^"))
            return
        }
        let outcome = LayoutLog.$sink.withValue(CollectingSink()) { loaded.layout() }
        let report = LayoutReport(loaded: loaded, outcome: outcome)
        #expect(!report.tree.isEmpty)
        #expect(!report.json.text().isEmpty)
        _ = loaded.scene.root.lintWarnings()
        #expect(!loaded.scene.root.layoutTrace().isEmpty)
        for view in loaded.scene.root.subtreeViews {
            let frame = view.frame
            let finite = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(view.debugName): \(frame)")
        }
        let side = max(loaded.scene.root.frame.size.width, loaded.scene.root.frame.size.height, 1)
        let renderer = Renderer(scale: min(1, 256 / side), overlays: .all)
        for format in [RenderFormat.png, .svg] {
            do {
                let bytes = try renderer.data(of: loaded.scene.root, format: format)
                #expect(bytes.count > 0 && bytes.count < 2_000_000)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }
}
