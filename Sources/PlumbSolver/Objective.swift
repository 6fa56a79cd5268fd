/// A lexicographic objective to minimise: one dense coefficient row per priority level,
/// highest priority first. A level is never traded for any amount of a lower one.
struct Objective {
    /// The priority of each level, highest first.
    private(set) var priorities: [Double] = []
    /// `coefficients[level][symbol]`; exactly 0 where absent.
    private(set) var coefficients: [[Double]] = []
    /// The objective's value at each level when all parameters are 0.
    private(set) var constants: [Double] = []
    private var symbolCount = 0
    /// Symbols whose coefficients changed since they were last looked at: entering candidates,
    /// restricted ones apart so that they can be tried first.
    private var pendingRestricted: [Symbol] = []
    private var pendingExternal: [Symbol] = []
    private var isPending: [Bool] = []
    /// Whether each symbol is external (unrestricted), to file it in the right queue.
    private var isExternal: [Bool] = []

    var levelCount: Int { priorities.count }

    /// Makes room for one more symbol.
    mutating func addSymbol(isExternal external: Bool) {
        for l in coefficients.indices { coefficients[l].append(0) }
        isPending.append(false)
        isExternal.append(external)
        symbolCount += 1
    }

    /// The level index for `priority`, created if new.
    mutating func level(for priority: Double) -> Int {
        if let l = priorities.firstIndex(of: priority) { return l }
        let l = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: l)
        coefficients.insert([Double](repeating: 0, count: symbolCount), at: l)
        constants.insert(0, at: l)
        return l
    }

    /// Adds `coefficient · symbol` at `level`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        let s = Int(symbol)
        let c = coefficients[level][s] + coefficient
        coefficients[level][s] = isNearZero(c) ? 0 : c
        markPending(symbol)
    }

    /// Adds `coefficient · row` at `level`.
    mutating func add(_ row: Row, _ coefficient: Double, level: Int) {
        constants[level] += row.constant * coefficient
        coefficients[level].withUnsafeMutableBufferPointer { levelCoefficients in
            for i in 0..<row.count {
                let s = Int(row.symbol(at: i))
                let c = levelCoefficients[s] + row.coefficient(at: i) * coefficient
                levelCoefficients[s] = isNearZero(c) ? 0 : c
            }
        }
        for s in row.symbols { markPending(s) }
    }

    /// Replaces `symbol` by the expression `row` at every level.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let s = Int(symbol)
        for l in 0..<priorities.count {
            let c = coefficients[l][s]
            if c == 0 { continue }
            coefficients[l][s] = 0
            add(row, c, level: l)
        }
    }

    /// The coefficient at the highest level where `symbol` has one, or 0.
    func leadingCoefficient(of symbol: Symbol) -> Double {
        let s = Int(symbol)
        for l in 0..<priorities.count where coefficients[l][s] != 0 { return coefficients[l][s] }
        return 0
    }

    /// The highest level where `symbol` has a coefficient, or `levelCount`.
    func leadingLevel(of symbol: Symbol) -> Int {
        let s = Int(symbol)
        for l in 0..<priorities.count where coefficients[l][s] != 0 { return l }
        return priorities.count
    }

    /// True when `c_a − ratio · c_b` is 0 at every level down to and including `level`, so
    /// `a`'s leading weight moves to a lower priority or vanishes.
    func cancels(_ a: Symbol, by b: Symbol, times ratio: Double, below level: Int) -> Bool {
        guard level < priorities.count else { return false }
        for l in 0...level where !isNearZero(coefficients[l][Int(a)] - ratio * coefficients[l][Int(b)]) {
            return false
        }
        return true
    }

    /// True when `symbol` has no coefficient at any level.
    func isFree(_ symbol: Symbol) -> Bool { leadingCoefficient(of: symbol) == 0 }

    mutating func markPending(_ symbol: Symbol) {
        let s = Int(symbol)
        if !isPending[s] {
            isPending[s] = true
            if isExternal[s] { pendingExternal.append(symbol) } else { pendingRestricted.append(symbol) }
        }
    }

    /// Takes the next symbol whose coefficients changed, restricted ones first, if any.
    /// Moving slacks and errors first keeps the optimiser from walking down chains of
    /// positions, each of which would make a row longer.
    mutating func popPending() -> Symbol? {
        guard let s = pendingRestricted.popLast() ?? pendingExternal.popLast() else { return nil }
        isPending[Int(s)] = false
        return s
    }
}
