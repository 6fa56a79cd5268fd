/// A variable times a coefficient.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written; a variable may appear more than once.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates `1 * variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The largest magnitude of a coefficient; 0 without terms.
    var largestCoefficient: Double { terms.reduce(0) { max($0, abs($1.coefficient)) } }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The expression as text: `2*x + y + 10` (whole numbers without `.0`).
    public var description: String {
        var parts = terms.map { t in t.coefficient == 1 ? "\(t.variable)" : "\(formatNumber(t.coefficient))*\(t.variable)" }
        if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
        return parts.joined(separator: " + ")
    }
}

/// Formats a number without a trailing ".0" for whole values.
func formatNumber(_ x: Double) -> String {
    if x.isFinite, x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return String(x)
}
