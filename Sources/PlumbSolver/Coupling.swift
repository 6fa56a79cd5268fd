extension SolverCore {
    /// The most required-equality rows ``movesTogether(_:_:)`` takes into account; past it,
    /// the two variables are reported as moving independently.
    static let couplingRowLimit = 16

    /// True when `a` and `b` can only move together along the optimal solutions, so that
    /// holding either one holds the other (a view pinned by its trailing edge alone: its x and
    /// its width). False when either is fixed or unknown, or when they can move independently.
    ///
    /// The optimal solutions move the parameters that carry no weight in the objective (and
    /// are not dummies), keeping every basic dummy at 0. Holding `a` holds `b` when `b`'s row
    /// over those parameters is a combination of `a`'s and the dummies' rows: a rank test by
    /// elimination, over the dummy rows connected to the two (at most ``couplingRowLimit``).
    /// Reads the tableau only.
    mutating func movesTogether(_ a: Variable, _ b: Variable) -> Bool {
        try? bringUpToDate()
        guard let sa = symbolOfVariable[a.id], let sb = symbolOfVariable[b.id] else { return false }
        let x = movableTerms(of: sa), y = movableTerms(of: sb)
        guard !x.isEmpty, !y.isEmpty, let dummies = dummyRows(touching: Set(x.keys).union(y.keys)) else { return false }
        var basis: [(pivot: Symbol, row: [Symbol: Double])] = []
        for row in dummies + [x] {
            let reduced = Self.reduce(row, by: basis)
            if let pivot = reduced.max(by: { abs($0.value) < abs($1.value) }), abs(pivot.value) > 1.0e-9 {
                basis.append((pivot.key, reduced))
            }
        }
        return Self.reduce(y, by: basis).allSatisfy { abs($0.value) <= 1.0e-9 }
    }

    /// `row` minus the multiples of the basis rows that clear their pivots.
    private static func reduce(_ row: [Symbol: Double], by basis: [(pivot: Symbol, row: [Symbol: Double])]) -> [Symbol: Double] {
        var row = row
        for (pivot, other) in basis {
            guard let c = row[pivot], c != 0 else { continue }
            let factor = c / other[pivot]!
            for (symbol, value) in other {
                let updated = (row[symbol] ?? 0) - factor * value
                row[symbol] = abs(updated) <= 1.0e-12 ? nil : updated
            }
        }
        return row
    }

    /// True for a parameter the optimal solutions may move.
    private func isMovable(_ p: Symbol) -> Bool { tableau.kind(p) != .dummy && tableau.objective.isFree(p) }

    /// A symbol's coefficients on the movable parameters: its row's, or itself as a parameter.
    private func movableTerms(of s: Symbol) -> [Symbol: Double] {
        guard let row = tableau.row(of: s) else { return isMovable(s) ? [s: 1] : [:] }
        var terms: [Symbol: Double] = [:]
        for index in 0..<row.count where isMovable(row.symbols[index]) && row.coefficient(at: index) != 0 {
            terms[row.symbols[index]] = row.coefficient(at: index)
        }
        return terms
    }

    /// The rows of basic dummies reachable from `start` through shared movable parameters,
    /// over the movable parameters; nil past ``couplingRowLimit``.
    private func dummyRows(touching start: Set<Symbol>) -> [[Symbol: Double]]? {
        var seenSymbols = start, seenSlots = Set<Int32>()
        var queue = Array(start)
        var result: [[Symbol: Double]] = []
        while let p = queue.popLast() {
            for slot in tableau.columns[Int(p)] where seenSlots.insert(slot).inserted {
                let basic = tableau.basicOf[Int(slot)]
                guard basic >= 0, tableau.kind(basic) == .dummy, tableau.rows[Int(slot)].coefficient(of: p) != 0 else { continue }
                let terms = movableTerms(of: basic)
                guard !terms.isEmpty else { continue }
                result.append(terms)
                guard result.count <= Self.couplingRowLimit else { return nil }
                for symbol in terms.keys where seenSymbols.insert(symbol).inserted { queue.append(symbol) }
            }
        }
        return result
    }
}
