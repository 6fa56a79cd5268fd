/// Counters that show how hard the solver is working, for benchmarks and tuning.
public struct SolverStatistics: Sendable, CustomStringConvertible {
    /// Basis changes since the solver was made.
    public var pivots = 0
    /// Parameter moves that needed no pivot.
    public var moves = 0
    /// Rows in the tableau now.
    public var rows = 0
    /// Terms in all rows now (the tableau's size).
    public var terms = 0
    /// The longest row now.
    public var longestRow = 0
    /// Required equalities eliminated before they reached the tableau (they make no row).
    public var eliminated = 0
    /// Rows rewritten by pivots since the solver was made: each pivot rewrites every row
    /// where its entering symbol appears, so this is the work pivots did, not just their count.
    public var rowUpdates = 0
    /// Pivots the ambiguity queries made on their copies of the tableau (not in `pivots`).
    public var explorationPivots = 0
    /// Rows those pivots rewrote (not in `rowUpdates`).
    public var explorationRowUpdates = 0

    /// All counters at zero: a solver that has done nothing.
    public init() {}

    /// The counters on one line: `rows 12, terms 40, longest row 6, pivots 30, moves 8, eliminated 20`.
    public var description: String {
        "rows \(rows), terms \(terms), longest row \(longestRow), pivots \(pivots), moves \(moves), eliminated \(eliminated)"
    }
}

extension SolverCore {
    /// The solver's counters and the tableau's current size.
    var statistics: SolverStatistics {
        var s = tableau.counters
        for slot in 0..<tableau.rows.count where tableau.basicOf[slot] >= 0 {
            s.rows += 1
            s.terms += tableau.rows[slot].count
            s.longestRow = max(s.longestRow, tableau.rows[slot].count)
        }
        return s
    }
}
