import Plumb

/// The text beside a constraint's I-beam, with one sign convention for every constraint:
/// a spacing reads as the gap it makes, as the visual format reads (`8` for
/// `b.leading == a.trailing + 8`, `a.trailing == root.trailing - 8` and
/// `root.trailing == a.trailing + 8` alike, all `[a]-(8)-|` or `[a]-(8)-[b]`), a size as its
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
        if isEdge(first), isEdge(second), let other = constraint.secondItem {
            // `first == second + c` makes a gap of c when the first edge is the later one.
            let flip = !firstEdgeIsLater(first, constraint.firstItem, second, other)
            let relation = flip ? constraint.relation.reversed : constraint.relation
            let gap = flip ? -constraint.constant : constraint.constant
            return prefix(relation) + formatPoints(gap == 0 ? 0 : gap) + priority
        }
        if constraint.constant == 0 { return symbol(constraint.relation) + priority }
        return prefix(constraint.relation) + (constraint.constant > 0 ? "+" : "−") + formatPoints(abs(constraint.constant)) + priority
    }

    /// True when the first edge comes after the second in a well-ordered layout: a leading
    /// edge after a sibling's trailing one, an item's leading edge after its container's, a
    /// container's trailing edge after its content's. Siblings' matching edges count as ordered.
    private static func firstEdgeIsLater(_ first: LayoutAttribute, _ firstItem: LayoutItem,
                                         _ second: LayoutAttribute, _ secondItem: LayoutItem) -> Bool {
        switch (isFarEdge(first), isFarEdge(second)) {
        case (false, true): return true
        case (true, false): return false
        case (false, false): return !encloses(firstItem, secondItem)
        case (true, true): return !encloses(secondItem, firstItem)
        }
    }

    /// True when `outer` holds `inner`: a view around its descendants and its own guides, a
    /// guide (margins, safe area) around its owner's descendants.
    private static func encloses(_ outer: LayoutItem, _ inner: LayoutItem) -> Bool {
        guard outer !== inner, let outerView = view(of: outer), let innerView = view(of: inner) else { return false }
        if outerView === innerView { return outer is View && inner is LayoutGuide }
        return outerView.isAncestor(of: innerView)
    }

    /// The view itself, or a guide's owner.
    private static func view(of item: LayoutItem) -> View? { (item as? View) ?? (item as? LayoutGuide)?.owningView }

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
