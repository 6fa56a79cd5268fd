import PlumbSolver
import PlumbTestSupport
import Testing

/// Minimal conflicting sets: the set really conflicts, and dropping any one member leaves
/// constraints with a common solution.
@Suite struct ConflictSetTests {
    @Test func bystandersLeaveTheSet() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let pinA = a == 0, gap = b >= a + 10, chain = c >= b + 10, pinC = c == 15
        let bystander = d == 3, redundant = b >= a
        let minimal = try #require(ConflictSet.minimal([pinC, bystander, pinA, redundant, gap, chain]))
        #expect(minimal.map(ObjectIdentifier.init) == [pinC, pinA, gap, chain].map(ObjectIdentifier.init))
        #expect(ConflictSet.minimal([pinA, gap, chain]) == nil)
    }

    @Test func earlierMembersLeaveFirstWhenSeveralSetsConflict() throws {
        let x = Variable("x")
        let five = x == 5, six = x == 6, seven = x == 7
        // {five, six}, {five, seven} and {six, seven} all conflict; the filter drops `five` first.
        let minimal = try #require(ConflictSet.minimal([five, six, seven]))
        #expect(minimal.map(ObjectIdentifier.init) == [six, seven].map(ObjectIdentifier.init))
    }

    /// 500 random systems of required equalities and inequalities over 6 variables, added one
    /// by one: every time the solver refuses one, the minimal set built from its proof contains
    /// the refused constraint, conflicts, and has a common solution without any one member.
    @Test func minimalSetsFromTheSolversProofsAreMinimalAndConflict() throws {
        var random = SplitMix64(seed: 0xC0_FF_1C_75)
        var conflictsSeen = 0
        for _ in 0..<500 {
            let variables = (0..<6).map { Variable("x\($0)") }
            let solver = Solver()
            for _ in 0..<14 {
                let constraint = Self.randomConstraint(variables, &random)
                do {
                    try solver.add(constraint)
                } catch {
                    guard case let .unsatisfiable(refused, conflicts) = error else { continue }
                    conflictsSeen += 1
                    checkMinimal(refused: refused, proof: conflicts, holding: solver.constraints)
                }
            }
        }
        #expect(conflictsSeen > 200)
    }

    private func checkMinimal(refused: Constraint, proof: [Constraint], holding: [Constraint]) {
        guard let minimal = ConflictSet.minimal([refused] + proof) else {
            Issue.record("the proof \(proof) has a common solution")
            return
        }
        #expect(minimal.contains { $0 === refused })
        // The incremental filter (one solver, each member taken out in turn) finds the same set.
        let incremental = ConflictSet.minimal(adding: refused, to: proof)
        #expect(incremental?.map(ObjectIdentifier.init) == minimal.map(ObjectIdentifier.init))
        #expect(!ConflictSet.isSatisfiable(minimal))
        for index in minimal.indices {
            var without = minimal
            without.remove(at: index)
            #expect(ConflictSet.isSatisfiable(without))
        }
        // The solver's state is intact: what it holds still has a solution.
        #expect(ConflictSet.isSatisfiable(holding))
    }

    /// `Σ c·x REL k` with 1–3 variables, small integer coefficients and constants.
    static func randomConstraint(_ variables: [Variable], _ random: inout SplitMix64) -> Constraint {
        var expression = Expression(constant: Double(random.int(-20...20)))
        for variable in variables.indices.shuffled(using: &random).prefix(random.int(1...3)) {
            let coefficient = Double([-2, -1, 1, 2, 3][random.int(0...4)])
            expression = expression + coefficient * variables[variable]
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
        return Constraint(expression, relation)
    }
}
