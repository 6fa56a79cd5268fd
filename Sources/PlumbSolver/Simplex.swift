/// The simplex loops over the tableau: restoring one row's bounds (phase one, for a new
/// constraint or an edit) and minimising the lexicographic objective (phase two).
extension Tableau {
    /// After this many degenerate steps in a row, choices follow Bland's rule (lowest symbol
    /// first), which cannot cycle; a step that repeats one of the run switches at once (see
    /// `DegenerateRun`). Legitimate runs of degenerate steps (walking a long chain of views)
    /// grow with the tableau, so the limit does too.
    var degenerateStepLimit: Int { 100 + 4 * rows.count }

    /// Columns longer than this are walked in a phase-one step only when no parameter with a
    /// shorter column does the job.
    static let cheapColumn = 64

    /// The way parameter `p` may move to lower `coefficient · p`: +1, −1, or 0 when it may not.
    @inline(__always) func improvingDirection(_ p: Symbol, coefficient c: Double) -> Double {
        switch kind(p) {
        case .dummy: return 0
        case .external: return c < 0 ? 1 : (c > 0 ? -1 : 0)
        case .slack, .error: return c < 0 ? 1 : 0
        }
    }

    /// True when a basic symbol is within its bounds: 0 for a dummy, ≥ 0 when restricted.
    @inline(__always) func isWithinBounds(_ basic: Symbol) -> Bool {
        switch kind(basic) {
        case .external: return true
        case .dummy: return isNearZeroValue(values[Int(basic)])
        case .slack, .error: return values[Int(basic)] >= -valueEpsilon
        }
    }

    /// How far `p` can move in `direction` before a basic symbol in bounds would leave them:
    /// the blocking row's slot and the step. Rows already out of bounds and `exempt` don't block.
    mutating func ratioTest(_ p: Symbol, direction d: Double, exempt: Int = -1) -> (slot: Int, step: Double)? {
        var best = -1
        var bestStep = Double.infinity
        for (k, slot32) in liveColumn(of: p).enumerated() {
            let slot = Int(slot32)
            guard slot != exempt else { continue }
            let basic = basicOf[slot]
            let step: Double
            switch kind(basic) {
            case .external: continue
            case .dummy:
                guard isWithinBounds(basic) else { continue }
                step = 0
            case .slack, .error:
                let a = liveCoefficients[k] * d
                guard a < 0, isWithinBounds(basic) else { continue }
                step = max(0, values[Int(basic)] / -a)
            }
            // `best < 0` first: a step of +∞ (a row whose value overflowed) ties the initial
            // bound, and must not read `basicOf[-1]`.
            if best < 0 ? step < bestStep || step.isNaN : step < bestStep || (step == bestStep && basic < basicOf[best]) {
                best = slot
                bestStep = step
            }
        }
        return best < 0 ? nil : (best, bestStep)
    }

    /// A row that blocks `p` at once (step 0), found without walking the whole column: the
    /// first row in bounds at its bound that `p`'s move would push out. Nil when none does
    /// (then the full ratio test decides). Not for Bland's rule, which wants the lowest row.
    func zeroStepBlock(_ p: Symbol, direction d: Double, exempt: Int) -> (slot: Int, step: Double)? {
        for slot32 in columns[Int(p)] {
            let slot = Int(slot32)
            guard slot != exempt else { continue }
            let basic = basicOf[slot]
            guard basic >= 0 else { continue }
            switch kind(basic) {
            case .external: continue
            case .dummy:
                guard isWithinBounds(basic), rows[slot].index(of: p) >= 0 else { continue }
                return (slot, 0)
            case .slack, .error:
                guard isNearZeroValue(values[Int(basic)]) else { continue }
                let i = rows[slot].index(of: p)
                guard i >= 0, rows[slot].coefficient(at: i) * d < 0 else { continue }
                return (slot, 0)
            }
        }
        return nil
    }

    /// Moves `entering` by `step` in `direction`, then makes it basic in the row at `slot`.
    /// A restricted or dummy symbol leaves at its bound, 0; an external one keeps its value.
    mutating func moveAndPivot(_ entering: Symbol, by step: Double, direction: Double, slot: Int) {
        move(entering, by: direction * step)
        let leaving = basicOf[slot]
        pivot(entering: entering, slot: slot)
        settle(leaving)
    }

    // MARK: Phase two

