import Plumb

/// An Interface Builder scene's `<constraint>` elements made into Plumb's constraints.
extension IBSceneBuilder {
    /// A `<constraint>`, or nil (with a warning) when it can't be made; placeholders are left
    /// out, as Interface Builder leaves them out when it builds.
    mutating func constraint(_ element: IBElement, owner: View) -> SceneConstraint? {
        guard element["placeholder"] != "YES" else { return nil }
        let references = [element["firstItem"], element["secondItem"]].compactMap { $0 }
        if references.contains(where: absentIDs.contains) { return nil }
        func item(_ key: String) -> LayoutItem?? {
            guard let id = element[key] else { return .some(nil) }
            return items[id].map { .some($0) } ?? nil
        }
        guard let firstAttribute = element["firstAttribute"].flatMap(Self.attribute) else {
            warnings.append(warning(element, "a constraint with the unknown attribute '\(element["firstAttribute"] ?? "")' is left out"))
            return nil
        }
        let secondAttribute = element["secondAttribute"].flatMap(Self.attribute) ?? .notAnAttribute
        guard let first = item("firstItem"), let second = item("secondItem") else {
            let missing = references.first { items[$0] == nil } ?? ""
            warnings.append(warning(element, "a constraint names '\(missing)', which is not a view or guide Plumb knows: left out"))
            return nil
        }
        let secondItem: LayoutItem? = second ?? (secondAttribute == .notAnAttribute ? nil : owner)
        let relations: [String: LayoutRelation] = ["greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual]
        let relation = element["relation"].flatMap { relations[$0] } ?? .equal
        let made: LayoutConstraint
        do {
            made = try LayoutConstraint(item: first ?? owner, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                                        attribute: secondAttribute, multiplier: Self.multiplier(element["multiplier"]),
                                        constant: IBValues.number(element, "constant") ?? 0, file: source.file, line: element.line)
        } catch {
            warnings.append(warning(element, "a constraint is left out: \(error)"))
            return nil
        }
        if let priority = IBValues.number(element, "priority"), (1...1000).contains(priority) { made.priority = LayoutPriority(Float(priority)) }
        let id = element["id"] ?? "constraint"
        made.identifier = element["identifier"] ?? id
        return SceneConstraint(constraint: made, name: element["identifier"] ?? id, location: location(element),
                               isActive: variations.isInstalled(id, element: element))
    }

    /// IB's attribute names: UIKit's, with `baseline` for the last baseline.
    static func attribute(_ name: String) -> LayoutAttribute? {
        name == "baseline" ? .lastBaseline : LayoutAttribute(rawValue: name).flatMap { $0 == .notAnAttribute ? nil : $0 }
    }

    /// `2`, `0.5` or a ratio, `16:9` or `2/3` (IB writes both); 1 when there is none.
    /// (`IBNumbers` has refused a document whose multiplier is not a number before this.)
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        return ratio(text) ?? 1
    }

    /// The value of `2`, `0.5`, `16:9` or `2/3`; nil when it is none of these or divides by 0.
    static func ratio(_ text: String) -> Double? {
        let parts = text.split(separator: text.contains(":") ? ":" : "/", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            return a / b
        }
        return Double(text)
    }
}
