/// Why the solver refused a call. After any of these, the solver is exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with `conflicts` (required constraints
    /// already in the solver); the list includes the new constraint itself, first.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional; a required one could never move.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteNumber(String)
    /// A coefficient, constant or suggested value is larger in magnitude than `limit`
    /// (`SolverLimits`).
    case numberOutOfRange(String, limit: Double)
    /// A strength outside 1...1000.
    case invalidStrength(Strength)
    /// A bug: the simplex could not proceed. Please report it.
    case internalError(String)

    /// A sentence saying what was refused and why.
    public var description: String {
        switch self {
        case let .unsatisfiable(c, conflicts):
            let list = conflicts.map { "    \($0)" }.joined(separator: "\n")
            return "Unsatisfiable required constraint \(c); it conflicts with:\n\(list)"
        case let .duplicateConstraint(c): return "The constraint \(c) is already in the solver."
        case let .unknownConstraint(c): return "The constraint \(c) is not in the solver."
        case let .duplicateEditVariable(v): return "\(v) is already an edit variable."
        case let .unknownEditVariable(v): return "\(v) is not an edit variable; call addEditVariable first."
        case let .requiredEditVariable(v):
            return "\(v) cannot be an edit variable at required strength (1000); use 999 or less."
        case let .nonFiniteNumber(what): return "\(what) is not a finite number."
        case let .numberOutOfRange(what, limit):
            return "\(what) is outside the solver's range: at most \(formatNumber(limit)) in magnitude."
        case let .invalidStrength(s): return "Strength \(s) is outside 1...1000."
        case let .internalError(what): return "Internal solver error: \(what)"
        }
    }
}
