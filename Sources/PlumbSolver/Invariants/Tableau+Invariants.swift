/// The tableau's invariants (see `Tableau`):
/// - a row's basic symbol points back at the row, and no row reads a basic symbol or the same
///   parameter twice, or a coefficient of 0 or one that isn't finite;
/// - every parameter a row reads has the row in its column (columns may hold stale extras);
/// - a basic symbol's value is its row evaluated at the parameters' values;
/// - the solution is feasible: a basic dummy is 0, a basic slack or error is at least 0, and
///   a restricted or dummy parameter that a row reads rests at 0 (a removed constraint's
///   symbols, which no row reads, may keep any value: nothing depends on them).
extension Tableau {
    func checkInvariants(into report: inout InvariantReport) {
        var read = Array(repeating: false, count: symbolCount)
        for slot in rows.indices where basicOf[slot] >= 0 && !report.isFull {
            let basic = basicOf[slot], row = rows[slot]
            report.expect(rowOf[Int(basic)] == Int32(slot), "row \(slot): its basic symbol \(basic) points at row \(rowOf[Int(basic)])")
            var seen = Set<Symbol>()
            for i in 0..<row.count {
                let p = row.symbol(at: i), c = row.coefficient(at: i)
                read[Int(p)] = true
                report.expect(!isBasic(p), "row \(slot) (basic \(basic)) reads the basic symbol \(p)")
                report.expect(seen.insert(p).inserted, "row \(slot) reads \(p) twice")
                report.expect(c != 0 && c.isFinite, "row \(slot) reads \(p) with the coefficient \(c)")
                report.expect(columns[Int(p)].contains(Int32(slot)), "the column of \(p) misses row \(slot), which reads it")
            }
            let computed = evaluate(row), stored = values[Int(basic)]
            // Rounding grows with the values compared, and moves add up in a stored value.
            let tolerance = max(1e3 * valueEpsilon, 1e-9 * max(1, abs(computed), abs(stored)))
            report.expect(abs(computed - stored) <= tolerance,
                          "row \(slot): \(basic) holds \(stored), its row gives \(computed)")
            report.expect(isWithinBounds(basic), "row \(slot): the \(kind(basic)) \(basic) is out of bounds at \(stored)")
        }
        for s in 0..<Symbol(symbolCount) where read[Int(s)] && kind(s) != .external {
            report.expect(isNearZeroValue(values[Int(s)]), "the \(kind(s)) parameter \(s) rests at \(values[Int(s)]), not 0")
        }
    }
}
