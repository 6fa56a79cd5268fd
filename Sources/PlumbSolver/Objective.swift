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
    /// Symbols whose coefficients changed since they were last looked at: entering candidates.
    private var pending: [Symbol] = []
    private var isPending: [Bool] = []

    var levelCount: Int { priorities.count }

    /// Makes room for symbols `0..<count`.
    mutating func grow(to count: Int) {
        guard count > symbolCount else { return }
        for l in coefficients.indices { coefficients[l].append(contentsOf: repeatElement(0, count: count - symbolCount)) }
        isPending.append(contentsOf: repeatElement(false, count: count - symbolCount))
        symbolCount = count
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
        for i in 0..<row.count { add(row.symbols[i], row.coefficients[i] * coefficient, level: level) }
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

    /// True when `symbol` has no coefficient at any level.
    func isFree(_ symbol: Symbol) -> Bool { leadingCoefficient(of: symbol) == 0 }

    /// Whether `a`'s coefficients divided by `da` are lexicographically smaller than `b`'s by `db`.
    func ratio(of a: Symbol, _ da: Double, isLessThan b: Symbol, _ db: Double) -> Bool {
        for l in 0..<priorities.count {
            let x = coefficients[l][Int(a)] / da, y = coefficients[l][Int(b)] / db
            if x != y { return x < y }
        }
        return false
    }

    mutating func markPending(_ symbol: Symbol) {
        if !isPending[Int(symbol)] {
            isPending[Int(symbol)] = true
            pending.append(symbol)
        }
    }

    /// Takes the next symbol whose coefficients changed, if any.
    mutating func popPending() -> Symbol? {
        guard let s = pending.popLast() else { return nil }
        isPending[Int(s)] = false
        return s
    }

    /// Forgets every pending symbol (used when a full scan replaces the queue).
    mutating func clearPending() {
        for s in pending { isPending[Int(s)] = false }
        pending.removeAll(keepingCapacity: true)
    }
}