    /// Minimises the objective, highest priority level first, from a feasible tableau.
    mutating func optimize() throws(SolverError) {
        var run = DegenerateRun(limit: degenerateStepLimit)
        while true {
            guard let (entering, direction) = enteringSymbol(bland: run.usesBland) else { return }
            guard let (slot, step) = ratioTest(entering, direction: direction) else {
                throw .internalError("the objective is unbounded")
            }
            run.record(entering: entering, slot: slot, moved: !isNearZeroValue(step))
            if step == 0, !run.usesBland, kind(entering) == .external,
               let (blockSlot, replacement) = degenerateReplacement(for: entering, direction: direction) {
                let blocking = basicOf[blockSlot]
                pivot(entering: replacement, slot: blockSlot)
                settle(blocking)
                continue
            }
            // Any entering symbol (a size, or a slack of a content size) held at step 0 by a
            // required equality lets the view that equality places stand in for its dummy.
            if step == 0, !run.usesBland, kind(basicOf[slot]) == .dummy,
               let standIn = freeStandIn(inRowAt: slot, besides: entering) {
                let blocking = basicOf[slot]
                pivot(entering: standIn, slot: slot)
                settle(blocking)
                objective.markPending(entering)  // its weights did not change: try it again
                continue
            }
            moveAndPivot(entering, by: step, direction: direction, slot: slot)
        }
    }

    /// For an external variable blocked at step 0, a row that blocks it (its basic symbol at
    /// its bound, 0) and a restricted symbol of that row that can take the basic symbol's place
    /// and, by doing so, cancel the variable's leading objective weight. Dummy rows first.
    ///
    /// A free variable held by a required equality (a position held by the view before it)
    /// would otherwise become basic and pass its weight down the chain, each row growing. This
    /// degenerate pivot changes no value and keeps the variable a parameter. A dummy retired
    /// this way never re-enters; for restricted rows, Bland's rule takes over after a run of
    /// degenerate steps, so the loop cannot cycle.
    private func degenerateReplacement(for blocked: Symbol, direction: Double) -> (Int, Symbol)? {
        let leading = objective.leadingLevel(of: blocked)
        var found: (slot: Int, symbol: Symbol, isDummy: Bool)?
        for slot32 in columns[Int(blocked)] {
            let slot = Int(slot32)
            let basic = basicOf[slot]
            guard basic >= 0, rows[slot].index(of: blocked) >= 0 else { continue }  // stale entry
            let isDummy = kind(basic) == .dummy
            guard isDummy || (kind(basic).isRestricted && isNearZeroValue(values[Int(basic)])) else { continue }
            let row = rows[slot]
            let aBlocked = row.coefficient(of: blocked)
            guard isDummy || aBlocked * direction < 0 else { continue }
            if let f = found, f.isDummy || !isDummy { continue }
            for i in 0..<row.count {
                let f = row.symbol(at: i)
                guard kind(f).isRestricted else { continue }
                // Pivoting f in adds c_f · (row solved for f) to the objective, so the weight of
                // `blocked` becomes c_b − c_f · a_b / a_f at every level.
                if objective.cancels(blocked, by: f, times: aBlocked / row.coefficient(at: i), below: leading) {
                    found = (slot, f, isDummy)
                    break
                }
            }
        }
        return found.map { ($0.slot, $0.symbol) }
    }

    /// For a symbol blocked at step 0 by a required equality (a dummy row), an
    /// external parameter of that row that can take the dummy's place: free in the objective
    /// and in few rows (the view the equality places, next to the size that wants to move).
    /// Pivoting it in changes no value and no objective weight, and the equality no longer
    /// blocks: the size moves and the view follows, instead of the size becoming basic and
    /// passing its weight along every row that reads it. Each such pivot retires a dummy, which
    /// never re-enters, so these steps cannot cycle.
    private func freeStandIn(inRowAt slot: Int, besides blocked: Symbol) -> Symbol? {
        let row = rows[slot]
        var best: Symbol = -1
        for i in 0..<row.count {
            let s = row.symbol(at: i)
            guard s != blocked, kind(s) == .external, objective.isFree(s),
                  columns[Int(s)].count <= Self.cheapColumn,
                  columns[Int(s)].count < columns[Int(blocked)].count else { continue }
            if best < 0 || columns[Int(s)].count < columns[Int(best)].count { best = s }
        }
        return best < 0 ? nil : best
    }

