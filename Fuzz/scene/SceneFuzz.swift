// libFuzzer entry point for the whole pipeline: scene text → SceneLoader → layout → the layout
// report, lint warnings and the trace → rendering with every overlay, as PNG and SVG.
// Built by scripts/fuzz.sh (not a SwiftPM target); see docs/FUZZING.md.
import Plumb
import PlumbRender
import PlumbScene

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
        loaded = try SceneLoader.load(yaml: text, file: "fuzz.yaml")
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
    return 0
}
