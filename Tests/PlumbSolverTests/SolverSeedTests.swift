import Testing
@testable import PlumbSolver

/// The systems the seeds describe, with the numbers they give.
@Suite struct SolverSeedTests {
    @Test func higherPriorityWinsEntirely() throws {
        // 003: width 120 at a low priority and 75 at a high priority gives 75, not an average.
        let solver = Solver(), w = Variable("w")
        try solver.add((w == 120) ~ .low)
        try solver.add((w == 75) ~ .high)
        #expect(solver.value(of: w) == 75)
    }

    @Test func optionalConstraintsComeAsCloseAsTheyCan() throws {
        // 003: width == 24 @500 with width >= 30 @525 gives 30.
        let solver = Solver(), w = Variable("w")
        try solver.add((w == 24) ~ 500)
        try solver.add((w >= 30) ~ 525)
        #expect(solver.value(of: w) == 30)
    }

    @Test func mutuallyProportionalWidthsCollapseToZero() throws {
        // 003: a.w == 2*b.w with b.w == 3*a.w solves to 0 for both (with widths >= 0).
        let solver = Solver(), a = Variable("a"), b = Variable("b")
        try solver.add([a >= 0, b >= 0, a == 2 * b, b == 3 * a])
        #expect(solver.value(of: a) == 0)
        #expect(solver.value(of: b) == 0)
    }

    @Test func requiredNegativeWidthIsUnsatisfiable() throws {
        let solver = Solver(), w = Variable("w")
        let nonNegative = w >= 0
        try solver.add(nonNegative)
        let negative = w == -10
        #expect {
            try solver.add(negative)
        } throws: { error in
            guard case let SolverError.unsatisfiable(c, conflicts) = error else { return false }
            return c === negative && conflicts.count == 2 && conflicts[0] === negative && conflicts[1] === nonNegative
        }
        #expect(!solver.hasConstraint(negative))
        #expect(solver.value(of: w) == 0)
    }

    @Test func bookDualPinWithOptionalFiftyGivesEighty() throws {
        // 002 S2: H:|-50-[v] optional and H:|-80-[v] required: x = 80.
        let solver = Solver(), x = Variable("x")
        try solver.add((x == 50) ~ 999)
        try solver.add(x == 80)
        #expect(solver.value(of: x) == 80)
    }

    @Test func bookHuggingAndPreferredSize() throws {
        // 002 S5: a 64-wide image, hugging 50, width 100 @250, centred in 320: frame x 110, w 100.
        let solver = Solver(), x = Variable("x"), w = Variable("w")
        try solver.add([w >= 0, x + w / 2 == 160])
        try solver.add((w <= 64) ~ 50)          // hugging
        try solver.add((w >= 64) ~ 750)         // compression resistance
        try solver.add((w == 100) ~ 250)
        #expect(solver.value(of: w) == 100)
        #expect(solver.value(of: x) == 110)
        // S6: hugging 750 and 100 @500: 64 wide at x 128.
        let s6 = Solver()
        try s6.add([w >= 0, x + w / 2 == 160, (w <= 64) ~ 750, (w >= 64) ~ 750, (w == 100) ~ 500])
        #expect(s6.value(of: w) == 64)
        #expect(s6.value(of: x) == 128)
    }

    @Test func purpleInBlueTakesMinimumOfPreferredAndRoom() throws {
        // 003: width == 100 @weak with 20 of required padding each side: min(100, W - 40).
        for (container, expected) in [(300.0, 100.0), (120.0, 80.0)] {
            let solver = Solver(), x = Variable("x"), w = Variable("w"), W = Variable("W")
            try solver.add([W == container, x >= 20, x + w <= W - 20, w >= 0, (w == 100) ~ 1])
            #expect(solver.value(of: w) == expected)
        }
    }
}
