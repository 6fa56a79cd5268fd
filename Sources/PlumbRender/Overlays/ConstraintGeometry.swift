import Plumb

/// Where a constraint's attributes lie in overlay coordinates, whether it holds, and how its
/// label reads. The engine's rules are mirrored on the laid-out (pixel-snapped) rectangles:
/// margin attributes act on the frame inset by the layout margins, leading and trailing follow
/// the first item's layout direction, baselines follow ``View/forFirstBaselineLayout``.
enum ConstraintOverlayGeometry {
    /// What an attribute marks along its axis.
    enum Role: Equatable {
        /// Left, leading or top (and their margins): where a gap starts.
        case near
        /// Right, trailing or bottom (and their margins): where a gap ends.
        case far
        /// centerX, centerY (and within margins).
        case center
        /// First or last baseline.
        case baseline
        /// Width or height.
        case size
        /// notAnAttribute.
        case none

        /// True for the edges a spacing runs between.
        var isEdge: Bool { self == .near || self == .far }
    }

    /// How a constraint is coloured, as Interface Builder colours constraints.
    enum Status: Int, Comparable {
        /// Holds, and its items are unambiguous: blue.
        case satisfied
        /// An item's layout is ambiguous: orange.
        case ambiguous
        /// Broken to recover from a conflict, one of an unsatisfiable set, or (required and) not holding: red.
        case conflicting

        static func < (a: Status, b: Status) -> Bool { a.rawValue < b.rawValue }

        /// The stroke colour.
        var color: Color {
            switch self {
            case .satisfied: return OverlayStyle.satisfied
            case .ambiguous: return OverlayStyle.ambiguous
            case .conflicting: return OverlayStyle.conflicting
            }
        }

        /// The rank of its labels.
        var labelRank: Int {
            switch self {
            case .satisfied: return OverlayLabelRank.constraint
            case .ambiguous: return OverlayLabelRank.ambiguousConstraint
            case .conflicting: return OverlayLabelRank.conflictingConstraint
            }
        }
    }

    /// The role of an attribute (its margin variant's role for margins).
    static func role(_ attribute: LayoutAttribute) -> Role {
        switch attribute.marginFree {
        case .left, .leading, .top: return .near
        case .right, .trailing, .bottom: return .far
        case .centerX, .centerY: return .center
        case .firstBaseline, .lastBaseline: return .baseline
        case .width, .height: return .size
        default: return .none
        }
    }

    /// The layout direction the engine reads leading and trailing in for a constraint: its first item's.
    static func direction(of item: LayoutItem) -> LayoutDirection {
        if let view = item as? View { return view.effectiveUserInterfaceLayoutDirection }
        if let guide = item as? LayoutGuide, let owner = guide.owningView { return owner.effectiveUserInterfaceLayoutDirection }
        return .leftToRight
    }

    /// The attribute's position (or size) in overlay coordinates.
    static func position(_ attribute: LayoutAttribute, of item: OverlayScene.ItemGeometry,
                         direction: LayoutDirection, scene: OverlayScene) -> Double? {
        var rect = item.rect
        if attribute.isMargin, !item.isGuide { rect = item.frame.inset(by: item.view.layoutMargins) }
        switch attribute {
        case .firstBaseline, .lastBaseline:
            if item.isGuide { return rect.maxY }
            return scene.baseline(of: item.view, first: attribute == .firstBaseline)
        default: return attribute.position(in: rect, direction: direction)
        }
    }

    /// How far, in points, the laid-out rectangles miss the constraint (0 when it holds); nil
    /// when an attribute has no position.
    static func violation(of constraint: LayoutConstraint, first: OverlayScene.ItemGeometry,
                          second: OverlayScene.ItemGeometry?, scene: OverlayScene) -> Double? {
        let direction = self.direction(of: constraint.firstItem)
        guard let lhs = position(constraint.firstAttribute, of: first, direction: direction, scene: scene) else { return nil }
        let (relation, constant) = constraint.resolved(for: direction)
        var rhs = constant
        if constraint.secondAttribute != .notAnAttribute {
            guard let second, let value = position(constraint.secondAttribute, of: second, direction: direction, scene: scene) else {
                return nil
            }
            rhs += constraint.multiplier * value
            // Positions with a multiplier are read in the container's coordinates, as UIKit does.
            if constraint.multiplier != 1, !constraint.firstAttribute.isDimension, let container = constraint.installedView,
               container.superview != nil, let frame = scene.geometry(of: container)?.frame {
                rhs += (1 - constraint.multiplier) * (constraint.firstAttribute.axis == .horizontal ? frame.minX : frame.minY)
            }
        }
        switch relation {
        case .equal: return abs(lhs - rhs)
        case .lessThanOrEqual: return max(0, lhs - rhs)
        case .greaterThanOrEqual: return max(0, rhs - lhs)
        }
    }

