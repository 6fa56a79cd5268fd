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
    /// Symbol → the row slots where it appears as a parameter. Lazy: entries for rows that
    /// have since dropped the symbol (or been removed) may remain, and a slot may appear twice.
    /// `liveColumn(of:)` cleans a column up; other readers skip entries whose coefficient is 0.
    private(set) var columns: [[Int32]] = []
    /// Per row slot, the stamp of the last `liveColumn` pass that saw it.
    private var slotStamps: [UInt32] = []
    private var stamp: UInt32 = 0
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
    /// Symbols whose values changed since the log was last taken (see `ValueChangeLog`).
    var changeLog = ValueChangeLog()

    /// One reversible step. Values are restored exactly, from what they were.
    enum JournalEntry {
        case value(Symbol, Double)
        case constant(slot: Int, Double)
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

    /// The row slots where `s` may be a parameter (lazy: see `columns`).
    func column(of s: Symbol) -> [Int32] { columns[Int(s)] }

    /// The row slots where `s` is a parameter, each once; drops stale entries from its column.
    mutating func liveColumn(of s: Symbol) -> [Int32] {
        stamp &+= 1
        var column = columns[Int(s)]
        columns[Int(s)] = []
        var kept = 0
        for k in 0..<column.count {
            let slot = Int(column[k])
            guard basicOf[slot] >= 0, slotStamps[slot] != stamp, rows[slot].symbols.contains(s) else { continue }
            slotStamps[slot] = stamp
            column[kept] = column[k]
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[Int(s)] = column
        return column
    }

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
            slotStamps.append(0)
        }
        for s in row.symbols { columns[Int(s)].append(Int32(slot)) }
        rowOf[Int(basic)] = Int32(slot)
        values[Int(basic)] = evaluate(row)
        changeLog.overflow()
        return slot
    }

    /// Moves the parameter `p` by `delta`; the basic symbols of its rows follow.
    mutating func move(_ p: Symbol, by delta: Double) {
        guard delta != 0 else { return }
        counters.moves += 1
        setValue(p, values[Int(p)] + delta)
        for slot in liveColumn(of: p) {
            let basic = basicOf[Int(slot)]
            setValue(basic, values[Int(basic)] + rows[Int(slot)].coefficient(of: p) * delta)
        }
    }

    /// Sets a symbol's value without touching anything else (to remove rounding noise).
    mutating func snap(_ s: Symbol, to value: Double) { setValue(s, value) }

    @inline(__always) private mutating func setValue(_ s: Symbol, _ value: Double) {
        journal?.append(.value(s, values[Int(s)]))
        changeLog.note(s)
        values[Int(s)] = value
    }

    /// Undoes the journal's steps, newest first, and stops recording. Values come back
    /// bit for bit; rows come back by pivoting back.
    mutating func rollBack() {
        undo(to: 0)
        journal = nil
    }

    /// Undoes the journal's steps after the first `mark` ones, newest first; recording goes on.
    mutating func undo(to mark: Int) {
        guard var steps = journal else { return }
        journal = nil
        while steps.count > mark {
            switch steps.removeLast() {
            case let .value(s, old): values[Int(s)] = old
            case let .constant(slot, old): rows[slot].constant = old
            case let .pivot(leaving, slot): pivot(entering: leaving, slot: slot)
            }
        }
        journal = steps
    }

    /// Removes the row of the basic symbol `basic`, which becomes a parameter, and returns it.
    mutating func removeRow(of basic: Symbol) -> Row {
        let slot = slot(of: basic)
        var row = Row()
        swap(&row, &rows[slot])
        basicOf[slot] = -1
        rowOf[Int(basic)] = -1
        freeSlots.append(Int32(slot))
        return row
    }

    /// Adds `c·symbol` to the row under construction, replacing a basic symbol by its row.
    mutating func addTerm(_ symbol: Symbol, _ c: Double, into target: inout Row) {
        if let def = row(of: symbol) {
            target.constant += c * def.constant
            mergeTerms(def, times: c, into: &target, columnSlot: -1)
        } else if let i = target.symbols.firstIndex(of: symbol) {
            target.coefficients[i] += c
            if isNearZero(target.coefficients[i]) {
                target.symbols.remove(at: i)
                target.coefficients.remove(at: i)
            }
        } else {
            target.symbols.append(symbol)
            target.coefficients.append(c)
        }
    }

    /// Merges `source · c` into `target`'s terms (not its constant), dropping near-zero results.
    /// With a `columnSlot` (not -1), symbols that appear in `target` get that slot added to
    /// their columns (columns are lazy, so vanished ones need no record).
    private mutating func mergeTerms(_ source: Row, times c: Double, into target: inout Row,
                                     columnSlot: Int32) {
        let needed = target.count + source.count
        if target.symbols.capacity < needed {
            let capacity = max(needed, 2 * target.symbols.capacity)
            target.symbols.reserveCapacity(capacity)
            target.coefficients.reserveCapacity(capacity)
        }
        scratch.withUnsafeMutableBufferPointer { position in
            target.symbols.withUnsafeBufferPointer { symbols in
                for i in 0..<symbols.count { position[Int(symbols[i])] = Int32(i) }
            }
            source.symbols.withUnsafeBufferPointer { sourceSymbols in
                source.coefficients.withUnsafeBufferPointer { sourceCoefficients in
                    for j in 0..<sourceSymbols.count {
                        let s = sourceSymbols[j]
                        let p = position[Int(s)]
                        if p >= 0 {
                            target.coefficients[Int(p)] += c * sourceCoefficients[j]
                        } else {
                            position[Int(s)] = Int32(target.symbols.count)
                            target.symbols.append(s)
                            target.coefficients.append(c * sourceCoefficients[j])
                            if columnSlot >= 0 { columns[Int(s)].append(columnSlot) }
                        }
                    }
                }
            }
            var kept = 0
            let count = target.symbols.count
            target.symbols.withUnsafeMutableBufferPointer { symbols in
                target.coefficients.withUnsafeMutableBufferPointer { coefficients in
                    for i in 0..<count {
                        let s = symbols[i]
                        position[Int(s)] = -1
                        let v = coefficients[i]
                        if isNearZero(v) { continue }
                        symbols[kept] = s
                        coefficients[kept] = v
                        kept += 1
                    }
                }
            }
            while target.symbols.count > kept {
                target.symbols.removeLast()
                target.coefficients.removeLast()
            }
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
        mergeTerms(def, times: c, into: &target, columnSlot: Int32(slot))
        swap(&target, &rows[slot])
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
        changeLog.overflow()
    }

    /// Shifts a constraint's marker `m` by `s`: the tableau then describes the same constraint
    /// with its constant changed by `s × (m's coefficient in the constraint's own row)`.
    /// A basic marker's row moves by −s; every row where `m` is a parameter with coefficient
    /// `k` moves by `k·s`. Returns the basic symbols whose values changed.
    mutating func shiftMarker(_ m: Symbol, by s: Double) -> [Symbol] {
        if isBasic(m) {
            shiftConstant(by: -s, slot: slot(of: m))
            return [m]
        }
        var shifted: [Symbol] = []
        for slot32 in liveColumn(of: m) {
            let slot = Int(slot32)
            shiftConstant(by: rows[slot].coefficient(of: m) * s, slot: slot)
            shifted.append(basicOf[slot])
        }
        return shifted
    }

    /// Shifts the constant of the row at `slot`, and so its basic symbol's value, by `delta`.
    mutating func shiftConstant(by delta: Double, slot: Int) {
        journal?.append(.constant(slot: slot, rows[slot].constant))
        rows[slot].constant += delta
        let basic = basicOf[slot]
        setValue(basic, values[Int(basic)] + delta)
    }
}
