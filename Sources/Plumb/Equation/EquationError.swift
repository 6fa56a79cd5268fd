/// Why a constraint equation could not be parsed or built.
///
/// ``CaretError/offset`` is the index, in `Character`s, of the offending character in
/// ``CaretError/text`` (also spelled `equation`). ``CaretError/description`` prints it the way
/// UIKit prints a visual format error:
///
/// ```
/// Unable to parse constraint equation:
/// Expected a relation (==, <= or >=) here.
/// a.width = 10
///         ^
/// ```
public typealias EquationError = CaretError<ConstraintEquationText>

/// The text of a constraint equation, as the kind of an ``EquationError``.
public enum ConstraintEquationText: HeadedCaretErrorKind {
    /// The heading UIKit's visual format errors have, worded for an equation.
    public static let heading = "Unable to parse constraint equation:"
}

extension CaretError where Kind == ConstraintEquationText {
    /// Creates an error for the character at `offset` in `equation`.
    public init(message: String, equation: String, offset: Int) {
        self.init(message: message, text: equation, offset: offset)
    }

    /// The whole equation text.
    public var equation: String {
        get { text }
        set { text = newValue }
    }
}
