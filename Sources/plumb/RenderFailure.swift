import Plumb
import PlumbRender
import PlumbScene

/// What the CLI prints when rendering or recording a scene fails. A refused canvas is a
/// mistake in the scene, so it points at the scene's `size` (`file:line:col`, the line and a
/// caret); a failed write names the file it could not write.
enum RenderFailure {
    /// The whole message for an error met while rendering `loaded` to `path`; `flags` are the
    /// command-line flags that changed the canvas, if any.
    static func text(for error: any Error, in loaded: LoadedScene, writing path: String, flags: String? = nil) -> String {
        guard let error = error as? RenderError else { return "\(loaded.file): error: cannot write \(path): \(error)" }
        return canvasError(for: error, in: loaded, flags: flags)?.description ?? "\(loaded.file): error: \(error.description)"
    }

    /// For a refused canvas, the error at the scene's `size` (its first line when it has none);
    /// nil for any other error.
    static func canvasError(for error: RenderError, in loaded: LoadedScene, flags: String? = nil) -> SceneError? {
        guard case let .invalidCanvas(width, height, scale) = error else { return nil }
        let points = "\(formatPoints(width))×\(formatPoints(height)) points"
        let pixels = "\(formatPoints(width * scale))×\(formatPoints(height * scale)) pixels"
        let source = flags.map { ", from \($0)" } ?? (loaded.hasSetting("size") ? "" : ", the root's size fitted to its content")
        return loaded.error(atSetting: "size", "the canvas would be \(pixels) (\(points) at scale \(formatPoints(scale))\(source)); "
                            + "each side must be more than 0 and at most 16384 pixels")
    }
}
