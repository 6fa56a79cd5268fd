import Testing
@testable import PlumbSolver

/// Priorities are lexicographic: no number of lower constraints outweighs a higher one.
@Suite struct StrictPriorityTests {
    @Test func oneConstraintAt251BeatsAThousandAt250() throws {
        let solver = Solver(), x = Variable("x")
        try solver.add((x >= 100) ~ 251)
        for k in 0..<1000 {
            // Each on a different expression: x + y_k <= y_k, i.e. x <= 0.
            let y = Variable("y\(k)")
            try solver.add(y == Double(k))
            try solver.add((x + y <= y) ~ 250)
        }
        #expect(solver.value(of: x) == 100)
    }

    @Test func plainWeightsWouldHaveTraded() throws {
        // Sanity of the test above: with 3 constraints at 250 and one at 251 a weighted solver
        // (as kiwi's) moves x to 0; strict priorities keep 100.
        let solver = Solver(), x = Variable("x")
        try solver.add((x >= 100) ~ 251)
        for _ in 0..<3 { try solver.add((x <= 0) ~ 250) }
        #expect(solver.value(of: x) == 100)
    }

    @Test func levelsInsertedOutOfOrderStaySorted() throws {
        let solver = Solver(), x = Variable("x")
        try solver.add((x == 1) ~ 10)
        try solver.add((x == 3) ~ 900)
        try solver.add((x == 2) ~ 500)
        #expect(solver.value(of: x) == 3)
        let top = solver.constraints[1]
        try solver.remove(top)
        #expect(solver.value(of: x) == 2)
    }

    @Test func equalPrioritiesTradeByCount() throws {
        // Within one level errors add up: two constraints pulling to 10 beat one pulling to 0.
        let solver = Solver(), x = Variable("x")
        try solver.add((x == 0) ~ 300)
        try solver.add((x == 10) ~ 300)
        try solver.add((2 * x == 20) ~ 300)
        #expect(solver.value(of: x) == 10)
    }
}
