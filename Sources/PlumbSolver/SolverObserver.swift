/// Watches the calls made on solvers, for a tool that traces them or replays them on another
/// solver (the benchmarks replay a layout engine's calls this way: Benchmarks/README.md).
///
/// An observer sees only the solvers made inside ``Solver/observing(with:_:)``, on that task or
/// thread; every other solver keeps no observer and pays one `nil` check per call.
public protocol SolverObserver: AnyObject, Sendable {
    /// A solver was made while this observer was in scope; its calls follow.
    func solverWasMade(_ solver: Solver)
    /// `solver` completed `call` (a call that threw is not reported).
    func solver(_ solver: Solver, made call: SolverCall)
}

/// One call that changes a solver, as a ``SolverObserver`` sees it.
public enum SolverCall {
    /// `add(_:)` with one constraint.
    case add(Constraint)
    /// One `add([...])` call: the constraints it added, in order.
    case addBatch([Constraint])
    /// `remove(_:)`.
    case remove(Constraint)
    /// `setConstant(_:to:)`: the constraint and its new constant.
    case setConstant(Constraint, Double)
    /// `addEditVariable(_:strength:)`.
    case addEditVariable(Variable, Strength)
    /// `removeEditVariable(_:)`.
    case removeEditVariable(Variable)
    /// `suggestValue(_:_:)`.
    case suggestValue(Variable, Double)
}

extension Solver {
    /// The observer given to solvers made now, in this task (or on this thread).
    @TaskLocal static var observerForNewSolvers: (any SolverObserver)?

    /// Runs `body`; every solver it makes, directly or through a layout engine, reports its
    /// calls to `observer`.
    public static func observing<Result>(with observer: some SolverObserver, _ body: () throws -> Result) rethrows -> Result {
        try $observerForNewSolvers.withValue(observer, operation: body)
    }
}
