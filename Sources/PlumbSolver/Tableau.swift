/// The simplex tableau: rows keyed by their basic symbol, a column index that says which rows
/// each parameter appears in, every symbol's current value, and the lexicographic objective.
///
/// Unlike classic Cassowary, a parameter (non-basic symbol) need not be 0: an external variable
/// keeps whatever value it was moved to, so positions in a row of views can stay parameters
/// and rows stay short. Restricted and dummy parameters are always 0. For every row,
/// `values[basic] == constant + Σ coefficient · values[parameter]`.
/// Every edit keeps `columns` exact, so substitution touches only the rows that need it.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// Symbol → row slot, or -1 for a parameter.
    private(set) var rowOf: [Int32] = []
    /// Symbol → the row slots where it appears as a parameter.
    private(set) var columns: [[Int32]] = []
    /// Row slot storage; `basicOf[slot]` is -1 for a free slot.
    private(set) var rows: [Row] = []
    private(set) var basicOf: [Symbol] = []
    private var freeSlots: [Int32] = []
    /// Symbol → its position in the row being merged, or -1.
    private var scratch: [Int32] = []
    /// Every symbol's current value.
    private(set) var values: [Double] = []
    /// The priority-ordered objective.
    var objective = Objective()
    /// Pivot and move counts.
    var counters = SolverStatistics()
    /// While set, moves and pivots are recorded so that a failed change can be undone.
    var journal: [JournalEntry]?

    /// One reversible step. Values are restored exactly, from what they were.
    enum JournalEntry {
        case value(Symbol, Double)
        case pivot(leaving: Symbol, slot: Int)
    }

    var symbolCount: Int { kinds.count }

    /// Makes a new symbol of `kind`, a parameter at 0.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let s = Symbol(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        scratch.append(-1)
        values.append(0)
        objective.addSymbol(isExternal: kind == .external)
        return s
    }

    @inline(__always) func kind(_ s: Symbol) -> SymbolKind { kinds[Int(s)] }
    @inline(__always) func isBasic(_ s: Symbol) -> Bool { rowOf[Int(s)] >= 0 }
    @inline(__always) func row(of s: Symbol) -> Row? { isBasic(s) ? rows[Int(rowOf[Int(s)])] : nil }
    @inline(__always) func slot(of s: Symbol) -> Int { Int(rowOf[Int(s)]) }

    /// The symbol's current value.
    @inline(__always) func value(of s: Symbol) -> Double { values[Int(s)] }

    /// The value of `row`'s right-hand side at the current parameter values.
    func evaluate(_ row: Row) -> Double {
        var v = row.constant
        for i in 0..<row.count { v += row.coefficients[i] * values[Int(row.symbols[i])] }
        return v
    }

    /// The row slots where `s` is a parameter.
    func column(of s: Symbol) -> [Int32] { columns[Int(s)] }

    // MARK: Rows

    /// Installs `row` as the definition of the parameter `basic`, which must not appear in any
    /// other row. Returns the slot.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basicOf[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOf.append(basic)
        }
        for s in row.symbols { columns[Int(s)].append(Int32(slot)) }
        rowOf[Int(basic)] = Int32(slot)
        values[Int(basic)] = evaluate(row)
        return slot
    }

    /// Moves the parameter `p` by `delta`; the basic symbols of its rows follow.
    mutating func move(_ p: Symbol, by delta: Double) {
        guard delta != 0 else { return }
        counters.moves += 1
        setValue(p, values[Int(p)] + delta)
        for slot in columns[Int(p)] {
            let basic = basicOf[Int(slot)]
            setValue(basic, values[Int(basic)] + rows[Int(slot)].coefficient(of: p) * delta)
        }
    }

    /// Sets a symbol's value without touching anything else (to remove rounding noise).
    mutating func snap(_ s: Symbol, to value: Double) { setValue(s, value) }

    @inline(__always) private mutating func setValue(_ s: Symbol, _ value: Double) {
        journal?.append(.value(s, values[Int(s)]))
        values[Int(s)] = value
    }

    /// Undoes the journal's steps, newest first, and stops recording. Values come back
    /// bit for bit; rows come back by pivoting back.
    mutating func rollBack() {
        guard let steps = journal else { return }
        journal = nil
        for step in steps.reversed() {
            switch step {
            case let .value(s, old): values[Int(s)] = old
            case let .pivot(leaving, slot): pivot(entering: leaving, slot: slot)
            }
        }
    }

    /// Removes the row of the basic symbol `basic`, which becomes a parameter, and returns it.
    mutating func removeRow(of basic: Symbol) -> Row {
        let slot = slot(of: basic)
        var row = Row()
        swap(&row, &rows[slot])
        for s in row.symbols { removeFromColumn(s, slot: slot) }
        basicOf[slot] = -1
        rowOf[Int(basic)] = -1
        freeSlots.append(Int32(slot))
        return row
    }

    /// Adds `c·symbol` to the row under construction, replacing a basic symbol by its row.
    mutating func addTerm(_ symbol: Symbol, _ c: Double, into target: inout Row) {
        if let def = row(of: symbol) {
            target.constant += c * def.constant
            mergeTerms(def, times: c, into: &target, tracksColumns: false)
        } else {
            var single = Row()
            single.symbols = [symbol]
            single.coefficients = [c]
            mergeTerms(single, times: 1, into: &target, tracksColumns: false)
        }
    }

    /// Adds `c ·` the terms of `source` (a row in parameters) to a row outside the tableau.
    mutating func addScaled(_ source: Row, times c: Double, into target: inout Row) {
        mergeTerms(source, times: c, into: &target, tracksColumns: false)
    }

    /// Merges `source · c` into `target`'s terms (not its constant), dropping near-zero results.
    /// With `tracksColumns`, symbols that appear in or vanish from `target` are recorded in
    /// `pendingColumnAdds` / `pendingColumnRemovals`; `eliminated` is a symbol being
    /// substituted away whose column is already cleared.
    private mutating func mergeTerms(_ source: Row, times c: Double, into target: inout Row,
                                     tracksColumns: Bool, eliminated: Symbol = -1) {
        for i in 0..<target.count { scratch[Int(target.symbols[i])] = Int32(i) }
        for j in 0..<source.count {
            let s = source.symbols[j]
            let p = scratch[Int(s)]
            if p >= 0 {
                target.coefficients[Int(p)] += c * source.coefficients[j]
            } else {
                scratch[Int(s)] = Int32(target.count)
                target.symbols.append(s)
                target.coefficients.append(c * source.coefficients[j])
                if tracksColumns { pendingColumnAdds.append(s) }
            }
        }
        var kept = 0
        for i in 0..<target.count {
            let s = target.symbols[i]
            scratch[Int(s)] = -1
            let v = target.coefficients[i]
            if isNearZero(v) {
                if tracksColumns, s != eliminated { pendingColumnRemovals.append(s) }
                continue
            }
            target.symbols[kept] = s
            target.coefficients[kept] = v
            kept += 1
        }
        target.symbols.removeLast(target.count - kept)
        target.coefficients.removeLast(target.coefficients.count - kept)
    }

    private var pendingColumnAdds: [Symbol] = []
    private var pendingColumnRemovals: [Symbol] = []

    private mutating func removeFromColumn(_ s: Symbol, slot: Int) {
        let i = Int(s)
        if let k = columns[i].lastIndex(of: Int32(slot)) {
            columns[i].swapAt(k, columns[i].count - 1)
            columns[i].removeLast()
        }
    }

    /// Replaces the parameter `symbol` in the row at `slot` by the expression `def`.
    private mutating func replace(_ symbol: Symbol, inRowAt slot: Int, by def: Row) {
        var target = Row()
        swap(&target, &rows[slot])
        guard let k = target.symbols.firstIndex(of: symbol) else {
            swap(&target, &rows[slot])
            return
        }
        let c = target.coefficients[k]
        target.coefficients[k] = 0
        target.constant += c * def.constant
        pendingColumnAdds.removeAll(keepingCapacity: true)
        pendingColumnRemovals.removeAll(keepingCapacity: true)
        mergeTerms(def, times: c, into: &target, tracksColumns: true, eliminated: symbol)
        swap(&target, &rows[slot])
        // A symbol appended and then cancelled in the same merge is in both lists; net nothing.
        for s in pendingColumnAdds { columns[Int(s)].append(Int32(slot)) }
        for s in pendingColumnRemovals { removeFromColumn(s, slot: slot) }
    }

    /// Replaces the parameter `symbol` everywhere (rows and objective) by `def`, which must
    /// agree with the symbol's current value.
    mutating func substitute(_ symbol: Symbol, by def: Row) {
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for slot in column { replace(symbol, inRowAt: Int(slot), by: def) }
        objective.substitute(symbol, by: def)
    }

    /// Makes `entering` basic in the row at `slot`; that row's basic symbol becomes a parameter.
    /// Values do not change.
    mutating func pivot(entering: Symbol, slot: Int) {
        let leaving = basicOf[slot]
        counters.pivots += 1
        journal?.append(.pivot(leaving: leaving, slot: slot))
        var row = Row()
        swap(&row, &rows[slot])
        let k = row.symbols.firstIndex(of: entering)!
        let a = row.coefficients[k]
        // leaving = constant + a·entering + Σ cᵢsᵢ  ⇒  entering = (leaving − constant − Σ cᵢsᵢ) / a
        row.symbols.swapAt(k, row.count - 1)
        row.coefficients.swapAt(k, row.count - 1)
        row.symbols.removeLast()
        row.coefficients.removeLast()
        let inverse = 1 / a
        row.constant *= -inverse
        for i in 0..<row.count { row.coefficients[i] *= -inverse }
        row.symbols.append(leaving)
        row.coefficients.append(inverse)
        swap(&row, &rows[slot])
        removeFromColumn(entering, slot: slot)
        columns[Int(leaving)].append(Int32(slot))
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = Int32(slot)
        basicOf[slot] = entering
        substitute(entering, by: rows[slot])
    }

    /// Removes the parameter `symbol`, which must be at 0, from every row and the objective
    /// (it is fixed at 0 for good).
    mutating func eraseParameter(_ symbol: Symbol) {
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        let zero = Row()
        for slot in column {
            replace(symbol, inRowAt: Int(slot), by: zero)
        }
        objective.substitute(symbol, by: zero)
        values[Int(symbol)] = 0
    }

    /// Shifts the constant of the row at `slot`, and so its basic symbol's value, by `delta`.
    mutating func shiftConstant(by delta: Double, slot: Int) {
        rows[slot].constant += delta
        values[Int(basicOf[slot])] += delta
    }
}
