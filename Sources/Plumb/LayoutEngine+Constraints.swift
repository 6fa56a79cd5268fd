import PlumbSolver

/// The user's constraints in the engine: adding, removing, refreshing, breaking and retrying.
extension LayoutEngine {

    /// Puts an activated constraint into the solver.
    func add(_ constraint: LayoutConstraint) {
        guard installed.slot(of: constraint) == nil else { return }
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
            guard let item else { continue }
            register(item)
            if attribute.isMargin, let view = item as? View { register(view.layoutMarginsGuide) }
        }
        let solverConstraint = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        let slot = installed.insert(InstalledConstraint(constraint: constraint, solver: nil), for: constraint)
        if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline { baselineSlots.insert(slot) }
        owners[ObjectIdentifier(solverConstraint)] = .user(constraint)
        enqueue(.user(constraint, solverConstraint))
    }

    /// Takes a deactivated constraint out of the solver.
    func remove(_ constraint: LayoutConstraint) {
        guard let slot = installed.slot(of: constraint), let entry = installed.remove(constraint) else { return }
        baselineSlots.remove(slot)
        brokenSlots.remove(slot)
        if let solverConstraint = entry.solver { removeSolverConstraint(solverConstraint) }
        pending.removeAll { if case let .user(c, _) = $0 { return c === constraint }; return false }
    }

    /// Called by the recovery once a user constraint is in the solver (or broken, with nil).
    func didInstall(_ constraint: LayoutConstraint, as solverConstraint: Constraint?) {
        guard let slot = installed.slot(of: constraint) else { return }
        installed[slot].solver = solverConstraint
        if solverConstraint == nil { brokenSlots.insert(slot) } else { brokenSlots.remove(slot) }
    }

    /// The solver form of an active, unbroken user constraint.
    func solverConstraint(of constraint: LayoutConstraint) -> Constraint? {
        installed.slot(of: constraint).flatMap { installed[$0].solver }
    }

    /// True when the constraint is active in this engine but broken.
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        guard let slot = installed.slot(of: constraint) else { return false }
        return installed[slot].solver == nil && !isPending(constraint)
    }

    func isPending(_ constraint: LayoutConstraint) -> Bool {
        pending.contains { if case let .user(c, _) = $0 { return c === constraint }; return false }
    }

    /// The constraints that are active but broken, in activation order.
    var brokenConstraints: [LayoutConstraint] {
        guard !brokenSlots.isEmpty else { return [] }
        return brokenSlots.map { installed[$0] }
            .filter { $0.solver == nil && !isPending($0.constraint) }
            .map(\.constraint)
            .sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Tries broken constraints again, after something that conflicted with them went away.
    func retryBroken() {
        removedSinceRetry = false
        let broken = brokenConstraints
        guard !broken.isEmpty else { return }
        for constraint in broken {
            let solverConstraint = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
            if (try? solver.add(solverConstraint)) != nil {
                counters.additions += 1
                owners[ObjectIdentifier(solverConstraint)] = .user(constraint)
                didInstall(constraint, as: solverConstraint)
                revision += 1
            }
        }
    }

    func constantDidChange(_ constraint: LayoutConstraint) { refresh(constraint) }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        guard let slot = installed.slot(of: constraint), let old = installed[slot].solver else { return }
        removeSolverConstraint(old)
        installed[slot].solver = nil
        let replacement = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        owners[ObjectIdentifier(replacement)] = .user(constraint)
        enqueue(.user(constraint, replacement))
    }

    /// Rebuilds a user constraint's solver form; only the constant changes → set it in place.
    func refresh(_ constraint: LayoutConstraint) {
        guard let slot = installed.slot(of: constraint), let old = installed[slot].solver else { return }
        let fresh = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        if GeneratedConstraint.sameShape(old, fresh) {
            if currentConstant(of: old) != fresh.expression.constant {
                if !setSolverConstant(old, to: fresh.expression.constant) {
                    removeSolverConstraint(old)
                    installed[slot].solver = nil
                    owners[ObjectIdentifier(fresh)] = .user(constraint)
                    enqueue(.user(constraint, fresh))
                }
            }
            return
        }
        removeSolverConstraint(old)
        installed[slot].solver = nil
        owners[ObjectIdentifier(fresh)] = .user(constraint)
        enqueue(.user(constraint, fresh))
    }
}
