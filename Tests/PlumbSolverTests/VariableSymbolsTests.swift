import Testing
@testable import PlumbSolver

/// The solver's `Variable.id` → symbol map, whose ids near the first go in an array and the
/// rest in a hash table, and the batch it broke (seed 4 of the random shapes at N = 1,000).
@Suite struct VariableSymbolsTests {
    /// An id set far past the array stays found after the array has grown over it, and is
    /// forgotten once, wherever it went.
    @Test func anIdTheArrayGrowsOverIsStillFound() {
        var map = VariableSymbols()
        map.set(10_000, 0)            // the base
        map.set(10_000 + 5_000, 1)    // far past the array: the hash table
        for k in 1...5_200 where k != 5_000 { map.set(10_000 + k, Symbol(k + 1)) }
        #expect(map[15_000] == 1)
        #expect(map[10_000 + 4_999] == 5_000)
        #expect(map[10_000 + 5_001] == 5_002)
        // Set again inside the array's range, then removed: gone from both.
        map.set(15_000, 7)
        #expect(map[15_000] == 7)
        #expect(map.remove(15_000) == 7)
        #expect(map[15_000] == nil)
        #expect(map.remove(15_000) == nil)
        #expect(map[9_999] == nil)
        #expect(map[20_000] == nil)
    }

    /// The same against a Dictionary, with ids used in a random order over a wide range.
    @Test func behavesLikeADictionaryOnSpreadIds() {
        var map = VariableSymbols()
        var reference: [Int: Symbol] = [:]
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for step in 0..<40_000 {
            // Mostly a growing run of ids, some far ahead, some behind the first.
            let id = step % 5 == 0 ? 1_000 + next() % 20_000 : 1_000 + step / 2
            if next() % 4 == 0 {
                #expect(map.remove(id) == reference.removeValue(forKey: id))
            } else {
                let symbol = Symbol(truncatingIfNeeded: next() % 1_000_000)
                map.set(id, symbol)
                reference[id] = symbol
            }
        }
        for id in 0..<22_000 { #expect(map[id] == reference[id], "id \(id)") }
    }

    /// Required constraints hold when a variable's first use puts it far past the others and
    /// later variables fill the range up to it: the batch from seed 4 of the random shapes
    /// (ids 245…4059) left `v86.minX == v85.minX + v85.width + 16` 16 points short.
    @Test func requiredConstraintsHoldOnVariablesWithSpreadIds() throws {
        // v85.width and v715.width are the first and the farthest ids this solver sees.
        var names: [String: Variable] = [:]
        let layout: [(String, Int)] = [("v46.minX", 245), ("v46.minY", 246), ("v46.width", 247), ("v46.height", 248),
                                       ("v51.minX", 265), ("v51.width", 267), ("v52.minY", 270), ("v85.minX", 421),
                                       ("v85.width", 423), ("v86.minX", 425), ("v399.minY", 1_898), ("v399.height", 1_900),
                                       ("v402.minY", 1_910), ("v715.width", 3_375), ("v858.width", 4_059)]
        // Other tests make variables meanwhile, which only widens the gaps.
        var last = -1
        for (name, id) in layout {
            if last >= 0 { for _ in 0..<(id - last - 1) { _ = Variable() } }
            names[name] = Variable(name)
            last = id
        }
        func e(_ terms: [(String, Double)], _ constant: Double) -> Expression {
            Expression(terms.map { Term(names[$0.0]!, $0.1) }, constant: constant)
        }
        let constraints = [
            Constraint(e([("v51.minX", 1), ("v51.width", 1), ("v46.minX", -1), ("v46.width", -1)], 12), .lessThanOrEqual),
            Constraint(e([("v51.width", 1), ("v858.width", -1)], 0), .equal),
            Constraint(e([("v52.minY", 1), ("v46.minY", -1), ("v46.height", -1)], -8), .equal),
            Constraint(e([("v85.width", 1), ("v715.width", -1)], 0), .equal),
            Constraint(e([("v86.minX", 1), ("v85.minX", -1), ("v85.width", -1)], -16), .equal),
            Constraint(e([("v402.minY", 1), ("v399.minY", -1), ("v399.height", -1)], -8), .equal),
        ]
        let solver = Solver()
        try solver.add(constraints)
        func value(_ name: String) -> Double { solver.value(of: names[name]!) }
        #expect(value("v86.minX") - value("v85.minX") - value("v85.width") == 16)
        #expect(value("v85.width") == value("v715.width"))
        #expect(value("v51.width") == value("v858.width"))
        #expect(value("v52.minY") - value("v46.minY") - value("v46.height") == 8)
        #expect(value("v402.minY") - value("v399.minY") - value("v399.height") == 8)
        #expect(value("v51.minX") + value("v51.width") + 12 <= value("v46.minX") + value("v46.width"))
    }
}
