import Testing
@testable import PlumbSolver

/// Edit variables, removal and reset.
@Suite struct SolverEditTests {
    @Test func suggestedValuesMoveTheLayoutIncrementally() throws {
        // A long row: each view 8 after the previous, the last 8 from the window's width.
        let solver = Solver(), width = Variable("W")
        var xs: [Variable] = [], ws: [Variable] = []
        for i in 0..<5 {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            try solver.add([w >= 0, (w == 50) ~ 250])
            try solver.add(i == 0 ? x == 8 : x == xs[i - 1] + ws[i - 1] + 8)
            xs.append(x); ws.append(w)
        }
        try solver.add(xs[4] + ws[4] + 8 == width)
        try solver.addEditVariable(width, strength: 999)
        try solver.suggestValue(width, 298)
        #expect(solver.value(of: xs[4]) == 240)
        #expect(ws.map { solver.value(of: $0) }.reduce(0, +) == 250)
        try solver.suggestValue(width, 398)
        #expect(ws.map { solver.value(of: $0) }.reduce(0, +) == 350)
        #expect(solver.value(of: xs[4]) + solver.value(of: ws[4]) == 390)
        // Too narrow: widths can't go below 0, so the required chain wins over the edit.
        try solver.suggestValue(width, 10)
        #expect(solver.value(of: width) == 48)
        #expect(ws.allSatisfy { solver.value(of: $0) == 0 })
    }

    @Test func editStrengthLosesToStrongerConstraints() throws {
        let solver = Solver(), x = Variable("x")
        try solver.add((x <= 100) ~ 750)
        try solver.addEditVariable(x, strength: 500)
        try solver.suggestValue(x, 150)
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(x, 60)
        #expect(solver.value(of: x) == 60)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: 800)
        try solver.suggestValue(x, 150)
        #expect(solver.value(of: x) == 150)
    }

    @Test func removingAConstraintFreesItsVariables() throws {
        let solver = Solver(), x = Variable("x")
        let strong = (x == 10) ~ 750
        try solver.add([(x == 30) ~ 250, strong])
        #expect(solver.value(of: x) == 10)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 30)
        #expect(!solver.hasConstraint(strong))
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver(), x = Variable("x")
        let c = x == 4
        try solver.add(c)
        try solver.addEditVariable(Variable("e"), strength: 10)
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasConstraint(c))
        #expect(solver.value(of: x) == 0)
        try solver.add(c)
        #expect(solver.value(of: x) == 4)
    }
}
