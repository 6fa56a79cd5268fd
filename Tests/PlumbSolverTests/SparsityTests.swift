import Testing
@testable import PlumbSolver

/// The tableau stays sparse on view-shaped systems where it can: these sizes are what make
/// build and edit time linear in the number of views (speed itself is measured in
/// Benchmarks/, never here).
@Suite struct SparsityTests {
    /// A long row: each view 8 after the previous, the last 8 from an editable window width.
    func longRow(_ n: Int) throws -> (Solver, [Variable], Variable) {
        let solver = Solver(), width = Variable("W")
        var xs: [Variable] = [], ws: [Variable] = []
        for i in 0..<n {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            try solver.add([w >= 0, (w == 50) ~ 250])
            try solver.add(i == 0 ? x == 8 : x == xs[i - 1] + ws[i - 1] + 8)
            xs.append(x); ws.append(w)
        }
        try solver.add(xs[n - 1] + ws[n - 1] + 8 == width)
        try solver.addEditVariable(width, strength: 999)
        try solver.suggestValue(width, Double(58 * n + 8))
        return (solver, ws, width)
    }

    /// The positions are definitions (`x_k = x_{k−1} + w_{k−1} + 8`), never tableau rows; the
    /// tableau holds each width's two rows and the one equality that closes the row on the
    /// window, which sums the widths (and their errors): linear in n, as the old rows were.
    @Test(arguments: [50, 400])
    func longRowStaysLinearThroughBuildAndEdits(n: Int) throws {
        let (solver, ws, width) = try longRow(n)
        #expect(solver.value(of: width) == Double(58 * n + 8))
        #expect(ws.allSatisfy { solver.value(of: $0) == 50 })
        var stats = solver.statistics
        #expect(stats.eliminated >= n - 1)
        #expect(stats.longestRow <= 2 * n + 4)
        #expect(stats.terms <= 3 * stats.rows + 2 * n + 4)
        for extra in [100.0, 250.0, 30.0] {
            try solver.suggestValue(width, Double(58 * n + 8) + extra)
            #expect(ws.map { solver.value(of: $0) }.reduce(0, +) == Double(50 * n) + extra)
            stats = solver.statistics
            #expect(stats.longestRow <= 2 * n + 4, "after +\(extra): \(stats)")
            #expect(stats.terms <= 4 * stats.rows + 2 * n + 4, "after +\(extra): \(stats)")
        }
        // Each edit costs a bounded number of pivots, whatever n is.
        let before = solver.statistics.pivots
        try solver.suggestValue(width, Double(58 * n + 8) + 60)
        _ = solver.value(of: width)
        #expect(solver.statistics.pivots - before <= 8)
    }

    @Test func independentCellsNeverTouchEachOther() throws {
        let solver = Solver()
        for i in 0..<500 {
            let x = Variable(), y = Variable(), w = Variable(), h = Variable()
            try solver.add([w >= 0, h >= 0, (w == 50) ~ 250, (h == 20) ~ 250,
                            x == Double(8 + 60 * (i % 20)), y == Double(8 + 30 * (i / 20))])
        }
        let stats = solver.statistics
        #expect(stats.longestRow <= 3)
        #expect(stats.terms <= 3 * stats.rows)
    }
}
