import Plumb
import PlumbRender
import PlumbScene

/// Loads YAML text as `test.yaml`, measuring text with the monospace fake unless told otherwise.
func loadScene(_ yaml: String, file: String = "test.yaml",
               measurer: any TextMeasuring = MonospaceTextMeasurer()) throws(SceneError) -> LoadedScene {
    try SceneLoader.load(yaml: yaml, file: file, services: .rendering.measuring(with: measurer))
}

/// The error loading this YAML throws, or nil when it loads.
func loadError(_ yaml: String) -> SceneError? {
    do {
        _ = try loadScene(yaml)
        return nil
    } catch {
        return error
    }
}

/// Loads and lays out a scene, returning the frame of each listed view as text.
func frames(_ yaml: String, _ ids: [String]) throws -> [String] {
    let loaded = try loadScene(yaml)
    loaded.layout()
    return ids.map { loaded.view($0)?.frame.description ?? "missing \($0)" }
}
