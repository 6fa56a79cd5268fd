/// Parses a constraint equation into a ``ConstraintEquation``, without looking names up.
///
/// The grammar:
/// ```
/// equation ::= operand relation rhs ('@' priority)?
/// operand  ::= item ('.' part)* ('.' guide)? '.' attribute   -- parts name a component instance's views
/// relation ::= '==' | '<=' | '>='
/// rhs      ::= number                                        -- a constant
///            | (number '*')? operand (('*' | '/') number)? (('+' | '-') unsigned)?
/// priority ::= number | 'required' | 'high' | 'low' | 'fittingSize'
/// ```
/// Multipliers and constants-only right sides may carry a sign; at most one multiplier is
/// allowed, before or after the operand (`/ m` means `* 1/m`). See ``EquationScanner`` for the
/// tokens. The first error ends parsing and names the offending character.
struct EquationParser {
    private var scanner: EquationScanner

    private init(_ text: String) {
        scanner = EquationScanner(text)
    }

    /// Parses `text`, or throws an error naming the first character that breaks the grammar.
    static func parse(_ text: String) throws(EquationError) -> ConstraintEquation {
        var parser = EquationParser(text)
        return try parser.parseEquation()
    }

    // MARK: Productions

    private mutating func parseEquation() throws(EquationError) -> ConstraintEquation {
        scanner.skipSpaces()
        guard !scanner.isAtEnd else { throw error(EquationMessage.emptyEquation, at: 0) }
        let first = try parseOperand(missing: EquationMessage.expectedItem)
        let relation = try parseRelation()
        var equation = ConstraintEquation(first: first, relation: relation)
        var expected = try parseRightSide(into: &equation)
        scanner.skipSpaces()
        if scanner.peek == "@" {
            try parsePriority(into: &equation)
            expected = []
        }
        scanner.skipSpaces()
        guard scanner.isAtEnd else {
            throw error(EquationMessage.expectedContinuation(expected), at: scanner.index)
        }
        return equation
    }

    /// `item.attribute`; throws `missing` when no item name starts here.
    private mutating func parseOperand(missing: String) throws(EquationError) -> ConstraintEquation.Operand {
        scanner.skipSpaces()
        let itemOffset = scanner.index
        guard var item = scanner.scanItemName() else { throw error(missing, at: itemOffset) }
        scanner.skipSpaces()
        guard scanner.consume(".") else { throw error(EquationMessage.expectedDot, at: scanner.index) }
        // `item(.part)*(.guide)?.attribute`: the words after the item, the last the attribute.
        var words: [(name: String, offset: Int)] = []
        repeat {
            scanner.skipSpaces()
            let offset = scanner.index
            // A part may hold hyphens as ids do; the attribute, last, may not (`a.top-8`).
            guard let part = scanner.scanItemName() else { throw error(EquationMessage.expectedAttribute, at: offset) }
            scanner.skipSpaces()
            if !scanner.consume(".") {
                scanner.index = offset
                words.append((scanner.scanWord()!, offset))
                break
            }
            words.append((part, offset))
        } while true
        let (name, attributeOffset) = words.removeLast()
        let guide = words.popLast()
        for part in words { item += "." + part.name }
        guard let attribute = EquationVocabulary.attribute(named: name) else {
            let suggestion = EquationVocabulary.attributeSuggestion(for: name)
            throw error(EquationMessage.unknownAttribute(name, suggestion: suggestion), at: attributeOffset)
        }
        return ConstraintEquation.Operand(item: item, attribute: attribute, itemOffset: itemOffset,
                                          attributeOffset: attributeOffset, guide: guide?.name, guideOffset: guide?.offset)
    }

    /// `==`, `<=` or `>=`.
    private mutating func parseRelation() throws(EquationError) -> LayoutRelation {
        scanner.skipSpaces()
        let offset = scanner.index
        let relation: LayoutRelation
        switch scanner.peek {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: throw error(EquationMessage.expectedRelation, at: offset)
        }
        guard scanner.peek(at: offset + 1) == "=" else { throw error(EquationMessage.expectedRelation, at: offset) }
        scanner.index += 2
        return relation
    }

