import BenchSupport
import PlumbSolver

/// The engine's constraints as `View.engineConstraintsText()` wrote them, parsed: what both
/// solvers are given in the solver-only measurements (the kiwi driver reads the same text).
struct ExportedSystem {
    struct Spec {
        var strength: Double
        var relation: Relation
        var constant: Double
        /// (index into the variables, coefficient)
        var terms: [(Int, Double)]
    }

    /// The engine's variable ids, in order of first use.
    var ids: [Int] = []
    var names: [String] = []
    /// The engine's values when the text was written.
    var values: [Double] = []
    var specs: [Spec] = []
    /// The `c` lines as written, for finding the one a change touched.
    var constraintLines: [Substring] = []

    init(text: String) {
        var index: [Int: Int] = [:]
        func slot(_ id: Int) -> Int {
            if let i = index[id] { return i }
            index[id] = ids.count
            ids.append(id)
            names.append("")
            values.append(.nan)
            return ids.count - 1
        }
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let kind = f.first else { continue }
            if kind == "c" {
                guard f.count >= 4, let strength = Double(f[1]), let constant = Double(f[3]) else { fail("bad line: \(line)") }
                let relation: Relation
                switch f[2] {
                case "==": relation = .equal
                case "<=": relation = .lessThanOrEqual
                case ">=": relation = .greaterThanOrEqual
                default: fail("bad relation: \(line)")
                }
                var terms: [(Int, Double)] = []
                for t in f[4...] {
                    let parts = t.split(separator: ":")
                    guard parts.count == 2, let id = Int(parts[0]), let c = Double(parts[1]) else { fail("bad term: \(line)") }
                    terms.append((slot(id), c))
                }
                specs.append(Spec(strength: strength, relation: relation, constant: constant, terms: terms))
                constraintLines.append(line)
            } else if kind == "v" {
                guard f.count >= 3, let id = Int(f[1]), let value = Double(f[2]) else { fail("bad line: \(line)") }
                let i = slot(id)
                values[i] = value
                names[i] = f.count > 3 ? f[3...].joined(separator: " ") : ""
            }
        }
    }
}

/// A PlumbSolver built from an exported system.
final class SolverOnlySystem {
    let solver: Solver
    let variables: [Variable]
    let constraints: [Constraint]

    init(solver: Solver, variables: [Variable], constraints: [Constraint]) {
        self.solver = solver
        self.variables = variables
        self.constraints = constraints
    }

    @inline(never)
    func readAll() {
        var acc = 0.0
        for v in variables { acc += solver.value(of: v) }
        sink += acc
    }

    func values() -> [Double] { variables.map { solver.value(of: $0) } }
}

/// The timed solver-only full solve: make the variables and constraints, add them, read every
/// value. Unsplit, every constraint goes in one `add` call, as the engine's first layout does;
/// `split` (a diagnostic) makes two: the single-term constraints (the engine's generated ones
/// and the root's width), then the rest.
@inline(never)
func solverFullSolve(_ system: ExportedSystem, split: Bool) -> (SolverOnlySystem, Double) {
    let t0 = nowNanos()
    let variables = system.ids.map { _ in Variable() }
    let constraints = system.specs.map { spec in
        Constraint(Expression(spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant),
                   spec.relation, strength: Strength(spec.strength))
    }
    let solver = Solver()
    do {
        if split {
            try solver.add(constraints.filter { $0.expression.terms.count == 1 })
            try solver.add(constraints.filter { $0.expression.terms.count != 1 })
        } else {
            try solver.add(constraints)
        }
    } catch {
        fail("PlumbSolver rejected the exported system: \(error)")
    }
    let s = SolverOnlySystem(solver: solver, variables: variables, constraints: constraints)
    s.readAll()
    return (s, millis(t0, nowNanos()))
}

/// The timed solver-only constant change: set one constraint's constant in place, read every value.
@inline(never)
func solverChange(_ s: SolverOnlySystem, index: Int, to constant: Double) -> Double {
    let t0 = nowNanos()
    do { try s.solver.setConstant(s.constraints[index], to: constant) } catch { fail("setConstant failed: \(error)") }
    s.readAll()
    return millis(t0, nowNanos())
}
