@testable import Plumb
import PlumbRender
@testable import PlumbScene
import Testing

/// A chat feed of wrapping bubbles (the inspector benchmark's scene): every view is placed by
/// required equalities and the labels' content size, so nothing is ambiguous.
///
/// Once a problem: after the second layout pass re-measures the wrapping labels, each label's
/// height sits between two tight content-size inequalities, and the row of every chained y
/// position reads the free slack of one of them for each bubble above. Each ambiguity query
/// walked degenerate pivots through those slacks (up and down, for every view), the shared
/// exploration budget (`SolverCore.explorationBudget`) ran out, and from about 200 views on
/// the rest were reported ambiguous. `Tableau.isPinned` now proves such slacks held at 0 from
/// the row of the other inequality, without a pivot.
@Suite struct FeedAmbiguityTests {
    static func feed(bubbles: Int) -> String {
        var lines = ["size: {width: 375, height: \(max(16000, 110 * bubbles))}", "components:", "  bubble:",
                     "    params: {text: ~, side: leading}",
                     "    root: {background: \"#e9e9eb\", cornerRadius: 16}",
                     "    views:", "      - {id: text, type: label, text: \"$text\", lines: 0}",
                     "    constraints:", "      - text.edges == root.edges + [8, 12, 8, 12]",
                     "      - root.${side} == superview.${side}Margin",
                     "      - root.width <= 0.75 * superview.width", "views:"]
        for i in 0..<bubbles {
            let text = "message \(i)" + (i % 3 == 0 ? " with a longer text that wraps onto a second line" : "")
            lines.append("  - {id: m\(i), use: bubble, with: {text: \"\(text)\", side: \(i % 2 == 0 ? "leading" : "trailing")}}")
        }
        lines += ["constraints:", "  - m0.top == root.topMargin"] + (1..<bubbles).map { "  - m\($0).top == m\($0 - 1).bottom + 8" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// 50 bubbles (100 views).
    @Test func aShortFeedIsNotAmbiguous() throws {
        let loaded = try loadScene(Self.feed(bubbles: 50), measurer: PangoTextMeasurer.shared)
        let outcome = loaded.layout()
        #expect(outcome.ambiguous.isEmpty && outcome.conflicts.isEmpty)
        // Odd bubbles sit on the trailing margin: 375 − 8.
        #expect(loaded.view("m49")?.frame.maxX == 367 && loaded.view("m48")?.frame.minX == 8)
    }

    /// 150 bubbles (300 views) and 500 (1,000 views): falsely ambiguous before the fix.
    @Test(arguments: [150, 500]) func aLongFeedIsNotAmbiguous(bubbles: Int) throws {
        let loaded = try loadScene(Self.feed(bubbles: bubbles), measurer: PangoTextMeasurer.shared)
        let outcome = loaded.layout()
        #expect(outcome.conflicts.isEmpty)
        #expect(outcome.ambiguous.isEmpty)
        #expect(loaded.view("m\(bubbles - 1)")?.frame.maxX == 367)
    }

    /// The ambiguity query's exploration work (pivots and row updates on its copy of the
    /// tableau) per bubble stays flat as the feed grows: counts, not timings.
    @Test func theAmbiguityQueryGrowsLinearlyWithTheFeed() throws {
        func explorationWork(bubbles: Int) throws -> (pivots: Int, rowUpdates: Int) {
            let loaded = try loadScene(Self.feed(bubbles: bubbles), measurer: PangoTextMeasurer.shared)
            let solver = loaded.scene.root.engine.solver
            let before = solver.statistics
            let outcome = loaded.layout()
            #expect(outcome.ambiguous.isEmpty)
            let after = solver.statistics
            return (after.explorationPivots - before.explorationPivots,
                    after.explorationRowUpdates - before.explorationRowUpdates)
        }
        let small = try explorationWork(bubbles: 50), large = try explorationWork(bubbles: 200)
        // About 3 pivots and 9 row updates per bubble today. Before the fix: 40,870 row
        // updates at 50 bubbles, and the budget ran out from about 100 on.
        #expect(small.rowUpdates <= 20 * 50 && large.rowUpdates <= 20 * 200)
        // Four times the bubbles: at most about four times the work (quadratic would be 16).
        #expect(large.pivots <= 5 * small.pivots + 100)
        #expect(large.rowUpdates <= 5 * small.rowUpdates + 400)
    }
}
