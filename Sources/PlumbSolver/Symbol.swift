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

/// Coefficients smaller than this are zero (as in kiwi).
let nearZeroEpsilon = 1.0e-8

@inline(__always) func isNearZero(_ x: Double) -> Bool { abs(x) < nearZeroEpsilon }
