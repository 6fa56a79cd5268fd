import Testing
import PlumbTestScenes

/// The solver's counts per view (`RandomShapeRun.Metric`) at N = 1,000 against the same seed
/// at N = 100, phase by phase: 1 is linear in the views.
///
/// Issue 29's target is at most 1.5 for every seed, phase and count. Today's solver misses it
/// (the build's row updates grow 2.8× at the median, its tableau 2.6×), so the target is a
/// known issue, intermittent because some seeds meet it. What is asserted is a regression
/// guard that holds today: the worst growth over seeds 0..<200 in a release build, with 20 %
/// room, per phase and count (`regressionBounds`; measured with the same phases and counts).
/// Tighten the bounds when the solver gets better.
extension RandomShapeTests {
    static let target = 1.5

    /// Per phase and count: the worst growth over 200 seeds, × 1.2, rounded up. Three were
    /// raised with definitions in the front (docs/SOLVER.md), to the worst of the 20 seeds the
    /// suite runs, × 1.2: the edit's pivots (0.3 → 0.9, the worst seen being 0.7) and row updates (3.1 → 13.2), where
    /// four edits at N = 100 take none, so the growth is the count at N = 1,000 over a tenth
    /// of the views (at most 5 pivots and 152 row updates for the four); and the removal's
    /// pivots (4.1 → 6.0: 10.7 per view on seed 11 at N = 1,000, where N = 100 takes 2.4).
    static let regressionBounds: [RandomShapeRun.Phase: [RandomShapeRun.Metric: Double]] = [
        .build: [.pivots: 1.9, .rowUpdates: 7.2, .moves: 2.3, .terms: 5.8],
        .edit: [.pivots: 0.9, .rowUpdates: 13.2, .moves: 1.0, .terms: 5.8],
        .intrinsic: [.pivots: 0.8, .rowUpdates: 217.5, .moves: 0.4, .terms: 5.8],
        .remove: [.pivots: 6.0, .rowUpdates: 20.5, .moves: 25.2, .terms: 5.9],
        .move: [.pivots: 2.0, .rowUpdates: 6.5, .moves: 15.1, .terms: 7.4],
    ]

    static func expectGrowth(from small: RandomShapeRun, to large: RandomShapeRun) {
        for phase in RandomShapeRun.Phase.allCases {
            for metric in RandomShapeRun.Metric.allCases {
                let growth = RandomShapeRun.growth(small, large, phase, metric)
                let label = "\(large.recipe), \(phase) \(metric) per view: \(large.counts[phase]![metric]!) vs \(small.counts[phase]![metric]!) at N = 100"
                #expect(growth <= regressionBounds[phase]![metric]!, "\(label): grew \(growth)×")
                withKnownIssue("issue 29: per-view counts grow more than 1.5× from N = 100 to 1,000", isIntermittent: true) {
                    #expect(growth <= target, "\(label): grew \(growth)×")
                }
            }
        }
    }
}
