import BenchSupport
import Plumb

#if canImport(Glibc)
import Glibc
#endif

/// Everything one process measures, for one N and variant (see Output.swift for what it
/// prints). What can blow up on large N comes last (the first constant change after a build
/// can take far longer than the build), so a process stopped by a time or memory cap still
/// reports the full layouts, the memory and the export.
func runLayoutBenchmark(_ o: Options) {
    let shape = FormShape(n: o.n)
    let baseline = procStatusMB("VmHWM")

    // The first full layout, in a fresh process: it also gives the peak memory.
    emit("warmup_start", shape, [("t_ms", json(elapsedSeconds() * 1000))])
    let (scene, warm) = fullLayout(shape, o.variant)
    let peak = procStatusMB("VmHWM")
    emit("warmup", shape, fullFields(warm))
    emit("memory", shape, [("baseline_mb", baseline.map(json) ?? "null"), ("peak_mb", peak.map(json) ?? "null")])
    checkFrames(scene, extra: 0, "after the full layout")

    // Timed full layouts, each on a fresh scene; the warm-up counts as a run when it took 1 s or more.
    var runs: [FullLayoutTimes] = warm.full >= 1000 ? [warm] : []
    var last = warm.full
    while runs.count < o.runs {
        if !runs.isEmpty && elapsedSeconds() + last / 1000 > o.budget { break }
        let (s, t) = fullLayout(shape, o.variant)
        runs.append(t)
        last = t.full
        emit("run", shape, [("run", "\(runs.count)")] + fullFields(t))
        _ = s  // destroyed here, after the timed region
    }
    emitResult(shape, phase: "full", samples: runs.map(\.full))
    emitResult(shape, phase: "tree", samples: runs.map(\.tree))
    emitResult(shape, phase: "activate", samples: runs.map(\.activate))
    emitResult(shape, phase: "layout", samples: runs.map(\.layout))

    // One more standard full layout, with the engine's creation (and solve) timed apart from the pass.
    if o.variant == .standard && elapsedSeconds() + last / 1000 <= o.budget {
        let (s, phases) = fullLayoutPhases(shape)
        emit("phases", shape, phases.map { ($0.0, json($0.1)) })
        _ = s
    }

    // The engine's constraints, for PlumbSolver alone and for kiwi.
    let before = scene.root.engineConstraintsText()
    let system = ExportedSystem(text: before)
    let change = locateChangedConstraint(system, shape)
    let stem = o.exportDir.map { "\($0)/layout-\(o.variant.rawValue)-\(o.n)" }
    if let stem { write(before, to: stem + ".txt") }
    emit("export", shape, [("file", stem.map { jsonString($0 + ".txt") } ?? "null"),
                           ("change_index", "\(change.index)"), ("from", json(change.from)), ("to", json(change.to)),
                           ("constraints", "\(system.specs.count)"), ("variables", "\(system.ids.count)")])

    // PlumbSolver alone, in two batches (one-variable constraints first) as the engine adds them.
    // One mixed batch densifies the tableau (2.3 s at N = 1,000); `--one-batch` times it too.
    var solvers = [(true, solverFullSolves(o, shape, system, split: true))]
    if o.oneBatch { solvers.append((false, solverFullSolves(o, shape, system, split: false))) }

    // A local constant change: the gap between the middle row's label and field. Only that
    // row's field moves.
    let localSamples = localChangeSamples(scene, count: o.changes, deadline: o.budget)
    checkFrames(scene, extra: 0, "after the local constant changes")
    emitResult(shape, phase: "local_change", samples: localSamples, listSamples: false)
    if o.localOnly { return }

    // The first constant change after the full layout, then the timed ones.
    let base = scene.changed.constant
    emit("first_change_start", shape, [("t_ms", json(elapsedSeconds() * 1000))])
    let first = changeConstant(scene, to: base + Spacing.change)
    emit("first_change", shape, [("ms", json(first)), ("peak_mb", procStatusMB("VmHWM").map(json) ?? "null")])
    checkFrames(scene, extra: Spacing.change, "after the constant change")
    let after = scene.root.engineConstraintsText()
    let changedSystem = ExportedSystem(text: after)
    if let stem { write(after, to: stem + "-changed.txt") }
    let touched = changedConstraint(system, changedSystem)
    guard touched.index == change.index, touched.to == change.to else {
        fail("the change touched constraint \(touched.index) (\(touched.from) → \(touched.to)), expected \(change)")
    }
    emit("export_changed", shape, [("file", stem.map { jsonString($0 + "-changed.txt") } ?? "null")])
    let changeSamples = constantChangeSamples(scene, base: base, count: o.changes, deadline: o.budget)
    checkFrames(scene, extra: scene.changed.constant - base, "after the timed changes")
    emitResult(shape, phase: "change", samples: changeSamples, listSamples: false)

    for (split, s) in solvers {
        if let s { solverChanges(o, shape, s, system: system, changed: changedSystem, change: change, split: split) }
    }
}

