import Testing
@testable import PlumbSolver
import PlumbTestSupport

/// Required equalities eliminated before the tableau (``Aliases``) must give exactly what the
/// plain simplex gives: the same values, the same refusals, through removals and new constants.
@Suite struct EliminationTests {
    /// A chain x0 = 10, x(i) = x(i−1) + 2: every link but the first is eliminated, and the
    /// tableau keeps one row whatever the length.
    @Test func chainsOfEqualitiesMakeNoRows() throws {
        for n in [100, 1_000] {
            let solver = Solver(), x = (0..<n).map { Variable("x\($0)") }
            var constraints = [x[0] == 10]
            for i in 1..<n { constraints.append(x[i] == x[i - 1] + 2) }
            try solver.add(constraints)
            #expect(solver.value(of: x[n - 1]) == 10 + 2 * Double(n - 1))
            let stats = solver.statistics
            #expect(stats.eliminated == n - 1)
            #expect(stats.rows == 1)
            #expect(stats.pivots == 0)
            // A link's new constant moves everything after it, and nothing before.
            try solver.setConstant(constraints[n / 2], to: -12)
            #expect(solver.value(of: x[n / 2 - 1]) == 10 + 2 * Double(n / 2 - 1))
            #expect(solver.value(of: x[n - 1]) == 10 + 2 * Double(n - 1) + 10)
            // Only what moved is reported as changed.
            _ = solver.takeChangedVariableIDs()
            try solver.setConstant(constraints[n / 2], to: -14)
            let moved = Set(try #require(solver.takeChangedVariableIDs()))
            #expect(moved == Set(x[(n / 2)...].map(\.id)))
            #expect(solver.statistics.pivots == 0)
            // Removing a link frees the tail: it is no longer determined.
            try solver.remove(constraints[n / 2])
            #expect(solver.ambiguity(of: x[n - 1]).isAmbiguous)
            #expect(!solver.ambiguity(of: x[n / 2 - 1]).isAmbiguous)
        }
    }

    /// A contradiction between eliminated equalities is refused with a proof that conflicts
    /// and names the equalities involved.
    @Test func contradictionsNameTheEliminatedEqualities() throws {
        let solver = Solver(), a = Variable("a"), b = Variable("b"), c = Variable("c")
        let ab = a == b + 5, bc = b == c + 5, far = Variable("far") == a
        try solver.add([ab, bc, far])
        let wrong = a == c + 11
        #expect { try solver.add(wrong) } throws: { error in
            guard case let SolverError.unsatisfiable(refused, conflicts) = error else { return false }
            return refused === wrong && conflicts.contains { $0 === ab } && conflicts.contains { $0 === bc }
                && !conflicts.contains { $0 === far } && ConflictSet.minimal(conflicts) != nil
        }
        try solver.add([a == c + 10])  // redundant: holds already
        #expect(solver.statistics.eliminated == 4)
        // One at a time, an equality folds too when one side is a component no row reads.
        try solver.add(Variable("lone") == a + 1)
        #expect(solver.statistics.eliminated == 5)
        #expect(solver.statistics.rows == 0)
    }

