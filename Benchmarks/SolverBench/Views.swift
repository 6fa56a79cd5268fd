import BenchSupport
import PlumbSolver

/// The view-shaped workloads (see Benchmarks/WORKLOADS.md). The kiwi driver builds the same
/// systems, with the same variables and constraints in the same order.
enum ViewWorkload: String, CaseIterable {
    case longRow, grid, deepHierarchy, collection

    /// The number of views for a requested N (grid: round(sqrt(N))² cells).
    func viewCount(_ n: Int) -> Int {
        switch self {
        case .grid:
            let side = gridSide(n)
            return side * side
        default: return n
        }
    }
}

func gridSide(_ n: Int) -> Int { max(1, Int(Double(n).squareRoot().rounded())) }

struct ViewVariables {
    let x, y, w, h: Variable
}

/// An edit variable: its priority, its value after build and its value in the edit phase.
struct EditSpec {
    let variable: Variable
    let initial: Double
    let edited: Double
}

/// A built system: the solver, every variable, and each view's constraints.
final class ViewSystem {
    let solver: Solver
    let views: [ViewVariables]
    /// Edit variables that are not view variables (W, H), after the views' variables.
    let extra: [Variable]
    let edits: [EditSpec]
    /// The constraints of view i, in the order they were added.
    let owned: [[Constraint]]
    /// Every variable: x, y, w, h of each view in order, then `extra`.
    let all: [Variable]

    init(solver: Solver, views: [ViewVariables], extra: [Variable], edits: [EditSpec], owned: [[Constraint]]) {
        self.solver = solver
        self.views = views
        self.extra = extra
        self.edits = edits
        self.owned = owned
        var all: [Variable] = []
        all.reserveCapacity(views.count * 4 + extra.count)
        for v in views { all.append(v.x); all.append(v.y); all.append(v.w); all.append(v.h) }
        all.append(contentsOf: extra)
        self.all = all
    }

    /// Reads every value (Plumb brings values up to date lazily, on the first read).
    @inline(never)
    func readAll() {
        var acc = 0.0
        for v in all { acc += solver.value(of: v) }
        sink += acc
    }

    func values() -> [Double] { all.map { solver.value(of: $0) } }
}

/// The edit-variable priority in every view workload.
let editPriority: Strength = 999
/// The priority of the preferred sizes `w == 50`, `h == 20`.
let preferredSizePriority: Strength = 250

