// libFuzzer entry point for the whole pipeline: scene text (YAML, or an Interface Builder
// document when it starts with `<`) → SceneLoader → layout → the layout
// report, lint warnings and the trace → rendering with every overlay, as PNG and SVG; then the
// file's `animation:` key played (as `plumb animate` plays it) and, when the first line is
// `# matrix: SPEC`, the spec parsed and each variant loaded and checked (as `--matrix` does).
// Built by scripts/fuzz.sh (not a SwiftPM target); see docs/FUZZING.md.
import Plumb
import PlumbRender
import PlumbScene

/// `fuzz.xib` for text that starts like XML (so the Interface Builder reader takes it), else
/// `fuzz.yaml`: one target fuzzes both readers through the same pipeline.
func fuzzFileName(for text: String) -> String {
    text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.hasPrefix("<") ? "fuzz.xib" : "fuzz.yaml"
}

/// The largest canvas the harness renders, in pixels per side, after scaling. Bigger scenes are
/// drawn scaled down, so one input never spends its time filling pixels.
private let largestSide = 256.0

/// Every input either fails to load with a located error, or loads, lays out, reports and renders
/// (or refuses the canvas with a `RenderError`). Any trap, any non-finite frame, is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let loaded: LoadedScene
    do {
        loaded = try SceneLoader.load(yaml: text, file: fuzzFileName(for: text), services: .rendering)
    } catch {
        precondition(!error.description.isEmpty, "empty load error")
        return 0
    }
    let outcome = loaded.layout()
    let report = LayoutReport(loaded: loaded, outcome: outcome)
    _ = report.tree
    _ = report.json.text()
    _ = loaded.scene.root.lintWarnings().map(\.description)
    _ = loaded.scene.root.layoutTrace()
    for view in loaded.scene.root.subtreeViews {
        precondition(view.frame.origin.x.isFinite && view.frame.size.width.isFinite
                     && view.frame.origin.y.isFinite && view.frame.size.height.isFinite, "non-finite frame")
    }
    let size = loaded.scene.root.frame.size
    let side = max(size.width, size.height, 1)
    let scale = side > largestSide ? largestSide / side : 1
    let renderer = Renderer(scale: scale, overlays: .all)
    for format in [RenderFormat.png, .svg] {
        _ = try? renderer.data(of: loaded.scene.root, format: format)
    }
    play(loaded)
    runMatrix(text)
    return 0
}

/// The most frames the harness plays: `plumb animate` refuses more than its own limit, and the
/// harness should spend its time on code, not on re-solving one layout many times.
private let largestFilm = 48.0

/// Plays the scene's `animation:` key in both modes, when it has one and its film is short.
private func play(_ loaded: LoadedScene) {
    guard let spec = loaded.animation, !spec.changes.isEmpty, spec.duration * spec.fps <= largestFilm else { return }
    do {
        let film = try loaded.animate(spec.changes, duration: spec.duration, curve: spec.curve, fps: spec.fps, mode: .constraints)
        precondition(film.maximumRequiredError.isFinite || film.frames.isEmpty, "non-finite required error")
        _ = film.interpolated()
    } catch {
        precondition(!error.description.isEmpty, "empty animation error")
    }
}

/// `# matrix: SPEC` on the first line: the spec parsed (an error must say where), then up to
/// eight of its variants loaded, laid out and checked for problems.
private func runMatrix(_ text: String) {
    let prefix = "# matrix: "
    guard text.hasPrefix(prefix) else { return }
    let spec = String(text.dropFirst(prefix.count).prefix { $0 != "\n" })
    let matrix: SceneMatrix
    do {
        matrix = try SceneMatrix(spec)
    } catch {
        precondition(!error.description.isEmpty, "empty matrix error")
        return
    }
    guard let parsed = try? SceneLoader.parse(yaml: text, file: "fuzz.yaml") else { return }
    for variant in matrix.variants(over: SceneEnvironment()).prefix(8) {
        guard let loaded = try? parsed.load(environment: variant.environment, services: .rendering) else { continue }
        let outcome = loaded.layout()
        _ = VariantProblems.find(in: loaded.scene.root, outcome: outcome, baseOverlaps: nil)
        _ = VariantProblems.overlappingSiblings(in: loaded.scene.root)
    }
}
