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

    /// A baseline: the delegated view's text baseline, or the bottom for views without text.
    static func baseline(of item: LayoutItem, first: Bool) -> Expression {
        guard var view = item as? View else { return of(item, .bottom, direction: .leftToRight) }
        for _ in 0..<16 {
            let next = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if next === view { break }
            view = next
        }
        let v = view.variables
        guard let offsets = view.baselineOffsets() else { return Expression([Term(v.minY), Term(v.height)]) }
        let fromTextTop = first ? offsets.first : offsets.last
        return Expression([Term(v.minY), Term(v.height, 0.5)], constant: fromTextTop - offsets.textHeight / 2)
    }

    /// The solver constraint for a layout constraint, in the first item's layout direction.
    static func solverConstraint(for constraint: LayoutConstraint, strength: Strength) -> Constraint {
        let direction = constraint.firstItem.treeView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let lhs = of(constraint.firstItem, constraint.firstAttribute, direction: direction)
        var rhs = Expression(constant: signedConstant(of: constraint, direction: direction))
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            let other = of(second, constraint.secondAttribute, direction: direction)
            rhs.terms = other.terms.map { Term($0.variable, $0.coefficient * constraint.multiplier) }
            rhs.constant += other.constant * constraint.multiplier
        }
        return Constraint(lhs, solverRelation(constraint.relation), rhs, strength: strength,
                          name: constraint.identifier ?? "")
    }

    /// The constant as the engine uses it: negated under right-to-left for leading/trailing
    /// constraints, so `b.leading == a.trailing + 8` puts b 8 points further along the reading direction.
    static func signedConstant(of constraint: LayoutConstraint, direction: LayoutDirection) -> Double {
        let flips = direction == .rightToLeft
            && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
        return flips ? -constraint.constant : constraint.constant
    }

    static func solverRelation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

extension LayoutPriority {
    /// The solver strength for this priority.
    var strength: Strength { Strength(Double(rawValue)) }
}
