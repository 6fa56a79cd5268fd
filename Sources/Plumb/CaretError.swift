/// An error in a one-line text (a visual format, an equation, an animation change) that points
/// at the offending character with a caret under it.
///
/// ``offset`` is the index, in `Character`s, of the offending character in ``text`` (the text's
/// length when it ended too early), so a scene loader can turn it into a line and column. The
/// `Kind` says what the text is and words ``description`` for it; ``excerpt`` is the part every
/// kind shares, the text with the caret line under it.
public struct CaretError<Kind: CaretErrorKind>: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The whole text.
    public var text: String
    /// The `Character` index of the offending character in ``text``.
    public var offset: Int

    /// Creates an error for the character at `offset` in `text`.
    public init(message: String, text: String, offset: Int) {
        self.message = message
        self.text = text
        self.offset = offset
    }

    /// The text on one line and under it a caret at ``offset``
    /// (see ``TextDiagnostics/caret(under:at:)``).
    public var excerpt: String { TextDiagnostics.caret(under: text, at: offset) }

    /// The report, worded by `Kind`.
    public var description: String { Kind.description(of: self) }
}

/// What kind of text a ``CaretError`` points into, and how its report reads.
public protocol CaretErrorKind: Sendable {
    /// The report of `error`: its ``CaretError/message`` and ``CaretError/excerpt``, with
    /// whatever heading this kind of text uses.
    static func description(of error: CaretError<Self>) -> String
}

/// A kind reported the way UIKit reports a visual format error: a heading line, the message,
/// then the excerpt.
public protocol HeadedCaretErrorKind: CaretErrorKind {
    /// The first line, as `Unable to parse constraint format:`.
    static var heading: String { get }
}

extension HeadedCaretErrorKind {
    /// The heading, the message, the text and a caret under the offending character.
    public static func description(of error: CaretError<Self>) -> String {
        "\(heading)\n\(error.message)\n\(error.excerpt)"
    }
}
