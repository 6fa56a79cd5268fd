/// Minimal sets of conflicting required constraints.
///
/// The solver's `SolverError.unsatisfiable` names the required constraints its proof touched;
/// that set conflicts, but some of its members may be bystanders. ``minimal(_:)`` keeps only
/// what is needed: a subset that still has no common solution, and that has a common solution
/// once any one member is dropped.
public enum ConflictSet {
    /// A minimal conflicting subset of `constraints` (read as required, whatever their
    /// strengths), or nil when they have a common solution. Members are dropped in order while
    /// the rest still conflicts (a deletion filter), so earlier members leave first: put the
    /// ones you would rather see in the result last. Costs one small solve per member.
    public static func minimal(_ constraints: [Constraint]) -> [Constraint]? {
        var kept = unique(constraints)
        guard !isSatisfiable(kept) else { return nil }
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if isSatisfiable(without) {
                index += 1
            } else {
                kept = without
            }
        }
        return kept
    }

    /// ``minimal(_:)`` of `[constraint] + others` when `others` alone have a common solution
    /// (the constraints a solver held when `constraint` could not be added), with the same
    /// result, found incrementally: one solver holds `others`, and each member is tested by
    /// taking it out and trying `constraint` in its place, rather than by a solve from scratch.
    /// Nil when the whole has a common solution; `minimal(_:)` itself when `others` don't.
    public static func minimal(adding constraint: Constraint, to others: [Constraint]) -> [Constraint]? {
        var work = Work()
        return minimal(adding: constraint, to: others, work: &work)
    }

    /// What ``minimal(adding:to:)`` asked of solvers: tests bound it.
    struct Work {
        var solvers = 0
        var additions = 0
        var removals = 0
    }

    static func minimal(adding constraint: Constraint, to others: [Constraint], work: inout Work) -> [Constraint]? {
        let members = unique(others.filter { $0 !== constraint }).map(asRequired)
        let probe = asRequired(constraint)
        let solver = Solver()
        solver.core.omitsProofs = true
        work.solvers += 1
        work.additions += members.count + 1
        do { try solver.add(members) } catch { return minimal([constraint] + others) }
        guard (try? solver.add(probe)) == nil else { return nil }
        var kept: [Int] = []
        for (index, member) in members.enumerated() {
            try? solver.remove(member)
            work.removals += 1
            work.additions += 1
            if (try? solver.add(probe)) != nil {
                // Without this member the rest holds: it belongs to the conflict.
                try? solver.remove(probe)
                try? solver.add(member)
                work.removals += 1
                work.additions += 1
                kept.append(index)
            }
        }
        let original = unique(others.filter { $0 !== constraint })
        return [constraint] + kept.map { original[$0] }
    }

    private static func asRequired(_ constraint: Constraint) -> Constraint {
        constraint.strength.isRequired ? constraint : constraint.withStrength(.required)
    }

    /// True when the constraints, all required, have a common solution.
    public static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        for constraint in constraints {
            let required = constraint.strength.isRequired ? constraint : constraint.withStrength(.required)
            do {
                try solver.add(required)
            } catch {
                return false
            }
        }
        return true
    }

    private static func unique(_ constraints: [Constraint]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
