/// A variable times a coefficient.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates `1 * variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

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
