import PlumbSolver
import Testing

/// `Solver.observing(with:)`: the solvers made inside report their calls, in order; solvers
/// made outside report nothing.
@Suite struct SolverObserverTests {
    final class Log: SolverObserver, @unchecked Sendable {
        var made = 0
        var calls: [String] = []
        func solverWasMade(_ solver: Solver) { made += 1 }
        func solver(_ solver: Solver, made call: SolverCall) {
            switch call {
            case let .add(c): calls.append("add \(c.expression.constant)")
            case let .addBatch(cs): calls.append("batch \(cs.count)")
            case .remove: calls.append("remove")
            case let .setConstant(_, k): calls.append("constant \(k)")
            case let .addEditVariable(_, s): calls.append("edit \(s.value)")
            case .removeEditVariable: calls.append("end edit")
            case let .suggestValue(_, x): calls.append("suggest \(x)")
            }
        }
    }

    @Test func solversMadeInsideReportEveryCallThatSucceeded() throws {
        let log = Log()
        let x = Variable("x"), y = Variable("y")
        let solver = Solver.observing(with: log) { Solver() }
        let pin = x == 10
        try solver.add(pin)
        try solver.add([y >= 0, y == x + 5])
        try solver.setConstant(pin, to: -20)
        try solver.addEditVariable(y, strength: Strength(500))
        try solver.suggestValue(y, 40)
        try solver.removeEditVariable(y)
        try solver.remove(pin)
        #expect(throws: SolverError.self) { try solver.remove(pin) }
        #expect(log.made == 1)
        #expect(log.calls == ["add -10.0", "batch 2", "constant -20.0", "edit 500.0", "suggest 40.0", "end edit", "remove"])
        #expect(solver.value(of: x) == 20)
    }

    @Test func solversMadeOutsideReportNothing() throws {
        let log = Log()
        let before = Solver()
        let inside = Solver.observing(with: log) { Solver() }
        let after = Solver()
        for solver in [before, after] { try solver.add(Variable("z") == 1) }
        #expect(log.made == 1)
        #expect(log.calls.isEmpty)
        try inside.add(Variable("z") == 2)
        #expect(log.calls == ["add -2.0"])
    }
}
