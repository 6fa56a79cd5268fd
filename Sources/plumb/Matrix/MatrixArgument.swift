import ArgumentParser
import PlumbScene

/// The `--matrix` option's checks, shared by `render`, `check` and `snapshot`.
enum MatrixOption {
    /// The parsed spec; a bad one is a validation error (exit 2) whose message puts a caret under the place.
    static func parse(_ spec: String?) throws -> SceneMatrix? {
        guard let spec else { return nil }
        do {
            return try SceneMatrix(spec)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
