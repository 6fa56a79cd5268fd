import Testing
@testable import Plumb
@testable import PlumbSolver

/// One VFL row of plain views, `H:|[w0][w1]…[wN-1]|` (issue 30, item 10: 500 views once took
/// 3.9 s and 456 MB, 3,000 took 15 s and 1.7 GB). Every width is free, so the layout is
/// ambiguous: the build must stay linear, and the ambiguity query must stay within its budget.
@Suite struct WideVisualFormatRowTests {
    struct Row {
        let root: View
        let build: SolverStatistics
    }

    static func row(_ n: Int) throws -> Row {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 4_000, height: 100))
        var views: [String: LayoutItem] = [:]
        for i in 0..<n {
            let view = View("w\(i)")
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views["w\(i)"] = view
        }
        let format = "H:|" + (0..<n).map { "[w\($0)]" }.joined() + "|"
        LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format, views: views))
        root.layoutIfNeeded()
        return Row(root: root, build: root.engine.solver.statistics)
    }

    @Test func theBuildIsLinearInTheRow() throws {
        let small = try Self.row(500), large = try Self.row(2_000)
        for (row, n) in [(small, 500), (large, 2_000)] {
            // At most 4 rows and 6 terms per view, and no pivot. Each view's leading edge is
            // defined by the one before it (docs/SOLVER.md, definitions in the front), so the
            // equality that closes the row at the superview's trailing edge sums every width:
            // one row as long as the row of views, as in kiwi's tableau.
            #expect(row.build.rows <= 4 * n, "\(n) views: \(row.build)")
            #expect(row.build.terms <= 6 * n, "\(n) views: \(row.build)")
            #expect(row.build.longestRow <= n + 4, "\(n) views: \(row.build)")
            #expect(row.build.pivots <= 16 && row.build.rowUpdates <= 64, "\(n) views: \(row.build)")
            // Every view sits on the row: the first at 0, each after the one before.
            let frames = row.root.subviews.map(\.frame)
            #expect(frames.first?.minX == 0 && frames.last?.maxX == 4_000)
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxX == $1.minX })
        }
    }

    @Test func theAmbiguityQueryStaysWithinItsBudget() throws {
        let row = try Self.row(2_000)
        let ambiguous = row.root.ambiguousItemsInSubtree()
        #expect(ambiguous.count == 2_000)
        let explored = row.root.engine.solver.statistics.explorationRowUpdates
        #expect(explored <= SolverCore.explorationBudget(rows: row.build.rows) + row.build.rows,
                "explored \(explored) row updates over \(row.build.rows) rows")
    }
}
