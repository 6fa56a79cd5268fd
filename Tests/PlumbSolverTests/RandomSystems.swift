import Foundation
import Testing
import PlumbSolver
import PlumbTestSupport

/// Shared machinery for the randomised tests (`DifferentialTests`, `PropertyTests`): a
/// deterministic PRNG, a serialisable description of constraint systems and operation
/// sequences, and helpers to replay them in a `Solver` and measure violations.
///
/// Everything is namespaced under `RandomSystems` so nothing collides with other test files.
enum RandomSystems {
    // MARK: PRNG

    /// The deterministic generator the random systems are drawn from.
    typealias SplitMix64 = PlumbTestSupport.SplitMix64

    /// An override from the environment (decimal or 0x-hex), for reproducing a run with
    /// another seed or soaking with more systems: e.g. PLUMB_DIFF_SEED=0x1234 PLUMB_DIFF_COUNT=20000.
    static func environmentNumber(_ name: String) -> UInt64? {
        guard let text = ProcessInfo.processInfo.environment[name] else { return nil }
        return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// The seed of system `index` in a batch seeded with `master`: each system can be
    /// regenerated on its own from the pair printed on failure.
    static func systemSeed(master: UInt64, index: Int) -> UInt64 {
        var g = SplitMix64(seed: master ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return g.next()
    }

    // MARK: Constraint descriptions

    /// `Σ coefs[i] · x[vars[i]] + constant  REL  0` at `strength` (1000 = required).
    struct ConstraintSpec: Codable, Sendable, CustomStringConvertible {
        var vars: [Int]
        var coefs: [Double]
        var constant: Double
        /// "<=", "==" or ">=".
        var rel: String
        var strength: Double

        var isRequired: Bool { strength >= 1000 }

        var relation: Relation {
            switch rel {
            case "<=": .lessThanOrEqual
            case ">=": .greaterThanOrEqual
            default: .equal
            }
        }

        /// The Plumb constraint over `variables` (a new object each call).
        func make(_ variables: [Variable]) -> Constraint {
            let terms = zip(vars, coefs).map { Term(variables[$0.0], $0.1) }
            return Constraint(Expression(terms, constant: constant), relation, strength: Strength(strength))
        }

        /// The left side's value.
        func lhs(_ values: [Double]) -> Double {
            zip(vars, coefs).reduce(constant) { $0 + $1.1 * values[$1.0] }
        }

        /// A scale for tolerances: the largest magnitude that enters the left side.
        func magnitude(_ values: [Double]) -> Double {
            zip(vars, coefs).reduce(abs(constant)) { max($0, abs($1.1 * values[$1.0])) }
        }

        /// How far the relation is from holding: |lhs| for ==, the wrong-signed part otherwise.
        func violation(_ values: [Double]) -> Double {
            let v = lhs(values)
            switch rel {
            case "<=": return max(0, v)
            case ">=": return max(0, -v)
            default: return abs(v)
            }
        }

        var description: String {
            var parts: [String] = []
            for (v, c) in zip(vars, coefs) {
                let sign = c < 0 ? "-" : "+"
                let mag = abs(c) == 1 ? "" : "\(fmt(abs(c))) * "
                parts.append(parts.isEmpty ? (c < 0 ? "-" : "") + "\(mag)x[\(v)]" : "\(sign) \(mag)x[\(v)]")
            }
            if constant != 0 || parts.isEmpty { parts.append((constant < 0 ? "- " : "+ ") + fmt(abs(constant))) }
            let body = "(\(parts.joined(separator: " ")) \(rel) 0)"
            return isRequired ? body : "\(body) ~ \(fmt(strength))"
        }
    }

    static func fmt(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    }

    /// A random linear constraint over `variableCount` variables with 1...maxTerms distinct
    /// variables, coefficients in ±1...±maxCoef and an integer constant in ±maxConstant.
    static func randomConstraint(_ g: inout SplitMix64, variableCount: Int, maxTerms: Int = 3,
                                 maxCoef: Int = 3, maxConstant: Int = 20, strength: Double,
                                 equalityChance: Double = 0.4) -> ConstraintSpec {
        let k = g.int(1...min(maxTerms, variableCount))
        let vars = g.sample(Array(0..<variableCount), k)
        // Unit coefficients are the common case in layout; bigger ones exercise scaling.
        let coefs = vars.map { _ -> Double in
            let m = g.chance(0.6) ? 1 : g.int(1...maxCoef)
            return Double(g.chance(0.5) ? m : -m)
        }
        let constant = Double(g.int(-maxConstant...maxConstant))
        let rel = g.chance(equalityChance) ? "==" : (g.chance(0.5) ? "<=" : ">=")
        return ConstraintSpec(vars: vars, coefs: coefs, constant: constant, rel: rel, strength: strength)
    }

    // MARK: Operation sequences

    /// One solver call. `op` is one of: add (id, c), remove (id), addEdit (v, strength),
    /// suggest (v, value), removeEdit (v), check.
    struct OpSpec: Codable, Sendable {
        var op: String
        var id: Int? = nil
        var c: ConstraintSpec? = nil
        var v: Int? = nil
        var value: Double? = nil
        var strength: Double? = nil
    }

    struct SystemSpec: Codable, Sendable, CustomStringConvertible {
        var index: Int
        var seed: UInt64
        var variableCount: Int
        var ops: [OpSpec]

        /// Swift-like source that replays the system, for failure reports.
        var description: String {
            var lines = ["// system #\(index), system seed \(seed): \(variableCount) variables x[0..<\(variableCount)]"]
            for op in ops {
                switch op.op {
                case "add": lines.append("c\(op.id!) = \(op.c!); try? solver.add(c\(op.id!))")
                case "remove": lines.append("if solver.hasConstraint(c\(op.id!)) { try solver.remove(c\(op.id!)) }")
                case "addEdit": lines.append("try solver.addEditVariable(x[\(op.v!)], strength: \(fmt(op.strength!)))")
                case "suggest": lines.append("try solver.suggestValue(x[\(op.v!)], \(fmt(op.value!)))")
                case "removeEdit": lines.append("try solver.removeEditVariable(x[\(op.v!)])")
                case "check": lines.append("// check")
                default: lines.append("// ??? \(op.op)")
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The state of a replay at a `check` op.
    struct Checkpoint {
        /// Every variable's value.
        var values: [Double]
        /// The constraints in the solver (by add id).
        var active: [Int]
        /// Each edit variable and its current suggested value.
        var edits: [(variable: Int, strength: Double, value: Double)]
    }

    /// What a replay in Plumb produced.
    struct Replay {
        /// Add ids rejected as unsatisfiable, in order.
        var rejected: [Int] = []
        var checkpoints: [Checkpoint] = []
        /// Unexpected errors (anything but `.unsatisfiable` on add).
        var errors: [String] = []
        var specs: [Int: ConstraintSpec] = [:]
    }

    /// Replays `system` in a fresh Plumb `Solver`. Removals of constraints that are not in
    /// the solver (because their add was rejected) are skipped, as in the oracle.
    static func replayInPlumb(_ system: SystemSpec) -> Replay {
        let solver = Solver()
        let x = (0..<system.variableCount).map { Variable("x\($0)") }
        var result = Replay()
        var constraints: [Int: Constraint] = [:]
        var order: [Int] = []
        var edits: [(variable: Int, strength: Double, value: Double)] = []
        for (n, op) in system.ops.enumerated() {
            do {
                switch op.op {
                case "add":
                    let id = op.id!, spec = op.c!
                    result.specs[id] = spec
                    let c = spec.make(x)
                    do {
                        try solver.add(c)
                        constraints[id] = c
                        order.append(id)
                    } catch {
                        if case .unsatisfiable = error, spec.isRequired {
                            result.rejected.append(id)
                        } else {
                            result.errors.append("op \(n) add c\(id): \(error)")
                        }
                    }
                case "remove":
                    if let c = constraints.removeValue(forKey: op.id!) {
                        try solver.remove(c)
                        order.removeAll { $0 == op.id! }
                    }
                case "addEdit":
                    try solver.addEditVariable(x[op.v!], strength: Strength(op.strength!))
                    edits.append((op.v!, op.strength!, 0))
                case "suggest":
                    try solver.suggestValue(x[op.v!], op.value!)
                    let k = edits.firstIndex { $0.variable == op.v! }!
                    edits[k].value = op.value!
                case "removeEdit":
                    try solver.removeEditVariable(x[op.v!])
                    edits.removeAll { $0.variable == op.v! }
                case "check":
                    result.checkpoints.append(Checkpoint(values: x.map { solver.value(of: $0) },
                                                         active: order, edits: edits))
                default:
                    result.errors.append("op \(n): unknown op \(op.op)")
                }
            } catch {
                result.errors.append("op \(n) \(op.op): \(error)")
            }
        }
        return result
    }

    /// Σ violation of the optional constraints and edits in `checkpoint`, evaluated at
    /// `values`, with each level weighted 1 (the tests use a single optional level).
    static func optionalError(_ checkpoint: Checkpoint, specs: [Int: ConstraintSpec], values: [Double]) -> Double {
        var total = 0.0
        for id in checkpoint.active where !specs[id]!.isRequired { total += specs[id]!.violation(values) }
        for e in checkpoint.edits { total += abs(values[e.variable] - e.value) }
        return total
    }

    /// The largest violation of an active required constraint relative to its magnitude,
    /// with the constraint that has it.
    static func worstRequiredViolation(_ checkpoint: Checkpoint, specs: [Int: ConstraintSpec],
                                       values: [Double]) -> (relative: Double, id: Int?) {
        var worst = 0.0, worstId: Int? = nil
        for id in checkpoint.active where specs[id]!.isRequired {
            let s = specs[id]!
            let r = s.violation(values) / max(1, s.magnitude(values))
            if r > worst { worst = r; worstId = id }
        }
        return (worst, worstId)
    }

    /// Solves the checkpoint's active system from scratch in a fresh Plumb solver.
    static func freshPlumbValues(_ checkpoint: Checkpoint, specs: [Int: ConstraintSpec],
                                 variableCount: Int) throws -> [Double] {
        let solver = Solver()
        let x = (0..<variableCount).map { Variable("x\($0)") }
        for id in checkpoint.active { try solver.add(specs[id]!.make(x)) }
        for e in checkpoint.edits {
            try solver.addEditVariable(x[e.variable], strength: Strength(e.strength))
            try solver.suggestValue(x[e.variable], e.value)
        }
        return x.map { solver.value(of: $0) }
    }

    /// |a − b| within `tolerance` relative to max(1, |a|, |b|).
    static func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    /// Records failures as test issues: a count per category, then the first few of each
    /// (each with its seed and reproduction), so one noisy kind can't hide the others.
    static func report(_ failures: [(category: String, text: String)], perCategory: Int) {
        guard !failures.isEmpty else { return }
        var order: [String] = []
        var byCategory: [String: [String]] = [:]
        for f in failures {
            if byCategory[f.category] == nil { order.append(f.category) }
            byCategory[f.category, default: []].append(f.text)
        }
        let summary = order.map { "  \(byCategory[$0]!.count) × \($0)" }.joined(separator: "\n")
        Issue.record(Comment(rawValue: "\(failures.count) failures by category:\n\(summary)"))
        for category in order {
            for text in byCategory[category]!.prefix(perCategory) {
                Issue.record(Comment(rawValue: "[\(category)] \(text)"))
            }
        }
    }

    static func hex(_ x: UInt64) -> String { "0x" + String(x, radix: 16, uppercase: true) }
}
