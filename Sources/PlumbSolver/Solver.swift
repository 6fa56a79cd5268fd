/// An incremental Cassowary solver with strict Auto Layout priorities.
///
/// Required constraints (strength 1000) always hold; optional ones come as close as their
/// priorities allow, a higher priority winning out entirely over any number of lower ones.
/// Adding, removing and editing are incremental. `add` solves at once; `remove` and
/// `suggestValue` leave the solving to the next read, so a run of them solves once.
public final class Solver: CustomDebugStringConvertible {
    // Every method touches `core` once and nothing re-enters the solver meanwhile, so the
    // dynamic exclusivity check (a measurable cost on small solves) is left out.
    @exclusivity(unchecked) var core = ReducedSolver()

    /// Who watches this solver's calls: set only for a solver made inside `Solver.observing`.
    private let observer = Solver.observerForNewSolvers

    /// Creates an empty solver.
    public init() { observer?.solverWasMade(self) }

    @inline(__always) private func record(_ call: @autoclosure () -> SolverCall) {
        if let observer { observer.solver(self, made: call()) }
    }

    /// Adds a constraint. A required constraint that cannot hold throws `.unsatisfiable`, naming
    /// the required constraints it conflicts with; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try core.add(constraint)
        record(.add(constraint))
    }

    /// Adds constraints with one solve at the end. Required equalities between two variables
    /// (once eliminated ones are replaced) are eliminated first and make no tableau row; then
    /// the rest goes in, in order. On a failure, what was placed before it stays added
    /// (``hasConstraint(_:)`` tells which).
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        defer { if observer != nil { record(.addBatch(constraints.filter(core.hasConstraint))) } }
        try core.add(constraints)
    }

    /// Removes a constraint.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try core.remove(constraint)
        record(.remove(constraint))
    }

    /// Changes a constraint's constant in place, incrementally: the cheap way to move or
    /// resize things (no removal, no re-add). The constant is the constant term of the
    /// constraint's `expression` (the constraint reads `expression REL 0`, so `x == 10` has
    /// −10). A required constraint whose new constant cannot hold throws `.unsatisfiable` and
    /// changes nothing. The `Constraint` object itself stays as it was made; `constant(of:)`
    /// gives the constant in force.
    public func setConstant(_ constraint: Constraint, to value: Double) throws(SolverError) {
        try core.setConstant(constraint, to: value)
        record(.setConstant(constraint, value))
    }

    /// The constant term in force for a constraint in the solver (see `setConstant`), or nil.
    public func constant(of constraint: Constraint) -> Double? { core.constant(of: constraint) }

    /// True when the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { core.hasConstraint(constraint) }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] { core.constraints }

    /// Makes `variable` editable at an optional `strength`; `suggestValue` then moves it.
    ///
    /// The edit starts at the variable's current value, so adding it changes nothing until
    /// the first suggestion. (kiwi starts it at 0, which pulls the layout towards 0 first.)
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
        record(.addEditVariable(variable, strength))
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
        record(.removeEditVariable(variable))
    }

    /// True when `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { core.hasEditVariable(variable) }

    /// Asks the edit variable to take `value`, as far as stronger constraints allow.
    /// Incremental: the tableau is never rebuilt.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try core.suggestValue(variable, value)
        record(.suggestValue(variable, value))
    }

    /// Brings every value up to date (optimises if anything changed since the last read).
    public func updateVariables() throws(SolverError) { try core.updateVariables() }

    /// The variable's value in the current solution; 0 for a variable the solver has not seen.
    /// Optimises first if needed.
    public func value(of variable: Variable) -> Double { core.value(of: variable) }

    /// The ids of the variables whose values changed since the last call, or nil when any may
    /// have changed (the first call, or after constraints were added or removed). Brings
    /// values up to date first. A layout engine uses it to redo only what moved.
    public func takeChangedVariableIDs() -> [Int]? { core.takeChangedVariableIDs() }

    /// The value of the variable whose `id` this is: the same as `value(of:)`, without
    /// copying the variable (for hot loops that keep ids).
    public func value(ofVariableID id: Int) -> Double { core.value(ofVariableID: id) }

    /// Forgets every constraint and variable.
    public func reset() { core.reset() }

    // MARK: Introspection

    /// The optimal values `variable` can take. A variable the solver has never seen is free.
    ///
    /// Exact: the range is the minimum and maximum of the variable over the set of optimal
    /// solutions, found by a small simplex (Bland's rule) on a copy of the tableau that may only
    /// move parameters with no weight in any priority level.
    public func ambiguity(of variable: Variable) -> Ambiguity { core.ambiguity(of: variable) }

    /// The optimal values of each variable, as ``ambiguity(of:)`` gives them, but for many
    /// variables at the cost of one tableau copy: the way to check a whole layout.
    public func ambiguities(of variables: [Variable]) -> [Ambiguity] { core.ambiguities(of: variables) }

    /// True when `variable` can take more than one optimal value.
    public func isAmbiguous(_ variable: Variable) -> Bool { ambiguity(of: variable).isAmbiguous }

    /// True when `a` and `b` are both ambiguous and can only move together, so that holding
    /// either one would hold the other (a view's x and width when only its trailing edge is
    /// pinned). Reads the solver only.
    public func movesTogether(_ a: Variable, _ b: Variable) -> Bool { core.movesTogether(a, b) }

    /// The constraints that can affect `variable`: every constraint connected to it through
    /// shared variables, directly or not, in the order they were added. Empty for a variable
    /// the solver has not seen.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        core.constraintsAffecting(variable)
    }

    /// The constraints the current optimal values of `variables` depend on: those for which a
    /// small change of the constant moves one of the variables (binding inequalities count,
    /// slack ones don't). Found on copies; the solver is unchanged. In the order they were added.
    public func constraintsDetermining(_ variables: [Variable]) -> [Constraint] {
        core.constraintsDetermining(variables)
    }

    /// ``constraintsDetermining(_:)`` for each group of variables, found together: each
    /// constraint is probed once for all the groups, so the answers for a whole layout cost
    /// what one query costs, not one per group.
    public func constraintsDetermining(groups: [[Variable]]) -> [[Constraint]] {
        core.constraintsDetermining(groups: groups)
    }

    /// The solver's counters and the tableau's current size.
    public var statistics: SolverStatistics { core.statistics }

    /// The tableau as text: each row as `basic (=value) = constant + coefficient*symbol…`,
    /// then the objective per priority level. Symbols are `s` slack, `e` error, `d` dummy,
    /// with their constraint's name or sequence number in brackets.
    public var debugDescription: String { core.debugDescription }
}
