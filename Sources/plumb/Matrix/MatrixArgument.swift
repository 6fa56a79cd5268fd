import ArgumentParser
import PlumbScene

/// The `--matrix` option's checks, shared by `render`, `check` and `snapshot`.
enum MatrixOption {
    /// Checks the spec before anything runs: a bad one is a validation error (exit 2) whose
    /// message puts a caret under the place.
    static func validate(_ spec: String?) throws {
        _ = try matrix(spec)
    }

    /// The parsed spec, after printing what it merged (a value given twice, in any spelling).
    static func parse(_ spec: String?) throws -> SceneMatrix? {
        let parsed = try matrix(spec)
        for note in parsed?.notes ?? [] { Console.error(note) }
        return parsed
    }

    private static func matrix(_ spec: String?) throws -> SceneMatrix? {
        guard let spec else { return nil }
        do {
            return try SceneMatrix(spec)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
