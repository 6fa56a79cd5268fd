/// Turns a parsed equation into a constraint: looks the item names up, resolves `superview`,
/// and reports a combination the engine would reject at the attribute that causes it.
struct EquationBuilder {
    let equation: ConstraintEquation
    let text: String
    let items: [String: LayoutItem]
    let source: SourceLocation?

    /// The name that stands for the first item's superview when `items` has no item by that name.
    static let superviewName = "superview"

    func build() throws(EquationError) -> LayoutConstraint {
        let first = equation.first
        let firstBase = try resolveFirst(first)
        let firstItem = try guide(of: firstBase, first)
        var secondItem: LayoutItem?
        if let second = equation.second { secondItem = try resolve(second, relativeTo: firstBase, named: first.item) }
        try checkNumbers()

        let constraint = LayoutConstraint(firstItem, first.attribute, equation.relation, secondItem,
                                          equation.second?.attribute ?? .notAnAttribute,
                                          multiplier: equation.multiplier, constant: equation.constant, source: source)
        if let problem = constraint.problem {
            throw error(problem.description, at: offset(of: problem, firstItem: firstItem))
        }
        constraint.priority = equation.priority ?? .required
        constraint.origin = text
        return constraint
    }

    // MARK: Items

    private func resolveFirst(_ operand: ConstraintEquation.Operand) throws(EquationError) -> LayoutItem {
        if let item = wholeItem(operand) ?? items[operand.item] { return item }
        if operand.item == Self.superviewName { throw error(EquationMessage.superviewFirst, at: operand.itemOffset) }
        throw unknownItem(operand)
    }

    /// The second item: a key of `items`, or `superview` for the first item's superview (of the
    /// first item itself, not of its guide), then its guide if one is named.
    private func resolve(_ operand: ConstraintEquation.Operand, relativeTo firstItem: LayoutItem,
                         named firstName: String) throws(EquationError) -> LayoutItem {
        try guide(of: resolveItem(operand, relativeTo: firstItem, named: firstName), operand)
    }

    /// The operand's item or, for `item.guide.attr`, the item's guide of that name.
    private func guide(of item: LayoutItem, _ operand: ConstraintEquation.Operand) throws(EquationError) -> LayoutItem {
        guard let name = operand.guide, wholeItem(operand) == nil else { return item }
        let offset = operand.guideOffset ?? operand.itemOffset
        if !EquationGuideName.names.contains(name), items.keys.contains(where: { $0.hasPrefix(operand.item + ".") }) {
            let suggestion = partOrGuideSuggestion(for: name, of: operand.item)
            throw error(EquationMessage.unknownPart(name, of: operand.item, suggestion: suggestion), at: offset)
        }
        do {
            return try EquationGuideName.guide(named: name, of: item, itemName: operand.item)
        } catch {
            throw self.error(error.message, at: offset)
        }
    }

    /// The item named by the whole dotted name, `b1.label` in `b1.label.top`, when `items` has
    /// one: a part of a component instance wins over a guide of the same name.
    private func wholeItem(_ operand: ConstraintEquation.Operand) -> LayoutItem? {
        guard let part = operand.guide else { return nil }
        return items[operand.item + "." + part]
    }

    /// A near miss among the guide names and the parts named `item.PART` in `items`.
    private func partOrGuideSuggestion(for name: String, of item: String) -> String? {
        let prefix = item + "."
        let parts = items.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        if let part = EquationVocabulary.suggestion(for: name, among: parts.sorted()) { return part }
        return EquationGuideName.suggestion(for: name)
    }

    private func resolveItem(_ operand: ConstraintEquation.Operand, relativeTo firstItem: LayoutItem,
                             named firstName: String) throws(EquationError) -> LayoutItem {
        if let item = wholeItem(operand) ?? items[operand.item] { return item }
        guard operand.item == Self.superviewName else { throw unknownItem(operand) }
        if let view = firstItem as? View {
            guard let superview = view.superview else {
                throw error(EquationMessage.noSuperview(firstName, isGuide: false), at: operand.itemOffset)
            }
            return superview
        }
        if let guide = firstItem as? LayoutGuide, let owner = guide.owningView { return owner }
        throw error(EquationMessage.noSuperview(firstName, isGuide: firstItem is LayoutGuide), at: operand.itemOffset)
    }

    private func unknownItem(_ operand: ConstraintEquation.Operand) -> EquationError {
        // `root.margins.safeArea.top`: a guide named after a guide.
        if let dot = operand.item.lastIndex(of: "."), items[String(operand.item[..<dot])] is View,
           EquationGuideName.names.contains(String(operand.item[operand.item.index(after: dot)...])), let guide = operand.guide {
            return error(EquationMessage.guideOfGuide(guide, item: operand.item), at: operand.guideOffset ?? operand.itemOffset)
        }
        let names = items.keys.sorted() + (items[Self.superviewName] == nil ? [Self.superviewName] : [])
        let suggestion = EquationVocabulary.suggestion(for: operand.item, among: names)
        return error(EquationMessage.unknownItem(operand.item, suggestion: suggestion), at: operand.itemOffset)
    }

    // MARK: Checks

    /// The parser never yields these, but an equation's fields are public and may be edited.
    private func checkNumbers() throws(EquationError) {
        let anchor = equation.second?.attributeOffset ?? equation.first.attributeOffset
        guard equation.multiplier.isFinite else {
            throw error(EquationMessage.nonFiniteValue("multiplier", equation.multiplier), at: anchor)
        }
        guard equation.constant.isFinite else {
            throw error(EquationMessage.nonFiniteValue("constant", equation.constant), at: anchor)
        }
        guard LayoutNumbers.isValidMultiplier(equation.multiplier) else {
            throw error(EquationMessage.multiplierOutOfRange(equation.multiplier), at: anchor)
        }
        guard LayoutNumbers.isValidValue(equation.constant) else {
            throw error(EquationMessage.outOfRange(formatPoints(equation.constant)), at: anchor)
        }
        if let priority = equation.priority, !priority.isValid {
            throw error(EquationMessage.priorityOutOfRange(Double(priority.rawValue)),
                        at: equation.priorityOffset ?? text.count)
        }
    }

    /// Where to put the caret for a problem `ConstraintValidation` found.
    private func offset(of problem: LayoutError, firstItem: LayoutItem) -> Int {
        let first = equation.first
        let second = equation.second
        switch problem {
        case .locationEqualToConstant, .missingFirstAttribute:
            return first.attributeOffset
        case .baselineOfGuide:
            let firstIsGuideBaseline = firstItem is LayoutGuide
                && (first.attribute == .firstBaseline || first.attribute == .lastBaseline)
            return firstIsGuideBaseline ? first.attributeOffset : second?.attributeOffset ?? first.attributeOffset
        default:
            return second?.attributeOffset ?? first.attributeOffset
        }
    }

    private func error(_ message: String, at offset: Int) -> EquationError {
        EquationError(message: message, equation: text, offset: offset)
    }
}
