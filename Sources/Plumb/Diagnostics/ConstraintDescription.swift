/// UIKit's description of a constraint, with stable short ids instead of memory addresses:
///
/// ```
/// <LayoutConstraint:c7 'labelToTop' V:|-(100)-[label]   (Names: '|':root )>
/// <LayoutConstraint:c3 'saturnWidth' saturn.width == 1.5*saturn.height>
/// <LayoutConstraint:c5 H:[button]-(NSSpace(8))-[field] priority:750>
/// ```
///
/// The body is the visual format when one fits (an edge to the superview, a gap between
/// siblings, a size, an equal size), else the equation. Views are named by identifier, or
/// `Class:vN` (N: the view's place in a depth-first walk of its tree, the root being v1; a
/// label adds its text, and any view its ``View/constraintLogText``), guides by identifier or `LayoutGuide:gN`, the constraint itself by
/// `cN`, its place among the tree's active constraints in activation order. `(LTR)` marks a
/// horizontal format made with left/right, `(Names: '|':… )` says what `|` stands for, and
/// `(at file:line)` where the constraint was written (`#fileID:#line`, or the scene file's
/// line and column), when known.
struct ConstraintDescription {
    let constraint: LayoutConstraint
    /// Each active constraint's place in its tree (from ``idTable(for:)``), when known already.
    var ids: [ObjectIdentifier: Int]?

    var text: String {
        var text = "<LayoutConstraint:\(constraintID)"
        if let identifier = constraint.identifier { text += " '\(identifier)'" }
        var names: [String] = []
        if let (format, superview, usesLeftRight) = visualFormat() {
            text += " " + format
            if usesLeftRight { text += " (LTR)" }
            if let superview { names.append("'|':\(Self.name(of: superview))") }
        } else {
            text += " " + equation
        }
        if !constraint.priority.isRequired { text += " priority:\(constraint.priority)" }
        if !names.isEmpty { text += "   (Names: \(names.joined(separator: ", ")) )" }
        if let source = constraint.source { text += "   (at \(source))" }
        return text + ">"
    }

    // MARK: Names and ids

    /// `cN` among the tree's active constraints in activation order; `c?` when inactive.
    private var constraintID: String {
        guard let container = constraint.container else { return "c?" }
        let table = ids ?? Self.idTable(for: container.rootView)
        return table[ObjectIdentifier(constraint)].map { "c\($0)" } ?? "c?"
    }

    /// Every active constraint of a tree → its place (from 1) in activation order.
    static func idTable(for root: View) -> [ObjectIdentifier: Int] {
        let all = root.subtreeViews.flatMap(\.constraints).sorted { $0.activationOrder < $1.activationOrder }
        return Dictionary(uniqueKeysWithValues: all.enumerated().map { (ObjectIdentifier($0.element), $0.offset + 1) })
    }

    /// An item's name in logs: its identifier, or `Class:vN` / `LayoutGuide:gN`, a view's
    /// ``View/constraintLogText`` (a label's text) after it.
    static func name(of item: LayoutItem) -> String {
        if let identifier = item.identifier { return identifier }
        if let view = item as? View {
            let base = "\(type(of: view)):\(view.treeID)"
            return view.constraintLogText.map { base + "'\($0)'" } ?? base
        }
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let guides = owner.rootView.subtreeViews.flatMap(\.layoutGuides)
            if let systemName = guide.systemName { return "\(name(of: owner)).\(systemName)" }
            return "LayoutGuide:g\((guides.firstIndex { $0 === guide } ?? -1) + 1)"
        }
        return item.debugName
    }

    /// `a.width == 0.5*b.width + 20`, items named as in logs.
    private var equation: String { ConstraintFormatting.equation(constraint, name: Self.name(of:)) }

    // MARK: Visual format

    /// The format, the view `|` stands for (if used), and whether left/right made it.
    private func visualFormat() -> (String, LayoutItem?, Bool)? {
        let c = constraint
        guard c.multiplier == 1 || c.secondItem == nil else { return nil }
        let first = c.firstAttribute, second = c.secondAttribute
        guard let axis = first.axis, !first.isMargin, !second.isMargin else { return nil }
        let prefix = axis == .horizontal ? "H:" : "V:"
        // A size: H:[a(100)], H:[a(==b)].
        if first.isDimension {
            if c.secondItem == nil { return (prefix + "[\(Self.name(of: c.firstItem))(\(predicate(c.constant, c.relation)))]", nil, false) }
            guard second == first, c.constant == 0, let other = c.secondItem else { return nil }
            return (prefix + "[\(Self.name(of: c.firstItem))(\(c.relation.symbol)\(Self.name(of: other)))]", nil, false)
        }
        guard let other = c.secondItem else { return nil }
        let leftRight = first.isAbsoluteHorizontal || second.isAbsoluteHorizontal
        let (start, end) = Self.edges(first)
        // An edge to the superview: |-(c)-[a] and [a]-(c)-|.
        if Self.superview(of: c.firstItem) === other, first == second {
            if first == start { return (prefix + "|-(\(predicate(c.constant, c.relation)))-[\(Self.name(of: c.firstItem))]", other, leftRight) }
            if first == end { return (prefix + "[\(Self.name(of: c.firstItem))]-(\(predicate(-c.constant, c.relation.reversed)))-|", other, leftRight) }
        }
        if Self.superview(of: other) === c.firstItem, first == second {
            if first == end { return (prefix + "[\(Self.name(of: other))]-(\(predicate(c.constant, c.relation)))-|", c.firstItem, leftRight) }
        }
        // A gap between siblings: [b]-(c)-[a] for a.leading == b.trailing + c.
        if first == start, second == Self.edges(second).1, Self.edges(second).0 == start,
           Self.superview(of: c.firstItem) === Self.superview(of: other) {
            return (prefix + "[\(Self.name(of: other))]-(\(predicate(c.constant, c.relation)))-[\(Self.name(of: c.firstItem))]", nil, leftRight)
        }
        return nil
    }

    /// The start and end edges of an attribute's axis kind: (leading, trailing), (left, right), (top, bottom).
    private static func edges(_ attribute: LayoutAttribute) -> (LayoutAttribute, LayoutAttribute) {
        switch attribute {
        case .left, .right: return (.left, .right)
        case .top, .bottom: return (.top, .bottom)
        default: return (.leading, .trailing)
        }
    }

    /// The view an item is laid out in: a view's superview, a guide's owning view.
    private static func superview(of item: LayoutItem) -> LayoutItem? {
        (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
    }

    /// `80`, `>=0`, `NSSpace(8)`, `80@501`.
    private func predicate(_ value: Double, _ relation: LayoutRelation) -> String {
        var text = constraint.usesStandardSpacing ? "NSSpace(\(formatPoints(value)))" : formatPoints(value)
        if relation != .equal { text = relation.symbol + text }
        if !constraint.priority.isRequired { text += "@\(constraint.priority)" }
        return text
    }
}

extension LayoutConstraint {
    /// The ``description`` of each constraint, numbering each tree's constraints once for all
    /// of them (asking each constraint in turn numbers its tree every time).
    public static func descriptions(of constraints: [LayoutConstraint]) -> [String] {
        var tables: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
        return constraints.map { constraint in
            guard let root = constraint.container?.rootView else { return constraint.description }
            let key = ObjectIdentifier(root)
            if tables[key] == nil { tables[key] = ConstraintDescription.idTable(for: root) }
            return ConstraintDescription(constraint: constraint, ids: tables[key]).text
        }
    }
}
