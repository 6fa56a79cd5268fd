@testable import PlumbScene
import Testing

/// The check for cycles among `parent` keys: each view is walked over once, and a cycle is
/// named from its first declared view, as the walk per view did.
@Suite struct ParentCyclesTests {
    static let depth = 10_000

    @Test func theCycleCheckVisitsEachViewOnce() {
        let ids = (0..<Self.depth).map { "v\($0)" }
        var parents: [String: String] = ["v0": "root"]
        for index in 1..<Self.depth { parents["v\(index)"] = "v\(index - 1)" }
        // Declared top down and bottom up: either way each view is walked over once.
        for order in [ids, ids.reversed()] {
            let check = ParentCycles(order: order, parents: parents)
            #expect(check.cycle == nil)
            #expect(check.visits == Self.depth)
        }
    }

    @Test func aCycleIsNamedFromItsFirstDeclaredView() {
        // `t` leads into the cycle but is not on it; `x → y → x` is declared later but its
        // first view comes before `c`.
        let parents = ["t": "a", "a": "b", "x": "y", "b": "c", "c": "a", "y": "x"]
        let check = ParentCycles(order: ["t", "x", "a", "b", "c", "y"], parents: parents)
        #expect(check.cycle == ["x", "y", "x"])
        #expect(check.visits == 6)
        #expect(ParentCycles(order: ["s"], parents: ["s": "s"]).cycle == ["s", "s"])
    }
}
