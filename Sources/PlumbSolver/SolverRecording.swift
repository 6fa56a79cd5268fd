import Synchronization

/// Records what solvers are asked to do, so that a benchmark can replay the very same
/// operations on another solver (the kiwi driver, or a fresh PlumbSolver).
///
/// Recording is process-wide and off unless a benchmark turns it on: every `Solver` made
/// while it is on logs its operations, tagged with the solver's number.
@_spi(Benchmarks)
public enum SolverRecording {
    /// One call on a solver.
    public enum Operation: Sendable {
        case add(Constraint)
        /// One `add([...])` call: the constraints it added, in order.
        case addBatch([Constraint])
        case remove(Constraint)
        case setConstant(Constraint, Double)
        case addEditVariable(Variable, Strength)
        case removeEditVariable(Variable)
        case suggestValue(Variable, Double)
        /// A marker the benchmark inserts between phases.
        case mark(String)
    }

    private struct State {
        var isOn = false
        var solvers = 0
        var log: [(solver: Int, operation: Operation)] = []
    }

    private static let state = Mutex(State())

    /// Starts recording (and forgets anything recorded before).
    public static func start() { state.withLock { $0 = State(isOn: true) } }

    /// Stops recording and returns every operation, with the number of the solver it went to
    /// (solvers are numbered from 0 in the order they were made while recording).
    public static func stop() -> [(solver: Int, operation: Operation)] {
        state.withLock { state in
            let log = state.log
            state = State()
            return log
        }
    }

    /// Adds a phase marker to the log (for every solver).
    public static func mark(_ name: String) {
        state.withLock { if $0.isOn { $0.log.append((-1, .mark(name))) } }
    }

    /// A number for a new solver, or nil when not recording.
    static func register() -> Int? {
        state.withLock { state in
            guard state.isOn else { return nil }
            state.solvers += 1
            return state.solvers - 1
        }
    }

    static func note(_ operation: Operation, solver: Int) {
        state.withLock { if $0.isOn { $0.log.append((solver, operation)) } }
    }
}