    /// Random systems with many two-variable equalities, added in one batch (so they are
    /// eliminated) and then changed at random: after every step the values match a plain
    /// simplex (no elimination) solving the active constraints from scratch, and both accept
    /// and refuse the same constraints.
    @Test func randomSystemsMatchThePlainSimplex() throws {
        var random = SplitMix64(seed: 0xE11_A11A5)
        var eliminatedSeen = 0
        for system in 0..<300 {
            let n = 8
            let x = (0..<n).map { Variable("x\($0)") }
            var active: [Constraint] = []
            for _ in 0..<random.int(4...9) { active.append(Self.equality(x, &random)) }
            for _ in 0..<random.int(0...3) { active.append(Self.inequality(x, &random)) }
            // Distinct low priorities pin every variable (never removed): the optimum is unique.
            let pins = (0..<n).map { (x[$0] == Double(random.int(-50...50))) ~ Strength(Double(10 + $0)) }
            let solver = Solver()
            // Keep what the plain simplex accepts one by one.
            active = Self.acceptedByPlainSimplex(active)
            try solver.add(active + pins)
            eliminatedSeen += solver.statistics.eliminated
            var constants: [ObjectIdentifier: Double] = [:]
            func current() -> [Constraint] {
                active.map { c in constants[ObjectIdentifier(c)].map { Self.with(c, constant: $0) } ?? c } + pins
            }
            try expectSameValues(solver, current(), x, "system \(system) after the batch")
            for step in 0..<8 {
                let label = "system \(system) step \(step)"
                switch random.int(0...2) {
                case 0 where !active.isEmpty:
                    let victim = active.remove(at: random.int(0...(active.count - 1)))
                    try solver.remove(victim)
                    constants[ObjectIdentifier(victim)] = nil  // the identifier may be reused
                case 1 where !active.isEmpty:
                    let target = active[random.int(0...(active.count - 1))]
                    let constant = Double(random.int(-30...30))
                    let changed = zip(active + pins, current()).map { $0 === target ? Self.with(target, constant: constant) : $1 }
                    let feasible = Self.plainSolve(changed) != nil
                    do {
                        try solver.setConstant(target, to: constant)
                        #expect(feasible, "\(label): new constant accepted by Plumb only")
                        constants[ObjectIdentifier(target)] = constant
                    } catch {
                        #expect(!feasible, "\(label): new constant refused by Plumb only: \(error)")
                    }
                default:
                    let extra = random.int(0...1) == 0 ? Self.equality(x, &random) : Self.inequality(x, &random)
                    let feasible = Self.plainSolve(current() + [extra]) != nil
                    do {
                        try solver.add(extra)
                        #expect(feasible, "\(label): \(extra) accepted by Plumb only")
                        active.append(extra)
                    } catch {
                        #expect(!feasible, "\(label): \(extra) refused by Plumb only: \(error)")
                    }
                }
                try expectSameValues(solver, current(), x, label)
            }
        }
        #expect(eliminatedSeen > 300)
    }

    // MARK: Helpers

    /// `a·x(i) + b·x(j) + k == 0`, required, with small integer numbers.
    static func equality(_ x: [Variable], _ random: inout SplitMix64) -> Constraint {
        let i = random.int(0...(x.count - 1)), j = (i + random.int(1...(x.count - 1))) % x.count
        let a = Double([1, -1, 2, -2][random.int(0...3)]), b = Double([1, -1, 3][random.int(0...2)])
        return Constraint(Expression([Term(x[i], a), Term(x[j], b)], constant: Double(random.int(-20...20))), .equal)
    }

    /// `x(i) − x(j) + k ≤ 0` or `≥ 0`, required.
    static func inequality(_ x: [Variable], _ random: inout SplitMix64) -> Constraint {
        let i = random.int(0...(x.count - 1)), j = (i + random.int(1...(x.count - 1))) % x.count
        return Constraint(Expression([Term(x[i]), Term(x[j], -1)], constant: Double(random.int(-20...20))),
                          random.int(0...1) == 0 ? .lessThanOrEqual : .greaterThanOrEqual)
    }

    static func with(_ c: Constraint, constant: Double) -> Constraint {
        var e = c.expression
        e.constant = constant
        return Constraint(e, c.relation, strength: c.strength, name: c.name)
    }

    /// The values the plain simplex (no elimination) gives, or nil when it refuses a constraint.
    static func plainSolve(_ constraints: [Constraint]) -> SolverCore? {
        var core = SolverCore()
        for c in constraints { do { try core.add(c) } catch { return nil } }
        return core
    }

    static func acceptedByPlainSimplex(_ constraints: [Constraint]) -> [Constraint] {
        var core = SolverCore()
        return constraints.filter { (try? core.add($0)) != nil }
    }

    func expectSameValues(_ solver: Solver, _ active: [Constraint], _ x: [Variable], _ label: String) throws {
        guard var reference = Self.plainSolve(active) else {
            Issue.record("\(label): the plain simplex refuses the active system")
            return
        }
        for v in x {
            let (a, b) = (solver.value(of: v), reference.value(of: v))
            #expect(abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)), "\(label): \(v) is \(a), plain simplex \(b)")
        }
    }
}

