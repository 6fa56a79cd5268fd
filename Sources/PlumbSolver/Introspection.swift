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

extension Solver {
    /// The optimal values `variable` can take. A variable the solver has never seen is free.
    ///
    /// Exact: the range is the minimum and maximum of the variable over the set of optimal
    /// solutions, found by a small simplex (Bland's rule) on a copy of the tableau that may only
    /// move parameters with no weight in any priority level.
    public func ambiguity(of variable: Variable) -> Ambiguity {
        try? bringUpToDate()
        guard let s = symbolOfVariable[variable.id] else {
            return Ambiguity(value: 0, range: -Double.infinity...Double.infinity)
        }
        let value = tableau.value(of: s) + 0
        var target = Row()
        tableau.addTerm(s, 1, into: &target)
        let high = tableau.extreme(of: target)
        target.reverseSign()
        let low = -tableau.extreme(of: target)
        return Ambiguity(value: value, range: min(low, value)...max(high, value))
    }

    /// True when `variable` can take more than one optimal value.
    public func isAmbiguous(_ variable: Variable) -> Bool { ambiguity(of: variable).isAmbiguous }

    /// The constraints that determine `variable`'s value: those whose markers appear in the
    /// variable's row, i.e. the constraints its value is a linear combination of. Empty for a
    /// variable no constraint pins down. In the order they were added.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        try? bringUpToDate()
        guard let s = symbolOfVariable[variable.id], let row = tableau.row(of: s) else { return [] }
        var seen = Set<ObjectIdentifier>()
        let found = row.symbols.compactMap { symbol -> Tag? in
            guard let id = owner[symbol], seen.insert(id).inserted else { return nil }
            return tags[id]
        }
        return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }
}

extension Tableau {
    /// The largest value of `target` (an expression in parameters) over the optimal solutions,
    /// or +∞. Works on a copy; `self` is unchanged.
    func extreme(of target: Row) -> Double {
        var t = self
        var f = target
        // Parameters with weight in the objective must stay at 0 to keep the optimum.
        while true {
            var entering: Symbol = -1
            for i in 0..<f.count {
                let p = f.symbols[i], c = f.coefficients[i]
                guard t.kind(p) != .dummy, t.objective.isFree(p) else { continue }
                guard c > 0 || t.kind(p) == .external else { continue }
                if entering < 0 || p < entering { entering = p }
            }
            guard entering >= 0 else { return f.constant }
            let direction: Double = f.coefficient(of: entering) > 0 ? 1 : -1
            var best = -1
            var bestRatio = Double.infinity
            for slot32 in t.column(of: entering) {
                let slot = Int(slot32)
                let basic = t.basicOf[slot]
                let a = t.rows[slot].coefficient(of: entering) * direction
                let r: Double
                switch t.kind(basic) {
                case .external: continue
                case .dummy: r = 0  // a basic dummy is pinned at 0: it blocks any move
                case .slack, .error:
                    guard a < 0 else { continue }
                    r = -t.rows[slot].constant / a
                }
                if r < bestRatio || (r == bestRatio && basic < t.basicOf[best]) {
                    best = slot
                    bestRatio = r
                }
            }
            guard best >= 0 else { return .infinity }
            t.pivot(entering: entering, slot: best)
            let def = t.rows[best]
            let c = f.coefficient(of: entering)
            if let k = f.symbols.firstIndex(of: entering) {
                f.symbols.remove(at: k)
                f.coefficients.remove(at: k)
            }
            f.constant += c * def.constant
            t.addScaled(def, times: c, into: &f)
        }
    }
}
