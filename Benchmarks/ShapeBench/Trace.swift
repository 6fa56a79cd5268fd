import PlumbTestScenes
import BenchSupport
import PlumbSolver

/// The calls the tree's engine made on its solver while a scene was built and one phase ran,
/// in blocks (one per phase step), with variables and constraints renumbered 0, 1, 2… in order
/// of first use. Benchmarks/README.md, *Trace format*, gives its text form.
struct Trace {
    /// A constraint `Σ coefficient·variable + constant REL 0` at a strength (Plumb priority).
    struct Spec {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var strength: Double
    }

    enum Op {
        /// `batch(n)`: the next n adds were one `add([...])` call.
        case batch(Int), add(Int, Spec), remove(Int), setConstant(Int, Double)
        case addEdit(Int, Double), removeEdit(Int), suggest(Int, Double)
    }

    /// The calls of one timed block.
    struct Block {
        let phase: String
        var ops: [Op] = []
    }

    var blocks: [Block] = []
    var variableCount = 0
    var constraintCount = 0
    /// Solvers that were called while recording (only solver 0, the tree's engine, is kept).
    var solvers = 0
}

extension Trace {
    /// Records the build of `workload` and the steps of `phase` (as many as `budget` seconds
    /// allow, at least one), a block for each; also returns the scene's view count.
    static func record(_ workload: Workload, n: Int, phase: Phase, budget: Double) -> (Trace, views: Int) {
        startBudget(budget)
        let recorder = SolverRecorder()
        let views = recorder.record {
            recorder.mark(Phase.build.rawValue)
            let scene = buildScene(workload, n: n)
            for step in 0..<phase.steps(in: scene) where step == 0 || withinBudget() {
                recorder.mark(phase.rawValue)
                phase.apply(scene, step: step)
                sink += scene.readFrames()
            }
            return scene.viewCount
        }
        return (Trace(recorder), views)
    }

    init(_ recorder: SolverRecorder) {
        var variables: [Int: Int] = [:]  // Variable.id → number
        var constraints: [ObjectIdentifier: Int] = [:]  // the constraint's current number
        var count = 0
        func number(_ v: Variable) -> Int {
            if let k = variables[v.id] { return k }
            variables[v.id] = count
            count += 1
            return count - 1
        }
        func spec(_ c: Constraint) -> Spec {
            Spec(terms: c.expression.terms.map { (number($0.variable), $0.coefficient) },
                 constant: c.expression.constant, relation: c.relation, strength: c.strength.value)
        }
        for entry in recorder.log {
            guard case let .call(solver, operation) = entry else {
                if case let .mark(name) = entry { blocks.append(Block(phase: name)) }
                continue
            }
            solvers = max(solvers, solver + 1)
            guard solver == 0 else { continue }
            if blocks.isEmpty { blocks.append(Block(phase: Phase.build.rawValue)) }
            let op: Op?
            switch operation {
            case let .add(c):
                constraints[ObjectIdentifier(c)] = constraintCount
                constraintCount += 1
                op = .add(constraintCount - 1, spec(c))
            case let .addBatch(cs):
                blocks[blocks.count - 1].ops.append(.batch(cs.count))
                for c in cs {
                    constraints[ObjectIdentifier(c)] = constraintCount
                    constraintCount += 1
                    blocks[blocks.count - 1].ops.append(.add(constraintCount - 1, spec(c)))
                }
                op = nil
            case let .remove(c): op = constraints[ObjectIdentifier(c)].map { .remove($0) }
            case let .setConstant(c, k): op = constraints[ObjectIdentifier(c)].map { .setConstant($0, k) }
            case let .addEditVariable(v, s): op = .addEdit(number(v), s.value)
            case let .removeEditVariable(v): op = .removeEdit(number(v))
            case let .suggestValue(v, x): op = .suggest(number(v), x)
            }
            if let op { blocks[blocks.count - 1].ops.append(op) }
        }
        variableCount = count
    }

    /// Calls of each kind, for the `trace` line.
    var summary: String {
        var counts: [String: Int] = [:]
        for block in blocks {
            for op in block.ops { counts[op.letter, default: 0] += 1 }
        }
        let kinds = ["b", "a", "r", "k", "e", "x", "s"].map { #""\#($0)":\#(counts[$0] ?? 0)"# }.joined(separator: ",")
        return #""blocks":\#(blocks.count),"variables":\#(variableCount),"constraints":\#(constraintCount),"solvers":\#(solvers),"ops":{\#(kinds)}"#
    }

    /// The text form (Benchmarks/README.md, *Trace format*). Numbers print as Swift's shortest
    /// round-trip text, so they read back exactly.
    func text(_ workload: Workload, n: Int, views: Int) -> String {
        var out = "# plumb-shape-bench trace: Benchmarks/README.md, *Trace format*\n"
        if let seed = workload.seed { out += "# seed \(seed)\n" }
        out += "shape \(workload.name) \(n) \(views)\n"
        for block in blocks {
            out += "phase \(block.phase)\n"
            for op in block.ops { out += op.line + "\n" }
        }
        return out
    }
}

extension Trace.Op {
    /// The line's first letter: the kind of call.
    var letter: String {
        switch self {
        case .batch: "b"
        case .add: "a"
        case .remove: "r"
        case .setConstant: "k"
        case .addEdit: "e"
        case .removeEdit: "x"
        case .suggest: "s"
        }
    }

    /// The call as a line of the text form.

    var line: String {
        switch self {
        case let .batch(n): return "b \(n)"
        case let .add(id, s):
            let terms = s.terms.map { " \($0.variable):\($0.coefficient)" }.joined()
            return "a \(id) \(s.strength) \(s.relation) \(s.constant)\(terms)"
        case let .remove(id): return "r \(id)"
        case let .setConstant(id, k): return "k \(id) \(k)"
        case let .addEdit(v, s): return "e \(v) \(s)"
        case let .removeEdit(v): return "x \(v)"
        case let .suggest(v, x): return "s \(v) \(x)"
        }
    }
}