/// The timed "build" phase: variables, solver, every constraint (view by view), edit
/// variables, initial suggestions, then every value read.
@inline(never)
func buildSystem(_ workload: ViewWorkload, _ n: Int) -> ViewSystem {
    let count = workload.viewCount(n)
    let side = gridSide(n)
    let solver = Solver()

    // Variables: the extra edit variables first (W, then H), then x, y, w, h view by view
    // (unnamed, so that no string formatting is timed).
    var extra: [Variable] = []
    switch workload {
    case .longRow: extra = [Variable("W")]
    case .grid, .deepHierarchy: extra = [Variable("W"), Variable("H")]
    case .collection: break
    }
    var views: [ViewVariables] = []
    views.reserveCapacity(count)
    for _ in 0..<count {
        views.append(ViewVariables(x: Variable(), y: Variable(), w: Variable(), h: Variable()))
    }

    var owned: [[Constraint]] = []
    owned.reserveCapacity(count)
    do {
        for i in 0..<count {
            let v = views[i]
            var cs: [Constraint] = [
                v.w >= 0,
                v.h >= 0,
                (v.w == 50) ~ preferredSizePriority,
                (v.h == 20) ~ preferredSizePriority,
            ]
            switch workload {
            case .longRow:
                let W = extra[0]
                if i == 0 {
                    cs.append(v.x == 8)
                } else {
                    let p = views[i - 1]
                    cs.append(v.x == p.x + p.w + 8)
                }
                cs.append(v.y == 8)
                if i == count - 1 { cs.append(v.x + v.w + 8 == W) }
            case .grid:
                let W = extra[0], H = extra[1]
                let r = i / side, c = i % side
                if c == 0 {
                    cs.append(v.x == 8)
                } else {
                    let left = views[i - 1]
                    cs.append(v.x == left.x + left.w + 8)
                }
                if r == 0 {
                    cs.append(v.y == 8)
                } else {
                    let above = views[i - side]
                    cs.append(v.y == above.y + above.h + 8)
                }
                if c > 0 { cs.append(v.w == views[r * side].w) }
                if r > 0 { cs.append(v.h == views[c].h) }
                if c == side - 1 { cs.append(v.x + v.w + 8 == W) }
                if r == side - 1 { cs.append(v.y + v.h + 8 == H) }
            case .deepHierarchy:
                if i == 0 {
                    cs.append(v.x == 0)
                    cs.append(v.y == 0)
                    cs.append(v.w == extra[0])
                    cs.append(v.h == extra[1])
                } else {
                    let p = views[i - 1]
                    cs.append(v.x == p.x + 2)
                    cs.append(v.y == p.y + 2)
                    cs.append(v.x + v.w == p.x + p.w - 2)
                    cs.append(v.y + v.h == p.y + p.h - 2)
                }
            case .collection:
                cs.append(v.x == Double(8 + 60 * (i % 20)))
                cs.append(v.y == Double(8 + 30 * (i / 20)))
            }
            for c in cs { try solver.add(c) }
            owned.append(cs)
        }
    } catch {
        fail("\(workload.rawValue) build failed: \(error)")
    }

    let edits: [EditSpec]
    switch workload {
    case .longRow:
        let w0 = Double(58 * count + 8)
        edits = [EditSpec(variable: extra[0], initial: w0, edited: w0 + 100)]
    case .grid:
        let w0 = Double(58 * side + 8), h0 = Double(28 * side + 8)
        edits = [EditSpec(variable: extra[0], initial: w0, edited: w0 + 100),
                 EditSpec(variable: extra[1], initial: h0, edited: h0 + 100)]
    case .deepHierarchy:
        let s0 = Double(4 * count + 100)
        edits = [EditSpec(variable: extra[0], initial: s0, edited: s0 + 10),
                 EditSpec(variable: extra[1], initial: s0, edited: s0 + 10)]
    case .collection:
        edits = [EditSpec(variable: views[0].w, initial: 60, edited: 70)]
    }
    do {
        for e in edits { try solver.addEditVariable(e.variable, strength: editPriority) }
        for e in edits { try solver.suggestValue(e.variable, e.initial) }
        try solver.updateVariables()
    } catch {
        fail("\(workload.rawValue) edit variables failed: \(error)")
    }
    let system = ViewSystem(solver: solver, views: views, extra: extra, edits: edits, owned: owned)
    system.readAll()
    return system
}

/// The timed "edit" phase: suggest the edit values, update, read every value.
@inline(never)
func editSystem(_ system: ViewSystem) throws(SolverError) {
    for e in system.edits { try system.solver.suggestValue(e.variable, e.edited) }
    try system.solver.updateVariables()
    system.readAll()
}

/// The timed "remove" phase: remove every constraint of the odd-indexed views (view by view,
/// in the order they were added), update, read every value.
@inline(never)
func removeOddViews(_ system: ViewSystem) throws(SolverError) {
    var i = 1
    while i < system.owned.count {
        for c in system.owned[i] { try system.solver.remove(c) }
        i += 2
    }
    try system.solver.updateVariables()
    system.readAll()
}

/// The phases of a cycle, in order.
let phaseNames = ["build", "edit", "remove"]

struct CycleTimes {
    /// Each phase's time, nil when it was not run or failed.
    var ms: [Double?] = [nil, nil, nil]
    var wall = 0.0
    /// The phase that threw, and the error.
    var failure: (phase: Int, message: String)?
}

