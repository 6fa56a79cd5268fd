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
        if attribute.isMargin, !item.isGuide { rect = item.frame.inset(by: item.view.safeAreaAdjustedLayoutMargins) }
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

    /// `=`, `≥` or `≤`.
    static func relationSymbol(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: return "="
        case .greaterThanOrEqual: return "≥"
        case .lessThanOrEqual: return "≤"
        }
    }

    /// `≥ `, `≤ ` or nothing.
    static func relationPrefix(_ relation: LayoutRelation) -> String {
        relation == .equal ? "" : relationSymbol(relation) + " "
    }

    /// ` @750` for an optional constraint, nothing for a required one.
    static func prioritySuffix(_ constraint: LayoutConstraint) -> String {
        constraint.priority.isRequired ? "" : " " + OverlayStyle.priority(constraint.priority)
    }

    /// A gap's label: the gap as the visual format writes it (`8`, `≥ 8`, `8 @750`), so that a
    /// positive number means apart (or inside). With `flip`, the constraint is read from its
    /// other side: the constant is negated and the relation reversed, so that
    /// `a.trailing == b.leading - 8` reads `8`, as `[a]-(8)-[b]` does.
    static func spacingText(_ constraint: LayoutConstraint, flip: Bool) -> String {
        var relation = constraint.relation
        var constant = constraint.constant
        if flip {
            constant = -constant
            relation = relation == .greaterThanOrEqual ? .lessThanOrEqual : relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
        }
        return relationPrefix(relation) + OverlayStyle.number(constant) + prioritySuffix(constraint)
    }

    /// A size constant's label: `100`, `≤ 100 @250`, as `H:[a(100)]` writes it.
    static func dimensionText(_ constraint: LayoutConstraint) -> String {
        relationPrefix(constraint.relation) + OverlayStyle.number(constraint.constant) + prioritySuffix(constraint)
    }

    /// Any other relation's label: the equation's right-hand side as the constraint's description
    /// writes it (`first = multiplier × partner + constant`), without the second item unless
    /// `partner` names it. The constant keeps the equation's sign: `+22`, `-8`, `≥ +8`,
    /// `0.5× b + 20`, `≤ 0.75× root`, `= list`. A bare `=`, `≤` or `≥` when there is nothing else to say.
    static func equationText(_ constraint: LayoutConstraint, partner: String? = nil) -> String {
        var term = constraint.multiplier != 1 ? OverlayStyle.number(constraint.multiplier) + "×" : ""
        if let partner { term += (term.isEmpty ? "" : " ") + partner }
        let symbol = relationSymbol(constraint.relation)
        let magnitude = OverlayStyle.number(abs(constraint.constant)), negative = constraint.constant < 0
        var text: String
        if term.isEmpty {
            guard constraint.constant != 0 else { return symbol + prioritySuffix(constraint) }
            text = (negative ? "-" : "+") + magnitude
            if constraint.relation != .equal { text = symbol + " " + text }
        } else {
            text = symbol + " " + term
            if constraint.constant != 0 { text += (negative ? " - " : " + ") + magnitude }
        }
        return text + prioritySuffix(constraint)
    }

    /// True for `==`, multiplier 1, constant 0, required: nothing worth a label on an alignment line.
    static func isPlain(_ constraint: LayoutConstraint) -> Bool {
        constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0 && constraint.priority.isRequired
    }

    /// An aspect ratio's label: `1.5:1` for `width == 1.5 × height`, `1:2` for `height == 2 × width`.
    static func ratioText(_ constraint: LayoutConstraint) -> String {
        let m = OverlayStyle.number(constraint.multiplier)
        let ratio = constraint.firstAttribute == .width ? "\(m):1" : "1:\(m)"
        var text = relationPrefix(constraint.relation) + ratio
        if constraint.constant != 0 { text += (constraint.constant < 0 ? " - " : " + ") + OverlayStyle.number(abs(constraint.constant)) }
        return text + prioritySuffix(constraint)
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

    /// The gap between facing edges as laid out, measured the way the constraint reads (from
    /// the first item's far edge to the second's near edge, or the second's far edge to the
    /// first's near edge; leading to trailing runs right to left under right-to-left): negative
    /// when the items overlap.
    static func layoutGap(_ constraint: LayoutConstraint, p1: Double, p2: Double, firstRole: Role, direction: LayoutDirection) -> Double {
        let reversed = direction == .rightToLeft
            && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
        let forward = firstRole == .near ? p1 - p2 : p2 - p1
        return reversed ? -forward : forward
    }

    /// True when `inner` lies inside `outer`: `outer` encloses it in the hierarchy (see
    /// ``encloses(_:_:_:_:in:)``); or, when neither encloses the other there (siblings, a view
    /// and a guide the user added), `outer`'s rectangle holds `inner`'s and is larger.
    static func isInside(_ inner: LayoutItem, _ innerGeometry: OverlayScene.ItemGeometry,
                         _ outer: LayoutItem, _ outerGeometry: OverlayScene.ItemGeometry, in scene: OverlayScene) -> Bool {
        if encloses(outer, outerGeometry, inner, innerGeometry, in: scene) { return true }
        if encloses(inner, innerGeometry, outer, outerGeometry, in: scene) { return false }
        return contains(outerGeometry.rect, innerGeometry.rect) && !contains(innerGeometry.rect, outerGeometry.rect)
    }

    /// True when `outer` holds `inner`, to half a point.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }
}