    /// A parameter whose move lowers the objective, with its direction; nil at the optimum.
    private mutating func enteringSymbol(bland: Bool) -> (Symbol, Double)? {
        if bland {
            for s in 0..<Symbol(symbolCount) where !isBasic(s) {
                let d = improvingDirection(s, coefficient: objective.leadingCoefficient(of: s))
                if d != 0 { return (s, d) }
            }
            return nil
        }
        while let s = objective.popPending() {
            guard !isBasic(s) else { continue }
            let d = improvingDirection(s, coefficient: objective.leadingCoefficient(of: s))
            if d != 0 { return (s, d) }
        }
        return nil
    }

    // MARK: Phase one

    /// Brings the basic symbol `target` back within its bounds, moving parameters and pivoting
    /// only where a move is blocked, while every row in bounds stays in bounds. Returns nil on
    /// success; on failure, the parameters of the target's row, whose constraints prove it
    /// impossible (none of them can move the target the right way).
    mutating func restore(_ target: Symbol) -> [Symbol]? {
        var run = DegenerateRun(limit: degenerateStepLimit)
        while isBasic(target) && !isWithinBounds(target) {
            let slot = slot(of: target)
            let row = rows[slot]
            let value = values[Int(target)]
            let sign: Double = value < 0 ? 1 : -1  // the way the target must go
            let bland = run.usesBland
            var best: Candidate?
            // Parameters in few rows first: a ratio test costs a walk of the column, and a
            // shared parameter (a window's width) can sit in most rows. Those are tested only
            // when no cheap parameter simply reaches the target.
            var expensive: [Int] = []
            for pass in 0..<2 {
                for i in pass == 0 ? Array(0..<row.count) : expensive {
                    let p = row.symbol(at: i), a = row.coefficient(at: i)
                    let d = improvingDirection(p, coefficient: -sign * a)
                    guard d != 0 else { continue }
                    if pass == 0, !bland, columns[Int(p)].count > Self.cheapColumn {
                        expensive.append(i)
                        continue
                    }
                    let needed = abs(value / a)
                    let block = bland ? ratioTest(p, direction: d, exempt: slot)
                        : (zeroStepBlock(p, direction: d, exempt: slot) ?? ratioTest(p, direction: d, exempt: slot))
                    let candidate = Candidate(symbol: p, direction: d, needed: needed, block: block,
                                              isExternal: kind(p) == .external, columnLength: columns[Int(p)].count)
                    if best == nil || candidate.isBetter(than: best!, bland: bland) { best = candidate }
                }
                if let found = best, found.reachesTarget, found.isExternal { break }
            }
            guard let choice = best else { return Array(row.symbols) }
            if choice.reachesTarget {
                move(choice.symbol, by: choice.direction * choice.needed)
                snap(target, to: 0)
                // A restricted parameter can't rest away from 0: it takes the target's place.
                if !choice.isExternal { pivot(entering: choice.symbol, slot: slot) }
                return nil
            }
            let (blockSlot, step) = choice.block!
            run.record(entering: choice.symbol, slot: blockSlot, moved: !isNearZeroValue(step))
            moveAndPivot(choice.symbol, by: step, direction: choice.direction, slot: blockSlot)
        }
        return nil
    }

    /// A parameter that can move a row's basic symbol towards its bounds.
    private struct Candidate {
        let symbol: Symbol
        let direction: Double
        /// How far it must move for the target to reach its bound.
        let needed: Double
        /// The first row in bounds that it would push out of them, if any.
        let block: (slot: Int, step: Double)?
        let isExternal: Bool
        /// How many rows it may sit in: what pivoting it in would substitute into.
        let columnLength: Int

        var reachesTarget: Bool { block.map { $0.step >= needed } ?? true }

        /// Best: a plain move of an external variable (no pivot, no fill); then a restricted
        /// symbol that reaches the target; then the largest step; then the one in fewest rows
        /// (a window's width in every row is the worst to pivot in); then the lowest symbol.
        func isBetter(than other: Candidate, bland: Bool) -> Bool {
            if bland { return symbol < other.symbol }
            func rank(_ c: Candidate) -> Int { c.reachesTarget ? (c.isExternal ? 0 : 1) : 2 }
            if rank(self) != rank(other) { return rank(self) < rank(other) }
            if rank(self) == 2, block!.step != other.block!.step { return block!.step > other.block!.step }
            if rank(self) == 2, columnLength != other.columnLength { return columnLength < other.columnLength }
            return symbol < other.symbol
        }
    }
}
