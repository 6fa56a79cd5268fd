import PlumbSolver

/// The user's constraints in the engine: adding, removing, refreshing, breaking and retrying.
extension LayoutEngine {

    /// Puts an activated constraint into the solver.
    func add(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard installed[id] == nil else { return }
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
            guard let item else { continue }
            register(item)
            if attribute.isMargin, let view = item as? View { register(view.layoutMarginsGuide) }
        }
        let solverConstraint = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        installed[id] = (constraint, nil)
        if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline { baselineConstraints[id] = constraint }
        owners[ObjectIdentifier(solverConstraint)] = .user(constraint)
        enqueue(.user(constraint, solverConstraint))
    }

    /// Takes a deactivated constraint out of the solver.
    func remove(_ constraint: LayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        baselineConstraints.removeValue(forKey: ObjectIdentifier(constraint))
        broken.remove(ObjectIdentifier(constraint))
        if let solverConstraint = entry.solver { removeSolverConstraint(solverConstraint) }
        pending.removeAll { if case let .user(c, _) = $0 { return c === constraint }; return false }
    }

    /// Called by the recovery once a user constraint is in the solver (or broken, with nil).
    func didInstall(_ constraint: LayoutConstraint, as solverConstraint: Constraint?) {
        let id = ObjectIdentifier(constraint)
        guard installed[id] != nil else { return }
        installed[id] = (constraint, solverConstraint)
        if solverConstraint == nil { broken.insert(id) } else { broken.remove(id) }
    }

    /// The solver form of an active, unbroken user constraint.
    func solverConstraint(of constraint: LayoutConstraint) -> Constraint? {
        installed[ObjectIdentifier(constraint)]?.solver
    }

    /// True when the constraint is active in this engine but broken.
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        guard let entry = installed[ObjectIdentifier(constraint)] else { return false }
        return entry.solver == nil && !isPending(constraint)
    }

    func isPending(_ constraint: LayoutConstraint) -> Bool {
        pending.contains { if case let .user(c, _) = $0 { return c === constraint }; return false }
    }

    /// The constraints that are active but broken, in activation order.
    var brokenConstraints: [LayoutConstraint] {
        guard !broken.isEmpty else { return [] }
        return broken.compactMap { installed[$0]?.constraint }
            .filter { installed[ObjectIdentifier($0)]?.solver == nil && !isPending($0) }
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
        guard let entry = installed[ObjectIdentifier(constraint)], let old = entry.solver else { return }
        removeSolverConstraint(old)
        installed[ObjectIdentifier(constraint)] = (constraint, nil)
        let replacement = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        owners[ObjectIdentifier(replacement)] = .user(constraint)
        enqueue(.user(constraint, replacement))
    }

    /// Rebuilds a user constraint's solver form; only the constant changes → set it in place.
    func refresh(_ constraint: LayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)], let old = entry.solver else { return }
        let fresh = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        if GeneratedConstraint.sameShape(old, fresh) {
            if currentConstant(of: old) != fresh.expression.constant {
                if !setSolverConstant(old, to: fresh.expression.constant) {
                    removeSolverConstraint(old)
                    installed[ObjectIdentifier(constraint)] = (constraint, nil)
                    owners[ObjectIdentifier(fresh)] = .user(constraint)
                    enqueue(.user(constraint, fresh))
                }
            }
            return
        }
        removeSolverConstraint(old)
        installed[ObjectIdentifier(constraint)] = (constraint, nil)
        owners[ObjectIdentifier(fresh)] = .user(constraint)
        enqueue(.user(constraint, fresh))
    }
}
