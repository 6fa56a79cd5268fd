import Testing
@testable import PlumbSolver

/// Every refused call throws a typed error and leaves the solver as it was.
@Suite struct SolverErrorTests {
    @Test func duplicateConstraint() throws {
        let solver = Solver(), x = Variable("x"), c = x == 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        #expect(solver.constraints.count == 1)
    }

    @Test func unknownConstraintAndEditVariable() throws {
        let solver = Solver(), x = Variable("x")
        #expect { try solver.remove(x == 1) } throws: { error in
            if case SolverError.unknownConstraint = error { return true } else { return false }
        }
        #expect { try solver.suggestValue(x, 1) } throws: { error in
            if case SolverError.unknownEditVariable = error { return true } else { return false }
        }
        #expect { try solver.removeEditVariable(x) } throws: { error in
            if case SolverError.unknownEditVariable = error { return true } else { return false }
        }
    }

    @Test func requiredEditVariableIsRefused() throws {
        let solver = Solver(), x = Variable("x")
        #expect { try solver.addEditVariable(x, strength: .required) } throws: { error in
            guard case SolverError.requiredEditVariable = error else { return false }
            return "\(error)".contains("required strength")
        }
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraints.isEmpty)
    }

    @Test func duplicateEditVariable() throws {
        let solver = Solver(), x = Variable("x")
        try solver.addEditVariable(x, strength: 500)
        #expect { try solver.addEditVariable(x, strength: 400) } throws: { error in
            if case SolverError.duplicateEditVariable = error { return true } else { return false }
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRejectedUpFront(bad: Double) throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y")
        try solver.add(x == 5)
        for c in [x == bad, bad * y == 3, Constraint(Expression(x), .lessThanOrEqual, Expression(constant: bad))] {
            #expect { try solver.add(c) } throws: { error in
                if case SolverError.nonFiniteNumber = error { return true } else { return false }
            }
        }
        try solver.addEditVariable(y, strength: 500)
        #expect { try solver.suggestValue(y, bad) } throws: { error in
            if case SolverError.nonFiniteNumber = error { return true } else { return false }
        }
        #expect(solver.value(of: x) == 5)
        #expect(solver.constraints.count == 2)
    }

    @Test(arguments: [0.0, 1000.5, -3, .nan])
    func strengthsOutsideOneToThousandAreRejected(value: Double) throws {
        let solver = Solver(), x = Variable("x")
        #expect { try solver.add((x == 1) ~ Strength(value)) } throws: { error in
            if case SolverError.invalidStrength = error { return true } else { return false }
        }
    }

    @Test func unsatisfiableNamesTheConflictingSetAndRestoresState() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let ab = a + 10 <= b, bc = b + 10 <= c, unrelated = d == 3
        let pinA = a == 0, pinC = c == 15
        try solver.add([ab, unrelated, bc, pinA])
        let optional = (c == 40) ~ 200
        try solver.add(optional)
        let before = [a, b, c, d].map { solver.value(of: $0) }
        #expect { try solver.add(pinC) } throws: { error in
            guard case let SolverError.unsatisfiable(rejected, conflicts) = error else { return false }
            let ids = Set(conflicts.map(ObjectIdentifier.init))
            return rejected === pinC && conflicts.first === pinC
                && ids == Set([pinC, ab, bc, pinA].map(ObjectIdentifier.init))
        }
        #expect([a, b, c, d].map { solver.value(of: $0) } == before)
        #expect(solver.constraints.count == 5)
        #expect(!solver.hasConstraint(pinC))
        // The solver still works afterwards.
        try solver.remove(optional)
        try solver.add(c == 25)
        #expect(solver.value(of: c) == 25)
    }

    @Test func redundantRequiredEqualityIsAccepted() throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y")
        try solver.add([x == 10, y == x, y == 10])
        #expect(solver.value(of: y) == 10)
        #expect { try solver.add(x + y == 21) } throws: { error in
            guard case let SolverError.unsatisfiable(_, conflicts) = error else { return false }
            return conflicts.count >= 3
        }
    }

    @Test func errorsDescribeThemselves() throws {
        let x = Variable("x")
        let text = "\(SolverError.unsatisfiable(x == 1, conflicts: [x == 1, x == 2]))"
        #expect(text.contains("Unsatisfiable required constraint x + -1 == 0"))
        #expect(text.contains("x + -2 == 0"))
    }
}

/// Constraints with no variables at all.
@Suite struct ConstantConstraintTests {
    @Test func requiredContradictionConflictsWithItselfAlone() throws {
        let solver = Solver(), x = Variable("x")
        try solver.add(x == 3)
        let impossible = Constraint(Expression(constant: 5), .equal)
        #expect { try solver.add(impossible) } throws: { error in
            guard case let SolverError.unsatisfiable(rejected, conflicts) = error else { return false }
            return rejected === impossible && conflicts.count == 1 && conflicts[0] === impossible
        }
        #expect(solver.constraints.count == 1)
        #expect(solver.value(of: x) == 3)
    }

    @Test func trueConstantConstraintsAreHarmless() throws {
        let solver = Solver(), x = Variable("x")
        let always = Constraint(Expression(constant: -2), .lessThanOrEqual)
        let zero = Constraint(Expression(), .equal)
        try solver.add([always, zero, x == 7])
        try solver.remove(always)
        try solver.remove(zero)
        #expect(solver.value(of: x) == 7)
        #expect(solver.constraints.count == 1)
    }

    @Test func optionalContradictionIsJustAnError() throws {
        let solver = Solver(), x = Variable("x")
        let wish = Constraint(Expression(constant: 5), .equal, strength: .low)
        try solver.add([wish, x == 1])
        #expect(solver.value(of: x) == 1)
        try solver.remove(wish)
        #expect(!solver.hasConstraint(wish))
    }
}
