// The solver fuzzer's reading of its input (`Fuzz/solver`, built by `scripts/fuzz.sh solver`,
// which compiles this file with it) and the tests' replay of its corpus and regressions
// (`SolverProgramTests`): the same bytes make the same calls in both.
@_spi(Invariants) import PlumbSolver

/// An input's bytes read as a program of solver calls (adds, batches, chains of multipliers,
/// removals, constant changes, edits, suggestions) over eight variables, each call followed by
/// the checks: no value is NaN and, while every value is finite, every invariant of every
/// layer holds (a required constraint met among them).
struct SolverProgram {
    /// Ordinary layout numbers, then magnitudes at and past the solver's limits (10⁸ for a
    /// coefficient, 10¹⁰ for a constant), tiny ones, and NaN and infinities.
    static let allCoefficients: [Double] = [1, -1, 2, -2, 0.5, 0.75, 1.5, 3, 10, -0.25, 1e3, 1e-6, 1e6, -1e6, 1e8, 1e8 + 1, 1e-300, .nan, .infinity]
    static let allConstants: [Double] = [0, 8, -8, 20, 100, -100, 0.5, 375, 812, 1e4, 1e6, -1e9, 1e10, 1e10 + 1, .leastNonzeroMagnitude, .nan, -.infinity]
    static let strengths: [Double] = [1000, 1000, 1000, 999, 750, 500, 251, 250, 1, 0, 1001]

    private let bytes: [UInt8]
    private var index = 0
    /// Only the ordinary numbers (coefficients up to 10³, constants up to 10⁴): a layout's sizes.
    let ordinary: Bool

    init(_ bytes: [UInt8], ordinary: Bool) {
        self.bytes = bytes
        self.ordinary = ordinary
    }

    private mutating func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
    private mutating func pick<T>(_ table: [T]) -> T { table[next() % table.count] }
    private var coefficients: [Double] { ordinary ? Array(Self.allCoefficients.prefix(11)) : Self.allCoefficients }
    private var constants: [Double] { ordinary ? Array(Self.allConstants.prefix(10)) : Self.allConstants }

    /// Runs the program; the first failed check, described, or nil. `trace` hears each call
    /// and the values after it.
    mutating func run(trace: ((String) -> Void)? = nil) -> String? {
        let x = (0..<8).map { Variable("x\($0)") }
        let solver = Solver()
        var held: [Constraint] = []
        var edited: [Variable] = []

        func constraint() -> Constraint {
            let termCount = 1 + next() % 3
            var terms: [Term] = []
            for _ in 0..<termCount { terms.append(Term(pick(x), pick(coefficients))) }
            let relation = pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            return Constraint(Expression(terms, constant: pick(constants)), relation, strength: Strength(pick(Self.strengths)))
        }
        func described(_ constraints: [Constraint]) -> String { "\(constraints.map { "\($0) [\($0.strength.value)]" })" }

        while index < bytes.count {
            switch next() % 8 {
            case 0, 1:
                let c = constraint()
                trace?("add \(c) [\(c.strength.value)]")
                if (try? solver.add(c)) != nil { held.append(c) }
            case 2:
                // A batch, as the layout engine adds a tree.
                let batch = (0..<(1 + next() % 6)).map { _ in constraint() }
                trace?("batch \(described(batch))")
                _ = try? solver.add(batch)
                held += batch.filter(solver.hasConstraint)
            case 3:
                // A chain of multipliers from one variable to the next: x[i] == m · x[i+1].
                let m = pick(coefficients), length = 1 + next() % 7
                let chain = (0..<length).map { i in
                    Constraint(Expression([Term(x[i], 1), Term(x[i + 1], -m)]), .equal, strength: Strength(pick(Self.strengths)))
                }
                trace?("chain \(described(chain))")
                _ = try? solver.add(chain)
                held += chain.filter(solver.hasConstraint)
            case 4:
                if !held.isEmpty {
                    let c = held.remove(at: next() % held.count)
                    trace?("remove \(c)")
                    _ = try? solver.remove(c)
                }
            case 5:
                if !held.isEmpty {
                    let c = pick(held), value = pick(constants)
                    trace?("setConstant \(c) to \(value)")
                    _ = try? solver.setConstant(c, to: value)
                }
            case 6:
                let v = pick(x)
                let strength = Strength(pick(Self.strengths))
                trace?("edit \(v) [\(strength.value)]")
                if (try? solver.addEditVariable(v, strength: strength)) != nil { edited.append(v) }
            default:
                if !edited.isEmpty {
                    let v = pick(edited), value = pick(constants)
                    trace?("suggest \(v) = \(value)")
                    _ = try? solver.suggestValue(v, value)
                }
            }
            let values = x.map(solver.value(of:))
            trace?("  values \(values)")
            if values.contains(where: \.isNaN) { return "a value is NaN: \(values)" }
            if values.allSatisfy(\.isFinite) {
                let broken = solver.invariantViolations(limit: 3)
                if !broken.isEmpty { return "invariants broken: \(broken) at \(values)" }
            }
        }
        return nil
    }
}
