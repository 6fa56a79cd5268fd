import PlumbSolver

/// Turns attributes of items into solver expressions over the items' alignment-rect variables.
enum AttributeExpression {
    /// The expression for `item.attribute`. Margin attributes act on the view's layout margins
    /// guide; under right-to-left layout leading is the right edge and trailing the left.
    static func of(_ item: LayoutItem, _ attribute: LayoutAttribute, direction: LayoutDirection) -> Expression {
        if attribute.isMargin, let view = item as? View {
            return of(view.layoutMarginsGuide, attribute.marginFree, direction: direction)
        }
        let v = item.variables
        switch attribute.marginFree {
        case .left: return Expression(v.minX)
        case .right: return Expression([Term(v.minX), Term(v.width)])
        case .top: return Expression(v.minY)
        case .bottom: return Expression([Term(v.minY), Term(v.height)])
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .centerX: return Expression([Term(v.minX), Term(v.width, 0.5)])
        case .centerY: return Expression([Term(v.minY), Term(v.height, 0.5)])
        case .leading: return of(item, direction == .leftToRight ? .left : .right, direction: direction)
        case .trailing: return of(item, direction == .leftToRight ? .right : .left, direction: direction)
        case .firstBaseline, .lastBaseline: return baseline(of: item, first: attribute == .firstBaseline)
        default: return Expression()
        }
    }

    /// A baseline: the delegated view's text baseline; for a view without text, the top for the
    /// first baseline and the bottom for the last, as UIKit documents for
    /// `forFirstBaselineLayout` ("uses the view's top edge") and `forLastBaselineLayout`
    /// ("uses the view's bottom edge").
    static func baseline(of item: LayoutItem, first: Bool) -> Expression {
        guard var view = item as? View else { return of(item, .bottom, direction: .leftToRight) }
        for _ in 0..<16 {
            let next = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if next === view { break }
            view = next
        }
        let v = view.variables
        guard let offsets = view._baselineOffsets() else {
            return first ? Expression(v.minY) : Expression([Term(v.minY), Term(v.height)])
        }
        let fromTextTop = first ? offsets.first : offsets.last
        return Expression([Term(v.minY), Term(v.height, 0.5)], constant: fromTextTop - offsets.textHeight / 2)
    }

    /// The solver constraint for a layout constraint, in the first item's layout direction.
    static func solverConstraint(for constraint: LayoutConstraint, strength: Strength) -> Constraint {
        let direction = constraint.engineDirection
        let first = contentSide(of: constraint.firstItem, constraint.firstAttribute, facing: constraint.secondItem)
        let lhs = of(first, constraint.firstAttribute, direction: direction)
        let (relation, constant) = constraint.resolved(for: direction)
        var rhs = Expression(constant: constant)
        if let secondItem = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            let second = contentSide(of: secondItem, constraint.secondAttribute, facing: constraint.firstItem)
            let other = of(second, constraint.secondAttribute, direction: direction)
            rhs.terms = other.terms.map { Term($0.variable, $0.coefficient * constraint.multiplier) }
            rhs.constant += other.constant * constraint.multiplier
            if let origin = coordinateOrigin(of: constraint) {
                // UIKit reads both sides in the coordinates of the items' nearest common
                // ancestor: lhs − O = m·(rhs − O) + c, so lhs = m·rhs + (1 − m)·O + c.
                let factor = 1 - constraint.multiplier
                rhs.terms += origin.terms.map { Term($0.variable, $0.coefficient * factor) }
                rhs.constant += origin.constant * factor
            }
        }
        return Constraint(lhs, solverRelation(relation), rhs, strength: strength, name: constraint.identifier ?? "")
    }

    /// UIKit's rule for scroll views: an edge of a scroll view constrained to an item inside it
    /// (a descendant, or a guide a descendant owns) is an edge of its content area, its
    /// ``ScrollView/contentLayoutGuide``; width, height and centres stay on its frame. Any
    /// other item is itself.
    static func contentSide(of item: LayoutItem, _ attribute: LayoutAttribute, facing other: LayoutItem?) -> LayoutItem {
        guard attribute.isEdge, let other else { return item }
        return item.edgeItem(facing: other)
    }

    /// For a position constraint with a multiplier other than 1, the origin (in root
    /// coordinates) of the space UIKit evaluates it in: the frame origin of the view it is
    /// installed on, the items' nearest common ancestor. Nil when the multiplier is 1 or the
    /// attributes are sizes (the origin cancels), or when that view is the root (origin 0).
    static func coordinateOrigin(of constraint: LayoutConstraint) -> Expression? {
        guard constraint.multiplier != 1, !constraint.firstAttribute.isDimension,
              let container = constraint.container, container.superview != nil,
              let axis = constraint.firstAttribute.axis else { return nil }
        let frame = FrameExpressions(view: container)
        return axis == .horizontal ? frame.minX : frame.minY
    }

    static func solverRelation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

extension LayoutConstraint {
    /// The relation and constant as the engine applies them with leading and trailing mapped to
    /// right and left edges. Under right-to-left layout a constraint on leading/trailing holds in
    /// mirrored coordinates (x → −x): the constant is negated and `<=`/`>=` swap, so
    /// `b.leading == a.trailing + 8` puts b 8 points further along the reading direction and
    /// `b.leading >= a.trailing + 8` keeps at least 8 points between them.
    public func resolved(for direction: LayoutDirection) -> (relation: LayoutRelation, constant: Double) {
        isMirrored(in: direction) ? (relation.reversed, -constant) : (relation, constant)
    }

    /// True when `direction` mirrors the constraint: right-to-left, on leading or trailing.
    func isMirrored(in direction: LayoutDirection) -> Bool {
        direction == .rightToLeft && (firstAttribute.isDirectional || secondAttribute.isDirectional)
    }

    /// The layout direction the engine reads the constraint in: its first item's tree's.
    var engineDirection: LayoutDirection {
        firstItem.treeView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
}

extension LayoutPriority {
    /// The solver strength for this priority.
    var strength: Strength { Strength(Double(rawValue)) }
}
