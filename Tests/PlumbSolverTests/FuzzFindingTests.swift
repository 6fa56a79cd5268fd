@_spi(Invariants) @testable import PlumbSolver
import Testing

/// The solver fuzzer's two findings (docs/FUZZING.md, *The solver alone*), replayed call by
/// call as the fuzzer made them: after each call every invariant holds, required constraints
/// included, within a zero scaled to each row's own numbers.
@Suite struct FuzzFindingTests {
    let x = (0..<8).map { Variable("x\($0)") }

    func expression(_ terms: [(Int, Double)], _ constant: Double) -> Expression {
        Expression(terms.map { Term(x[$0.0], $0.1) }, constant: constant)
    }

    func expectSound(_ solver: Solver, after step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(solver.invariantViolations(limit: 3) == [], "after \(step)", sourceLocation: sourceLocation)
    }

    /// Ordinary numbers (`Fuzz/regressions/solver/ordinary-crash-96747b…`): chains of 0.75 and
    /// 10 with optional links, then a required `1000·x3 + x7 + 20 == 0`. The required
    /// `x0 == 10·x1` came out off by 3.8 × 10⁻⁶ where its own numbers are 10⁻¹¹.
    @Test func aChainOfOrdinaryMultipliersKeepsItsRequiredLinks() throws {
        let solver = Solver()
        func chain(_ m: Double, _ strengths: [Double]) {
            _ = try? solver.add(strengths.enumerated().map { i, s in
                Constraint(expression([(i, 1), (i + 1, -m)], 0), .equal, strength: Strength(s))
            })
        }
        _ = try? solver.add([
            Constraint(expression([(7, 1000), (1, 10), (3, 1000)], 10000), .equal, strength: Strength(999)),
            Constraint(expression([(7, 2)], -100), .equal, strength: Strength(750)),
            Constraint(expression([(3, 2), (6, 0.5)], 812), .lessThanOrEqual, strength: Strength(500)),
            Constraint(expression([(7, 10)], 812), .greaterThanOrEqual, strength: Strength(1)),
        ])
        chain(0.75, [251, 1000, 1, 1000, 1000])
        _ = try? solver.add(Constraint(expression([(6, -1)], 8), .greaterThanOrEqual))
        _ = try? solver.add(Constraint(expression([(3, 1000), (7, 1)], 20), .equal))
        _ = try? solver.add(Constraint(expression([(5, 0.5), (0, -1), (5, 0.75)], 812), .lessThanOrEqual, strength: Strength(1)))
        _ = try? solver.add(Constraint(expression([(6, -2)], 10000), .lessThanOrEqual, strength: Strength(1)))
        expectSound(solver, after: "the first chain")
        chain(10, [1000, 1, 1000, 1000])
        expectSound(solver, after: "the chain of 10")
        let x0 = solver.value(of: x[0]), x1 = solver.value(of: x[1])
        #expect(abs(x0 - 10 * x1) < 1e-9, "x0 == 10·x1 is required: \(x0) against \(x1)")
        _ = try? solver.add(Constraint(expression([(0, 1)], 0), .equal))
        expectSound(solver, after: "x0 == 0")
        #expect(abs(solver.value(of: x[0])) < 1e-9)
    }

    /// Numbers at the limits (`Fuzz/regressions/solver/crash-8a861e…`): one optional equality
    /// with a constant of 10¹⁰ and a coefficient of 10⁶ widened the solver's single zero to 10³,
    /// so the required `x5 + x0 == 0` and `x0 == 0` gave way to a preference at 999 by 100, and
    /// a row's stored value drifted 10⁸ from its row.
    @Test func oneHugeConstraintLeavesTheOtherRowsExact() throws {
        let solver = Solver()
        let first = Constraint(expression([(0, 2), (0, 0.5), (0, 2)], 1e6), .greaterThanOrEqual, strength: Strength(750))
        _ = try? solver.add([first])
        _ = try? solver.add(Constraint(expression([(5, -1e6), (5, 0.75)], 1e10), .equal, strength: Strength(1)))
        _ = try? solver.addEditVariable(x[1], strength: Strength(1000))
        _ = try? solver.setConstant(first, to: 0)
        _ = try? solver.addEditVariable(x[0], strength: Strength(500))
        _ = try? solver.addEditVariable(x[0], strength: Strength(1000))
        _ = try? solver.add([
            Constraint(expression([(3, 3)], 1e10), .equal),
            Constraint(expression([(4, 1e-6), (2, .infinity), (5, 1e6)], 0), .lessThanOrEqual, strength: Strength(250)),
            Constraint(expression([(0, 1000), (0, 1e8), (1, 1e6)], 375), .greaterThanOrEqual, strength: Strength(999)),
            Constraint(expression([(3, .infinity)], 1e4), .equal, strength: Strength(1)),
            Constraint(expression([(5, -1e6)], 10_000_000_001), .equal, strength: Strength(999)),
        ])
        expectSound(solver, after: "the first batch at the limits")
        _ = try? solver.add([
            Constraint(expression([(5, 0.5)], -1e9), .lessThanOrEqual, strength: Strength(750)),
            Constraint(expression([(6, 10)], 0), .lessThanOrEqual, strength: Strength(251)),
            Constraint(expression([(5, -1), (2, 1.5), (4, -1)], 100), .lessThanOrEqual, strength: Strength(999)),
            Constraint(expression([(1, 1e-300), (7, 0.75), (2, 1e8)], -100), .lessThanOrEqual, strength: Strength(1)),
            Constraint(expression([(5, 1), (0, 1)], 0), .equal),
            Constraint(expression([(0, 1)], 0), .equal),
        ])
        expectSound(solver, after: "the required x5 + x0 == 0 and x0 == 0")
        #expect(abs(solver.value(of: x[5])) < 1e-9 && abs(solver.value(of: x[0])) < 1e-9)
    }
}
