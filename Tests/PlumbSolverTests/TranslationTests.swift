import Testing
@testable import PlumbSolver

/// A changed spacing in a chain of views shifts the views after it as a block: values move,
/// no row grows, no pivot happens.
@Suite struct TranslationTests {
    /// y[i+1] == y[i] + h[i] + 4 (required), h[i] == 34 at 750 and 250, the end free (fitted
    /// at 50): a column of rows under a root that is as tall as its content.
    private func chain(_ count: Int) -> (Solver, [Variable], [Constraint], Variable) {
        let solver = Solver()
        var ys: [Variable] = [], hs: [Variable] = []
        var spacings: [Constraint] = []
        for i in 0..<count {
            ys.append(Variable("y\(i)"))
            hs.append(Variable("h\(i)"))
        }
        let bottom = Variable("bottom")
        var all: [Constraint] = [ys[0] == 0]
        for i in 0..<count {
            all += [hs[i] >= 0, (hs[i] >= 34) ~ 750, (hs[i] <= 34) ~ 250]
            if i > 0 {
                let spacing = ys[i] == ys[i - 1] + hs[i - 1] + 4
                spacings.append(spacing)
                all.append(spacing)
            }
        }
        all += [bottom == ys[count - 1] + hs[count - 1], (bottom == 0) ~ 50]
        try! solver.add(all)
        return (solver, ys, spacings, bottom)
    }

    @Test func aChangedSpacingTranslatesTheRestOfTheChain() throws {
        let (solver, ys, spacings, bottom) = chain(200)
        #expect(solver.value(of: ys[199]) == 199 * 38)
        let before = solver.statistics
        try solver.setConstant(spacings[99], to: -14)  // y100 == y99 + h99 + 14
        #expect(solver.value(of: ys[99]) == 99 * 38)
        #expect(solver.value(of: ys[100]) == 100 * 38 + 10)
        #expect(solver.value(of: ys[199]) == 199 * 38 + 10)
        #expect(solver.value(of: bottom) == 199 * 38 + 10 + 34)
        let after = solver.statistics
        #expect(after.pivots == before.pivots)
        #expect(after.terms == before.terms)
        #expect(after.longestRow == before.longestRow)
        // And back: the same values as at the start.
        try solver.setConstant(spacings[99], to: -4)
        #expect(solver.value(of: ys[199]) == 199 * 38)
        #expect(solver.statistics.pivots == before.pivots)
    }

    @Test func repeatedChangesMatchTheArithmetic() throws {
        let (solver, ys, spacings, _) = chain(30)
        // spacings[k] ties y(k+1) to y(k); constant c means a gap of −c.
        for (index, constant) in [(3, -20.0), (17, -1), (3, -4), (28, -100)] {
            try solver.setConstant(spacings[index], to: constant)
        }
        var expected = 0.0
        for i in 0..<30 {
            if i > 0 { expected += 34 + (i == 18 ? 1 : i == 29 ? 100 : 4) }
            #expect(solver.value(of: ys[i]) == expected, "y\(i)")
        }
    }
}
