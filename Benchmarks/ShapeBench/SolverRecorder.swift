import PlumbSolver

/// Records the calls made on every solver built inside `record(_:)`, numbered from 0 in the
/// order the solvers were made, with the phase markers the benchmark puts between them: what
/// `Trace` is read from.
final class SolverRecorder: SolverObserver, @unchecked Sendable {
    // Unchecked: used on one thread, from `record(_:)`'s body only.
    enum Entry {
        case call(solver: Int, SolverCall)
        /// A phase marker (for every solver).
        case mark(String)
    }

    private(set) var log: [Entry] = []
    private var numbers: [ObjectIdentifier: Int] = [:]

    /// Runs `body`, recording the solvers it makes.
    func record<Result>(_ body: () -> Result) -> Result { Solver.observing(with: self, body) }

    /// Adds a phase marker to the log.
    func mark(_ name: String) { log.append(.mark(name)) }

    func solverWasMade(_ solver: Solver) {
        numbers[ObjectIdentifier(solver)] = numbers.count
    }

    func solver(_ solver: Solver, made call: SolverCall) {
        guard let number = numbers[ObjectIdentifier(solver)] else { return }
        log.append(.call(solver: number, call))
    }
}
