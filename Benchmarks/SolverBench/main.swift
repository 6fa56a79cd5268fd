import BenchSupport
// plumb-solver-bench: times PlumbSolver on the workloads of Benchmarks/WORKLOADS.md.
//
//   swift run -c release plumb-solver-bench --workload longRow --n 1000 --runs 5
//
// Prints JSON lines (one object per line):
//   {"kind":"check", ...}   values after each phase, for the cross-check with kiwi
//   {"kind":"run", ...}     each run's per-phase times, printed as soon as the run ends
//   {"kind":"result", "workload", "n", "views", "phase", "median_ms", "runs", "inner", ...}
// Benchmarks/kiwi/driver.cpp takes the same options and prints the same lines.

#if canImport(Glibc)
import Glibc
#endif

processStart = nowNanos()

let usage = """
usage: plumb-solver-bench --workload NAME [--n N] [--runs R] [--budget SECONDS] [--values FILE]
  NAME: enaml, longRow, grid, deepHierarchy, collection
  --n       number of views (default 100; grid uses round(sqrt(N))^2 cells; ignored for enaml)
  --runs    timed runs, median reported (default 5)
  --budget  start no new run after this many seconds (default 40); at least one run is made
  --values  write every variable's value after each phase of the first cycle to FILE (JSON)
"""

struct Options {
    var workload: String?
    var n = 100
    var runs = 5
    var budget = 40.0
    var valuesFile: String?
}

func parseArguments(_ args: [String]) -> Options {
    var o = Options()
    var reader = Arguments(args, usage: usage)
    while let flag = reader.nextFlag() {
        switch flag {
        case "--workload": o.workload = reader.value()
        case "--n": o.n = Int(reader.number())
        case "--runs": o.runs = Int(reader.number())
        case "--budget": o.budget = reader.number()
        case "--values": o.valuesFile = reader.value()
        default: reader.unknown()
        }
    }
    return o
}

let options = parseArguments(Array(CommandLine.arguments.dropFirst()))
guard let workloadName = options.workload else { fail("--workload is required\n\(usage)") }
if options.n < 1 || options.runs < 1 { fail("--n and --runs must be at least 1") }

if workloadName == "enaml" {
    Enaml.run(runs: options.runs, budgetSeconds: options.budget, valuesFile: options.valuesFile)
} else if let w = ViewWorkload(rawValue: workloadName) {
    runViewWorkload(w, n: options.n, runs: options.runs, budgetSeconds: options.budget, valuesFile: options.valuesFile)
} else {
    fail("unknown workload \(workloadName)\n\(usage)")
}
// Keeps every read value alive; never true in practice.
if sink == -1.2345e300 { print("") }

// MARK: Output

func emitResult(workload: String, n: Int, views: Int, phase: String, samples: [Double], inner: Int) {
    guard !samples.isEmpty else { return }
    let samplesText = samples.map(json).joined(separator: ",")
    emit(#"{"solver":"plumb","kind":"result","workload":"\#(workload)","n":\#(n),"views":\#(views),"phase":"\#(phase)","median_ms":\#(json(median(samples))),"min_ms":\#(json(samples.min()!)),"runs":\#(samples.count),"inner":\#(inner),"samples_ms":[\#(samplesText)]}"#)
}


/// Prints a summary of the values after each phase, and writes them all to `valuesFile`.
func emitChecks(workload: String, n: Int, phases: [(String, [Double])], valuesFile: String?) {
    for (phase, values) in phases {
        let sum = values.reduce(0, +)
        let tail = values.suffix(4).map(json).joined(separator: ",")
        emit(#"{"solver":"plumb","kind":"check","workload":"\#(workload)","n":\#(n),"phase":"\#(phase)","count":\#(values.count),"sum":\#(json(sum)),"tail":[\#(tail)]}"#)
    }
    guard let valuesFile else { return }
    guard let f = fopen(valuesFile, "w") else { fail("cannot write \(valuesFile)") }
    fputs(#"{"solver":"plumb","workload":"\#(workload)","n":\#(n),"phases":{"#, f)
    for (k, (phase, values)) in phases.enumerated() {
        fputs((k > 0 ? "," : "") + "\"\(phase)\":[", f)
        var first = true
        for v in values {
            fputs((first ? "" : ",") + json(v), f)
            first = false
        }
        fputs("]", f)
    }
    fputs("}}\n", f)
    fclose(f)
}
