/// The solver's state and logic, as a value type: the `Solver` class holds one, so every call
/// touches the class once and all the work inside is checked for exclusivity statically.
struct SolverCore {
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
        /// True when `marker` is an error symbol (an optional equality).
        let hasErrorMarker: Bool
        /// The constant the constraint has now: its expression's, until `setConstant`.
        var constant: Double

        /// Calls `body` with each of the constraint's error symbols (none when required).
        @inline(__always) func forEachError(_ body: (Symbol) -> Void) {
            if hasErrorMarker { body(marker) }
            if other >= 0 { body(other) }
        }
    }
    /// The constraints held, by slot; `tagSlots` finds a constraint's slot.
    var tagList: [Tag?] = []
    var tagSlots = IntTable()
    var freeTagSlots = FreeSlots()
    /// Symbol → the slot of the constraint it marks, or -1.
    var ownerSlot: [Int32] = []
    /// `Variable.id` → symbol, and symbol → variable (nil for markers).
    var symbolOfVariable = VariableSymbols()
    var variableOfSymbol: [Variable?] = []
    struct Edit {
        let constraint: Constraint
        var constant: Double
    }
    /// Edit variables, by slot; `editSlots` finds a variable's slot by `Variable.id`.
    var editList: [Edit?] = []
    var editSlots = IntTable()
    var sequence = 0
    /// True when the objective may not be at its optimum.
    var needsOptimize = false
    /// True inside `add(_: [Constraint])`, which solves once at the end.
    var isBatching = false
    /// False while a batch places an equality that closes a block (see `FlowOrder`): no
    /// translation can meet it, so `install` goes straight to pivots.
    var triesTranslation = true

    // MARK: Constraints

    /// Adds a constraint. A required constraint that cannot hold throws `.unsatisfiable`, naming
    /// the required constraints it conflicts with; the solver is then unchanged.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard tag(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        tableau.changeLog.overflow()
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
                if let s = symbolOfVariable.remove(v.id) { variableOfSymbol[Int(s)] = nil }
            }
            throw error
        }
        insertTag(tag)
        needsOptimize = true
        if !isBatching { try bringUpToDate() }
    }

    /// Adds constraints in order with one solve at the end; on the first failure, the ones
    /// before it stay added.
    mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        isBatching = true
        defer { isBatching = false }
        for c in constraints { try add(c) }
        try bringUpToDate()
    }

    /// Removes a constraint.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = removeTag(of: constraint) else { throw .unknownConstraint(constraint) }
        tableau.changeLog.overflow()
        removeObjectiveTerms(tag)
        if !tableau.isBasic(tag.marker), let (slot, step) = markerLeavingSlot(tag.marker) {
            tableau.moveAndPivot(tag.marker, by: step, direction: 1, slot: slot)
        }
        // A marker that is a parameter in no row means no row depends on the constraint any
        // more (it cancelled out): there is nothing to take out.
        if tableau.isBasic(tag.marker) { _ = tableau.removeRow(of: tag.marker) }
        // With exact arithmetic the other error symbol is gone with the row; clear leftovers.
        if tag.other >= 0 {
            if tableau.isBasic(tag.other) { _ = tableau.removeRow(of: tag.other) }
            if !tableau.column(of: tag.other).isEmpty { tableau.eraseParameter(tag.other) }
        }
        needsOptimize = true
    }

    /// True when the constraint is in the solver.
    func hasConstraint(_ constraint: Constraint) -> Bool { tag(of: constraint) != nil }

    /// The constraints in the solver, in the order they were added.
    var constraints: [Constraint] { allTags.map(\.constraint) }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional `strength`; `suggestValue` then moves it.
    ///
    /// The edit starts at the variable's current value, so adding it changes nothing until
    /// the first suggestion. (kiwi starts it at 0, which pulls the layout towards 0 first.)
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editSlots[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(Expression(variable), .equal, Expression(constant: current),
                                    strength: strength, name: "edit(\(variable))")
        try add(constraint)
        editSlots.set(variable.id, Int32(editList.count))
        editList.append(Edit(constraint: constraint, constant: current))
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = editSlots[variable.id], let edit = editList[Int(slot)] else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
        editSlots.remove(variable.id)
        editList[Int(slot)] = nil
    }

    /// True when `variable` is an edit variable.
    func hasEditVariable(_ variable: Variable) -> Bool { editSlots[variable.id] != nil }

    /// Asks the edit variable to take `value`, as far as stronger constraints allow.
    /// Incremental: the tableau is never rebuilt.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let editSlot = editSlots[variable.id], var edit = editList[Int(editSlot)] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteNumber("The suggested value for \(variable)") }
        let tag = tag(of: edit.constraint)!
        let delta = value - edit.constant
        edit.constant = value
        editList[Int(editSlot)] = edit
        // The edit row reads `variable − target − ep + em = 0`: a target larger by δ is the
        // marker `ep` shifted by δ.
        tableau.shiftMarker(tag.marker, by: delta)
        for basic in tableau.shiftedBasics where tableau.isBasic(basic) && !tableau.isWithinBounds(basic) {
            guard tableau.restore(basic) == nil else {
                throw .internalError("an edit of \(variable) made the constraints infeasible")
            }
        }
        needsOptimize = true
    }

    /// Changes a constraint's constant in place, incrementally (no removal, no re-add).
    /// A required constraint whose new constant cannot hold throws `.unsatisfiable` and changes
    /// nothing.
    mutating func setConstant(_ constraint: Constraint, to value: Double) throws(SolverError) {
        guard let slot = tagSlots[SolverCore.key(constraint)], var tag = tagList[Int(slot)] else {
            throw .unknownConstraint(constraint)
        }
        guard value.isFinite else { throw .nonFiniteNumber("The new constant of \(constraint)") }
        let delta = value - tag.constant
        guard delta != 0 else { return }
        tableau.journal = []
        // The constraint's row reads `0 = expression + a·marker + …`: its constant larger by
        // delta is the marker shifted by delta / a.
        tableau.shiftMarker(tag.marker, by: delta / markerCoefficient(tag))
        for basic in tableau.shiftedBasics where tableau.isBasic(basic) && !tableau.isWithinBounds(basic) {
            if tableau.translate(basic, budget: 4 * tableau.rows.count + 16) { continue }
            if let proof = tableau.restore(basic) {
                tableau.rollBack()
                throw unsatisfiable(constraint, proof: proof)
            }
        }
        tableau.journal = nil
        tag.constant = value
        tagList[Int(slot)] = tag
        needsOptimize = true
    }

    /// The constraint's current constant (its expression's, or the last `setConstant`).
    func constant(of constraint: Constraint) -> Double? { tag(of: constraint)?.constant }

    /// The coefficient of the constraint's marker in its own row (see `makeRow`).
    private func markerCoefficient(_ tag: Tag) -> Double {
        switch tag.constraint.relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return tag.constraint.strength.isRequired ? 1 : -1
        }
    }

    // MARK: Values

    /// Brings every value up to date (optimises if anything changed since the last read).
    mutating func updateVariables() throws(SolverError) { try bringUpToDate() }

    /// The variable's value in the current solution; 0 for a variable the solver has not seen.
    /// Optimises first if needed.
    mutating func value(of variable: Variable) -> Double { value(ofVariableID: variable.id) }

    /// The value of the variable with this `id` (see `value(of:)`).
    mutating func value(ofVariableID id: Int) -> Double {
        try? bringUpToDate()
        guard let s = symbolOfVariable[id] else { return 0 }
        return tableau.value(of: s) + 0  // + 0 turns −0 into 0
    }

    /// The ids of the variables whose values changed since the last call (after bringing
    /// values up to date), or nil when anything may have changed (the first call, or after
    /// constraints were added or removed).
    mutating func takeChangedVariableIDs() -> [Int]? {
        try? bringUpToDate()
        guard let symbols = tableau.changeLog.take() else { return nil }
        var ids: [Int] = []
        ids.reserveCapacity(symbols.count)
        for s in symbols {
            if Int(s) < variableOfSymbol.count, let v = variableOfSymbol[Int(s)] { ids.append(v.id) }
        }
        return ids
    }

    /// Forgets every constraint and variable.
    mutating func reset() { self = SolverCore() }

    mutating func bringUpToDate() throws(SolverError) {
        guard needsOptimize else { return }
        try tableau.optimize()
        needsOptimize = false
    }
}

extension SolverCore {
    /// The equality behind an edit variable, if the variable is one.
    func editConstraint(of variable: Variable) -> Constraint? {
        guard let slot = editSlots[variable.id] else { return nil }
        return editList[Int(slot)]?.constraint
    }
}
