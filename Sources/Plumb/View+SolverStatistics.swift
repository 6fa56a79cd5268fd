import PlumbSolver

extension View {
    /// The counters of the solver behind this view's tree (pivots, row updates, the tableau's
    /// size), or zeros before the tree has an engine. For the benchmarks and complexity tests;
    /// reading it never makes an engine.
    @_spi(Benchmarks) public var solverStatistics: SolverStatistics {
        existingEngine?.solver.statistics ?? SolverStatistics()
    }
}
