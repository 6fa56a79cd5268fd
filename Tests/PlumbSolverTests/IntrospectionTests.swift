import Testing
@testable import PlumbSolver

/// Ambiguity and the constraints behind a value.
@Suite struct IntrospectionTests {
    @Test func pinnedVariableIsNotAmbiguous() throws {
        // 002 S7: left == 211 but nothing vertical: x is determined, y is not.
        let solver = Solver(), x = Variable("x"), y = Variable("y"), w = Variable("w")
        try solver.add([x == 211, w == 50])
        #expect(!solver.isAmbiguous(x))
        #expect(solver.ambiguity(of: x).range == 211...211)
        #expect(solver.isAmbiguous(y))
        #expect(solver.ambiguity(of: y).range == -Double.infinity...Double.infinity)
    }

    @Test func contentPriorityTieIsAmbiguousWithItsExactRange() throws {
        // Two views in a 200-point row, both preferring 50 at the same priority: the extra 100
        // can go anywhere. Raising one priority (the 251 fix) makes it exact.
        let solver = Solver(), a = Variable("a"), b = Variable("b")
        try solver.add([a >= 0, b >= 0, a + b == 200, (a == 50) ~ 250, (b == 50) ~ 250])
        let ambiguity = solver.ambiguity(of: a)
        #expect(ambiguity.isAmbiguous)
        #expect(ambiguity.range == 50...150)
        #expect(ambiguity.alternative == (ambiguity.value == 50 ? 150 : 50))
        try solver.add((b == 50) ~ 251)
        #expect(!solver.isAmbiguous(a))
        #expect(solver.value(of: a) == 150)
    }

    /// Exploring ranges spends at most a budget of row updates; a side not reached within it is
    /// reported open. With the default budget the tie above gets its exact range; with none,
    /// the side that takes a pivot stays open, though the variable is still found ambiguous.
    @Test func explorationStopsAtItsBudget() throws {
        let solver = Solver(), a = Variable("a"), b = Variable("b")
        try solver.add([a >= 0, b >= 0, a + b == 200, (a == 50) ~ 250, (b == 50) ~ 250])
        #expect(solver.core.ambiguities(of: [a]).first?.range == 50...150)
        let capped = try #require(solver.core.ambiguities(of: [a], budget: 0).first)
        #expect(capped.isAmbiguous)
        // The side the solution already sits at needs no pivot; the other is left open.
        #expect(capped.range == -Double.infinity...150 || capped.range == 50...Double.infinity)
        #expect(SolverCore.explorationBudget(rows: 10) == 100_000)
        #expect(SolverCore.explorationBudget(rows: 10_000) == 640_000)
    }

    @Test func halfBoundedVariable() throws {
        let solver = Solver(), x = Variable("x")
        try solver.add([x >= 10, (x <= 5) ~ 100])
        #expect(solver.value(of: x) == 10)
        #expect(!solver.isAmbiguous(x))
        let free = Solver(), z = Variable("z")
        try free.add(z >= 10)
        #expect(free.ambiguity(of: z).range == 10...Double.infinity)
        #expect(free.ambiguity(of: z).alternative == free.value(of: z) + 100)
    }

    @Test func sideGuidesLeftUnequalMakeTheMiddleViewAmbiguous() throws {
        // 000's planets: Saturn between two spacer guides whose widths were never made equal.
        let solver = Solver()
        let g1 = Variable("g1w"), saturnX = Variable("saturn.minX"), g2 = Variable("g2w")
        try solver.add([g1 >= 0, g2 >= 0, g1 + 100 + g2 == 375, saturnX == g1])
        #expect(solver.ambiguity(of: saturnX).range == 0...275)
        try solver.add(g1 == g2)
        #expect(solver.ambiguity(of: saturnX).range == 137.5...137.5)
    }

