// plumb-shape-bench: times one benchmark shape (Benchmarks/README.md) through the public
// layout API (`plumb-api`) and, on the very same solver calls, the raw solver
// (`plumb-solver`: the calls the tree's engine made, recorded by SolverRecorder and
// replayed on a fresh Solver). Prints JSON lines (see Output.swift).
//
//   swift build -c release --package-path Benchmarks --scratch-path .build-bench --product plumb-shape-bench
//   .build-bench/release/plumb-shape-bench --shape grid --n 1000 --phases build,edit --runs 5
import PlumbTestScenes
import BenchSupport
#if canImport(Glibc)
import Glibc
#endif

processStart = nowNanos()

let usage = """
usage: plumb-shape-bench --shape NAME [--seed K] --n N [--phases LIST] [--solvers LIST] [--runs R] [--budget S]
                         [--export-trace FILE] [--check]
       plumb-shape-bench --list
  --shape         one of: \(Shape.allCases.map(\.rawValue).joined(separator: ", ")), random
  --seed          the random shape's seed (with --shape random, and only then)
  --n             about how many views (default 100)
  --phases        comma-separated, or all (default): \(Phase.allCases.map(\.rawValue).joined(separator: ","))
  --solvers       plumb-api,plumb-solver (default both)
  --runs          runs per phase (default 5); the median is reported
  --budget        no new run, or step of a phase, starts after this many seconds (default 40);
                  the first run, and each phase's first step, always do
  --export-trace  write the recorded solver calls to FILE (one phase only), for kiwi-bench --replay
  --check         print a checksum after each phase's first run (frames, or the solver's values)
  --list          print the shapes (and their groups) and phases as one JSON line
"""

var shapeName: String?
var seed: UInt64?
var n = 100
var phases = Phase.allCases
var solvers = ["plumb-api", "plumb-solver"]
var runs = 5
var budget = 40.0
var tracePath: String?
var check = false
var reader = Arguments(Array(CommandLine.arguments.dropFirst()), usage: usage)
while let flag = reader.nextFlag() {
    switch flag {
    case "--shape": shapeName = reader.value()
    case "--seed":
        guard let value = UInt64(reader.value()) else { fail("--seed must be a whole number from 0 to \(UInt64.max)") }
        seed = value
    case "--n": n = Int(reader.number())
    case "--phases":
        let list = reader.value()
        phases = list == "all" ? Phase.allCases : list.split(separator: ",").map { name in
            guard let phase = Phase(rawValue: String(name)) else { fail("unknown phase \(name)\n\(usage)") }
            return phase
        }
    case "--solvers":
        solvers = reader.value().split(separator: ",").map(String.init)
        if let bad = solvers.first(where: { $0 != "plumb-api" && $0 != "plumb-solver" }) { fail("unknown solver \(bad)") }
    case "--runs": runs = Int(reader.number())
    case "--budget": budget = reader.number()
    case "--export-trace": tracePath = reader.value()
    case "--check": check = true
    case "--list":
        let names = { (xs: [Shape]) in xs.map { jsonString($0.rawValue) }.joined(separator: ",") }
        let groups = #""tuned":[\#(names(Shape.tuned))],"named":[\#(names(Shape.named))],"apple":[\#(names(Shape.apple))]"#
        let phases = Phase.allCases.map { jsonString($0.rawValue) }.joined(separator: ",")
        emit(#"{"kind":"list","shapes":[\#(names(Shape.allCases))],"groups":{\#(groups)},"random":true,"phases":[\#(phases)]}"#)
        exit(0)
    default: reader.unknown()
    }
}
let workload: Workload
switch (shapeName, seed) {
case (nil, _): fail("--shape is required\n\(usage)")
case ("random", let seed?): workload = Workload(randomSeed: seed)
case ("random", nil): fail("--shape random needs --seed K")
case (let name?, nil):
    guard let shape = Shape(rawValue: name) else { fail("unknown shape \(name)\n\(usage)") }
    workload = Workload(shape)
case (_?, _?): fail("--seed goes with --shape random only")
}
if n < 1 || runs < 1 { fail("--n and --runs must be at least 1") }
if tracePath != nil && phases.count != 1 { fail("--export-trace needs exactly one phase") }

for phase in phases {
    if solvers.contains("plumb-api") {
        measureAPI(workload, n: n, phase: phase, runs: runs, budget: budget, check: check)
    }
    if solvers.contains("plumb-solver") || tracePath != nil {
        let (trace, views) = Trace.record(workload, n: n, phase: phase, budget: budget)
        let context = Context(solver: "plumb-solver", workload: workload, n: n, views: views)
        emit(#"{"kind":"trace",\#(context.head),"phase":"\#(phase.rawValue)",\#(trace.summary)}"#)
        if let tracePath {
            do {
                try trace.text(workload, n: n, views: views).write(toFile: tracePath, atomically: true, encoding: .utf8)
            } catch {
                fail("cannot write \(tracePath): \(error)")
            }
        }
        if solvers.contains("plumb-solver") {
            measureReplay(trace, context: context, runs: runs, budget: budget, check: check)
        }
    }
}
emitMemory()
// Keeps every read value alive; never true in practice.
if sink == -1.2345e300 { print("") }
