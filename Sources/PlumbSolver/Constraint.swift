/// How the two sides of a constraint compare.
public enum Relation: Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The operator: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression REL 0` at a strength. Immutable; identity matters.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    /// How the expression compares with 0.
    public let relation: Relation
    /// The priority, 1...1000; ``Strength/required`` constraints must hold.
    public let strength: Strength
    /// A name for logs.
    public let name: String

    /// Creates `lhs REL rhs` at `strength`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(),
                strength: Strength = .required, name: String = "") {
        expression = rhs.terms.isEmpty && rhs.constant == 0 ? lhs : lhs - rhs
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The same relation at another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// The same relation and strength with another name.
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// The constraint as text: `'name' expression REL 0 @strength`, with the name and strength only when set.
    public var description: String {
        let body = "\(expression) \(relation) 0" + (strength.isRequired ? "" : " @\(strength)")
        return name.isEmpty ? body : "'\(name)' \(body)"
    }
}

precedencegroup StrengthPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}
infix operator ~ : StrengthPrecedence

/// `(x == 10) ~ 250` gives the constraint a strength.
public func ~ (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }

/// The constraint `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The constraint `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The constraint `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The constraint `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// The constraint `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// The constraint `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// The constraint `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// The constraint `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// The constraint `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
/// The constraint `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// The constraint `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// The constraint `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// The constraint `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
/// The constraint `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
/// The constraint `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }
/// The constraint `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
/// The constraint `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
/// The constraint `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
