import PlumbSolver

/// Adds constraints to the solver, and recovers when required constraints conflict: it
/// breaks one constraint of the conflicting set, logs UIKit's message, and goes on.
///
/// **Which constraint breaks.** Among the conflicting constraints, the user's constraints are
/// broken before generated ones (autoresizing, content size, guides), and among those the one
/// activated earliest. If only generated constraints conflict, the one being added breaks.
/// The broken constraint stays active and listed, with no effect.
struct ConflictRecovery {
    unowned let engine: LayoutEngine

    /// Adds all additions in one solver batch: generated before the user's, constraints on
    /// one variable (sizes, intrinsic sizes) before the rest, the rest in tree order. The
    /// solver eliminates required equalities first and optimises after the bounds, so rows
    /// stay short; the order is the one conflicts are found in when the batch fails.
    func add(_ additions: [LayoutEngine.Pending]) {
        let ordered = additions.filter { if case .generated = $0 { return true }; return false }
            + additions.filter { if case .user = $0 { return true }; return false }
        addBatch(ordered.filter { $0.solverConstraint.expression.terms.count <= 1 }
            + Self.inTreeOrder(ordered.filter { $0.solverConstraint.expression.terms.count > 1 }, host: engine.host))
    }

    /// Large batches only: below this many constraints the order they came in is kept.
    static let treeOrderThreshold = 64

    /// User constraints sorted (stably) by where their first item comes in a depth-first walk
    /// of the tree, parents before children, so the solver meets the views one after another
    /// from the root outwards. The order matters to the tableau: a stack view's update pass
    /// activates its arranged views' constraints before its own (leaves first), and in that
    /// order a 1,000-row stack of stacks grew rows of a thousand terms; walked in tree order,
    /// the same constraints keep rows a few terms long. Generated constraints keep their place.
    static func inTreeOrder(_ additions: [LayoutEngine.Pending], host: View) -> [LayoutEngine.Pending] {
        guard additions.count >= treeOrderThreshold else { return additions }
        var position: [ObjectIdentifier: Int] = [:]
        var stack: [View] = [host]
        while let view = stack.popLast() {
            position[ObjectIdentifier(view)] = position.count
            for guide in view.layoutGuides { position[ObjectIdentifier(guide)] = position.count }
            stack.append(contentsOf: view.subviews.reversed())
        }
        func key(_ addition: LayoutEngine.Pending) -> Int {
            guard case let .user(constraint, _) = addition else { return -1 }
            return position[ObjectIdentifier(constraint.firstItem)] ?? Int.max
        }
        let keys = additions.map(key)
        return additions.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { additions[$0] }
    }

    /// One solver batch; on a conflict, the batch is taken back and added again constraint
    /// by constraint, in order, with recovery: the solver reorders a batch (it eliminates
    /// equalities first), so only the one-by-one order says which constraint of the batch
    /// the conflict came with, as UIKit tells it.
    private func addBatch(_ additions: [LayoutEngine.Pending]) {
        guard !additions.isEmpty else { return }
        do {
            try engine.solver.add(additions.map(\.solverConstraint))
            engine.noteAddition(count: additions.count)
            for addition in additions { if case let .user(c, s) = addition { engine.didInstall(c, as: s) } }
        } catch {
            for addition in additions where engine.solver.hasConstraint(addition.solverConstraint) {
                try? engine.solver.remove(addition.solverConstraint)
            }
            for addition in additions { addOne(addition) }
        }
    }

    private func addOne(_ addition: LayoutEngine.Pending) {
        let constraint = addition.solverConstraint
        for _ in 0..<64 {
            do {
                try engine.solver.add(constraint)
                engine.noteAddition(count: 1)
                if case let .user(c, s) = addition { engine.didInstall(c, as: s) }
                return
            } catch let SolverError.unsatisfiable(_, conflicts) {
                let owners = minimalConflict(adding: constraint, reported: conflicts).compactMap { engine.owner(of: $0) }
                let victim = Self.victim(among: owners, adding: addition)
                let error = log(conflicting: owners, broken: victim)
                switch victim {
                case let .user(broken) where broken === addition.userConstraint:
                    engine.didInstall(broken, as: nil)
                    engine.noteBroken(victim, because: error)
                    return
                case let .user(broken):
                    guard let solverForm = engine.solverConstraint(of: broken) else {
                        if let own = addition.userConstraint {
                            engine.didInstall(own, as: nil)
                            engine.noteBroken(.user(own), because: error)
                        }
                        return
                    }
                    engine.removeSolverConstraint(solverForm)
                    engine.didInstall(broken, as: nil)
                    engine.noteBroken(victim, because: error)
                case .generated:
                    engine.noteBroken(victim, because: error)
                    return
                }
            } catch {
                return
            }
        }
    }