/// Removing an eliminated equality takes apart every fold that relied on it, including folds
/// in other components whose rewriting read it through a term that cancelled out.
@Suite struct EliminationRemovalTests {
    /// A chain of views with leading and trailing insets, in the engine's variables (origin and
    /// width): `minX[i] == minX[i-1] + 2` and `minX[i] + width[i] == minX[i-1] + width[i-1] - 2`.
    /// The trailing inset, once the leading one has aliased `minX[i]`, folds `width[i]` alone.
    struct Chain {
        let x: [Variable], w: [Variable]
        var leading: [Constraint] = [], trailing: [Constraint] = []
        var all: [Constraint] = []
        init(depth: Int) {
            x = (0...depth).map { Variable("x\($0)") }
            w = (0...depth).map { Variable("w\($0)") }
            for i in 1...depth {
                leading.append(x[i] == x[i - 1] + 2)
                trailing.append(x[i] + w[i] == x[i - 1] + w[i - 1] - 2)
            }
            all = [w[0] == 4000] + zip(leading, trailing).flatMap { [$0, $1] }
        }
    }

    @Test func removingALeadingInsetFreesTheWidthsItTied() throws {
        let chain = Chain(depth: 3)
        let solver = Solver()
        try solver.add(chain.all)
        let tooNarrow = chain.w[3] == 100  // 4000 − 3·4 = 3988 while the first view's insets hold
        #expect(throws: SolverError.self) { try solver.add(tooNarrow) }
        try solver.remove(chain.leading[0])
        try solver.add(tooNarrow)  // the first view's width is free now: 100 + 3·4
        #expect(solver.value(of: chain.w[1]) == 108)
        #expect(solver.value(of: chain.w[3]) == 100)
    }

    /// Random removals from chains, then a constraint that may or may not fit: the solver that
    /// removed agrees with a fresh one built from what is left.
    @Test(arguments: 0..<60)
    func removalsAgreeWithAFreshSolve(seed: Int) throws {
        var g = SplitMix64(seed: UInt64(seed) &+ 91)
        let chain = Chain(depth: 3 + Int(g.next() % 6))
        let solver = Solver()
        if seed % 2 == 0 { try solver.add(chain.all) } else { for c in chain.all { try solver.add(c) } }
        var kept = chain.all
        for _ in 0..<(1 + Int(g.next() % 3)) {
            let victim = kept.remove(at: Int(g.next() % UInt64(kept.count)))
            try solver.remove(victim)
        }
        let depth = chain.w.count - 1
        let probe = chain.w[depth] == Double(100 + Int(g.next() % 4) * 1300)
        let fresh = Solver()
        try fresh.add(kept)
        let fitsFresh = (try? fresh.add(probe)) != nil
        let fits = (try? solver.add(probe)) != nil
        #expect(fits == fitsFresh)
        if fits && fitsFresh { #expect(solver.value(of: chain.w[depth]) == fresh.value(of: chain.w[depth])) }
    }
}

/// The incremental deletion filter's cost, in solver calls, on a conflict along a deep chain:
/// linear in the members (one solver; each member out, the new constraint tried, and back),
/// where solving from scratch per member made it quadratic (201 solvers of up to 400 adds each).
@Suite struct IncrementalConflictCostTests {
    @Test func aConflictAlongAChainCostsCallsLinearInItsMembers() throws {
        let chain = EliminationRemovalTests.Chain(depth: 200)
        let tooNarrow = chain.w[200] == 100
        var work = ConflictSet.Work()
        let minimal = try #require(ConflictSet.minimal(adding: tooNarrow, to: chain.all, work: &work))
        #expect(minimal.count == 402)  // the width, the root's width, and both insets of every level
        #expect(work.solvers == 1)
        #expect(work.additions <= 3 * (chain.all.count + 1))
        #expect(work.removals <= 2 * chain.all.count)
    }
}
