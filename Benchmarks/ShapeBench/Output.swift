// The JSON lines plumb-shape-bench prints (one object a line, flushed at once, so a process
// killed by the runner's cap keeps what it printed):
// every line but the last has "solver", "shape" (and "seed" for a random shape), "n" and "views", then:
//   {"kind":"phase_start","phase","t_ms"}          the first run of a phase begins (ms after start)
//   {"kind":"run","phase","run","samples_ms"}      one run's samples, as soon as it ends
//   {"kind":"result","phase","median_ms","min_ms","runs","samples_ms"}   after the last run
//   {"kind":"check","phase","steps","checksum"}    --check: after the first run's phase
//   {"kind":"errors","count"}                      calls the replayed solver refused (first run)
//   {"kind":"trace","phase","blocks","variables","constraints","solvers","ops"}   plumb-solver
//   {"kind":"memory","peak_mb"}                    last: the process's peak resident set (MB)
// kiwi-bench --replay prints the same lines with "solver":"kiwi".
import PlumbTestScenes
import BenchSupport
#if canImport(Glibc)
import Glibc
#endif

/// What every line of one measurement shares.
struct Context {
    let solver: String
    let workload: Workload
    let n: Int
    let views: Int

    var head: String { #""solver":"\#(solver)",\#(workload.json),"n":\#(n),"views":\#(views)"# }
}

/// When the current measurement's budget runs out (seconds since the process started).
nonisolated(unsafe) private var deadline = Double.infinity

/// Starts a budget of `seconds`.
func startBudget(_ seconds: Double) { deadline = elapsedSeconds() + seconds }

/// True until the budget is spent: no new run, and no new step of a phase, starts after it
/// (the first run, and each phase's first step in a run, always do).
func withinBudget() -> Bool { elapsedSeconds() < deadline }

/// Runs `body` (one run: samples per phase name) up to `runs` times, at least once, starting
/// no new run after `budget` seconds; prints each run's samples, then one result per phase.
func measure(_ context: Context, runs: Int, budget: Double,
             _ body: (_ run: Int) -> [(phase: String, samples: [Double])]) {
    startBudget(budget)
    var order: [String] = []
    var samples: [String: [Double]] = [:]
    for run in 0..<max(1, runs) where run == 0 || withinBudget() {
        for (phase, xs) in body(run) {
            if samples[phase] == nil { order.append(phase) }
            samples[phase, default: []] += xs
            emit(#"{"kind":"run",\#(context.head),"phase":"\#(phase)","run":\#(run + 1),"samples_ms":[\#(xs.map(json).joined(separator: ","))]}"#)
        }
    }
    for phase in order {
        let xs = samples[phase]!
        emit(#"{"kind":"result",\#(context.head),"phase":"\#(phase)","median_ms":\#(json(median(xs))),"min_ms":\#(json(xs.min()!)),"runs":\#(xs.count),"samples_ms":[\#(xs.map(json).joined(separator: ","))]}"#)
    }
}

/// Says that the first run of `phase` begins (a killed process's lower bound starts here).
func emitPhaseStart(_ context: Context, _ phase: String) {
    emit(#"{"kind":"phase_start",\#(context.head),"phase":"\#(phase)","t_ms":\#(json(elapsedSeconds() * 1000))}"#)
}

/// A checksum after a phase's `steps` timed steps (`--check`).
func emitCheck(_ context: Context, _ phase: String, steps: Int, _ checksum: Double) {
    emit(#"{"kind":"check",\#(context.head),"phase":"\#(phase)","steps":\#(steps),"checksum":\#(json(checksum))}"#)
}

/// The peak resident set of the process so far, from getrusage (KiB on Linux).
func emitMemory() {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    emit(#"{"kind":"memory","peak_mb":\#(json(Double(usage.ru_maxrss) / 1024))}"#)
}

/// Milliseconds `body` takes.
@inline(__always)
func timed(_ body: () -> Void) -> Double {
    let t0 = nowNanos()
    body()
    return millis(t0, nowNanos())
}
