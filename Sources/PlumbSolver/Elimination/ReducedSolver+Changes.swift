/// Removing constraints and changing constants, eliminated ones included.
extension ReducedSolver {
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = record(of: constraint) else { throw .unknownConstraint(constraint) }
        let record = records[Int(slot)]!
        switch record.placement {
        case .tableau:
            takeOutOfTableau(slot)
            dropRecord(slot)
        case .link, .redundant:
            // The components are taken apart and put back together at the next call that
            // needs them, so that a run of removals (a subtree leaving) rebuilds them once.
            doomed += components(of: record)
            dropRecord(slot)
            structureChanged = true
        case let .definition(rep):
            // What relied on the definition is put back at the next call that needs it, so
            // that a run of removals places it once.
            replaceLater += undoDefinitions(of: [rep])
            dropRecord(slot)
            structureChanged = true
        case .pending:
            dropRecord(slot)
        }
        invalidateDefinedValues()
    }

    /// Changes a constraint's constant. In the tableau: in place. Eliminated: its component is
    /// taken apart and put back together with the new constant. A required constraint whose
    /// new constant cannot hold throws `.unsatisfiable`, and the old constant stays.
    mutating func setConstant(_ constraint: Constraint, to value: Double) throws(SolverError) {
        guard let slot = record(of: constraint) else { throw .unknownConstraint(constraint) }
        try SolverLimits.check(value, "The new constant of \(constraint)")
        core.tableau.noteMagnitude(constant: value, largestCoefficient: constraint.expression.largestCoefficient)
        rebuildDoomed()
        invalidateDefinedValues()
        let record = records[Int(slot)]!
        guard value != record.constant else { return }
        switch record.placement {
        case let .tableau(rewritten, shift, _):
            do {
                try core.setConstant(rewritten, to: value + shift)
            } catch let SolverError.unsatisfiable(_, conflicts) {
                throw unsatisfiable(slot, coreConflicts: conflicts)
            }
            records[Int(slot)]!.constant = value
        case .link where moveDependents(ofLink: slot, to: value):
            records[Int(slot)]!.constant = value
        case let .definition(rep) where shiftDefinition(of: rep, by: slot, to: value):
            records[Int(slot)]!.constant = value
        case .link, .redundant, .definition:
            let old = record.constant
            let members = unplace(slot)
            records[Int(slot)]!.constant = value
            do {
                try placeAgain(members)
            } catch {
                // Put everything back as it was: take apart what was placed, then place it
                // again with the old constant.
                let placed = members.flatMap { unplace($0) }
                records[Int(slot)]!.constant = old
                try? placeAgain(Array(Set(placed)))
                guard case let .unsatisfiable(_, conflicts) = error else { throw error }
                throw .unsatisfiable(constraint, conflicts: [constraint] + conflicts.filter { $0 !== constraint })
            }
        case .pending:
            records[Int(slot)]!.constant = value
        }
    }

    /// Takes apart and puts back together the components whose eliminated equalities were
    /// removed (what held with them holds without them).
    mutating func rebuildDoomed() {
        guard !doomed.isEmpty || !replaceLater.isEmpty else { return }
        invalidateDefinedValues()
        var reps: [Int32] = []
        for rep in doomed where !reps.contains(rep) { reps.append(rep) }
        doomed = []
        let again = replaceLater
        replaceLater = []
        try? placeAgain(dissolve(reps) + again)
    }

    /// The representatives of the components an eliminated record belongs to.
    func components(of record: EliminationRecord) -> [Int32] { aliases.representatives(of: record.anchors) }

    /// Dissolves the components of `reps`: their eliminated equalities and the tableau
    /// constraints that mention them become pending; returns them.
    mutating func dissolve(_ reps: [Int32]) -> [Int32] {
        var pending: [Int32] = []
        for rep in withReaders(reps) where aliases.isRepresentative(rep) {
            pending += takeOutUses(of: rep)
            // Definitions over the component (or of it) were written with its aliases.
            pending += undoDefinitions(of: [rep])
            let links = aliases.links[Int(rep)].filter { slot in
                guard let record = records[Int(slot)] else { return false }
                return record.anchors.contains { aliases.representative[Int($0)] == rep }
            }
            aliases.dissolve(rep)
            for slot in links where records[Int(slot)]!.isEliminated {
                records[Int(slot)]!.placement = .pending
                pending.append(slot)
            }
        }
        structureChanged = true
        if foldLog.count > 2 * records.count + 64 {
            foldLog.removeAll { entry in
                guard let r = records[Int(entry.slot)], case let .link(_, _, o) = r.placement else { return true }
                return o != entry.order
            }
        }
        return pending
    }

    /// `reps` and, transitively, the components of equalities folded elsewhere that read them:
    /// their folds assumed the aliases about to go.
    private mutating func withReaders(_ reps: [Int32]) -> [Int32] {
        var result: [Int32] = []
        var seen = Set<Int32>()
        var work = Array(reps.reversed())
        while let rep = work.popLast() {
            guard aliases.isRepresentative(rep), seen.insert(rep).inserted else { continue }
            result.append(rep)
            for reader in aliases.takeReaders(of: rep) {
                guard let record = records[Int(reader)], case .link = record.placement else { continue }
                work.append(contentsOf: components(of: record))
            }
        }
        return result
    }

    /// Takes a record out of wherever it is; returns every record that became pending (a
    /// dissolved component's too).
    mutating func unplace(_ slot: Int32) -> [Int32] {
        guard let record = records[Int(slot)] else { return [] }
        switch record.placement {
        case .pending: return [slot]
        case .tableau:
            takeOutOfTableau(slot)
            return [slot]
        case .link, .redundant:
            return dissolve(components(of: record))
        case let .definition(rep):
            return undoDefinitions(of: [rep])
        }
    }

    /// Places pending records again, in order of addition, with one solve at the end.
    mutating func placeAgain(_ slots: [Int32]) throws(SolverError) {
        var seen = Set<Int32>()
        let pending = slots.filter { slot in
            guard let record = records[Int(slot)], case .pending = record.placement else { return false }
            return seen.insert(slot).inserted
        }
        try placeBatch(pending.sorted { records[Int($0)]!.sequence < records[Int($1)]!.sequence })
        if !core.isBatching { try core.bringUpToDate() }
    }

    // MARK: Errors

    /// The error for a required record that contradicts eliminated equalities.
    func contradiction(_ slot: Int32) -> SolverError {
        unsatisfiable(slot, coreConflicts: [])
    }

    /// The error for a required record that cannot hold: the core's proof in the caller's
    /// constraints, with the eliminated equalities that the rewriting relied on.
    func unsatisfiable(_ slot: Int32, coreConflicts: [Constraint]) -> SolverError {
        let record = records[Int(slot)]!
        // A caller that only asks whether a constraint fits needs no proof.
        guard !omitsProofs else { return .unsatisfiable(record.constraint, conflicts: [record.constraint]) }
        var involved: [Int32] = []
        for conflict in coreConflicts {
            if let other = recordOfRewritten[Self.key(conflict)], other != slot { involved.append(other) }
        }
        var variables = record.slots
        for other in involved { variables += records[Int(other)]!.slots }
        // The definitions the rewritten constraints rest on, and the variables they relate.
        var reps = variables.map { aliases.representative[Int($0)] }
        for other in involved {
            if case let .tableau(_, _, through) = records[Int(other)]!.placement { reps += through }
        }
        for defining in definingRecords(of: reps) where defining != slot && !involved.contains(defining) {
            involved.append(defining)
            variables += records[Int(defining)]!.slots
        }
        var seen = Set(involved + [slot])
        for variable in variables {
            for link in aliases.justification(of: variable, variablesOf: { records[Int($0)]?.slots ?? [] })
            where seen.insert(link).inserted {
                involved.append(link)
            }
        }
        let others = involved.compactMap { records[Int($0)] }.filter { $0.constraint.strength.isRequired }
            .sorted { $0.sequence < $1.sequence }.map(\.constraint)
        return .unsatisfiable(record.constraint, conflicts: [record.constraint] + others)
    }
}
