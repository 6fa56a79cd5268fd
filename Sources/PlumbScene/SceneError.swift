import Plumb

/// A mistake in a scene file, located at a line and column, with the offending line and a caret
/// under the offending character:
///
/// ```
/// scenes/row.yaml:7:5: error: unknown key 'widht' for a view; did you mean 'width'?
///     widht: 20
///     ^
/// ```
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene file's path, as given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int
    /// What is wrong, as one sentence (more lines may follow with hints).
    public var message: String
    /// The text of the offending line (empty when the file has no such line).
    public var sourceLine: String
    /// Other places that explain the error, printed after it in the same form with `note:`;
    /// e.g. where the component whose part failed is used, and where it is defined.
    public var notes: [SceneError] = []
    /// An error (the scene doesn't load) or a warning (it loads; see ``LoadedScene/warnings``).
    public var severity: Severity = .error

    /// How bad a ``SceneError`` is; its raw value is the word diagnostics print.
    public enum Severity: String, Hashable, Sendable {
        /// The scene doesn't load.
        case error
        /// The scene loads, but something is likely wrong (e.g. a missing translation).
        case warning
    }

    /// Creates an error at a line and column.
    public init(file: String, line: Int, column: Int, message: String, sourceLine: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
    }

    /// `file:line:col: error: message` (or `warning:`), the line, and a caret under the
    /// column; then each note the same way, with `note:`.
    public var description: String { located(severity.rawValue) + notes.map { "\n" + $0.located("note") }.joined() }

    private func located(_ severity: String) -> String {
        "\(file):\(line):\(column): \(severity): \(message)\n" + TextDiagnostics.caret(under: sourceLine, at: column - 1)
    }
}
