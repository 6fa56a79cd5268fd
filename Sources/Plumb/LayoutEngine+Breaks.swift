import PlumbSolver

/// A constraint the conflict recovery broke, and the error logged when it broke.
struct BrokenConstraintRecord {
    /// The solver form of a broken generated constraint (nil for a user constraint, which the
    /// engine's `installed` table follows).
    let generated: Constraint?
    /// The unsatisfiable-constraints error logged when it broke.
    let error: LayoutError
}

/// Keeps track of the constraints broken to recover from conflicts, for as long as they stay
/// installed and broken: ``Scene/layoutStrictly()`` throws while any is.
extension LayoutEngine {
    /// Remembers that the recovery broke `owner`, logging `error`.
    func noteBroken(_ owner: ConstraintOwner, because error: LayoutError) {
        switch owner {
        case let .user(constraint):
            breaks[ObjectIdentifier(constraint)] = BrokenConstraintRecord(generated: nil, error: error)
        case let .generated(generated):
            breaks[ObjectIdentifier(generated.constraint)] = BrokenConstraintRecord(generated: generated.constraint, error: error)
        }
    }

    /// The errors logged for the constraints that are still installed and broken: user
    /// constraints in activation order, then generated ones. Records of constraints that were
    /// removed, replaced or put back are dropped.
    func errorsOfBrokenConstraints() -> [LayoutError] {
        guard !breaks.isEmpty else { return [] }
        let users = brokenConstraints
        var errors = users.map { constraint in
            breaks[ObjectIdentifier(constraint)]?.error
                ?? .unsatisfiable(broken: constraint.description, conflicting: [constraint.description])
        }
        var stillBroken = Set(users.map(ObjectIdentifier.init))
        for (id, record) in breaks.sorted(by: { $0.value.error.description < $1.value.error.description }) {
            guard let generated = record.generated else { continue }
            guard owners[id] != nil, !solver.hasConstraint(generated), !isPendingGenerated(generated) else { continue }
            stillBroken.insert(id)
            errors.append(record.error)
        }
        breaks = breaks.filter { stillBroken.contains($0.key) }
        return errors
    }

    private func isPendingGenerated(_ constraint: Constraint) -> Bool {
        pending.contains { if case let .generated(g) = $0 { return g.constraint === constraint }; return false }
    }
}
