/// The words an equation may use for attributes and priorities.
enum EquationVocabulary {
    /// Every attribute except `notAnAttribute`, in declaration order.
    static let attributes: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// Words that are not attributes but that people write for one (UIKit's `baseline`).
    static let attributeHints: [String: String] = [
        "baseline": "lastBaseline",
        "centerXMargin": "centerXWithinMargins",
        "centerYMargin": "centerYWithinMargins",
    ]

    /// The named priorities.
    static let priorities: [(name: String, value: LayoutPriority)] = [
        ("required", .required), ("high", .defaultHigh), ("low", .defaultLow), ("fittingSize", .fittingSizeLevel),
    ]

    /// The attribute spelt `name`; nil for an unknown name or `notAnAttribute`.
    static func attribute(named name: String) -> LayoutAttribute? {
        guard let attribute = LayoutAttribute(rawValue: name), attribute != .notAnAttribute else { return nil }
        return attribute
    }

    /// The attribute `name` was probably meant to be.
    static func attributeSuggestion(for name: String) -> String? {
        attributeHints[name] ?? suggestion(for: name, among: attributes.map(\.rawValue))
    }

    /// The priority called `name`.
    static func priority(named name: String) -> LayoutPriority? {
        priorities.first { $0.name == name }?.value
    }

    /// The priority name `name` was probably meant to be.
    static func prioritySuggestion(for name: String) -> String? {
        suggestion(for: name, among: priorities.map(\.name))
    }

    /// The name in `names` that `name` is a near miss of: the only one it turns into by swapping
    /// two neighbouring characters (`widht` → `width`, which plain edit distance finds no closer
    /// than `right`), else ``NameSuggestion/closest(to:among:)``'s choice.
    static func suggestion(for name: String, among names: [String]) -> String? {
        let lowered = Array(name.lowercased())
        let swapped = names.filter { candidate in
            let other = Array(candidate.lowercased())
            guard other.count == lowered.count else { return false }
            let differences = lowered.indices.filter { lowered[$0] != other[$0] }
            return differences.count == 2 && differences[1] == differences[0] + 1
                && lowered[differences[0]] == other[differences[1]] && lowered[differences[1]] == other[differences[0]]
        }
        if swapped.count == 1 { return swapped[0] }
        return NameSuggestion.closest(to: name, among: names)
    }
}
