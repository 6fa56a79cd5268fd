/// Text made safe for XML 1.0, for the JUnit report. Markup characters are escaped, and the
/// characters XML 1.0 cannot carry at all (control characters other than tab, line feed and
/// carriage return, and U+FFFE/U+FFFF) become U+FFFD. Swift strings hold no lone surrogates,
/// so nothing else can make a document ill-formed.
enum XMLText {
    /// Element content: `&`, `<` and `>` escaped (so `]]>` cannot appear), and a carriage
    /// return as `&#13;` (a parser would read a bare one as a line feed).
    static func content(_ value: String) -> String { escaped(value, inAttribute: false) }

    /// An attribute value in double quotes: also `"`, and tab and line feed as character
    /// references (a parser would turn bare ones into spaces).
    static func attribute(_ value: String) -> String { escaped(value, inAttribute: true) }

    /// A start tag, `<name a="1" b="x">`, or an empty element, `<name a="1"/>`; the values escaped.
    static func tag(_ name: String, _ attributes: [(name: String, value: String)], empty: Bool = false) -> String {
        "<\(name)" + attributes.map { " \($0.name)=\"\(attribute($0.value))\"" }.joined() + (empty ? "/>" : ">")
    }

    /// An element holding text: `<name a="1">text</name>`.
    static func element(_ name: String, _ attributes: [(name: String, value: String)], text: String) -> String {
        tag(name, attributes) + content(text) + "</\(name)>"
    }

    private static func escaped(_ value: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0's `Char` production, apart from tab and line breaks (handled above).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
    }
}