    @Test func introspectionLeavesTheSolutionAlone() throws {
        let solver = Solver(), a = Variable("a"), b = Variable("b")
        try solver.add([a >= 0, b >= 0, a + b == 200, (a == 50) ~ 250, (b == 50) ~ 250])
        let before = (solver.value(of: a), solver.value(of: b))
        _ = solver.ambiguity(of: a)
        _ = solver.ambiguity(of: b)
        #expect((solver.value(of: a), solver.value(of: b)) == before)
    }

    @Test func constraintsAffectingAVariable() throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y"), z = Variable("z")
        let base = x == 10, chain = y == x + 5, other = z == 3
        try solver.add([base, other, chain])
        let affecting = solver.constraintsAffecting(y).map(ObjectIdentifier.init)
        #expect(affecting == [base, chain].map(ObjectIdentifier.init))
        #expect(solver.constraintsAffecting(z).map(ObjectIdentifier.init) == [ObjectIdentifier(other)])
        #expect(solver.constraintsAffecting(Variable("unknown")).isEmpty)
    }

    /// The batched query on one tableau copy agrees with asking variable by variable, on
    /// random systems of mixed priorities (many with ambiguous variables).
    @Test func batchedAmbiguitiesMatchSingleQueries() {
        var g = RandomSystems.SplitMix64(seed: 0xA1B2_C3D4)
        var ambiguousSeen = 0
        for _ in 0..<300 {
            let (solver, variables) = Self.randomSystem(&g, constraints: 1...10, required: 0.5)
            let order = g.chance(0.5) ? variables : variables.reversed()
            let batched = solver.ambiguities(of: order)
            for (variable, batch) in zip(order, batched) {
                let single = solver.ambiguity(of: variable)
                #expect(batch.value == single.value)
                #expect(abs(batch.range.lowerBound - single.range.lowerBound) < 1e-6
                        || batch.range.lowerBound == single.range.lowerBound, "\(variable.name)")
                #expect(abs(batch.range.upperBound - single.range.upperBound) < 1e-6
                        || batch.range.upperBound == single.range.upperBound, "\(variable.name)")
                if single.isAmbiguous { ambiguousSeen += 1 }
            }
        }
        #expect(ambiguousSeen > 100)
    }

    /// A solver holding a random system over 2 to 8 variables: some required constraints (this
    /// share of them), the others at 250, 500 or 750.
    static func randomSystem(_ g: inout RandomSystems.SplitMix64, constraints: ClosedRange<Int>,
                             required: Double) -> (Solver, [Variable]) {
        let count = g.int(2...8)
        let variables = (0..<count).map { Variable("x\($0)") }
        let solver = Solver()
        for _ in 0..<g.int(constraints) {
            let strength: Double = g.chance(required) ? 1000 : Double(g.pick([250, 500, 750]))
            let spec = RandomSystems.randomConstraint(&g, variableCount: count, strength: strength)
            try? solver.add(spec.make(variables))
        }
        return (solver, variables)
    }

    /// The constraints behind many groups of variables, found together, are those each group
    /// gets on its own, in the same order, on random systems of mixed priorities and relations.
    @Test func groupedDeterminingMatchesSingleQueries() {
        var g = RandomSystems.SplitMix64(seed: 0x5EED_D0_7E)
        var nonEmpty = 0
        for _ in 0..<200 {
            let (solver, variables) = Self.randomSystem(&g, constraints: 1...12, required: 0.6)
            let groups = (0..<g.int(1...5)).map { _ in (0..<g.int(1...3)).map { _ in variables[g.int(0...(variables.count - 1))] } }
            let together = solver.constraintsDetermining(groups: groups)
            for (group, found) in zip(groups, together) {
                let single = solver.constraintsDetermining(group)
                #expect(found.map(ObjectIdentifier.init) == single.map(ObjectIdentifier.init), "\(group.map(\.name))")
                if !single.isEmpty { nonEmpty += 1 }
            }
        }
        #expect(nonEmpty > 100)
    }
}
