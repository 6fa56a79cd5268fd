import Plumb
import PlumbRender
@testable import PlumbScene
import Testing

/// A chat feed of wrapping bubbles (the inspector benchmark's scene): every view is placed by
/// required equalities and the labels' content size, so nothing is ambiguous.
///
/// Known problem (found by the inspector benchmark, not fixed yet): after the second layout
/// pass re-measures the wrapping labels, the rows of the chained y positions keep many free
/// slack and dummy parameters, each ambiguity query walks degenerate pivots along the chain,
/// and the shared exploration budget (`SolverCore.explorationBudget`) runs out: in a feed of 150
/// bubbles, from the 72nd (`m71`) on, views are reported ambiguous. With 100 times the budget none is, but a
/// 1,000-view feed then takes 106 s to check.
@Suite struct FeedAmbiguityTests {
    static func feed(bubbles: Int) -> String {
        var lines = ["size: {width: 375, height: 16000}", "components:", "  bubble:",
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

    /// 50 bubbles (100 views): clean today, within the budget.
    @Test func aShortFeedIsNotAmbiguous() throws {
        let loaded = try loadScene(Self.feed(bubbles: 50), measurer: PangoTextMeasurer.shared)
        let outcome = loaded.layout()
        #expect(outcome.ambiguous.isEmpty && outcome.conflicts.isEmpty)
        // Odd bubbles sit on the trailing margin: 375 − 8.
        #expect(loaded.view("m49")?.frame.maxX == 367 && loaded.view("m48")?.frame.minX == 8)
    }

    /// 150 bubbles (300 views): falsely ambiguous today.
    @Test func aLongFeedIsNotAmbiguous() throws {
        let loaded = try loadScene(Self.feed(bubbles: 150), measurer: PangoTextMeasurer.shared)
        let outcome = loaded.layout()
        #expect(outcome.conflicts.isEmpty)
        withKnownIssue("the ambiguity exploration budget runs out on long feeds of wrapping labels") {
            #expect(outcome.ambiguous.isEmpty)
        }
    }
}
