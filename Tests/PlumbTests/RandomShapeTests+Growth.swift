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

    /// Per phase and count: the worst growth over 200 seeds today, × 1.2, rounded up.
    static let regressionBounds: [RandomShapeRun.Phase: [RandomShapeRun.Metric: Double]] = [
        .build: [.pivots: 1.9, .rowUpdates: 7.2, .moves: 2.3, .terms: 5.8],
        .edit: [.pivots: 0.3, .rowUpdates: 3.1, .moves: 1.0, .terms: 5.8],
        .intrinsic: [.pivots: 0.8, .rowUpdates: 217.5, .moves: 0.4, .terms: 5.8],
        .remove: [.pivots: 4.1, .rowUpdates: 20.5, .moves: 25.2, .terms: 5.9],
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
