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
    /// The symbol's coefficient in each row of the last `liveColumn`, in the same order (only
    /// the first `column.count` entries mean anything: the array only grows).
    private(set) var liveCoefficients: [Double] = []
    /// The basic symbols the last `shiftMarker` moved: the first `shiftedCount` entries of a
    /// buffer that only grows, so shifting allocates nothing.
    private var shifted: [Symbol] = []
    private var shiftedCount = 0
    /// Row slot storage; `basicOf[slot]` is -1 for a free slot.
    private(set) var rows: [Row] = []
    private(set) var basicOf: [Symbol] = []
    private var freeSlots: [Int32] = []
    /// The parameters a translation moved, and the rows it settled (see `translate`).
    var movedMarks = SymbolMarks(), settledMarks = SymbolMarks()
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
    /// Values closer to 0 than this are 0: `nearZeroEpsilon`, or 10⁻¹³ of the largest term the
    /// system's constraints can form when that is more (`noteMagnitude`). A residual is
    /// rounding relative to the numbers it was computed from, so a system of huge numbers
    /// needs a wider margin than one of ordinary sizes, whose margin stays `nearZeroEpsilon`.
    private(set) var valueEpsilon = nearZeroEpsilon

    /// True when a value (a residual, a basic symbol's value) is 0 up to rounding.
    @inline(__always) func isNearZeroValue(_ x: Double) -> Bool { abs(x) < valueEpsilon }

    /// Widens `valueEpsilon` for an expression whose constant and coefficients reach these sizes.
    mutating func noteMagnitude(constant: Double, largestCoefficient: Double) {
        let scale = max(1, abs(constant)) * max(1, largestCoefficient)
        valueEpsilon = max(valueEpsilon, 1e-13 * scale)
    }
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
        var column: [Int32] = []
        column.reserveCapacity(8)  // one allocation for most columns, instead of regrowing
        columns.append(column)
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
        for i in 0..<row.count { v += row.coefficient(at: i) * values[Int(row.symbol(at: i))] }
        return v
    }

    /// The row slots where `s` may be a parameter (lazy: see `columns`).
    func column(of s: Symbol) -> [Int32] { columns[Int(s)] }

    /// The row slots where `s` is a parameter, each once; drops stale entries from its column.
    /// `liveCoefficients[k]` is then `s`'s coefficient in the row at the k-th slot.
    mutating func liveColumn(of s: Symbol) -> [Int32] {
        stamp &+= 1
        let stamp = self.stamp
        var column = columns[Int(s)]
        columns[Int(s)] = []
        if liveCoefficients.count < column.count {
            liveCoefficients.append(contentsOf: repeatElement(0, count: column.count - liveCoefficients.count))
        }
        var kept = 0
        column.withUnsafeMutableBufferPointer { column in
            liveCoefficients.withUnsafeMutableBufferPointer { coefficients in
                slotStamps.withUnsafeMutableBufferPointer { stamps in
                    rows.withUnsafeBufferPointer { rows in
                        for k in 0..<column.count {
                            let slot = Int(column[k])
                            guard basicOf[slot] >= 0, stamps[slot] != stamp else { continue }
                            let i = rows[slot].index(of: s)
                            guard i >= 0 else { continue }
                            stamps[slot] = stamp
                            coefficients[kept] = rows[slot].coefficient(at: i)
                            column[kept] = column[k]
                            kept += 1
                        }
                    }
                }
            }
        }
        if kept < column.count { column.removeLast(column.count - kept) }
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
        for (k, slot) in liveColumn(of: p).enumerated() {
            let basic = basicOf[Int(slot)]
            setValue(basic, values[Int(basic)] + liveCoefficients[k] * delta)
        }
    }

    /// Sets a symbol's value without touching anything else (to remove rounding noise).
    mutating func snap(_ s: Symbol, to value: Double) { setValue(s, value) }

    /// Brings a slack, error or dummy that a pivot just made a parameter to its bound, 0, by
    /// moving it there (the rows that read it follow). It left the basis at 0 up to the
    /// solver's zero, and a parameter's value is multiplied by its coefficients: a dummy left
    /// at 6 × 10⁻⁷ under a zero of 10⁻⁶, read with a coefficient of 6, broke a required
    /// equality by 4 × 10⁻⁶ (the solver fuzzer's first finding, docs/FUZZING.md). When the
    /// move would push a row out of its bounds (rounding-sized, through an ill-conditioned
    /// row), the symbol is only snapped to 0, as before: restoring that row from inside the
    /// optimiser's step was tried, and cycled on large random trees.
    mutating func settle(_ leaving: Symbol) {
        let v = values[Int(leaving)]
        guard kind(leaving) != .external, v != 0 else { return }
        for (k, slot) in liveColumn(of: leaving).enumerated() {
            let basic = basicOf[Int(slot)], moved = values[Int(basic)] - liveCoefficients[k] * v
            let staysInBounds = switch kind(basic) {
            case .external: true
            case .dummy: isNearZeroValue(moved)
            case .slack, .error: moved >= -valueEpsilon
            }
            guard staysInBounds else { return snap(leaving, to: 0) }
        }
        move(leaving, by: -v)
    }

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
            scratch.withUnsafeMutableBufferPointer { position in
                Tableau.mergeTerms(def, times: c, into: &target, position: position,
                                   columns: &columns, columnSlot: -1)
            }
        } else if case let i = target.index(of: symbol), i >= 0 {
            let sum = target.coefficient(at: i) + c
            target.setCoefficient(sum, at: i)
            if cancels(sum, sum - c, c) || isNegligible(sum) { target.remove(at: i) }
        } else {
            target.append(symbol, c)
        }
    }

    /// Merges `source · c` into `target`'s terms (not its constant), dropping near-zero results.
    /// With a `columnSlot` (not -1), symbols that appear in `target` get that slot added to
    /// their columns (columns are lazy, so vanished ones need no record).
    /// Runs in place on raw buffers: no uniqueness check or append per term. `position` is
    /// the tableau's `scratch`, -1 everywhere before and after.
    private static func mergeTerms(_ source: Row, times c: Double, into target: inout Row,
                                   position: UnsafeMutableBufferPointer<Int32>,
                                   columns: inout [[Int32]], columnSlot: Int32) {
        let base = target.count
        target.rewriteTerms(capacity: base + source.count) { symbols, coefficients in
            for i in 0..<base { position[Int(symbols[i])] = Int32(i) }
            var count = base
            for j in 0..<source.count {
                let s = source.symbol(at: j)
                let p = Int(position[Int(s)])
                if p >= 0 {
                    let old = coefficients[p], added = c * source.coefficient(at: j)
                    let sum = old + added
                    coefficients[p] = cancels(sum, old, added) ? 0 : sum
                    continue
                }
                position[Int(s)] = Int32(count)
                symbols[count] = s
                coefficients[count] = c * source.coefficient(at: j)
                count += 1
                if columnSlot >= 0 { columns[Int(s)].append(columnSlot) }
            }
            var kept = 0
            for i in 0..<count {
                let s = symbols[i]
                position[Int(s)] = -1
                let v = coefficients[i]
                if isNegligible(v) { continue }
                symbols[kept] = s
                coefficients[kept] = v
                kept += 1
            }
            return kept
        }
    }

    /// Replaces the parameter `symbol` by the expression `def` in the rows at `slots` (entries
    /// where it no longer appears are skipped). The rows are updated in place in one pass
    /// over the row buffer.
    private mutating func replace(_ symbol: Symbol, inRowsAt slots: [Int32], by def: Row) {
        rows.withUnsafeMutableBufferPointer { rows in
            scratch.withUnsafeMutableBufferPointer { position in
                for slot in slots {
                    let k = rows[Int(slot)].index(of: symbol)
                    guard k >= 0 else { continue }
                    let c = rows[Int(slot)].coefficient(at: k)
                    rows[Int(slot)].setCoefficient(0, at: k)
                    rows[Int(slot)].constant += c * def.constant
                    Tableau.mergeTerms(def, times: c, into: &rows[Int(slot)], position: position,
                                       columns: &columns, columnSlot: slot)
                }
            }
        }
    }

    /// Replaces the parameter `symbol` everywhere (rows and objective) by `def`, which must
    /// agree with the symbol's current value.
    mutating func substitute(_ symbol: Symbol, by def: Row) {
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        replace(symbol, inRowsAt: column, by: def)
        objective.substitute(symbol, by: def)
    }

    /// Makes `entering` basic in the row at `slot`; that row's basic symbol becomes a parameter.
    /// Values do not change.
    mutating func pivot(entering: Symbol, slot: Int) {
        let leaving = basicOf[slot]
        counters.pivots += 1
        counters.rowUpdates += columns[Int(entering)].count
        journal?.append(.pivot(leaving: leaving, slot: slot))
        var row = Row()
        swap(&row, &rows[slot])
        let k = row.index(of: entering)
        let a = row.coefficient(at: k)
        // leaving = constant + a·entering + Σ cᵢsᵢ  ⇒  entering = (leaving − constant − Σ cᵢsᵢ) / a
        row.removeByMovingLast(at: k)
        let inverse = 1 / a
        row.constant *= -inverse
        row.scaleCoefficients(by: -inverse)
        row.append(leaving, inverse)
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
        replace(symbol, inRowsAt: column, by: zero)
        objective.substitute(symbol, by: zero)
        values[Int(symbol)] = 0
        changeLog.overflow()
    }

    /// The basic symbols whose values the last `shiftMarker` changed.
    var shiftedBasics: ArraySlice<Symbol> { shifted[..<shiftedCount] }

    /// Shifts a constraint's marker `m` by `s`: the tableau then describes the same constraint
    /// with its constant changed by `s × (m's coefficient in the constraint's own row)`.
    /// A basic marker's row moves by −s; every row where `m` is a parameter with coefficient
    /// `k` moves by `k·s`. The basic symbols whose values changed are in `shiftedBasics`.
    mutating func shiftMarker(_ m: Symbol, by s: Double) {
        if isBasic(m) {
            shiftRows(at: [Int32(slot(of: m))], coefficients: [-1], by: s)
        } else {
            shiftRows(at: liveColumn(of: m), coefficients: liveCoefficients, by: s)
        }
    }

    /// Shifts the constant of the row at each `slots[k]`, and so its basic symbol's value, by
    /// `coefficients[k] · s`, and lists those basic symbols in `shiftedBasics`. Runs on raw
    /// buffers: an edit's marker can sit in most rows.
    private mutating func shiftRows(at slots: [Int32], coefficients: [Double], by s: Double) {
        if shifted.count < slots.count {
            shifted.append(contentsOf: repeatElement(0, count: slots.count - shifted.count))
        }
        shiftedCount = slots.count
        rows.withUnsafeMutableBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                shifted.withUnsafeMutableBufferPointer { shifted in
                    for k in 0..<slots.count {
                        let slot = Int(slots[k])
                        let delta = coefficients[k] * s
                        let basic = basicOf[slot]
                        journal?.append(.constant(slot: slot, rows[slot].constant))
                        journal?.append(.value(basic, values[Int(basic)]))
                        changeLog.note(basic)
                        rows[slot].constant += delta
                        values[Int(basic)] += delta
                        shifted[k] = basic
                    }
                }
            }
        }
    }
}
