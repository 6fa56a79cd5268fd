/// Reads the tokens of a constraint equation one `Character` at a time.
///
/// - Item names start with an ASCII letter or `_` and go on with letters, digits, `_` and `-`;
///   a `-` belongs to the name only when a letter, digit or `_` follows it, so a name never ends
///   with `-` (`b.trailing -8` and `b.trailing-8` both end in the constant -8, and
///   `my-view.top` names `my-view`).
/// - Words (attributes and priority names) are C identifiers: letters, digits and `_`, never `-`.
/// - Numbers are `digits ('.' digits*)? | '.' digits`, with an optional exponent `e[+-]digits`,
///   and, where the grammar allows it, a leading `+` or `-`.
/// - Whitespace (spaces, tabs, line breaks) may separate any two tokens.
struct EquationScanner {
    /// The whole text, for errors.
    let text: String
    private let characters: [Character]
    /// The `Character` index of the next character.
    var index = 0

    init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    var isAtEnd: Bool { index >= characters.count }
    var peek: Character? { peek(at: index) }
    func peek(at position: Int) -> Character? {
        position < characters.count ? characters[position] : nil
    }

    /// Moves past whitespace.
    mutating func skipSpaces() {
        while let c = peek, c.asciiValue.map({ $0 == 32 || (9...13).contains($0) }) ?? c.isWhitespace { index += 1 }
    }

    /// Moves past `character` and returns true if it is next; otherwise returns false.
    mutating func consume(_ character: Character) -> Bool {
        guard peek == character else { return false }
        index += 1
        return true
    }

    /// An item name; nil (index unchanged) if none starts here.
    mutating func scanItemName() -> String? {
        guard peek?.isWordStart == true else { return nil }
        let start = index
        while let c = peek {
            if c.isWordContinuation {
                index += 1
            } else if c == "-", peek(at: index + 1)?.isWordContinuation == true {
                index += 2
            } else {
                break
            }
        }
        return String(characters[start..<index])
    }

    /// An attribute or priority name; nil (index unchanged) if none starts here.
    mutating func scanWord() -> String? {
        guard peek?.isWordStart == true else { return nil }
        let start = index
        while peek?.isWordContinuation == true { index += 1 }
        return String(characters[start..<index])
    }

    /// `[+-]? (digits ('.' digits*)? | '.' digits) ([eE] [+-]? digits)?`, and the text it was
    /// read from; nil (index unchanged) if no number starts here. Throws for a number too large
    /// to be finite, naming its first character.
    mutating func scanNumber(signed: Bool) throws(EquationError) -> (value: Double, text: String)? {
        let start = index
        guard let cursor = TextDiagnostics.numberEnd(in: characters, from: start, signed: signed) else { return nil }
        let text = String(characters[start..<cursor])
        guard let value = Double(text), value.isFinite else {
            throw error(EquationMessage.notFinite(text), at: start)
        }
        guard abs(value) <= LayoutNumbers.largestValue else { throw error(EquationMessage.outOfRange(text), at: start) }
        index = cursor
        return (value, text)
    }

    /// True when an item name or a word starts at the next character.
    var isAtWordStart: Bool { peek?.isWordStart == true }

    /// An error at `offset` in the text.
    func error(_ message: String, at offset: Int) -> EquationError {
        EquationError(message: message, equation: text, offset: offset)
    }
}

extension Character {
    /// `0`...`9`.
    /// An ASCII letter or `_`: what a name starts with.
    fileprivate var isWordStart: Bool { isASCIINameStart }
    /// An ASCII letter, digit or `_`.
    fileprivate var isWordContinuation: Bool { isWordStart || isASCIIDigit }
}
