@testable import PlumbScene
import Testing

/// The check for cycles among `parent` keys: each view is walked over once, and a cycle is
/// named from its first declared view, as the walk per view did. Views join the tree parents
/// first, whatever order they are declared in.
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

    @Test func viewsJoinTheTreeParentsFirstWithSiblingsInDeclaredOrder() {
        // Declared bottom up: v2 under v1 under v0, and a, b, c under root in that order.
        let ids = ["v2", "a", "v1", "b", "v0", "c", "v1b"]
        let parents = ["v2": "v1", "a": "root", "v1": "v0", "b": "root", "v0": "root", "c": "root", "v1b": "v0"]
        #expect(HierarchyBuilder.topDown(ids, parents: parents).map { ids[$0] } == ["a", "b", "v0", "c", "v1", "v1b", "v2"])
        let chain = (0..<Self.depth).map { "v\($0)" }
        var chainParents = ["v0": "root"]
        for index in 1..<Self.depth { chainParents["v\(index)"] = "v\(index - 1)" }
        #expect(HierarchyBuilder.topDown(chain.reversed(), parents: chainParents) == Array((0..<Self.depth).reversed()))
    }
}
