import Testing
@testable import PlumbSolver

/// A batch's required equalities reach the tableau after the equalities that determine what
/// they read (``FlowOrder``), whatever order the caller gave them in.
@Suite struct FlowOrderTests {
    /// Variables 0…3; 0 is known. Given as x3 = x2 + 1, x2 = x1 + 1, x1 = x0 + 1, the chain is
    /// placed from the known end, each equality with a fresh variable.
    @Test func aChainGivenBackwardsIsPlacedFromItsKnownEnd() {
        let order = FlowOrder.order([[3, 2], [2, 1], [1, 0]]) { $0 == 0 }
        #expect(order.map(\.index) == [2, 1, 0])
        #expect(order.map(\.fresh) == [true, true, true])
    }

    /// Two containers of the balanced tree, the child's given first. Parent block (variables
    /// 1–4: three positions and the shared width; 0 is the window) reads only the window; the
    /// child block (5–8) reads the parent's width 4. The parent's block goes first, each block
    /// in the given order, and only each block's closing equality lacks a fresh variable.
    @Test func blocksArePlacedAfterTheBlocksTheyReadFrom() {
        let child: [[Int32]] = [[5, 8], [6, 5, 8], [7, 6, 8], [7, 8, 4]]
        let parent: [[Int32]] = [[1, 0, 4], [2, 1, 4], [3, 2, 4], [3, 4, 0]]
        let order = FlowOrder.order(child + parent) { $0 == 0 }
        #expect(order.map(\.index) == [4, 5, 6, 7, 0, 1, 2, 3])
        #expect(order.map(\.fresh) == [true, true, true, false, true, true, true, false])
    }

    /// Independent equalities keep the given order; one that reads only known variables
    /// (a check that something already holds) has nothing fresh.
    @Test func independentEqualitiesKeepTheirOrder() {
        let order = FlowOrder.order([[1, 0], [2, 0], [0, 9]]) { $0 == 0 || $0 == 9 }
        #expect(order.map(\.index) == [0, 1, 2])
        #expect(order.map(\.fresh) == [true, true, false])
    }

    /// When the first free variable an equality names is taken, an augmenting path moves the
    /// match along: a perfect matching exists and is found.
    @Test func matchesAreShiftedToCoverEveryEquality() {
        // e0 takes 1 first; e1 can only take 1, so e0 must move to 2.
        let order = FlowOrder.order([[1, 2], [1]]) { _ in false }
        // e1 (matched with 1) goes first; e0 (matched with 2) reads 1, so it follows.
        #expect(order.map(\.index) == [1, 0])
        #expect(order.map(\.fresh) == [true, true])
    }

    /// The solver's values do not depend on the order: a tree of containers given children
    /// first solves to the same frames as one given parents first, with fewer tableau terms
    /// than the children-first order gave without the flow order (every row is short).
    @Test func treesGivenChildrenFirstSolveAsGivenParentsFirst() throws {
        func build(childrenFirst: Bool) throws -> (Solver, [Variable]) {
            let solver = Solver()
            let x = (0..<21).map { Variable("x\($0)") }, w = (0..<21).map { Variable("w\($0)") }
            var groups: [[Constraint]] = []
            // Container p has children 4p+1 … 4p+4, 8 apart, equal widths, 4 in from both edges.
            for p in 0..<5 {
                let c = (1...4).map { 4 * p + $0 }
                var group = [x[c[0]] == x[p] + 4]
                for k in 1..<4 { group += [x[c[k]] == x[c[k - 1]] + w[c[k - 1]] + 8, w[c[k]] == w[c[0]]] }
                group.append(x[c[3]] + w[c[3]] == x[p] + w[p] - 4)
                groups.append(group)
            }
            let window = [x[0] == 0, w[0] == 1_000]
            try solver.add(window + (childrenFirst ? groups.reversed() : groups).flatMap { $0 })
            return (solver, x + w)
        }
        let (forward, a) = try build(childrenFirst: false), (backward, b) = try build(childrenFirst: true)
        for (u, v) in zip(a, b) { #expect(abs(forward.value(of: u) - backward.value(of: v)) < 1e-9) }
        // The root's children are (1000 − 32) / 4 = 242 wide; theirs (242 − 32) / 4 = 52.5.
        #expect(abs(backward.value(of: b[21 + 1]) - 242) < 1e-9)
        #expect(abs(backward.value(of: b[21 + 5]) - 52.5) < 1e-9)
        #expect(backward.statistics.longestRow <= forward.statistics.longestRow)
    }
}
