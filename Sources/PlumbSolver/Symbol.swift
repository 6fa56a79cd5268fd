/// An internal solver variable: a user variable, or a marker the solver makes for a constraint.
typealias Symbol = Int32

/// What a symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8 {
    /// A user `Variable`: unrestricted in sign.
    case external
    /// The slack of an inequality: at least 0.
    case slack
    /// The error of an optional constraint: at least 0, and minimised.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy

    /// True when the symbol must stay at least 0.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// Coefficients of a constraint as given, and values in systems of ordinary magnitude, smaller
/// than this are zero (as in kiwi).
let nearZeroEpsilon = 1.0e-8

@inline(__always) func isNearZero(_ x: Double) -> Bool { abs(x) < nearZeroEpsilon }

/// A sum `a + b` that cancelled: what is left is rounding, at most 10⁻¹² of the larger operand
/// (a double carries about 16 digits). Coefficients are compared this way, relative to what
/// they were made of, so a small coefficient that is real (a multiplier of 10⁻⁶, or the
/// product of two) survives while the remains of a cancellation don't.
/// A coefficient too small to matter: below 10⁻¹³, a tenth of the product of two of the smallest
/// multipliers the layout API accepts (10⁻⁶ each).
@inline(__always) func isNegligible(_ x: Double) -> Bool { abs(x) < 1e-13 }

@inline(__always) func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) <= 1e-12 * max(abs(a), abs(b))
}
