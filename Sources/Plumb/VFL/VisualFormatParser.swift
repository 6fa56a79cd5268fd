/// Parses a visual format string into a ``VisualFormatSyntax``, without looking names up.
///
/// The grammar is Apple's:
/// ```
/// format      ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
/// orientation ::= 'H' | 'V'
/// view        ::= '[' dotted ('(' predicate (',' predicate)* ')')? ']'
/// connection  ::= e | '-' | '-' (number | dotted) '-' | '-' '(' predicate (',' predicate)* ')' '-'
/// predicate   ::= ('==' | '<=' | '>=')? (number | dotted) ('@' (number | dotted))?
/// dotted      ::= name ('.' name)*
/// ```
/// Names are C identifiers (ASCII letters, digits and `_`, not starting with a digit); a dotted
/// name (`scroll.contentLayoutGuide`, `b1.label`) is one token, without spaces. Numbers
/// are decimal, with an optional fraction and exponent; inside parentheses they may carry a
/// sign. Unlike Apple's parser, spaces and tabs are allowed between any two tokens (never
/// inside one: `= =` and `1 0` are errors).
struct VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private var index = 0

    private init(_ format: String) {
        self.format = format
        characters = Array(format)
    }

    /// Parses `format`, or throws an error naming the first character that breaks the grammar.
    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatSyntax {
        var parser = VisualFormatParser(format)
        return try parser.parseFormat()
    }

    // MARK: Productions

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormatSyntax {
        skipSpaces()
        guard !isAtEnd else { throw error(VisualFormatMessage.emptyFormat, at: 0) }
        let orientation = try parseOrientation()

        skipSpaces()
        var leadingEdge: EdgeSyntax?
        if peek == "|" {
            let offset = index
            index += 1
            leadingEdge = EdgeSyntax(offset: offset, connection: try parseConnection())
        }
        var views = [try parseView()]
        var connections: [ConnectionSyntax] = []
        var trailingEdge: EdgeSyntax?

        while true {
            skipSpaces()
            if isAtEnd { break }
            let connection = try parseConnection()
            skipSpaces()
            if peek == "[" {
                connections.append(connection)
                views.append(try parseView())
            } else if peek == "|" {
                let barOffset = index
                index += 1
                try parseEnd(afterBarAt: barOffset)
                trailingEdge = EdgeSyntax(offset: barOffset, connection: connection)
                break
            } else if connection.kind == .flush {
                throw error(VisualFormatMessage.expectedContinuation, at: index)
            } else {
                throw error(VisualFormatMessage.expectedViewOrBar, at: index)
            }
        }
        return VisualFormatSyntax(orientation: orientation, leadingEdge: leadingEdge, views: views,
                                  connections: connections, trailingEdge: trailingEdge)
    }

    /// `H:` or `V:`, or nothing (horizontal). Leaves the index alone when there is none.
    private mutating func parseOrientation() throws(VisualFormatError) -> LayoutAxis {
        let start = index
        guard let name = try scanName() else { return .horizontal }
        skipSpaces()
        guard peek == ":" else {
            index = start
            return .horizontal
        }
        switch name {
        case "H": index += 1; return .horizontal
        case "V": index += 1; return .vertical
        default: throw error(VisualFormatMessage.expectedOrientation, at: start)
        }
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> ViewSyntax {
        skipSpaces()
        guard peek == "[" else { throw error(VisualFormatMessage.expectedView, at: index) }
        index += 1
        skipSpaces()
        let offset = index
        guard let name = try scanName(dotted: true) else { throw error(VisualFormatMessage.expectedViewName, at: index) }
        var view = ViewSyntax(name: name, offset: offset)
        skipSpaces()
        if peek == "(" { view.predicates = try parsePredicateList() }
        skipSpaces()
        guard peek == "]" else { throw error(VisualFormatMessage.expectedCloseBracket, at: index) }
        index += 1
        return view
    }

    /// Nothing (flush), `-`, `-simplePredicate-` or `-(predicates)-`. Stops before the next view or `|`.
    private mutating func parseConnection() throws(VisualFormatError) -> ConnectionSyntax {
        skipSpaces()
        let offset = index
        guard peek == "-" else { return ConnectionSyntax(kind: .flush, offset: offset) }
        index += 1
        skipSpaces()
        let predicates: [PredicateSyntax]
        switch peek {
        case "[", "|":
            return ConnectionSyntax(kind: .standard, offset: offset)
        case "(":
            predicates = try parsePredicateList()
        case let c? where c.isASCIIDigit || c == "." || c.isNameStart:
            // Apple's simple predicate: a non-negative number or a metric name, no relation or priority.
            let start = index
            if let number = try scanNumber(signed: false) {
                predicates = [PredicateSyntax(object: OperandSyntax(value: .number(number), offset: start))]
            } else if let name = try scanName(dotted: true) {
                predicates = [PredicateSyntax(object: OperandSyntax(value: .name(name), offset: start))]
            } else {
                throw error(VisualFormatMessage.expectedSpacing, at: index)
            }
        case nil:
            throw error(VisualFormatMessage.expectedViewOrBar, at: index)
        default:
            throw error(VisualFormatMessage.expectedSpacing, at: index)
        }
        skipSpaces()
        guard peek == "-" else { throw error(VisualFormatMessage.expectedDash, at: index) }
        index += 1
        return ConnectionSyntax(kind: .predicates(predicates), offset: offset)
    }

    /// `(predicate, predicate, ...)`; the index is on the `(`.
    private mutating func parsePredicateList() throws(VisualFormatError) -> [PredicateSyntax] {
        index += 1
        var predicates: [PredicateSyntax] = []
        while true {
            predicates.append(try parsePredicate())
            skipSpaces()
            switch peek {
            case ",": index += 1
            case ")": index += 1; return predicates
            default: throw error(VisualFormatMessage.expectedCommaOrParen, at: index)
            }
        }
    }

    /// `(==|<=|>=)? object (@priority)?`.
    private mutating func parsePredicate() throws(VisualFormatError) -> PredicateSyntax {
        skipSpaces()
        var relation = LayoutRelation.equal
        if let first = peek, first == "=" || first == "<" || first == ">" {
            guard peek(at: index + 1) == "=" else { throw error(VisualFormatMessage.expectedRelation, at: index) }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
            skipSpaces()
        }
        guard let object = try scanOperand() else { throw error(VisualFormatMessage.expectedObject, at: index) }
        var predicate = PredicateSyntax(relation: relation, object: object)
        skipSpaces()
        if peek == "@" {
            index += 1
            skipSpaces()
            guard let priority = try scanOperand() else {
                throw error(VisualFormatMessage.expectedPriority, at: index)
            }
            predicate.priority = priority
        }
        return predicate
    }

    /// After the trailing `|`: only spaces may follow.
    private mutating func parseEnd(afterBarAt barOffset: Int) throws(VisualFormatError) {
        skipSpaces()
        switch peek {
        case nil: return
        case "[", "-", "(": throw error(VisualFormatMessage.barInMiddle, at: barOffset)
        default: throw error(VisualFormatMessage.expectedEnd, at: index)
        }
    }

    // MARK: Tokens

    /// A signed or unsigned number, or a name; nil (index unchanged) if neither starts here.
    private mutating func scanOperand() throws(VisualFormatError) -> OperandSyntax? {
        let start = index
        if let number = try scanNumber(signed: true) { return OperandSyntax(value: .number(number), offset: start) }
        if let name = try scanName(dotted: true) { return OperandSyntax(value: .name(name), offset: start) }
        return nil
    }

    /// `[+-]? (digits ('.' digits*)? | '.' digits) ([eE] [+-]? digits)?`; nil (index unchanged)
    /// if no number starts here. Throws for a number too large to be finite.
    private mutating func scanNumber(signed: Bool) throws(VisualFormatError) -> Double? {
        let start = index
        guard let cursor = TextDiagnostics.numberEnd(in: characters, from: start, signed: signed) else { return nil }
        let text = String(characters[start..<cursor])
        guard let value = Double(text), value.isFinite else {
            throw error(VisualFormatMessage.notFinite(text), at: start)
        }
        guard abs(value) <= LayoutNumbers.largestValue else {
            throw error(LayoutNumbers.outOfRangeMessage(text), at: start)
        }
        index = cursor
        return value
    }

    /// A C identifier or, when `dotted`, identifiers joined by dots; nil (index unchanged) if
    /// none starts here. A dot must be followed by a name.
    private mutating func scanName(dotted: Bool = false) throws(VisualFormatError) -> String? {
        guard peek?.isNameStart == true else { return nil }
        let start = index
        while true {
            while peek?.isNameContinuation == true { index += 1 }
            guard dotted, peek == "." else { break }
            index += 1
            guard peek?.isNameStart == true else { throw error(VisualFormatMessage.expectedNameAfterDot, at: index) }
        }
        return String(characters[start..<index])
    }

    private mutating func skipSpaces() {
        while peek == " " || peek == "\t" { index += 1 }
    }

    private var isAtEnd: Bool { index >= characters.count }
    private var peek: Character? { peek(at: index) }
    private func peek(at position: Int) -> Character? {
        position < characters.count ? characters[position] : nil
    }

    private func error(_ message: String, at offset: Int) -> VisualFormatError {
        VisualFormatError(message: message, format: format, offset: offset)
    }
}

extension Character {
    /// `0`...`9`.
    /// An ASCII letter or `_`.
    fileprivate var isNameStart: Bool { isASCIINameStart }
    /// An ASCII letter, digit or `_`.
    fileprivate var isNameContinuation: Bool { isNameStart || isASCIIDigit }
}