    /// The smallest set of required constraints, the new one among them, that can't all hold:
    /// the solver's proof with its bystanders dropped (``ConflictSet/minimal(_:)``), in the
    /// proof's order. Constants are read as they are now (`setConstant` may have changed them).
    /// If the proof alone is satisfiable (it can miss a constraint that was substituted away),
    /// every required constraint in the solver is the starting point instead, in scenes of up
    /// to ``fallbackLimit`` of them.
    func minimalConflict(adding constraint: Constraint, reported: [Constraint]) -> [Constraint] {
        func current(_ list: [Constraint]) -> [Constraint] {
            list.map { original in
                let constant = engine.currentConstant(of: original)
                guard constant != original.expression.constant else { return original }
                var expression = original.expression
                expression.constant = constant
                return Constraint(expression, original.relation, strength: original.strength, name: original.name)
            }
        }
        func minimal(_ candidates: [Constraint]) -> [Constraint]? {
            let copies = current(candidates)
            var originals: [ObjectIdentifier: Constraint] = [:]
            for (copy, original) in zip(copies, candidates) { originals[ObjectIdentifier(copy)] = original }
            return ConflictSet.minimal(adding: copies[0], to: Array(copies.dropFirst()))?
                .compactMap { originals[ObjectIdentifier($0)] }
        }
        let proof = [constraint] + reported.filter { $0 !== constraint }
        if let found = minimal(proof) { return found }
        // One small solve per member: over a whole large scene that is too slow to be worth it.
        let everything = [constraint] + engine.solver.constraints.filter { $0.strength.isRequired && $0 !== constraint }
        guard everything.count <= Self.fallbackLimit else { return proof }
        return minimal(everything) ?? proof
    }

    /// The most required constraints the fallback minimises over (a deletion filter costs one
    /// solve per member); above it, the proof is reported as the solver gave it.
    static let fallbackLimit = 300

    /// The deterministic rule above.
    static func victim(among owners: [ConstraintOwner], adding addition: LayoutEngine.Pending) -> ConstraintOwner {
        var seen = Set<ObjectIdentifier>()
        let users = owners.compactMap { owner -> LayoutConstraint? in
            if case let .user(c) = owner, seen.insert(ObjectIdentifier(c)).inserted { return c }
            return nil
        }
        if let earliest = users.min(by: { $0.activationOrder < $1.activationOrder }) { return .user(earliest) }
        switch addition {
        case let .user(c, _): return .user(c)
        case let .generated(g): return .generated(g)
        }
    }

    /// Logs UIKit's message for the set and returns the error it logged.
    @discardableResult
    private func log(conflicting owners: [ConstraintOwner], broken: ConstraintOwner) -> LayoutError {
        for case let .user(member) in owners { engine.conflictMembers.insert(ObjectIdentifier(member)) }
        // Users' constraints described together: each tree is numbered once, not once per line.
        var users: [LayoutConstraint] = []
        for case let .user(member) in owners + [broken] { users.append(member) }
        var described: [ObjectIdentifier: String] = [:]
        for (member, text) in zip(users, LayoutConstraint.descriptions(of: users)) { described[ObjectIdentifier(member)] = text }
        func name(_ owner: ConstraintOwner) -> String {
            if case let .user(member) = owner, let known = described[ObjectIdentifier(member)] { return known }
            return owner.text
        }
        func line(_ owner: ConstraintOwner) -> String {
            if case let .user(member) = owner, let known = described[ObjectIdentifier(member)] { return known }
            return owner.logText
        }
        var seen = Set<String>()
        let names = owners.map(name).filter { seen.insert($0).inserted }
        var seenLines = Set<String>()
        let lines = owners.map(line).filter { seenLines.insert($0).inserted }
        let text = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
        (
        \(lines.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint
        \(line(broken))
        """
        let error = LayoutError.unsatisfiable(broken: name(broken), conflicting: names)
        LayoutLog.report(text, error: error, location: broken.userConstraint?.source ?? users.lazy.compactMap(\.source).first)
        return error
    }
}

extension ConstraintOwner {
    /// The user's constraint, for a user constraint.
    var userConstraint: LayoutConstraint? {
        if case let .user(c) = self { return c }
        return nil
    }
}

extension LayoutEngine.Pending {
    var solverConstraint: Constraint {
        switch self {
        case let .generated(g): return g.constraint
        case let .user(_, s): return s
        }
    }

    var userConstraint: LayoutConstraint? {
        if case let .user(c, _) = self { return c }
        return nil
    }
}
