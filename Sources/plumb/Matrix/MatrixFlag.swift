import ArgumentParser
import PlumbScene

/// `--matrix SPEC`, shared by `render`, `check` and `snapshot`: one declaration, each command's
/// own help line (`Help`).
struct MatrixFlag<Help: MatrixFlagHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.matrix, valueName: "SPEC"))
    var matrix: String?

    /// True when `--matrix` is given.
    var isGiven: Bool { matrix != nil }

    /// Checks the spec before anything runs: a bad one is a validation error (exit 2) whose
    /// message puts a caret under the place. (Not `validate()`, which swift-argument-parser
    /// would call before the command's other groups, changing which error a run with several
    /// shows.)
    func check() throws {
        _ = try parsedSpec()
    }

    /// The parsed spec, after printing what it merged (a value given twice, in any spelling).
    func parsed() throws -> SceneMatrix? {
        let parsed = try parsedSpec()
        for note in parsed?.notes ?? [] { Console.error(note) }
        return parsed
    }

    private func parsedSpec() throws -> SceneMatrix? {
        guard let matrix else { return nil }
        do {
            return try SceneMatrix(matrix)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
