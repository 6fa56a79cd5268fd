import Testing
@testable import Plumb
import PlumbRender
@testable import PlumbScene

/// Multipliers compound along chains of constraints: each one in range, a chain of them can
/// still reach past any `Double` (issue 30: 53 views at `1e6 ×` reached 10³¹⁸ and laid out
/// with `width: inf`, or trapped the solver when pinned).
@Suite struct MultiplierReachTests {
    /// `v0.width == m × v1.width`, …, `v(k-1).width == m × vk.width`, `vk.width == 10`.
    static func chain(_ count: Int, multiplier: String, pinned: Bool = false) -> String {
        var lines = ["name: chain", "size: {width: 320, height: 200}", "views:"]
        lines += (0...count).map { "  - {id: v\($0)}" }
        lines.append("constraints:")
        lines += (0..<count).map { "  - v\($0).width == \(multiplier) * v\($0 + 1).width" }
        lines.append("  - v\(count).width == 10")
        lines += (0...count).map { "  - v\($0).top == root.top + \($0)" }
        if pinned { lines.append("  - v0.trailing == root.trailing") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aChainPastTenToTheTwelveIsRefusedAtTheConstraintThatCrossesIt() throws {
        let error = #expect(throws: SceneError.self) {
            try SceneLoader.load(yaml: Self.chain(52, multiplier: "1e6"), file: "chain.yaml", services: .rendering)
        }
        // Two links reach 10¹²; the third, v2.width == 1e6 * v3.width (line 60), 10¹⁸.
        #expect(error?.line == 60)
        #expect(error?.column == 5)
        #expect(error?.message.contains("10^18") == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("chain.yaml:60:5: error: with this constraint") == true)
    }

    @Test func theSameChainPinnedIsRefusedTooInsteadOfTrappingTheSolver() {
        #expect(throws: SceneError.self) {
            try SceneLoader.load(yaml: Self.chain(52, multiplier: "1e6", pinned: true), file: "chain.yaml", services: .rendering)
        }
    }

    @Test func aChainUpToTenToTheTwelveLaysOutWithFiniteFrames() throws {
        let loaded = try SceneLoader.load(yaml: Self.chain(2, multiplier: "1e6"), file: "chain.yaml", services: .rendering)
        loaded.layout()
        #expect(loaded.view("v0")?.frame.width == 1e13)
        #expect(loaded.view("v2")?.frame.width == 10)
    }

    @Test func chainsThatShrinkAndGrowOnlyCountTheirSpread() {
        // 1e6 up, then 1e-6 down, again and again: the spread stays 10⁶.
        var reach = MultiplierReach()
        let views = (0...40).map { View("v\($0)") }
        for k in 0..<40 {
            let m = k % 2 == 0 ? 1e6 : 1e-6
            #expect(reach.add(views[k].widthAnchor.constraint(equalTo: views[k + 1].widthAnchor, multiplier: m)) == nil)
        }
        #expect(reach.add(views[40].widthAnchor.constraint(equalTo: views[0].heightAnchor, multiplier: 1e6)) == nil)
        let near = View("near"), far = View("far")
        #expect(reach.add(near.widthAnchor.constraint(equalTo: views[1].widthAnchor, multiplier: 1e-6)) == nil)
        #expect(reach.add(far.widthAnchor.constraint(equalTo: near.widthAnchor, multiplier: 1e-6)) == 18)
    }
}
