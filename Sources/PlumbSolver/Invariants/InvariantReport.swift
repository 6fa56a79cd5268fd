/// Broken invariants, described, up to a limit: what `Solver.invariantViolations()` returns.
/// The random-shape tests ask for it after every phase, so a break is named by the invariant
/// it breaks instead of showing up later as a wrong frame.
struct InvariantReport {
    private(set) var violations: [String] = []
    let limit: Int

    init(limit: Int = 20) { self.limit = limit }

    /// Records a violation when `holds` is false; `what` is built only then.
    mutating func expect(_ holds: Bool, _ what: @autoclosure () -> String) {
        if !holds && violations.count < limit { violations.append(what()) }
    }

    var isFull: Bool { violations.count >= limit }
}

extension Solver {
    /// Every layer's broken invariants (the elimination layer's, the core's bookkeeping, the
    /// tableau's), described, up to `limit`; empty when the solver is sound. Brings values up
    /// to date first. Costs a pass over every row and term: for tests and the fuzzer, not for
    /// layouts.
    @_spi(Invariants) public func invariantViolations(limit: Int = 20) -> [String] {
        var report = InvariantReport(limit: limit)
        core.checkInvariants(into: &report)
        return report.violations
    }
}
