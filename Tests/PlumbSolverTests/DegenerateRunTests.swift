import Testing
@testable import PlumbSolver

/// When the simplex gives up its fast choices for Bland's rule, which cannot cycle.
@Suite struct DegenerateRunTests {
    @Test func aRunOfStepsThatMoveNothingSwitchesToBlandAtItsLimit() {
        var run = DegenerateRun(limit: 3)
        for slot in 0..<2 { run.record(entering: 7, slot: slot, moved: false) }
        #expect(!run.usesBland)
        run.record(entering: 7, slot: 2, moved: false)
        #expect(run.usesBland)
        #expect(run.length == 3)
    }

    @Test func aStepTakenTwiceInOneRunSwitchesAtOnce() {
        var run = DegenerateRun(limit: 100)
        run.record(entering: 4, slot: 9, moved: false)
        run.record(entering: 5, slot: 2, moved: false)
        #expect(!run.usesBland)
        run.record(entering: 4, slot: 9, moved: false)
        #expect(run.usesBland)
    }

    @Test func aStepThatMovesEndsTheRunAndForgetsItsSteps() {
        var run = DegenerateRun(limit: 100)
        run.record(entering: 4, slot: 9, moved: false)
        run.record(entering: 1, slot: 1, moved: true)
        #expect(run.length == 0)
        run.record(entering: 4, slot: 9, moved: false)
        #expect(!run.usesBland)
    }

    /// Random seed 12 at 1,000 views cycled through five pivots forever, one of them a step of
    /// 2⁻³⁴ (a last-bit rounding of values near 3 × 10⁵): with that step counted as a move,
    /// the run restarted every fifth pivot and never reached Bland's rule.
    @Test func roundingNoiseIsNotAMove() {
        var tableau = Tableau()
        tableau.noteMagnitude(constant: 300_000, largestCoefficient: 1)
        let noise = 0x1p-34
        #expect(tableau.isNearZeroValue(noise))
        #expect(!tableau.isNearZeroValue(0.5))
    }
}
