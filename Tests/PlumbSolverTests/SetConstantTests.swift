import Testing
@testable import PlumbSolver

/// Changing a constraint's constant in place gives what a solver built with that constant
/// gives, and an impossible required constant changes nothing.
@Suite struct SetConstantTests {
    /// 001's blue/green: blue.top == green.bottom + 266, later 100. In place or by removing
    /// and re-adding, the answer is the same.
    @Test(arguments: [true, false])
    func blueGreenGapChanges(inPlace: Bool) throws {
        let solver = Solver(), greenBottom = Variable("gb"), blueTop = Variable("bt")
        try solver.add(greenBottom == 300)
        var gap = blueTop == greenBottom + 266
        try solver.add(gap)
        #expect(solver.value(of: blueTop) == 566)
        #expect(solver.constant(of: gap) == -266)
        if inPlace {
            try solver.setConstant(gap, to: -100)
        } else {
            try solver.remove(gap)
            gap = blueTop == greenBottom + 100
            try solver.add(gap)
        }
        #expect(solver.value(of: blueTop) == 400)
        #expect(solver.constant(of: gap) == -100)
        #expect(solver.hasConstraint(gap))
        #expect(solver.constraints.count == 2)
    }

    @Test func optionalAndInequalityConstants() throws {
        let solver = Solver(), w = Variable("w")
        let preferred = (w == 50) ~ 250, atMost = (w <= 80) ~ 750
        try solver.add([w >= 0, preferred, atMost])
        #expect(solver.value(of: w) == 50)
        try solver.setConstant(preferred, to: -120)  // w == 120 @250, still ≤ 80 @750
        #expect(solver.value(of: w) == 80)
        try solver.setConstant(atMost, to: -200)     // w <= 200 @750
        #expect(solver.value(of: w) == 120)
        try solver.setConstant(preferred, to: -30)
        #expect(solver.value(of: w) == 30)
    }

    @Test func impossibleRequiredConstantChangesNothing() throws {
        let solver = Solver(), a = Variable("a"), b = Variable("b")
        let nonNegative = b >= 0
        let link = b == a - 10  // expression b − a + 10: constant 10
        try solver.add([nonNegative, a == 50, link])
        #expect(solver.value(of: b) == 40)
        try solver.setConstant(link, to: -60)  // b == a + 60
        #expect(solver.value(of: b) == 110)
        try solver.setConstant(link, to: 10)   // back to b == a − 10
        let before = (solver.value(of: a), solver.value(of: b))
        #expect(before == (50, 40))
        #expect { try solver.setConstant(link, to: 70) } throws: { error in  // b == a − 70 < 0
            guard case let SolverError.unsatisfiable(rejected, conflicts) = error else { return false }
            return rejected === link && conflicts.contains { $0 === nonNegative }
        }
        #expect((solver.value(of: a), solver.value(of: b)) == before)
        #expect(solver.constant(of: link) == 10)
        #expect { try solver.setConstant(Variable("z") == 1, to: 3) } throws: { error in
            if case SolverError.unknownConstraint = error { return true } else { return false }
        }
        #expect { try solver.setConstant(link, to: .nan) } throws: { error in
            if case SolverError.nonFiniteNumber = error { return true } else { return false }
        }
    }

    /// Random view chains: after every in-place change, each value equals a fresh solve.
    @Test func matchesAFreshSolveOnRandomChains() throws {
        var state: UInt64 = 0x5E7C_0457_0000_0001
        func random(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
        for system in 0..<150 {
            let n = 2 + random(6)
            let xs = (0..<n).map { Variable("x\($0)") }, ws = (0..<n).map { Variable("w\($0)") }
            let width = Variable("W")
            var constraints: [Constraint] = [width == Double(100 + random(400))]
            for i in 0..<n {
                constraints.append(ws[i] >= 0)
                constraints.append((ws[i] == Double(10 + random(60))) ~ Strength(Double(200 + 10 * i)))
                constraints.append(i == 0 ? xs[0] == Double(random(20)) : xs[i] == xs[i - 1] + ws[i - 1] + Double(random(12)))
                // Distinct low-priority pins make the optimum unique.
                constraints.append((xs[i] == Double(random(500))) ~ Strength(Double(10 + i)))
            }
            constraints.append((xs[n - 1] + ws[n - 1] <= width) ~ 900)
            let solver = Solver()
            try solver.add(constraints)
            var constants = constraints.map { $0.expression.constant }
            for step in 0..<8 {
                let k = random(constraints.count)
                let value = -Double(random(300))
                do {
                    try solver.setConstant(constraints[k], to: value)
                    constants[k] = value
                } catch {
                    guard case SolverError.unsatisfiable = error else { throw error }
                }
                let fresh = Solver()
                for (c, constant) in zip(constraints, constants) {
                    var e = c.expression
                    e.constant = constant
                    try fresh.add(Constraint(e, c.relation, strength: c.strength))
                }
                for v in xs + ws + [width] {
                    let a = solver.value(of: v), b = fresh.value(of: v)
                    #expect(abs(a - b) < 1e-6, "system \(system) step \(step) \(v): in place \(a), fresh \(b)")
                }
            }
        }
    }
}
