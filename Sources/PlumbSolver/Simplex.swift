/// The primal and dual simplex loops over the tableau.
extension Tableau {
    /// After this many degenerate pivots in a row, entering and leaving symbols are chosen by
    /// Bland's rule (lowest symbol first), which cannot cycle.
    static let degeneratePivotLimit = 50

    /// Which objective a primal loop minimises.
    enum Goal { case main, artificial }

    /// Minimises the objective (lexicographically for `.main`) from a feasible basis.
    mutating func optimize(_ goal: Goal) throws(SolverError) {
        var degenerate = 0
        while true {
            let bland = degenerate >= Tableau.degeneratePivotLimit
            guard let entering = enteringSymbol(goal, bland: bland) else { return }
            guard let (slot, ratio) = leavingSlot(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            degenerate = ratio == 0 ? degenerate + 1 : 0
            pivot(entering: entering, slot: slot)
        }
    }

    private func goalObjective(_ goal: Goal) -> Objective {
        goal == .main ? objective : artificial!
    }

    /// A parameter whose leading objective coefficient is negative, or nil at the optimum.
    private mutating func enteringSymbol(_ goal: Goal, bland: Bool) -> Symbol? {
        if bland {
            let objective = goalObjective(goal)
            for s in 0..<Symbol(symbolCount) where isImprovable(s, objective) { return s }
            return nil
        }
        while true {
            let next: Symbol?
            switch goal {
            case .main: next = objective.popPending()
            case .artificial: next = artificial!.popPending()
            }
            guard let s = next else { return nil }
            if isImprovable(s, goalObjective(goal)) { return s }
        }
    }

    @inline(__always) private func isImprovable(_ s: Symbol, _ objective: Objective) -> Bool {
        !isBasic(s) && kind(s) != .dummy && objective.leadingCoefficient(of: s) < 0
    }

    /// The row that limits how far `entering` can grow: the restricted basic symbol that reaches
    /// 0 first. Returns the slot and the step.
    private func leavingSlot(for entering: Symbol) -> (Int, Double)? {
        var best = -1
        var bestRatio = Double.infinity
        for slot32 in column(of: entering) {
            let slot = Int(slot32)
            let basic = basicOf[slot]
            if kind(basic) == .external { continue }
            let a = rows[slot].coefficient(of: entering)
            guard a < 0 else { continue }
            let r = -rows[slot].constant / a
            if r < bestRatio || (r == bestRatio && best >= 0 && basic < basicOf[best]) {
                best = slot
                bestRatio = r
            }
        }
        return best < 0 ? nil : (best, bestRatio)
    }

    /// Restores feasibility after row constants changed, keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            guard isBasic(leaving) else { continue }
            let slot = slot(of: leaving)
            let row = rows[slot]
            guard row.constant < 0 else { continue }
            var entering: Symbol = -1
            var enteringCoefficient = 0.0
            for i in 0..<row.count {
                let s = row.symbols[i], a = row.coefficients[i]
                guard a > 0, kind(s) != .dummy else { continue }
                if entering < 0 || objective.ratio(of: s, a, isLessThan: entering, enteringCoefficient)
                    || (!objective.ratio(of: entering, enteringCoefficient, isLessThan: s, a) && s < entering)
                {
                    entering = s
                    enteringCoefficient = a
                }
            }
            guard entering >= 0 else { throw .internalError("dual optimize failed") }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Adds `row` (a constraint with no usable subject) through an artificial variable, as in
    /// Cassowary's phase one. Returns nil on success, or the parameters that prove the
    /// constraint infeasible (their constraints are the conflict) on failure. On failure the
    /// tableau is left changed; the caller restores it.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Symbol]? {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        var phaseOne = Objective()
        phaseOne.grow(to: symbolCount)
        let level = phaseOne.level(for: 1)
        phaseOne.add(row, 1, level: level)
        artificial = phaseOne
        try optimize(.artificial)
        let final = artificial!
        artificial = nil
        if !isNearZero(final.constants[0]) {
            return (0..<Symbol(symbolCount)).filter { final.coefficients[0][Int($0)] != 0 }
        }
        if isBasic(art) {
            let artRow = removeRow(of: art)
            if artRow.count > 0 {
                guard let k = artRow.symbols.firstIndex(where: { kind($0).isRestricted }) else {
                    return artRow.symbols
                }
                // art = c + a·entering + … ⇒ make `entering` basic in that row instead.
                let slot = insertRow(artRow, basic: art)
                pivot(entering: artRow.symbols[k], slot: slot)
            }
        }
        eraseParameter(art)
        return nil
    }
}
