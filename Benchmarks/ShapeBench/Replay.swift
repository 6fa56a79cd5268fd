import BenchSupport
import PlumbSolver

/// Times `trace` on the raw solver: each run replays it on a fresh `Solver`, one call at a
/// time; each block is a sample of its phase. Once the budget is spent, a run stops after the
/// first block of each phase.
func measureReplay(_ trace: Trace, context: Context, runs: Int, budget: Double, check: Bool) {
    measure(context, runs: runs, budget: budget) { run in
        let replay = Replay(trace)
        var samples: [(phase: String, samples: [Double])] = []
        for block in trace.blocks {
            let firstOfPhase = samples.last?.phase != block.phase
            if !firstOfPhase && !withinBudget() { continue }
            if firstOfPhase {
                if run == 0 {
                    if check, let previous = samples.last {
                        emitCheck(context, previous.phase, steps: previous.samples.count, replay.valueSum())
                    }
                    emitPhaseStart(context, block.phase)
                }
                samples.append((block.phase, []))
            }
            samples[samples.count - 1].samples.append(timed { replay.run(block) })
        }
        if run == 0 {
            if check, let last = samples.last { emitCheck(context, last.phase, steps: last.samples.count, replay.valueSum()) }
            if replay.failures > 0 {
                emit(#"{"kind":"errors",\#(context.head),"count":\#(replay.failures)}"#)
            }
        }
        return samples
    }
}

/// One replay: a fresh solver, with variables made on first use and constraints made when
/// added (inside the timed blocks, as a layout engine makes them).
final class Replay {
    let solver = Solver()
    private var variables: [Variable?]
    private var made: [Variable] = []
    private var constraints: [Constraint?]
    /// Calls the solver refused (each is skipped, as the engine would go on).
    private(set) var failures = 0

    init(_ trace: Trace) {
        variables = Array(repeating: nil, count: trace.variableCount)
        constraints = Array(repeating: nil, count: trace.constraintCount)
        made.reserveCapacity(trace.variableCount)
    }

    private func variable(_ k: Int) -> Variable {
        if let v = variables[k] { return v }
        let v = Variable()
        variables[k] = v
        made.append(v)
        return v
    }

    private func constraint(_ s: Trace.Spec) -> Constraint {
        Constraint(Expression(s.terms.map { Term(variable($0.variable), $0.coefficient) }, constant: s.constant),
                   s.relation, strength: Strength(s.strength))
    }

    /// Makes the block's calls, then reads every variable made so far.
    @inline(never)
    func run(_ block: Trace.Block) {
        var batch: [Constraint] = []
        var batchLeft = 0
        for op in block.ops {
            do {
                switch op {
                case let .batch(n):
                    batchLeft = n
                    batch = []
                    if n == 0 { try solver.add([]) }
                case let .add(id, spec):
                    let c = constraint(spec)
                    constraints[id] = c
                    if batchLeft > 0 {
                        // One `add([...])` call, as the engine made it.
                        batch.append(c)
                        batchLeft -= 1
                        if batchLeft == 0 { try solver.add(batch) }
                    } else {
                        try solver.add(c)
                    }
                case let .remove(id): if let c = constraints[id] { try solver.remove(c) }
                case let .setConstant(id, k): if let c = constraints[id] { try solver.setConstant(c, to: k) }
                case let .addEdit(v, s): try solver.addEditVariable(variable(v), strength: Strength(s))
                case let .removeEdit(v): try solver.removeEditVariable(variable(v))
                case let .suggest(v, x): try solver.suggestValue(variable(v), x)
                }
            } catch {
                failures += 1
            }
        }
        sink += valueSum()
    }

    /// The sum of every value made so far (what a block reads, and the `--check` checksum).
    func valueSum() -> Double {
        var acc = 0.0
        for v in made { acc += solver.value(of: v) }
        return acc
    }
}
