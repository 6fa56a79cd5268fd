// Operators that build linear expressions: `x + 2 * y - 10`.

public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Variable, rhs: Double) -> Expression { rhs * lhs }
public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}
public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
public func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }
public func / (lhs: Variable, rhs: Double) -> Expression { (1 / rhs) * lhs }

public prefix func - (operand: Expression) -> Expression { -1 * operand }
public prefix func - (operand: Variable) -> Expression { -1 * operand }

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) + rhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
