/// One element of an Interface Builder document, with where it starts (line and column from 1).
final class IBElement {
    let name: String
    /// The attributes in document order, with where each one's name starts.
    let attributes: [(name: String, value: String, line: Int, column: Int)]
    var children: [IBElement] = []
    let line: Int
    let column: Int

    init(name: String, attributes: [(name: String, value: String, line: Int, column: Int)], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The attribute's value, or nil.
    subscript(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

    /// The first child with this element name and, when given, this `key`.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The child with this `key`, whatever its element name.
    func keyed(_ key: String) -> IBElement? { children.first { $0["key"] == key } }

    /// Every element below this one, depth first, in document order.
    func descendants() -> [IBElement] {
        var result: [IBElement] = []
        var stack = Array(children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }
}

/// A small XML reader for Interface Builder documents: elements, attributes, the five
/// predefined entities and character references; it skips the declaration, comments, DOCTYPE,
/// CDATA and text. It keeps every element's line and column, which Foundation's `XMLParser`
/// reports only loosely, so errors and warnings point at the element itself.
struct IBXMLReader {
    struct Failure: Error {
        let line: Int
        let column: Int
        let message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The document's root element.
    static func parse(_ text: String) throws(Failure) -> IBElement {
        var reader = IBXMLReader(text)
        return try reader.document()
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func starts(with text: String) -> Bool {
        var position = index
        for scalar in text.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private mutating func skip(past terminator: String, what: String) throws(Failure) {
        let (startLine, startColumn) = (line, column)
        while index < scalars.count {
            if starts(with: terminator) {
                for _ in terminator.unicodeScalars { advance() }
                return
            }
            advance()
        }
        throw Failure(line: startLine, column: startColumn, message: "\(what) is not closed (expected '\(terminator)')")
    }

    private mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\n" || c == "\t" || c == "\r" { advance() }
    }

    /// Skips text, comments, processing instructions, DOCTYPE and CDATA up to the next tag.
    private mutating func skipMisc() throws(Failure) {
        while index < scalars.count {
            if starts(with: "<!--") { try skip(past: "-->", what: "a comment") }
            else if starts(with: "<![CDATA[") { try skip(past: "]]>", what: "a CDATA section") }
            else if starts(with: "<?") { try skip(past: "?>", what: "a processing instruction") }
            else if starts(with: "<!") { try skip(past: ">", what: "a declaration") }
            else if peek == "<" { return }
            else { advance() }
        }
    }

    private mutating func document() throws(Failure) -> IBElement {
        try skipMisc()
        guard peek == "<" else { throw Failure(line: line, column: column, message: "the file has no XML element: is it an Interface Builder document?") }
        let root = try element()
        try skipMisc()
        if index < scalars.count { throw Failure(line: line, column: column, message: "more than one root element") }
        return root
    }

    private static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "." || c == ":"
    }

    private mutating func name(_ what: String) throws(Failure) -> String {
        var result = ""
        while let c = peek, Self.isNameScalar(c) { result.unicodeScalars.append(c); advance() }
        guard !result.isEmpty else {
            let found = peek.map { "'\($0)'" } ?? "the end of the file"
            throw Failure(line: line, column: column, message: "expected \(what), found \(found)")
        }
        return result
    }

    /// An element whose `<` is next, with its children (iteratively, so deep nesting can't
    /// exhaust the stack).
    private mutating func element() throws(Failure) -> IBElement {
        var open: [IBElement] = []
        while true {
            let (startLine, startColumn) = (line, column)
            advance()  // <
            if peek == "/" {
                advance()
                let closing = try name("an element name after '</'")
                skipSpaces()
                guard peek == ">" else { throw Failure(line: line, column: column, message: "expected '>' to close '</\(closing)'") }
                advance()
                guard let current = open.popLast() else {
                    throw Failure(line: startLine, column: startColumn, message: "'</\(closing)>' closes nothing")
                }
                guard current.name == closing else {
                    throw Failure(line: startLine, column: startColumn,
                                  message: "'</\(closing)>' closes '<\(current.name)>' opened at line \(current.line)")
                }
                if let parent = open.last { parent.children.append(current) } else { return current }
            } else {
                let (made, selfClosed) = try startTag(line: startLine, column: startColumn)
                if selfClosed {
                    if let parent = open.last { parent.children.append(made) } else { return made }
                } else {
                    open.append(made)
                }
            }
            try skipMisc()
            guard peek == "<" else {
                let unclosed = open.last.map { "'<\($0.name)>' opened at line \($0.line) is not closed" } ?? "unexpected end of the file"
                throw Failure(line: line, column: column, message: unclosed)
            }
        }
    }

    private mutating func startTag(line startLine: Int, column startColumn: Int) throws(Failure) -> (element: IBElement, selfClosed: Bool) {
        let elementName = try name("an element name after '<'")
        var attributes: [(name: String, value: String, line: Int, column: Int)] = []
        while true {
            skipSpaces()
            if peek == ">" { advance(); break }
            if starts(with: "/>") {
                advance(); advance()
                return (IBElement(name: elementName, attributes: attributes, line: startLine, column: startColumn), true)
            }
            let (attributeLine, attributeColumn) = (line, column)
            let attribute = try name("an attribute name or '>' in '<\(elementName)'")
            skipSpaces()
            guard peek == "=" else { throw Failure(line: line, column: column, message: "expected '=' after the attribute '\(attribute)'") }
            advance()
            skipSpaces()
            guard let quote = peek, quote == "\"" || quote == "'" else {
                throw Failure(line: line, column: column, message: "expected a quoted value for the attribute '\(attribute)'")
            }
            advance()
            var value = ""
            while true {
                guard let c = peek else {
                    throw Failure(line: attributeLine, column: attributeColumn, message: "the value of '\(attribute)' is not closed")
                }
                if c == quote { advance(); break }
                if c == "&" { value.unicodeScalars.append(try entity()) } else { value.unicodeScalars.append(c); advance() }
            }
            if attributes.contains(where: { $0.name == attribute }) {
                throw Failure(line: attributeLine, column: attributeColumn, message: "the attribute '\(attribute)' appears twice")
            }
            attributes.append((attribute, value, attributeLine, attributeColumn))
        }
        return (IBElement(name: elementName, attributes: attributes, line: startLine, column: startColumn), false)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;`, starting at `&`.
    private mutating func entity() throws(Failure) -> Unicode.Scalar {
        let (startLine, startColumn) = (line, column)
        advance()
        var body = ""
        while let c = peek, c != ";", body.unicodeScalars.count < 10 { body.unicodeScalars.append(c); advance() }
        guard peek == ";" else { throw Failure(line: startLine, column: startColumn, message: "an '&' must start an entity such as &amp;") }
        advance()
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var number: UInt32?
            if body.hasPrefix("#x") || body.hasPrefix("#X") { number = UInt32(body.dropFirst(2), radix: 16) }
            else if body.hasPrefix("#") { number = UInt32(body.dropFirst(), radix: 10) }
            guard let number, let scalar = Unicode.Scalar(number) else {
                throw Failure(line: startLine, column: startColumn, message: "unknown entity '&\(body);'")
            }
            return scalar
        }
    }
}