    /// The slack a satisfied constraint may show after pixel snapping: half a point, or half a
    /// pixel per snapped edge on each side when pixels are coarser.
    static func tolerance(for constraint: LayoutConstraint, scale: Double) -> Double {
        max(0.5, (1 + abs(constraint.multiplier)) * 0.5 / scale) + 1e-6
    }

    /// The constraint's colour: red when broken, conflicting or (required and) violated by more
    /// than the tolerance; orange when an item is ambiguous; blue otherwise.
    static func status(of constraint: LayoutConstraint, first: OverlayScene.ItemGeometry,
                       second: OverlayScene.ItemGeometry?, scene: OverlayScene) -> Status {
        if constraint.isBroken || constraint.isConflicting { return .conflicting }
        if constraint.priority.isRequired, let miss = violation(of: constraint, first: first, second: second, scene: scene),
           miss > tolerance(for: constraint, scale: scene.scale) {
            return .conflicting
        }
        if !scene.ambiguity(of: constraint.firstItem).isEmpty { return .ambiguous }
        if let item = constraint.secondItem, !scene.ambiguity(of: item).isEmpty { return .ambiguous }
        return .satisfied
    }

    // MARK: Labels

    /// `≥ `, `≤ ` or nothing.
    static func relationPrefix(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: return ""
        case .greaterThanOrEqual: return "≥ "
        case .lessThanOrEqual: return "≤ "
        }
    }

    /// ` @750` for an optional constraint, nothing for a required one.
    static func prioritySuffix(_ constraint: LayoutConstraint) -> String {
        constraint.priority.isRequired ? "" : " " + OverlayStyle.priority(constraint.priority)
    }

    /// ` + 20` / ` - 20`, or nothing for 0.
    static func signedTerm(_ value: Double) -> String {
        guard value != 0 else { return "" }
        return (value < 0 ? " - " : " + ") + OverlayStyle.number(abs(value))
    }

    /// A spacing's label: the gap as Interface Builder shows it (`8`, `≥ 8`, `8 @750`). With
    /// `flip`, the constraint is read from its other side: the constant is negated and the
    /// relation reversed, so that `a.trailing == b.leading - 8` reads `8` too.
    static func spacingText(_ constraint: LayoutConstraint, flip: Bool) -> String {
        var relation = constraint.relation
        var constant = constraint.constant
        if flip {
            constant = -constant
            relation = relation == .greaterThanOrEqual ? .lessThanOrEqual : relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
        }
        return relationPrefix(relation) + OverlayStyle.number(constant) + prioritySuffix(constraint)
    }

    /// A size constant's label: `100`, `≤ 100 @250`.
    static func dimensionText(_ constraint: LayoutConstraint) -> String {
        relationPrefix(constraint.relation) + OverlayStyle.number(constraint.constant) + prioritySuffix(constraint)
    }

    /// The label of a relation between two attributes: `=`, `≥ ×0.5 + 20 @750`.
    static func relationText(_ constraint: LayoutConstraint) -> String {
        var text: String
        switch constraint.relation {
        case .equal: text = "="
        case .greaterThanOrEqual: text = "≥"
        case .lessThanOrEqual: text = "≤"
        }
        if constraint.multiplier != 1 { text += " ×" + OverlayStyle.number(constraint.multiplier) }
        return text + signedTerm(constraint.constant) + prioritySuffix(constraint)
    }

    /// True for `==`, multiplier 1, constant 0, required: nothing worth a label on an alignment line.
    static func isPlain(_ constraint: LayoutConstraint) -> Bool {
        constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0 && constraint.priority.isRequired
    }

    /// An aspect ratio's label: `1.5:1` for `width == 1.5 × height`, `1:2` for `height == 2 × width`.
    static func ratioText(_ constraint: LayoutConstraint) -> String {
        let m = OverlayStyle.number(constraint.multiplier)
        let ratio = constraint.firstAttribute == .width ? "\(m):1" : "1:\(m)"
        return relationPrefix(constraint.relation) + ratio + signedTerm(constraint.constant) + prioritySuffix(constraint)
    }

    /// True when `outer` encloses `inner` in the hierarchy: a view around its descendants and
    /// its own guides, or a system guide (margins, safe area) around its owner's descendants.
    static func encloses(_ outer: LayoutItem, _ outerGeometry: OverlayScene.ItemGeometry,
                         _ inner: LayoutItem, _ innerGeometry: OverlayScene.ItemGeometry, in scene: OverlayScene) -> Bool {
        let outerView = outerGeometry.view, innerView = innerGeometry.view
        guard scene.isAncestor(outerView, of: innerView) else { return false }
        let outerIsSystemGuide = (outer as? LayoutGuide)?.isSystemGuide ?? false
        if outerView !== innerView { return !outerGeometry.isGuide || outerIsSystemGuide }
        // Same owner: the view encloses its guides; its system guides enclose its user guides.
        guard let innerGuide = inner as? LayoutGuide else { return false }
        if !outerGeometry.isGuide { return true }
        return outerIsSystemGuide && !innerGuide.isSystemGuide
    }
}
