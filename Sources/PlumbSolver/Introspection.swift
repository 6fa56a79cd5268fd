/// How far a variable can move while every constraint keeps its best achievable satisfaction.
public struct Ambiguity: Sendable, Equatable {
    /// The variable's value in the current solution.
    public let value: Double
    /// Every value the variable takes in some optimal solution; a bound may be infinite.
    public let range: ClosedRange<Double>

    /// True when the variable can take more than one optimal value.
    public var isAmbiguous: Bool { range.upperBound - range.lowerBound > Ambiguity.tolerance }

    /// An optimal value other than `value`, for exercising ambiguity: the farther finite end of
    /// the range, or 100 past the current value where the range is unbounded on that side.
    public var alternative: Double? {
        guard isAmbiguous else { return nil }
        let up = range.upperBound - value, down = value - range.lowerBound
        if up >= down { return up.isFinite ? range.upperBound : value + 100 }
        return down.isFinite ? range.lowerBound : value - 100
    }

    static let tolerance = 1.0e-6
}

extension SolverCore {
    /// The optimal values `variable` can take. A variable the solver has never seen is free.
    ///
    /// Exact: the range is the minimum and maximum of the variable over the set of optimal
    /// solutions, found by a small simplex (Bland's rule) on a copy of the tableau that may only
    /// move parameters with no weight in any priority level.
    mutating func ambiguity(of variable: Variable) -> Ambiguity {
        try? bringUpToDate()
        guard let s = symbolOfVariable[variable.id] else {
            return Ambiguity(value: 0, range: -Double.infinity...Double.infinity)
        }
        let value = tableau.value(of: s) + 0
        let high = tableau.extreme(of: s, direction: 1)
        let low = tableau.extreme(of: s, direction: -1)
        return Ambiguity(value: value, range: min(low, value)...max(high, value))
    }

    /// The row updates `ambiguities(of:)` may spend in all, its pivots rewriting rows: as
    /// much as rewriting every row 64 times, and never less than 100,000.
    static func explorationBudget(rows: Int) -> Int { max(64 * rows, 100_000) }

    /// The optimal values of several variables, on one copy of the tableau: each search moves
    /// the copy along the optimal set, which the next search may start from, so the copy is made
    /// once however many variables are asked about. Exploring costs pivots, each of which can
    /// touch every row; over a large ambiguous tableau (thousands of views freed by a broken
    /// constraint) the walk is capped at `budget` row updates (`explorationBudget` by default),
    /// and a range not reached within the cap is reported open on that side.
    mutating func ambiguities(of variables: [Variable], budget: Int? = nil) -> [Ambiguity] {
        try? bringUpToDate()
        var explorer = tableau
        explorer.journal = nil
        var budget = budget ?? Self.explorationBudget(rows: explorer.rows.count)
        return variables.map { variable in
            guard let s = symbolOfVariable[variable.id] else {
                return Ambiguity(value: 0, range: -Double.infinity...Double.infinity)
            }
            let value = tableau.value(of: s) + 0
            guard explorer.mayMoveAlongOptimum(s) else { return Ambiguity(value: value, range: value...value) }
            let high = explorer.moveToExtreme(of: s, direction: 1, budget: &budget)
            let low = explorer.moveToExtreme(of: s, direction: -1, budget: &budget)
            return Ambiguity(value: value, range: min(low, value)...max(high, value))
        }
    }
}

extension Tableau {
    /// The largest (`direction` 1) or smallest (−1) value symbol `s` takes over the optimal
    /// solutions, or ±∞. Parameters with weight in the objective must stay where they are, so
    /// only the others move. Works on a copy; `self` is unchanged.
    func extreme(of s: Symbol, direction: Double) -> Double {
        var t = self
        t.journal = nil
        var budget = Int.max
        return t.moveToExtreme(of: s, direction: direction, budget: &budget)
    }

    /// True when `s` depends on a parameter with no weight in any priority level: only then
    /// can it move without making the solution worse. Reads only.
    func mayMoveAlongOptimum(_ s: Symbol) -> Bool {
        guard let row = row(of: s) else { return objective.isFree(s) }
        return (0..<row.count).contains { objective.isFree(row.symbols[$0]) }
    }

    /// Moves this tableau's solution along the optimal set until `s` is as large (`direction`
    /// 1) or as small (−1) as it gets there, and returns that value, or ±∞ (also when the
    /// `budget` of row updates runs out first).
    mutating func moveToExtreme(of s: Symbol, direction: Double, budget: inout Int) -> Double {
        while true {
            // The symbol as an expression in parameters, oriented so that larger is better.
            let terms: [(Symbol, Double)]
            if let row = row(of: s) {
                terms = (0..<row.count).map { (row.symbols[$0], row.coefficients[$0] * direction) }
            } else {
                terms = [(s, direction)]
            }
            var entering: Symbol = -1
            var enteringDirection = 0.0
            for (p, c) in terms where objective.isFree(p) {
                let d = improvingDirection(p, coefficient: -c)
                if d != 0 && (entering < 0 || p < entering) {
                    entering = p
                    enteringDirection = d
                }
            }
            guard entering >= 0 else { return value(of: s) }
            guard budget > 0, let (slot, step) = ratioTest(entering, direction: enteringDirection) else {
                return direction * .infinity
            }
            let before = counters.rowUpdates
            moveAndPivot(entering, by: step, direction: enteringDirection, slot: slot)
            budget -= max(1, counters.rowUpdates - before)
        }
    }
}
