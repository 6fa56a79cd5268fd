/// Ambiguity and dependencies, through the eliminated variables.
extension ReducedSolver {
    /// The variable the core knows for `variable` (its representative), with the scale and
    /// offset that lead back.
    func resolved(_ variable: Variable) -> (Variable, scale: Double, offset: Double) {
        guard let slot = aliases.slot(ofID: variable.id) else { return (variable, 1, 0) }
        let rep = aliases.representative[Int(slot)]
        return (aliases.variables[Int(rep)], aliases.scale[Int(slot)], aliases.offset[Int(slot)])
    }

    /// An ambiguity of the representative, carried back to the variable.
    private func carried(_ a: Ambiguity, scale: Double, offset: Double) -> Ambiguity {
        guard scale != 1 || offset != 0 else { return a }
        func map(_ x: Double) -> Double { x.isFinite ? scale * x + offset : (scale < 0 ? -x : x) }
        let low = map(a.range.lowerBound), high = map(a.range.upperBound)
        return Ambiguity(value: scale * a.value + offset + 0, range: min(low, high)...max(low, high))
    }

    mutating func ambiguity(of variable: Variable) -> Ambiguity {
        rebuildDoomed()
        let (rep, scale, offset) = resolved(variable)
        if let slot = aliases.slot(ofID: rep.id), definitions.isDefined(slot) { return definedAmbiguities(of: [variable])[0] }
        return carried(core.ambiguity(of: rep), scale: scale, offset: offset)
    }

    mutating func ambiguities(of variables: [Variable], budget: Int? = nil) -> [Ambiguity] {
        rebuildDoomed()
        let resolvedAll = variables.map(resolved)
        let isDefined = resolvedAll.map { aliases.slot(ofID: $0.0.id).map(definitions.isDefined) ?? false }
        let free = zip(variables, isDefined).filter { !$1 }.map(\.0)
        var answers = (free.isEmpty ? [] : core.ambiguities(of: free.map { resolved($0).0 }, budget: budget)).makeIterator()
        var defined = definedAmbiguities(of: zip(variables, isDefined).filter { $1 }.map(\.0)).makeIterator()
        return zip(resolvedAll, isDefined).map { resolved, isDefined in
            isDefined ? defined.next()! : carried(answers.next()!, scale: resolved.scale, offset: resolved.offset)
        }
    }

    /// Ambiguities of variables whose representatives are defined (not in the core): asked of
    /// a copy of the core that has a variable tied to each definition's expansion, with the
    /// values the solver gives (the copy may have moved free variables to tie them).
    private mutating func definedAmbiguities(of variables: [Variable]) -> [Ambiguity] {
        guard !variables.isEmpty else { return [] }
        let resolvedAll = variables.map(resolved)
        var (copy, asked) = coreAnswering(resolvedAll.map { aliases.slot(ofID: $0.0.id)! })
        let answers = copy.ambiguities(of: asked)
        return zip(variables, zip(answers, resolvedAll)).map { variable, pair in
            let (answer, resolved) = pair
            let range = carried(answer, scale: resolved.scale, offset: resolved.offset).range
            let value = self.value(of: variable)
            return Ambiguity(value: value, range: min(range.lowerBound, value)...max(range.upperBound, value))
        }
    }

    /// True when `a` and `b` move only together along the optimum (`SolverCore.movesTogether`),
    /// through the eliminated variables: two aliases of one representative always do.
    mutating func movesTogether(_ a: Variable, _ b: Variable) -> Bool {
        rebuildDoomed()
        let (x, y) = (resolved(a).0, resolved(b).0)
        if x.id == y.id { return ambiguity(of: a).isAmbiguous }
        let reps = [x, y].map { aliases.slot(ofID: $0.id) ?? -1 }
        guard reps.contains(where: { $0 >= 0 && definitions.isDefined($0) }) else { return core.movesTogether(x, y) }
        var (copy, asked) = coreAnswering(reps.map { $0 >= 0 ? $0 : 0 })
        return copy.movesTogether(reps[0] >= 0 ? asked[0] : x, reps[1] >= 0 ? asked[1] : y)
    }

    /// Every constraint connected to `variable` through shared variables, in order of addition.
    func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        var recordsOf: [Int32: [Int32]] = [:]
        for (slot, record) in records.enumerated() {
            guard let record else { continue }
            for variable in record.slots { recordsOf[variable, default: []].append(Int32(slot)) }
        }
        guard let start = aliases.slot(ofID: variable.id) else { return [] }
        var seenVariables: Set<Int32> = [start]
        var seenRecords = Set<Int32>()
        var queue = [start]
        while let v = queue.popLast() {
            for slot in recordsOf[v] ?? [] where seenRecords.insert(slot).inserted {
                for other in records[Int(slot)]!.slots where seenVariables.insert(other).inserted { queue.append(other) }
            }
        }
        return seenRecords.compactMap { records[Int($0)] }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The constraints whose constants the optimal values of `variables` depend on right now:
    /// those for which a small change of the constant (either way) moves one of them. Found on
    /// copies of the solver, one per candidate and direction.
    mutating func constraintsDetermining(_ variables: [Variable]) -> [Constraint] {
        rebuildDoomed()
        try? core.bringUpToDate()
        let before = variables.map { value(of: $0) }
        var seen = Set<ObjectIdentifier>()
        var candidates: [Constraint] = []
        for variable in variables {
            for constraint in constraintsAffecting(variable) where seen.insert(ObjectIdentifier(constraint)).inserted {
                candidates.append(constraint)
            }
        }
        return candidates.filter { constraint in
            guard let constant = constant(of: constraint) else { return false }
            for delta in [Self.probe, -Self.probe] {
                var copy = self
                do {
                    try copy.setConstant(constraint, to: constant + delta)
                    try copy.updateVariables()
                } catch {
                    return true  // the change makes the system infeasible: it binds
                }
                for (variable, value) in zip(variables, before) where abs(copy.value(of: variable) - value) > Self.probe / 100 {
                    return true
                }
            }
            return false
        }
    }

    /// How far a constant is moved to see whether it matters.
    static let probe = 1.0e-3
}
