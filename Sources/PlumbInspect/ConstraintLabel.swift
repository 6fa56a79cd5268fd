import Plumb

/// The text beside a constraint's I-beam, with one sign convention for every constraint:
/// a spacing reads as the gap it makes (`8` for both `b.leading == a.trailing + 8` and
/// `a.trailing == root.trailing - 8`, as the visual format `[a]-(8)-|` reads), a size as its
/// constant, an alignment as `=` or its offset; `≥`/`≤` and ` @750` when they apply.
enum ConstraintLabel {
    static func text(_ constraint: LayoutConstraint) -> String {
        let first = constraint.firstAttribute.marginFree, second = constraint.secondAttribute.marginFree
        let priority = constraint.priority.isRequired ? "" : " @" + formatPoints(Double(constraint.priority.rawValue))
        if constraint.secondItem == nil {
            return prefix(constraint.relation) + formatPoints(constraint.constant) + priority
        }
        if first.isDimension {
            if constraint.multiplier == 1, constraint.constant == 0 { return symbol(constraint.relation) + priority }
            if constraint.secondItem === constraint.firstItem, first != second {
                let m = formatPoints(constraint.multiplier)
                let ratio = first == .width ? "\(m):1" : "1:\(m)"
                return prefix(constraint.relation) + ratio + signed(constraint.constant) + priority
            }
            return symbol(constraint.relation) + " ×" + formatPoints(constraint.multiplier) + signed(constraint.constant) + priority
        }
        if constraint.multiplier != 1 {
            return symbol(constraint.relation) + " ×" + formatPoints(constraint.multiplier) + signed(constraint.constant) + priority
        }
        if isEdge(first), isEdge(second) {
            // Read from the far side (trailing, right, bottom) the constant counts the other way.
            let flip = isFarEdge(first)
            let relation = flip ? constraint.relation.reversed : constraint.relation
            let gap = flip ? -constraint.constant : constraint.constant
            return prefix(relation) + formatPoints(gap == 0 ? 0 : gap) + priority
        }
        if constraint.constant == 0 { return symbol(constraint.relation) + priority }
        return prefix(constraint.relation) + (constraint.constant > 0 ? "+" : "−") + formatPoints(abs(constraint.constant)) + priority
    }

    private static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        [.left, .right, .leading, .trailing, .top, .bottom].contains(attribute)
    }

    private static func isFarEdge(_ attribute: LayoutAttribute) -> Bool {
        [.right, .trailing, .bottom].contains(attribute)
    }

    /// `=`, `≥`, `≤`.
    private static func symbol(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: return "="
        case .greaterThanOrEqual: return "≥"
        case .lessThanOrEqual: return "≤"
        }
    }

    /// Nothing, `≥ ` or `≤ `.
    private static func prefix(_ relation: LayoutRelation) -> String {
        relation == .equal ? "" : symbol(relation) + " "
    }

    /// ` + 20`, ` − 20`, or nothing for 0.
    private static func signed(_ value: Double) -> String {
        guard value != 0 else { return "" }
        return (value < 0 ? " − " : " + ") + formatPoints(abs(value))
    }
}
