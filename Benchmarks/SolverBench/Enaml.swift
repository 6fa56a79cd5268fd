import BenchSupport
#if canImport(Glibc)
import Glibc
#endif
import PlumbSolver

/// kiwi's "enaml-like" benchmark: 37 variables, 111 constraints, 2 edit variables
/// (see Benchmarks/WORKLOADS.md).
enum Enaml {
    /// The 37 variables, in the order kiwi's python benchmark declares them.
    static let variableNames = [
        "left", "height", "top", "width", "contents_top", "contents_bottom", "contents_left",
        "contents_right", "midline", "ctleft", "ctheight", "cttop", "ctwidth", "lb1left", "lb1height",
        "lb1top", "lb1width", "lb2left", "lb2height", "lb2top", "lb2width", "lb3left", "lb3height",
        "lb3top", "lb3width", "fl1left", "fl1height", "fl1top", "fl1width", "fl2left", "fl2height",
        "fl2top", "fl2width", "fl3left", "fl3height", "fl3top", "fl3width",
    ]

    /// kiwi's named strengths mapped to strict Auto Layout priorities, keeping their order
    /// (weak < medium < mmedium < smedium < strong < required).
    static let priority: [String: Double] = [
        "weak": 50, "medium": 250, "mmedium": 300, "smedium": 500, "strong": 750, "required": 1000,
    ]

    /// The priority of the two edit variables (kiwi: "strong").
    static let editPriority: Double = 750

    /// The resize sequence of kiwi's benchmark, cycled by the edit phase.
    static let sizes: [(Double, Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    struct Spec {
        let strength: Strength
        let relation: Relation
        let constant: Double
        let terms: [(index: Int, coefficient: Double)]
    }

    /// The table parsed once, before any timing.
    static let specs: [Spec] = {
        var index: [String: Int] = [:]
        for (i, n) in variableNames.enumerated() { index[n] = i }
        var out: [Spec] = []
        for line in enamlTable.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            guard f.count >= 4, let p = priority[f[0]], let k = Double(f[2]) else { fail("bad enaml line: \(line)") }
            let rel: Relation
            switch f[1] {
            case "==": rel = .equal
            case "<=": rel = .lessThanOrEqual
            case ">=": rel = .greaterThanOrEqual
            default: fail("bad relation in: \(line)")
            }
            var terms: [(Int, Double)] = []
            for t in f[3...] {
                let parts = t.split(separator: "*")
                guard parts.count == 2, let c = Double(parts[0]), let i = index[String(parts[1])] else {
                    fail("bad term \(t)")
                }
                terms.append((i, c))
            }
            out.append(Spec(strength: Strength(p), relation: rel, constant: k, terms: terms))
        }
        if out.count != 111 { fail("expected 111 enaml constraints, got \(out.count)") }
        return out
    }()

    static let widthIndex = variableNames.firstIndex(of: "width")!
    static let heightIndex = variableNames.firstIndex(of: "height")!

    /// The timed "build": variables, solver, the 2 edit variables (added first, as kiwi's
    /// benchmark does), the 111 constraints, then update and read every value.
    static func build() -> (Solver, [Variable]) {
        let vars = variableNames.map { Variable($0) }
        let solver = Solver()
        do {
            try solver.addEditVariable(vars[widthIndex], strength: Strength(editPriority))
            try solver.addEditVariable(vars[heightIndex], strength: Strength(editPriority))
            for s in specs {
                let e = Expression(s.terms.map { Term(vars[$0.index], $0.coefficient) }, constant: s.constant)
                try solver.add(Constraint(e, s.relation, strength: s.strength))
            }
            try solver.updateVariables()
        } catch {
            fail("enaml build failed: \(error)")
        }
        var acc = 0.0
        for v in vars { acc += solver.value(of: v) }
        sink += acc
        return (solver, vars)
    }

    /// One timed "edit" iteration: suggest width and height, update, read every value.
    @inline(never)
    static func edit(_ solver: Solver, _ vars: [Variable], _ size: (Double, Double)) {
        do {
            try solver.suggestValue(vars[widthIndex], size.0)
            try solver.suggestValue(vars[heightIndex], size.1)
            try solver.updateVariables()
        } catch {
            fail("enaml edit failed: \(error)")
        }
        var acc = 0.0
        for v in vars { acc += solver.value(of: v) }
        sink += acc
    }

    /// Runs the benchmark and prints its JSON lines.
    static func run(runs: Int, budgetSeconds: Double, valuesFile: String?) {
        _ = specs
        let start = nowNanos()

        // Values for the cross-check: after a build, and after each of the six sizes.
        do {
            let (solver, vars) = build()
            // PLUMB_STATS=1 prints the solver's statistics after this (untimed) build.
            if getenv("PLUMB_STATS") != nil { print(solver.statistics) }
            var phases: [(String, [Double])] = [("build", vars.map { solver.value(of: $0) })]
            for (i, size) in sizes.enumerated() {
                edit(solver, vars, size)
                phases.append(("edit\(i)", vars.map { solver.value(of: $0) }))
            }
            emitChecks(workload: "enaml", n: 37, phases: phases, valuesFile: valuesFile)
            withExtendedLifetime(solver) {}
        }

        // build: iterations per run chosen so a run takes about 100 ms.
        let buildLoop: (Int) -> Double = { iterations in
            let t0 = nowNanos()
            for _ in 0..<iterations {
                let (solver, _) = build()
                withExtendedLifetime(solver) {}
            }
            return millis(t0, nowNanos())
        }
        let buildIterations = calibrate(buildLoop)
        var buildSamples: [Double] = []

        // edit: one solver, built untimed; each iteration moves to the next of the six sizes.
        let (solver, vars) = build()
        var next = 0
        let editLoop: (Int) -> Double = { iterations in
            let t0 = nowNanos()
            for _ in 0..<iterations {
                edit(solver, vars, sizes[next])
                next = next == sizes.count - 1 ? 0 : next + 1
            }
            return millis(t0, nowNanos())
        }
        let editIterations = calibrate(editLoop)
        var editSamples: [Double] = []

        for r in 0..<runs {
            if r > 0 && Double(nowNanos() - start) / 1e9 > budgetSeconds { break }
            let b = buildLoop(buildIterations) / Double(buildIterations)
            let e = editLoop(editIterations) / Double(editIterations)
            buildSamples.append(b)
            editSamples.append(e)
            emit(#"{"solver":"plumb","kind":"run","workload":"enaml","n":37,"views":1,"run":\#(r + 1),"build_ms":\#(json(b)),"edit_ms":\#(json(e))}"#)
        }
        withExtendedLifetime(solver) {}
        emitResult(workload: "enaml", n: 37, views: 1, phase: "build", samples: buildSamples, inner: buildIterations)
        emitResult(workload: "enaml", n: 37, views: 1, phase: "edit", samples: editSamples, inner: editIterations)
    }

    /// Doubles the iteration count until a loop takes 20 ms, then scales it to about 100 ms.
    static func calibrate(_ loop: (Int) -> Double) -> Int {
        var iterations = 1
        while true {
            let ms = loop(iterations)
            if ms >= 20 || iterations >= 1 << 20 {
                return max(1, Int((Double(iterations) * 100 / max(ms, 1e-3)).rounded()))
            }
            iterations *= 2
        }
    }
}
