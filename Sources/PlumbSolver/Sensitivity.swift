extension SolverCore {
    /// The constraints whose constants the optimal values of `variables` depend on right now:
    /// those for which a small change of the constant (either way) moves one of them. Found on
    /// copies of the solver, one per candidate and direction; the candidates are the
    /// constraints connected to the variables (``constraintsAffecting(_:)``). Binding
    /// inequalities count; slack ones don't. In the order the constraints were added.
    mutating func constraintsDetermining(_ variables: [Variable]) -> [Constraint] {
        try? bringUpToDate()
        let ids = variables.map(\.id)
        let before = ids.map { value(ofVariableID: $0) }
        var seen = Set<ObjectIdentifier>()
        var candidates: [Constraint] = []
        for variable in variables {
            for constraint in constraintsAffecting(variable) where seen.insert(ObjectIdentifier(constraint)).inserted {
                candidates.append(constraint)
            }
        }
        let order = Dictionary(uniqueKeysWithValues: allTags.map { (ObjectIdentifier($0.constraint), $0.sequence) })
        return candidates.filter { constraint in
            guard let constant = constant(of: constraint) else { return false }
            for delta in [Self.probe, -Self.probe] {
                var copy = self
                copy.tableau.journal = nil
                do {
                    try copy.setConstant(constraint, to: constant + delta)
                    try copy.bringUpToDate()
                } catch {
                    return true  // the change makes the system infeasible: it binds
                }
                for (id, value) in zip(ids, before) where abs(copy.value(ofVariableID: id) - value) > Self.probe / 100 {
                    return true
                }
            }
            return false
        }.sorted { (order[ObjectIdentifier($0)] ?? 0) < (order[ObjectIdentifier($1)] ?? 0) }
    }

    /// How far a constant is moved to see whether it matters.
    static let probe = 1.0e-3
}
