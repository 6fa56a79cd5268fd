/// Why a constraint equation could not be parsed or built.
///
/// ``offset`` is the index, in `Character`s, of the offending character in ``equation`` (the
/// equation's length when it ended too early), so a scene loader can turn it into a line and
/// column. ``description`` prints it the way UIKit prints a visual format error:
///
/// ```
/// Unable to parse constraint equation:
/// Expected a relation (==, <= or >=) here.
/// a.width = 10
///         ^
/// ```
public struct EquationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as one or two sentences.
    public var message: String
    /// The whole equation text.
    public var equation: String
    /// The `Character` index of the offending character in ``equation``.
    public var offset: Int

    /// Creates an error for the character at `offset` in `equation`.
    public init(message: String, equation: String, offset: Int) {
        self.message = message
        self.equation = equation
        self.offset = offset
    }

    /// The UIKit-style report: a heading, the message, the equation and a caret under the offending character.
    public var description: String {
        "Unable to parse constraint equation:\n\(message)\n\(TextDiagnostics.caret(under: equation, at: offset))"
    }
}
