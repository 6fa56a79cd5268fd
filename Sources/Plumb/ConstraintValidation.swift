/// The checks UIKit makes when a constraint is created (it raises; Plumb reports).
enum ConstraintValidation {
    static func problem(_ item1: LayoutItem, _ attr1: LayoutAttribute, _ item2: LayoutItem?, _ attr2: LayoutAttribute,
                        multiplier: Double, constant: Double) -> LayoutError? {
        let name = ConstraintFormatting.equation(item1, attr1, item2, attr2, multiplier: multiplier, constant: constant,
                                                 relation: .equal)
        if let problem = LayoutNumbers.multiplierProblem(multiplier, what: "multiplier of \(name)") { return problem }
        if let problem = LayoutNumbers.valueProblem(constant, what: "constant of \(name)") { return problem }
        guard attr1 != .notAnAttribute else { return .missingFirstAttribute(constraint: name) }
        if (item2 == nil) != (attr2 == .notAnAttribute) { return .missingSecondItem(constraint: name) }
        for (item, attribute) in [(item1, attr1), (item2, attr2)] where item is LayoutGuide {
            if attribute == .firstBaseline || attribute == .lastBaseline { return .baselineOfGuide(constraint: name) }
        }
        guard item2 != nil else {
            return attr1.isDimension ? nil : .locationEqualToConstant(constraint: name, attribute: attr1)
        }
        if attr1.isDimension && attr2.isDimension { return nil }
        if attr1.isDimension != attr2.isDimension || attr1.axis != attr2.axis {
            return .invalidPairing(constraint: name, first: attr1, second: attr2)
        }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontal) || (attr1.isAbsoluteHorizontal && attr2.isDirectional) {
            return .mixedDirections(constraint: name)
        }
        return nil
    }
}

/// Text forms of constraints.
enum ConstraintFormatting {
    /// `a.width == 0.5*b.width + 20`, with ` @750` for optional priorities.
    static func equation(_ constraint: LayoutConstraint) -> String {
        var text = equation(constraint, name: \.debugName)
        if let identifier = constraint.identifier { text = "'\(identifier)' " + text }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    /// `a.width == 0.5*b.width + 20`, items named by `name` (their `debugName` by default).
    static func equation(_ item1: LayoutItem, _ attr1: LayoutAttribute, _ item2: LayoutItem?, _ attr2: LayoutAttribute,
                         multiplier: Double, constant: Double, relation: LayoutRelation,
                         name: (LayoutItem) -> String = \.debugName) -> String {
        var rhs = ""
        if let item2, attr2 != .notAnAttribute {
            rhs = multiplier == 1 ? "" : "\(formatPoints(multiplier))*"
            rhs += "\(name(item2)).\(attr2)"
            if constant != 0 { rhs += constant < 0 ? " - \(formatPoints(-constant))" : " + \(formatPoints(constant))" }
        } else {
            rhs = formatPoints(constant)
        }
        return "\(name(item1)).\(attr1) \(relation.symbol) \(rhs)"
    }

    /// A constraint's equation with its items named by `name`.
    static func equation(_ constraint: LayoutConstraint, name: (LayoutItem) -> String) -> String {
        equation(constraint.firstItem, constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute,
                 multiplier: constraint.multiplier, constant: constraint.constant, relation: constraint.relation, name: name)
    }
}
