/// A run of degenerate simplex steps (steps that move nothing), and when to switch to
/// Bland's rule, which cannot cycle: after `limit` steps in a row, or at once when a step
/// repeats one already taken in this run (the same symbol entering the same row), which is
/// how a cycle shows itself.
struct DegenerateRun {
    /// The run's length at which Bland's rule takes over anyway.
    let limit: Int
    private(set) var length = 0
    private var taken: Set<Int> = []

    init(limit: Int) { self.limit = limit }

    /// True when choices must follow Bland's rule.
    var usesBland: Bool { length >= limit }

    /// Records a step of `entering` into the row at `slot`; `moved` is false for a step of
    /// zero or of rounding noise (a step the tableau's tolerance calls zero). A noise step must
    /// not end the run: the values it moves are those of one float's last bit, and a cycle of
    /// such steps would otherwise never reach Bland's rule (random seed 12 at 1,000 views).
    mutating func record(entering: Symbol, slot: Int, moved: Bool) {
        guard !moved else {
            length = 0
            if !taken.isEmpty { taken.removeAll(keepingCapacity: true) }
            return
        }
        length += 1
        if !usesBland, !taken.insert(Int(entering) << 32 | slot).inserted { length = limit }
    }
}
