/// The messages the equation parser and builder report, in one place so the wording stays consistent.
enum EquationMessage {
    static let emptyEquation = "The equation is empty."
    static let expectedItem = "Expected an item name here (a view or guide id)."
    static let expectedDot = "Expected a '.' and an attribute after the item name."
    static let expectedRelation = "Expected a relation (==, <= or >=) here."
    static let expectedRightSide = "Expected a number or an item.attribute here."
    static let expectedItemAfterStar = "Expected an item.attribute after '*'."
    static let expectedStar = "Expected a '*' between the multiplier and the item."
    static let constantBeforeItem = "The constant goes after the item: item.attr + c."
    static let duplicateMultiplier = "The multiplier is already given; write at most one."
    static let divisionByZero = "Cannot divide by zero."
    static let expectedPriority =
        "Expected a priority after '@': a number from 1 to 1000, or required, high, low or fittingSize."
    static let superviewFirst =
        "'superview' stands for the first item's superview, so it cannot be the first item."

    /// The attribute names the grammar accepts, in the order the messages list them.
    static var attributeList: String {
        EquationVocabulary.attributes.map(\.rawValue).joined(separator: ", ")
    }

    static var expectedAttribute: String { "Expected an attribute after '.'; one of \(attributeList)." }

    static func unknownAttribute(_ name: String, suggestion: String?) -> String {
        if let suggestion { return "Unknown attribute '\(name)'. Did you mean '\(suggestion)'?" }
        return "Unknown attribute '\(name)'; expected one of \(attributeList)."
    }

    static func unknownPriority(_ name: String, suggestion: String?) -> String {
        if let suggestion { return "Unknown priority name '\(name)'. Did you mean '\(suggestion)'?" }
        return "Unknown priority name '\(name)'; use a number from 1 to 1000, or required, high, low or fittingSize."
    }

    static func expectedNumber(after symbol: Character) -> String { "Expected a number after '\(symbol)'." }

    /// What may follow the right-hand side at this point, e.g.
    /// `Expected '+', '-', '@' or the end of the equation here.`
    static func expectedContinuation(_ symbols: [String]) -> String {
        let quoted = symbols.map { "'\($0)'" }
        guard !quoted.isEmpty else { return "Expected the end of the equation here." }
        return "Expected \(quoted.joined(separator: ", ")) or the end of the equation here."
    }

    static func notFinite(_ text: String) -> String { LayoutNumbers.notFiniteMessage(text) }
    static func outOfRange(_ text: String) -> String { LayoutNumbers.outOfRangeMessage(text) }
    static func multiplierOutOfRange(_ value: Double) -> String { LayoutNumbers.multiplierOutOfRangeMessage(formatPoints(value)) }
    static func notFiniteQuotient(_ text: String) -> String { "1/\(text) is not a finite multiplier." }
    static func nonFiniteValue(_ what: String, _ value: Double) -> String { "The \(what) \(value) is not finite." }
    static func priorityOutOfRange(_ value: Double) -> String {
        "The priority \(formatPoints(value)) is out of range; priorities run from 1 to 1000."
    }

    static func unknownItem(_ name: String, suggestion: String?) -> String {
        let message = "No view or guide is named '\(name)'."
        guard let suggestion else { return message }
        return message + " Did you mean '\(suggestion)'?"
    }

    static func unknownPart(_ name: String, of item: String, suggestion: String?) -> String {
        let message = "'\(item)' has no part or guide named '\(name)'"
        if let suggestion { return message + ". Did you mean '\(suggestion)'?" }
        return message + "."
    }

    static func unknownGuide(_ name: String, suggestion: String?) -> String {
        let message = "Unknown guide '\(name)'"
        if let suggestion { return message + ". Did you mean '\(suggestion)'?" }
        return message + "; expected one of \(EquationGuideName.names.joined(separator: ", "))."
    }

    static func guideOfGuide(_ guide: String, item: String) -> String {
        "'\(item)' is a layout guide; only views have a \(guide)."
    }

    static func scrollGuideOfView(_ guide: String, item: String) -> String {
        "'\(item)' is not a scroll view; only scroll views have a \(guide)."
    }

    static func noSuperview(_ name: String, isGuide: Bool) -> String {
        isGuide
            ? "'superview' stands for the view that owns \(name), but \(name) is not added to a view."
            : "'superview' stands for the superview of \(name), but \(name) has no superview."
    }
}
