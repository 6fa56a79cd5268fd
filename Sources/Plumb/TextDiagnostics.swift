/// Number literals and caret lines, shared by the parsers of visual formats, equations and
/// scene files.
public enum TextDiagnostics {
    /// The text on one line (line breaks shown as spaces), and under it spaces up to the
    /// `offset`-th character, then `^`; tabs are kept so the caret lines up.
    public static func caret(under text: String, at offset: Int) -> String {
        let shown = String(text.map { $0.isNewline ? " " : $0 })
        let padding = shown.prefix(max(offset, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(shown)\n\(padding)^"
    }

    /// The end of the number literal starting at `start`:
    /// `[+-]? (digits ('.' digits*)? | '.' digits) ([eE] [+-]? digits)?` (the sign only when
    /// `signed`); nil when no number starts there.
    static func numberEnd(in characters: [Character], from start: Int, signed: Bool) -> Int? {
        func digit(_ position: Int) -> Bool { position < characters.count && characters[position].isASCIIDigit }
        func character(_ position: Int) -> Character? { position < characters.count ? characters[position] : nil }
        var cursor = start
        if signed, let sign = character(cursor), sign == "+" || sign == "-" { cursor += 1 }
        let integerStart = cursor
        while digit(cursor) { cursor += 1 }
        var hasDigits = cursor > integerStart
        if character(cursor) == ".", hasDigits || digit(cursor + 1) {
            cursor += 1
            while digit(cursor) { cursor += 1; hasDigits = true }
        }
        guard hasDigits else { return nil }
        if let e = character(cursor), e == "e" || e == "E" {
            var exponent = cursor + 1
            if let sign = character(exponent), sign == "+" || sign == "-" { exponent += 1 }
            if digit(exponent) {
                while digit(exponent) { exponent += 1 }
                cursor = exponent
            }
        }
        return cursor
    }
}

extension Character {
    /// `0` to `9`.
    var isASCIIDigit: Bool { asciiValue.map { $0 >= 48 && $0 <= 57 } ?? false }

    /// `A`...`Z`, `a`...`z` or `_`: what a name starts with. Read from the ASCII value, not
    /// from Unicode properties, which cost a table lookup per character.
    var isASCIINameStart: Bool {
        guard let a = asciiValue else { return false }
        return (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || a == 95
    }
}
