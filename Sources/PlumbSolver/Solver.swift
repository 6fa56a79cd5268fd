/// An incremental Cassowary solver with strict Auto Layout priorities.
///
/// Required constraints (strength 1000) always hold; optional ones come as close as their
/// priorities allow, a higher priority winning out entirely over any number of lower ones.
/// Adding, removing and editing are incremental. Values are brought up to date lazily, when
/// read.
public final class Solver {
    var tableau = Tableau()
    /// What the solver keeps for each constraint it holds.
    struct Tag {
        let constraint: Constraint
        /// The slack, dummy or positive error symbol.
        let marker: Symbol
        /// The negative error symbol of an optional equality, or the error of an optional inequality.
        let other: Symbol
        /// The constraint's order of addition, for stable listings.
        let sequence: Int
    }
    var tags: [ObjectIdentifier: Tag] = [:]
    /// Marker or error symbol → the constraint it belongs to.
    var owner: [Symbol: ObjectIdentifier] = [:]
    var symbolOfVariable: [Int: Symbol] = [:]
    var variableOfSymbol: [Symbol: Variable] = [:]
    struct Edit {
        let constraint: Constraint
        var constant: Double
    }
    var edits: [Int: Edit] = [:]
    var sequence = 0
    /// True when the objective may not be at its optimum.
    var needsOptimize = false
    /// True inside `add(_: [Constraint])`, which solves once at the end.
    var isBatching = false

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint. A required constraint that cannot hold throws `.unsatisfiable`, naming
    /// the required constraints it conflicts with; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard tags[id] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else {
            throw .nonFiniteNumber("A coefficient or constant of \(constraint)")
        }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }

        var created: [Variable] = []
        var (row, tag) = makeRow(for: constraint, created: &created)
        do {
            try install(&row, tag: tag)
        } catch {
            // `install` restored the tableau; forget the variables this call introduced.
            for v in created {
                if let s = symbolOfVariable.removeValue(forKey: v.id) { variableOfSymbol[s] = nil }
            }
            throw error
        }
        owner[tag.marker] = id
        if tag.other >= 0 { owner[tag.other] = id }
        tags[id] = tag
        needsOptimize = true
        if !isBatching { try bringUpToDate() }
    }

    /// Adds constraints in order with one solve at the end; on the first failure, the ones
    /// before it stay added.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        isBatching = true
        defer { isBatching = false }
        for c in constraints { try add(c) }
        try bringUpToDate()
    }

    /// Removes a constraint.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard let tag = tags[id] else { throw .unknownConstraint(constraint) }
        tags[id] = nil
        removeObjectiveTerms(tag)
        if !tableau.isBasic(tag.marker) {
            guard let (slot, step) = markerLeavingSlot(tag.marker) else {
                throw .internalError("no row to remove \(constraint) from")
            }
            tableau.moveAndPivot(tag.marker, by: step, direction: 1, slot: slot)
        }
        _ = tableau.removeRow(of: tag.marker)
        // With exact arithmetic the other error symbol is gone with the row; clear leftovers.
        if tag.other >= 0 {
            if tableau.isBasic(tag.other) { _ = tableau.removeRow(of: tag.other) }
            if !tableau.column(of: tag.other).isEmpty { tableau.eraseParameter(tag.other) }
        }
        owner[tag.marker] = nil
        if tag.other >= 0 { owner[tag.other] = nil }
        needsOptimize = true
    }

    /// True when the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { tags[ObjectIdentifier(constraint)] != nil }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] { tags.values.sorted { $0.sequence < $1.sequence }.map(\.constraint) }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional `strength`; `suggestValue` then moves it.
    ///
    /// The edit starts at the variable's current value, so adding it changes nothing until
    /// the first suggestion. (kiwi starts it at 0, which pulls the layout towards 0 first.)
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(Expression(variable), .equal, Expression(constant: current),
                                    strength: strength, name: "edit(\(variable))")
        try add(constraint)
        edits[variable.id] = Edit(constraint: constraint, constant: current)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[variable.id] = nil
    }

    /// True when `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Asks the edit variable to take `value`, as far as stronger constraints allow.
    /// Incremental: the tableau is never rebuilt.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteNumber("The suggested value for \(variable)") }
        let tag = tags[ObjectIdentifier(edit.constraint)]!
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        // The edit row reads `variable − constant − ep + em = 0`, so a new constant shifts
        // whichever error symbol is basic, or every row where `ep` is a parameter.
        var shifted: [Symbol] = []
        if tableau.isBasic(tag.marker) {
            tableau.shiftConstant(by: -delta, slot: tableau.slot(of: tag.marker))
            shifted = [tag.marker]
        } else if tableau.isBasic(tag.other) {
            tableau.shiftConstant(by: delta, slot: tableau.slot(of: tag.other))
            shifted = [tag.other]
        } else {
            for slot32 in tableau.column(of: tag.marker) {
                let slot = Int(slot32)
                tableau.shiftConstant(by: tableau.rows[slot].coefficient(of: tag.marker) * delta, slot: slot)
                shifted.append(tableau.basicOf[slot])
            }
        }
        for basic in shifted where tableau.isBasic(basic) && !tableau.isWithinBounds(basic) {
            guard tableau.restore(basic) == nil else {
                throw .internalError("an edit of \(variable) made the constraints infeasible")
            }
        }
        needsOptimize = true
    }

    // MARK: Values

    /// Brings every value up to date (optimises if anything changed since the last read).
    public func updateVariables() throws(SolverError) { try bringUpToDate() }

    /// The variable's value in the current solution; 0 for a variable the solver has not seen.
    /// Optimises first if needed.
    public func value(of variable: Variable) -> Double {
        try? bringUpToDate()
        guard let s = symbolOfVariable[variable.id] else { return 0 }
        return tableau.value(of: s) + 0  // + 0 turns −0 into 0
    }

    /// Forgets every constraint and variable.
    public func reset() {
        tableau = Tableau()
        tags = [:]
        owner = [:]
        symbolOfVariable = [:]
        variableOfSymbol = [:]
        edits = [:]
        needsOptimize = false
    }

    func bringUpToDate() throws(SolverError) {
        guard needsOptimize else { return }
        try tableau.optimize()
        needsOptimize = false
    }
}
