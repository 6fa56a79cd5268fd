import Testing
@_spi(Invariants) @testable import PlumbSolver

/// `Solver.invariantViolations()`: silent on sound solvers, and naming the invariant when one
/// is broken on purpose (each layer's bookkeeping corrupted through `@testable` access).
@Suite struct InvariantTests {
    /// A small layout: two views in a row, a gap, a preference and an edit.
    static func row() -> (Solver, [Variable]) {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        try! solver.add([
            Constraint(Expression(x[0]), .equal, Expression(constant: 10)),
            Constraint(Expression([Term(x[1]), Term(x[0], -1)], constant: -50), .equal),
            Constraint(Expression([Term(x[2]), Term(x[1], -1)], constant: -8), .greaterThanOrEqual),
            Constraint(Expression(x[2]), .equal, Expression(constant: 100), strength: Strength(750)),
            Constraint(Expression([Term(x[3]), Term(x[2], -1)]), .equal),
        ])
        try! solver.addEditVariable(x[3], strength: Strength(500))
        try! solver.suggestValue(x[3], 120)
        return (solver, x)
    }

    @Test func aSoundSolverBreaksNothing() {
        let (solver, x) = Self.row()
        #expect(solver.value(of: x[2]) == 100)
        #expect(solver.invariantViolations() == [])
    }

    @Test func aVariableWithASecondSymbolIsNamed() throws {
        let (solver, x) = Self.row()
        // What the id→symbol map's fault did: the variable's id now leads to another symbol.
        let v = try #require(x.first { solver.core.core.symbolOfVariable[$0.id] != nil })
        let other = solver.core.core.makeSymbol(.external)
        solver.core.core.symbolOfVariable.set(v.id, other)
        let broken = solver.invariantViolations()
        #expect(broken.contains { $0.hasPrefix("\(v.name) has the symbol") && $0.hasSuffix("but its id maps to \(other)") }, "\(broken)")
    }

    @Test func anUnmetRequiredConstraintIsNamed() throws {
        let (solver, x) = Self.row()
        // x0 == 10 (and x1 == x0 + 50, eliminated into the same component): the symbol of
        // whichever stands for both is set 5 off behind the tableau's back.
        let core = solver.core.core
        let s = try #require([x[0], x[1]].compactMap { core.symbolOfVariable[$0.id] }.first)
        solver.core.core.tableau.snap(s, to: core.tableau.value(of: s) + 5)
        let broken = solver.invariantViolations()
        #expect(broken.contains { $0.hasPrefix("the required") && $0.hasSuffix("is off by 5.0") || $0.hasSuffix("is off by -5.0") }, "\(broken)")
    }
}