/// One build → edit → remove cycle on a fresh solver, running the first `phases` phases. A phase
/// that throws ends the cycle (a failed build ends the process). With `capture`, also returns
/// the values after each phase (read outside the timed regions); `onStart` hears each phase
/// begin and `onPhase` its time as soon as it is known.
func runCycle(_ workload: ViewWorkload, _ n: Int, phases: Int, capture: Bool,
              onStart: ((String) -> Void)? = nil,
              onPhase: ((String, Double) -> Void)? = nil) -> (CycleTimes, [(String, [Double])]) {
    var t = CycleTimes()
    var captured: [(String, [Double])] = []
    let c0 = nowNanos()
    onStart?("build")
    let t0 = nowNanos()
    let system = buildSystem(workload, n)
    let t1 = nowNanos()
    t.ms[0] = millis(t0, t1)
    onPhase?("build", t.ms[0]!)
    if capture { captured.append(("build", system.values())) }
    let later: [(Int, (ViewSystem) throws(SolverError) -> Void)] = [(1, editSystem), (2, removeOddViews)]
    for (p, body) in later where p < phases {
        onStart?(phaseNames[p])
        let a = nowNanos()
        do {
            try body(system)
        } catch {
            t.failure = (p, "\(error)")
            break
        }
        let b = nowNanos()
        t.ms[p] = millis(a, b)
        onPhase?(phaseNames[p], t.ms[p]!)
        if capture { captured.append((phaseNames[p], system.values())) }
    }
    withExtendedLifetime(system) {}
    t.wall = millis(c0, nowNanos())
    return (t, captured)
}

/// Runs a view workload and prints its JSON lines.
///
/// The first cycle is a warm-up that also records the values for the cross-check; it counts as
/// run 1 when it took 1 s or more. Each run is `inner` back-to-back cycles (chosen so a run
/// takes about 50 ms; 1 for big systems) and records each phase's mean time per cycle. No new
/// run starts once the next one would end past `budgetSeconds`. When a phase throws, an
/// `error` line is printed and later cycles stop before that phase.
func runViewWorkload(_ workload: ViewWorkload, n: Int, runs: Int, budgetSeconds: Double, valuesFile: String?) {
    let start = nowNanos()
    let views = workload.viewCount(n)
    let name = workload.rawValue
    var phases = phaseNames.count
    func noteFailure(_ t: CycleTimes) {
        guard let f = t.failure else { return }
        emit(#"{"solver":"plumb","kind":"error","workload":"\#(name)","n":\#(n),"phase":"\#(phaseNames[f.phase])","message":"\#(jsonEscape(f.message))"}"#)
        phases = min(phases, f.phase)
    }
    // The warm-up reports each phase as it ends, so a run cut short by a time limit still tells
    // how long the phases it finished took.
    let (warm, captured) = runCycle(workload, n, phases: phases, capture: true, onStart: { phase in
        emit(#"{"solver":"plumb","kind":"warmup_start","workload":"\#(name)","n":\#(n),"phase":"\#(phase)","t_ms":\#(json(millis(processStart, nowNanos())))}"#)
    }) { phase, ms in
        emit(#"{"solver":"plumb","kind":"warmup","workload":"\#(name)","n":\#(n),"views":\#(views),"phase":"\#(phase)","ms":\#(json(ms))}"#)
    }
    noteFailure(warm)
    emitChecks(workload: name, n: n, phases: captured, valuesFile: valuesFile)

    var samples: [[Double]] = [[], [], []]
    var runCount = 0
    var inner = 1
    var lastRunMs = warm.wall
    func record(_ ms: [Double?]) {
        runCount += 1
        var fields = ""
        for p in 0..<phases {
            guard let x = ms[p] else { continue }
            samples[p].append(x)
            fields += #","\#(phaseNames[p])_ms":\#(json(x))"#
        }
        emit(#"{"solver":"plumb","kind":"run","workload":"\#(name)","n":\#(n),"views":\#(views),"run":\#(runCount),"inner":\#(inner)\#(fields)}"#)
    }
    if warm.wall >= 1000 {
        record(warm.ms)
    } else {
        inner = max(1, min(1000, Int((50 / max(warm.wall, 1e-3)).rounded(.up))))
    }
    while runCount < runs {
        let elapsed = millis(start, nowNanos())
        if runCount > 0 && elapsed + lastRunMs > budgetSeconds * 1000 { break }
        let r0 = nowNanos()
        var sum: [Double] = [0, 0, 0]
        var count = 0
        for _ in 0..<inner {
            let (t, _) = runCycle(workload, n, phases: phases, capture: false)
            noteFailure(t)
            if t.failure != nil { break }
            for p in 0..<phases { sum[p] += t.ms[p] ?? 0 }
            count += 1
        }
        if count > 0 { record(sum.map { $0 / Double(count) }) }
        lastRunMs = millis(r0, nowNanos())
    }
    for p in 0..<phaseNames.count {
        emitResult(workload: name, n: n, views: views, phase: phaseNames[p], samples: samples[p], inner: inner)
    }
}
