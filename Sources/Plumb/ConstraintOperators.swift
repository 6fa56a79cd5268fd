// The operator DSL: `a.leadingAnchor == b.trailingAnchor + 8`, `a.widthAnchor == 0.5 * b.widthAnchor`,
// `a.heightAnchor >= 44 ~ .defaultHigh`. Operators make inactive constraints; the scene builder
// (or `LayoutConstraint.activate`) activates them and records where they were written.

precedencegroup LayoutPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}
/// `constraint ~ priority` sets the priority of one constraint or a list of them.
infix operator ~ : LayoutPriorityPrecedence

/// An anchor times a multiplier plus a constant: the right side of a DSL constraint.
public struct AnchorExpression<Anchor: LayoutAnchor> {
    /// The anchor on the right side.
    public var anchor: Anchor
    /// The factor the anchor is multiplied by.
    public var multiplier: Double
    /// Points added after the multiplier.
    public var constant: Double
}

/// An anchor plus a constant: `b.trailingAnchor + 8`.
public func + <A: LayoutAnchor>(lhs: A, rhs: Double) -> AnchorExpression<A> {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: rhs)
}
/// An anchor minus a constant: `b.bottomAnchor - 8`.
public func - <A: LayoutAnchor>(lhs: A, rhs: Double) -> AnchorExpression<A> {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: -rhs)
}
/// Adds to an expression's constant.
public func + <A: LayoutAnchor>(lhs: AnchorExpression<A>, rhs: Double) -> AnchorExpression<A> {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
}
/// Subtracts from an expression's constant.
public func - <A: LayoutAnchor>(lhs: AnchorExpression<A>, rhs: Double) -> AnchorExpression<A> {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
}
/// Only sizes take multipliers.
public func * (lhs: Double, rhs: DimensionAnchor) -> AnchorExpression<DimensionAnchor> {
    AnchorExpression(anchor: rhs, multiplier: lhs, constant: 0)
}
/// A size times a multiplier: `b.widthAnchor * 0.5`.
public func * (lhs: DimensionAnchor, rhs: Double) -> AnchorExpression<DimensionAnchor> { rhs * lhs }

private func make<A: LayoutAnchor>(_ lhs: A, _ relation: LayoutRelation, _ rhs: AnchorExpression<A>) -> LayoutConstraint {
    LayoutConstraint(lhs.item, lhs.attribute, relation, rhs.anchor.item, rhs.anchor.attribute,
                     multiplier: rhs.multiplier, constant: rhs.constant, source: nil)
}
private func plain<A: LayoutAnchor>(_ anchor: A) -> AnchorExpression<A> {
    AnchorExpression(anchor: anchor, multiplier: 1, constant: 0)
}

/// Two anchors of the same kind are equal: `a.topAnchor == b.topAnchor`.
public func == <A: LayoutAnchor>(lhs: A, rhs: A) -> LayoutConstraint { make(lhs, .equal, plain(rhs)) }
/// An anchor is at most another of the same kind.
public func <= <A: LayoutAnchor>(lhs: A, rhs: A) -> LayoutConstraint { make(lhs, .lessThanOrEqual, plain(rhs)) }
/// An anchor is at least another of the same kind.
public func >= <A: LayoutAnchor>(lhs: A, rhs: A) -> LayoutConstraint { make(lhs, .greaterThanOrEqual, plain(rhs)) }
/// An anchor equals an expression: `a.leadingAnchor == b.trailingAnchor + 8`.
public func == <A: LayoutAnchor>(lhs: A, rhs: AnchorExpression<A>) -> LayoutConstraint { make(lhs, .equal, rhs) }
/// An anchor is at most an expression.
public func <= <A: LayoutAnchor>(lhs: A, rhs: AnchorExpression<A>) -> LayoutConstraint { make(lhs, .lessThanOrEqual, rhs) }
/// An anchor is at least an expression.
public func >= <A: LayoutAnchor>(lhs: A, rhs: AnchorExpression<A>) -> LayoutConstraint { make(lhs, .greaterThanOrEqual, rhs) }

private func make(_ lhs: DimensionAnchor, _ relation: LayoutRelation, _ constant: Double) -> LayoutConstraint {
    LayoutConstraint(anchor: lhs, relation: relation, constant: constant, source: nil)
}
/// Only sizes equal constants.
public func == (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { make(lhs, .equal, rhs) }
/// A size is at most a constant: `a.widthAnchor <= 200`.
public func <= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { make(lhs, .lessThanOrEqual, rhs) }
/// A size is at least a constant: `a.heightAnchor >= 44`.
public func >= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { make(lhs, .greaterThanOrEqual, rhs) }

/// Sets a constraint's priority.
@discardableResult
public func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint { lhs.withPriority(rhs) }
/// Sets the priority of every constraint in a list.
@discardableResult
public func ~ (lhs: [LayoutConstraint], rhs: LayoutPriority) -> [LayoutConstraint] {
    for constraint in lhs { constraint.priority = rhs }
    return lhs
}