func fullFields(_ t: FullLayoutTimes) -> [(String, String)] {
    [("tree_ms", json(t.tree)), ("activate_ms", json(t.activate)), ("layout_ms", json(t.layout)), ("full_ms", json(t.full))]
}

func checkFrames(_ scene: FormScene, extra: Double, _ when: String) {
    if let problem = scene.frameProblem(extra: extra) { fail("wrong frame \(when): \(problem)") }
}

/// The constraint the change touched: (index among the `c` lines, constant before, after).
func changedConstraint(_ a: ExportedSystem, _ b: ExportedSystem) -> (index: Int, from: Double, to: Double) {
    guard a.specs.count == b.specs.count else {
        fail("the change altered the number of constraints (\(a.specs.count) → \(b.specs.count))")
    }
    let differing = a.constraintLines.indices.filter { a.constraintLines[$0] != b.constraintLines[$0] }
    guard differing.count == 1, let k = differing.first else {
        fail("expected the change to touch one constraint, it touched \(differing.count)")
    }
    return (k, a.specs[k].constant, b.specs[k].constant)
}

/// The constraint the timed change touches, found by its variables' names: the changed
/// row's `minY − previous.minY − previous.height − 4 == 0`. Returns (index among the `c` lines,
/// constant now, constant after the change).
func locateChangedConstraint(_ system: ExportedSystem, _ shape: FormShape) -> (index: Int, from: Double, to: Double) {
    let k = shape.changedSection * FormShape.rowsPerSection + shape.changedRow
    func slot(_ name: String) -> Int {
        guard let i = system.names.firstIndex(of: name) else { fail("no variable \(name) in the export") }
        return i
    }
    let want = [slot("row\(k).minY"): 1.0, slot("row\(k - 1).minY"): -1.0, slot("row\(k - 1).height"): -1.0]
    let matches = system.specs.indices.filter { i in
        let spec = system.specs[i]
        return spec.relation == .equal && spec.strength == 1000 && spec.terms.count == 3
            && spec.terms.allSatisfy { want[$0.0] == $0.1 }
    }
    guard matches.count == 1, let index = matches.first else {
        fail("expected one constraint for row\(k)'s top spacing, found \(matches.count)")
    }
    let from = system.specs[index].constant
    return (index, from, from - Spacing.change)
}

func write(_ text: String, to path: String) {
    guard let f = fopen(path, "w") else { fail("cannot write \(path)") }
    fputs(text, f)
    fclose(f)
}

/// PlumbSolver alone on the exported system: timed full solves; returns the last solver.
func solverFullSolves(_ o: Options, _ shape: FormShape, _ system: ExportedSystem, split: Bool) -> SolverOnlySystem? {
    let phase = split ? "solver_full_split" : "solver_full"
    var samples: [Double] = []
    var built: SolverOnlySystem?
    for i in 0..<o.runs {
        if i > 0 && elapsedSeconds() > o.budget { break }
        built = nil
        let (s, ms) = solverFullSolve(system, split: split)
        samples.append(ms)
        built = s
        if i == 0 { emit("solver_warmup", shape, [("phase", jsonString(phase)), ("ms", json(ms))]) }
    }
    guard let s = built else { return nil }
    let stats = s.solver.statistics
    emit("solver_stats", shape, [("split", split ? "true" : "false"), ("rows", "\(stats.rows)"),
                                 ("terms", "\(stats.terms)"), ("longest_row", "\(stats.longestRow)"),
                                 ("pivots", "\(stats.pivots)"), ("moves", "\(stats.moves)")])
    emit("check", shape, [("what", jsonString("PlumbSolver alone\(split ? " (two batches)" : "") vs the engine, max |Δ| over every variable, before the change")),
                          ("max_delta", json(maxDelta(s.values(), system.values)))])
    emitResult(shape, phase: phase, samples: samples)
    return s
}

/// PlumbSolver alone: the first constant change, then timed ones alternating to and from.
func solverChanges(_ o: Options, _ shape: FormShape, _ s: SolverOnlySystem, system: ExportedSystem,
                   changed: ExportedSystem, change: (index: Int, from: Double, to: Double), split: Bool) {
    let phase = split ? "solver_change_split" : "solver_change"
    let first = solverChange(s, index: change.index, to: change.to)
    emit("solver_first_change", shape, [("phase", jsonString(phase)), ("ms", json(first))])
    emit("check", shape, [("what", jsonString("PlumbSolver alone\(split ? " (two batches)" : "") vs the engine, max |Δ| over every variable, after the change")),
                          ("max_delta", json(maxDelta(s.values(), changed.values)))])
    var samples: [Double] = []
    for i in 0..<o.changes {
        if i > 0 && elapsedSeconds() > o.budget { break }
        samples.append(solverChange(s, index: change.index, to: i % 2 == 0 ? change.from : change.to))
    }
    emitResult(shape, phase: phase, samples: samples, listSamples: false)
}

func maxDelta(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
}
