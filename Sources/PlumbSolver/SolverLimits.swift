/// The magnitudes the solver accepts. Inside them no sum or product it forms overflows, so no
/// input reaches a trap; outside them it refuses the call with `SolverError.numberOutOfRange`
/// (NaN and infinities with `.nonFiniteNumber`). The layout API's own range is narrower
/// (`LayoutNumbers` in Plumb), so the sums it builds stay inside these.
public enum SolverLimits {
    /// The largest magnitude of a constant, a new constant or a suggested value: 10¹⁰.
    public static let largestValue = 1e10
    /// The largest magnitude of a coefficient: 10⁸.
    public static let largestCoefficient = 1e8

    /// Throws unless every coefficient and the constant of `constraint` are finite and in range.
    static func check(_ constraint: Constraint) throws(SolverError) {
        let expression = constraint.expression
        guard expression.isFinite else { throw .nonFiniteNumber("A coefficient or constant of \(constraint)") }
        guard abs(expression.constant) <= largestValue else {
            throw .numberOutOfRange("The constant of \(constraint)", limit: largestValue)
        }
        for term in expression.terms where abs(term.coefficient) > largestCoefficient {
            throw .numberOutOfRange("The coefficient of \(term.variable) in \(constraint)", limit: largestCoefficient)
        }
    }

    /// Throws unless `value` is finite and at most `largestValue` in magnitude.
    static func check(_ value: Double, _ what: @autoclosure () -> String) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteNumber(what()) }
        guard abs(value) <= largestValue else { throw .numberOutOfRange(what(), limit: largestValue) }
    }
}
