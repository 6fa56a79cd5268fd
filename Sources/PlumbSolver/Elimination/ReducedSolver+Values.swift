/// Edit variables, values and listings, in the caller's variables and constraints.
extension ReducedSolver {
    // MARK: Edit variables

    /// A variable that is its component's representative is edited by the core directly (and
    /// stays a representative); an eliminated one through an optional equality of its own.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
        rebuildDoomed()
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let slot = aliases.slot(of: variable)
        definitions.grow(to: aliases.count)
        invalidateDefinedValues()
        if aliases.isRepresentative(slot) && !definitions.isDefined(slot) {
            try core.addEditVariable(variable, strength: strength)
            aliases.isEdited[Int(slot)] = true
            sequence += 1
            if let edit = core.editConstraint(of: variable) { coreEdits.set(variable.id, Int32(coreEditList.count)); coreEditList.append((sequence, edit)) }
            return
        }
        let current = value(of: variable)
        let equality = Constraint(Expression(variable), .equal, Expression(constant: current),
                                  strength: strength, name: "edit(\(variable))")
        let record = try makeRecord(equality, isEdit: true)
        do { try place(record, mayFold: false) } catch { dropRecord(record); throw error }
        editRecords.set(variable.id, record)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        invalidateDefinedValues()
        if core.hasEditVariable(variable) {
            try core.removeEditVariable(variable)
            if let slot = aliases.slot(ofID: variable.id) { aliases.isEdited[Int(slot)] = false }
            if let index = coreEdits.remove(variable.id) { coreEditList[Int(index)] = nil }
            return
        }
        guard let record = editRecords.remove(variable.id) else { throw .unknownEditVariable(variable) }
        try remove(records[Int(record)]!.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        core.hasEditVariable(variable) || editRecords[variable.id] != nil
    }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        rebuildDoomed()
        invalidateDefinedValues()
        if core.hasEditVariable(variable) {
            try SolverLimits.check(value, "The suggested value for \(variable)")
            core.tableau.noteMagnitude(constant: value, largestCoefficient: 1)
            return try core.suggestValue(variable, value)
        }
        guard let record = editRecords[variable.id] else { throw .unknownEditVariable(variable) }
        try SolverLimits.check(value, "The suggested value for \(variable)")
        // The equality reads `variable − target == 0`: its constant is −target.
        try setConstant(records[Int(record)]!.constraint, to: -value)
    }

    // MARK: Values

    mutating func updateVariables() throws(SolverError) {
        rebuildDoomed()
        invalidateDefinedValues()
        try core.bringUpToDate()
    }

    mutating func value(of variable: Variable) -> Double { value(ofVariableID: variable.id) }

    mutating func value(ofVariableID id: Int) -> Double {
        if !doomed.isEmpty || !replaceLater.isEmpty { rebuildDoomed() }
        guard let slot = aliases.slot(ofID: id) else { return core.value(ofVariableID: id) }
        let rep = aliases.representative[Int(slot)]
        let isDefined = definitions.isDefined(rep)
        if rep == slot && !isDefined { return core.value(ofVariableID: id) }
        let repValue = isDefined ? definedValue(rep) : core.value(ofVariableID: aliases.variables[Int(rep)].id)
        return aliases.scale[Int(slot)] * repValue + aliases.offset[Int(slot)] + 0
    }

    /// The ids of the variables whose values changed since the last call, or nil when any may
    /// have (after constraints came or went, or components changed).
    mutating func takeChangedVariableIDs() -> [Int]? {
        rebuildDoomed()
        invalidateDefinedValues()
        let changed = core.takeChangedVariableIDs()
        if structureChanged {
            structureChanged = false
            reportedDefinedValue = []
            return nil
        }
        let moved = movedByLinkEdits
        movedByLinkEdits = []
        guard var ids = changed else { return nil }
        ids += moved
        // Defined representatives move with their sources.
        let sources = ids.compactMap { aliases.slot(ofID: $0) }.filter { aliases.isRepresentative($0) }
        for d in definedReaders(of: sources) + sources.filter(definitions.isDefined) where definedValueMoved(d) {
            ids.append(aliases.variables[Int(d)].id)
        }
        for id in ids {
            guard let slot = aliases.slot(ofID: id), aliases.isRepresentative(slot) else { continue }
            for member in aliases.members[Int(slot)] { ids.append(aliases.variables[Int(member)].id) }
        }
        return ids
    }

    // MARK: Listings

    func hasConstraint(_ constraint: Constraint) -> Bool { record(of: constraint) != nil }

    /// The constraint's constant in force.
    func constant(of constraint: Constraint) -> Double? { record(of: constraint).map { records[Int($0)]!.constant } }

    /// Every constraint held, edit equalities included, in the order they were added.
    var constraints: [Constraint] {
        let held = records.compactMap { $0.map { ($0.sequence, $0.constraint) } } + coreEditList.compactMap { $0 }
        return held.sorted { $0.0 < $1.0 }.map(\.1)
    }

    mutating func reset() { self = ReducedSolver() }

    /// The core's counters and size, and how many constraints never reached it.
    var statistics: SolverStatistics {
        mutating get { rebuildDoomed(); return counts }
    }

    private var counts: SolverStatistics {
        var s = core.statistics
        s.eliminated = records.reduce(0) { $0 + (($1?.isEliminated ?? false) ? 1 : 0) }
        return s
    }

    /// The core's tableau, then each eliminated variable as `name = scale*representative + offset`.
    var debugDescription: String {
        var out = core.debugDescription
        for slot in 0..<aliases.count where !aliases.isRepresentative(Int32(slot)) {
            let rep = aliases.variables[Int(aliases.representative[slot])]
            out += "\(aliases.variables[slot]) = \(aliases.scale[slot])*\(rep) + \(aliases.offset[slot])\n"
        }
        for slot in 0..<aliases.count where definitions.isDefined(Int32(slot)) {
            let terms = definitions.terms[slot].map { "\($0.1)*\(aliases.variables[Int($0.0)])" }
            out += "\(aliases.variables[slot]) := \(terms.joined(separator: " + ")) + \(definitions.constant[slot])\n"
        }
        return out
    }
}
