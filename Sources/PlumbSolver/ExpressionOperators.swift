// Operators that build linear expressions: `x + 2 * y - 10`.

/// The expression scaled by a factor.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
/// The expression scaled by a factor.
public func * (lhs: Variable, rhs: Double) -> Expression { rhs * lhs }
/// The expression scaled by a factor.
public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}
/// The expression scaled by a factor.
public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
/// The expression divided by a number.
public func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }
/// The expression divided by a number.
public func / (lhs: Variable, rhs: Double) -> Expression { (1 / rhs) * lhs }

/// The expression negated.
public prefix func - (operand: Expression) -> Expression { -1 * operand }
/// The expression negated.
public prefix func - (operand: Variable) -> Expression { -1 * operand }

/// The sum of both sides.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The sum of both sides.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// The sum of both sides.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The sum of both sides.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// The sum of both sides.
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
/// The sum of both sides.
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) + rhs }
/// The sum of both sides.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// The sum of both sides.
public func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }

/// The left side minus the right side.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// The left side minus the right side.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
/// The left side minus the right side.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
/// The left side minus the right side.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
/// The left side minus the right side.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// The left side minus the right side.
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
/// The left side minus the right side.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
/// The left side minus the right side.
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
