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
        var pins = PinnedParameters(symbolCount: explorer.symbolCount)
        defer {
            tableau.counters.explorationPivots += explorer.counters.pivots - tableau.counters.pivots
            tableau.counters.explorationRowUpdates += explorer.counters.rowUpdates - tableau.counters.rowUpdates
        }
        return variables.map { variable in
            guard let s = symbolOfVariable[variable.id] else {
                return Ambiguity(value: 0, range: -Double.infinity...Double.infinity)
            }
            let value = tableau.value(of: s) + 0
            guard explorer.mayMoveAlongOptimum(s, pins: &pins) else {
                return Ambiguity(value: value, range: value...value)
            }
            let high = explorer.moveToExtreme(of: s, direction: 1, budget: &budget, pins: &pins)
            let low = explorer.moveToExtreme(of: s, direction: -1, budget: &budget, pins: &pins)
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
        var pins = PinnedParameters(symbolCount: symbolCount)
        return t.moveToExtreme(of: s, direction: direction, budget: &budget, pins: &pins)
    }

    /// True when `s` depends on a parameter with no weight in any priority level that may
    /// move: only then can it move without making the solution worse. A dummy never moves,
    /// nor does a parameter `pins` proves held at 0. Reads only the tableau.
    func mayMoveAlongOptimum(_ s: Symbol, pins: inout PinnedParameters) -> Bool {
        guard let row = row(of: s) else { return objective.isFree(s) && kind(s) != .dummy }
        return (0..<row.count).contains { i in
            let p = row.symbol(at: i)
            return kind(p) != .dummy && objective.isFree(p) && !isPinned(p, pins: &pins)
        }
    }

    /// True when the parameter `p` is restricted and provably 0 in every optimal solution:
    /// some row's basic symbol, at its bound 0 and restricted (or a dummy), reads
    /// `b = a·p + Σ c·q` where raising `p` pushes `b` out of bounds (a < 0; a dummy's row either
    /// sign) and no other term can make up for it: every other parameter is held (a dummy,
    /// weighted in the objective, or proved held) or is restricted (at 0, so it only rises)
    /// with a coefficient of the same sign as `a`. Then `b ≥ 0` (or `b = 0`) forces `p = 0`.
    /// A fact about the optimal set, not the basis, so `pins` keeps it across pivots.
    func isPinned(_ p: Symbol, pins: inout PinnedParameters) -> Bool {
        if let known = pins.known(p) { return known }
        guard kind(p).isRestricted, !isBasic(p), isNearZeroValue(values[Int(p)]) else {
            pins.set(p, false)
            return false
        }
        pins.set(p, false)  // while deciding, `p` is not assumed held (no circular proof)
        for slot32 in columns[Int(p)] {
            let slot = Int(slot32)
            let b = basicOf[slot]
            guard b >= 0 else { continue }
            let bKind = kind(b)
            guard bKind == .dummy || bKind.isRestricted, isNearZeroValue(values[Int(b)]) else { continue }
            let row = rows[slot]
            let i = row.index(of: p)
            guard i >= 0 else { continue }  // a stale column entry
            let a = row.coefficient(at: i)
            guard a < 0 || (bKind == .dummy && a > 0) else { continue }
            var holds = true
            for j in 0..<row.count where j != i {
                let q = row.symbol(at: j), c = row.coefficient(at: j)
                if kind(q) == .dummy || !objective.isFree(q) { continue }
                if kind(q).isRestricted && isNearZeroValue(values[Int(q)]) && (c * a >= 0 || pins.known(q) == true) {
                    continue
                }
                holds = false
                break
            }
            if holds {
                pins.set(p, true)
                return true
            }
        }
        return false
    }

    /// Moves this tableau's solution along the optimal set until `s` is as large (`direction`
    /// 1) or as small (−1) as it gets there, and returns that value, or ±∞ (also when the
    /// `budget` of row updates runs out first).
    /// Parameters `pins` proves held at 0 never enter: the optimal set is the same without them.
    mutating func moveToExtreme(of s: Symbol, direction: Double, budget: inout Int,
                                pins: inout PinnedParameters) -> Double {
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
                if d != 0 && (entering < 0 || p < entering) && !isPinned(p, pins: &pins) {
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

/// What `Tableau.isPinned` has decided, by symbol: restricted parameters held at 0 in every
/// optimal solution (true) or not proved so (false).
struct PinnedParameters {
    private var state: [Int8]

    init(symbolCount: Int) { state = Array(repeating: 0, count: symbolCount) }

    func known(_ s: Symbol) -> Bool? {
        let i = Int(s)
        guard i < state.count, state[i] != 0 else { return nil }
        return state[i] > 0
    }

    mutating func set(_ s: Symbol, _ pinned: Bool) {
        let i = Int(s)
        if i >= state.count { state += Array(repeating: 0, count: i + 1 - state.count) }
        state[i] = pinned ? 1 : -1
    }
}