    /// The right-hand side. Returns the symbols that may still follow it (before `@`), for the
    /// message when something else does.
    private mutating func parseRightSide(into equation: inout ConstraintEquation) throws(EquationError) -> [String] {
        scanner.skipSpaces()
        let start = scanner.index
        var multiplierWritten = true
        if let number = try scanner.scanNumber(signed: true) {
            scanner.skipSpaces()
            guard scanner.consume("*") else {
                if scanner.isAtWordStart { throw error(EquationMessage.expectedStar, at: scanner.index) }
                if scanner.peek == "+" || scanner.peek == "-" {
                    var lookahead = scanner
                    lookahead.index += 1
                    lookahead.skipSpaces()
                    if lookahead.isAtWordStart { throw error(EquationMessage.constantBeforeItem, at: start) }
                }
                equation.constant = number.value
                return ["@"]
            }
            equation.multiplier = try checkedMultiplier(number.value, at: start)
            equation.second = try parseOperand(missing: EquationMessage.expectedItemAfterStar)
            try rejectSecondMultiplier()
        } else if scanner.isAtWordStart {
            equation.second = try parseOperand(missing: EquationMessage.expectedRightSide)
            if let multiplier = try parseTrailingMultiplier() {
                equation.multiplier = multiplier
                try rejectSecondMultiplier()
            } else {
                multiplierWritten = false
            }
        } else {
            throw error(EquationMessage.expectedRightSide, at: start)
        }
        guard let constant = try parseConstant() else {
            return multiplierWritten ? ["+", "-", "@"] : ["*", "/", "+", "-", "@"]
        }
        equation.constant = constant
        return ["@"]
    }

    /// `* m` or `/ m` after the operand, as the factor; nil when neither follows.
    private mutating func parseTrailingMultiplier() throws(EquationError) -> Double? {
        scanner.skipSpaces()
        guard let symbol = scanner.peek, symbol == "*" || symbol == "/" else { return nil }
        scanner.index += 1
        scanner.skipSpaces()
        let offset = scanner.index
        guard let number = try scanner.scanNumber(signed: true) else {
            throw error(EquationMessage.expectedNumber(after: symbol), at: offset)
        }
        guard symbol == "/" else { return try checkedMultiplier(number.value, at: offset) }
        guard number.value != 0 else { throw error(EquationMessage.divisionByZero, at: offset) }
        let quotient = 1 / number.value
        guard quotient.isFinite else { throw error(EquationMessage.notFiniteQuotient(number.text), at: offset) }
        return try checkedMultiplier(quotient, at: offset)
    }

    /// The multiplier, unless it lies outside `LayoutNumbers.multiplierMagnitudes`.
    private func checkedMultiplier(_ value: Double, at offset: Int) throws(EquationError) -> Double {
        guard LayoutNumbers.isValidMultiplier(value) else {
            throw error(EquationMessage.multiplierOutOfRange(value), at: offset)
        }
        return value
    }

    /// Throws if a `*` or `/` follows a multiplier that is already written.
    private mutating func rejectSecondMultiplier() throws(EquationError) {
        scanner.skipSpaces()
        if scanner.peek == "*" || scanner.peek == "/" {
            throw error(EquationMessage.duplicateMultiplier, at: scanner.index)
        }
    }

    /// `+ c` or `- c`; nil when neither follows.
    private mutating func parseConstant() throws(EquationError) -> Double? {
        scanner.skipSpaces()
        guard let sign = scanner.peek, sign == "+" || sign == "-" else { return nil }
        scanner.index += 1
        scanner.skipSpaces()
        let offset = scanner.index
        guard let number = try scanner.scanNumber(signed: false) else {
            throw error(EquationMessage.expectedNumber(after: sign), at: offset)
        }
        return sign == "-" ? -number.value : number.value
    }

    /// `@ priority`; the scanner is on the `@`.
    private mutating func parsePriority(into equation: inout ConstraintEquation) throws(EquationError) {
        scanner.index += 1
        scanner.skipSpaces()
        let offset = scanner.index
        equation.priorityOffset = offset
        if let number = try scanner.scanNumber(signed: true) {
            guard number.value >= 1 && number.value <= 1000 else {
                throw error(EquationMessage.priorityOutOfRange(number.value), at: offset)
            }
            equation.priority = LayoutPriority(Float(number.value))
        } else if let name = scanner.scanWord() {
            guard let priority = EquationVocabulary.priority(named: name) else {
                let suggestion = EquationVocabulary.prioritySuggestion(for: name)
                throw error(EquationMessage.unknownPriority(name, suggestion: suggestion), at: offset)
            }
            equation.priority = priority
        } else {
            throw error(EquationMessage.expectedPriority, at: offset)
        }
    }

    private func error(_ message: String, at offset: Int) -> EquationError {
        scanner.error(message, at: offset)
    }
}
