import BenchSupport
// plumb-layout-bench: times Plumb's full layout and one constant change on the form of
// Benchmarks/WORKLOADS.md (*Layout*), and the solver alone on the engine's exported constraints.
//
//   swift run -c release plumb-layout-bench --n 1000 --runs 5 --export-dir /tmp/x
//
// Prints JSON lines (one object per line); see Report.swift. Benchmarks/kiwi/driver.cpp
// (`--workload layout`) solves the exported constraints with kiwi.

import Plumb

#if canImport(Glibc)
import Glibc
#endif

processStart = nowNanos()

let usage = """
usage: plumb-layout-bench [--n N] [--variant standard|live] [--runs R] [--changes K] [--budget SECONDS]
                          [--export-dir DIR] [--one-batch]
  --n           about how many views (default 100): round((N-1)/31) sections of 10 rows
  --variant     standard (default): build the tree, activate, first layoutIfNeeded();
                live (diagnostic): the engine exists before the sections join the tree
  --runs        timed full layouts and solver-only solves, median reported (default 5)
  --changes     timed constant changes, median reported (default 101)
  --budget      start no new full layout after this many seconds (default 40); at least one runs
  --export-dir  write the engine's constraints before and after the change to
                DIR/layout-VARIANT-N.txt and DIR/layout-VARIANT-N-changed.txt (for the kiwi driver)
  --local-only  stop after the local constant changes (for profiling them)
  --one-batch   also time PlumbSolver alone with every constraint in one batch (dense; slow past N=1000)
"""

struct Options {
    var n = 100
    var variant = Variant.standard
    var runs = 5
    var changes = 101
    var budget = 40.0
    var exportDir: String?
    var oneBatch = false
    var localOnly = false
}

func parseArguments(_ args: [String]) -> Options {
    var o = Options()
    var reader = Arguments(args, usage: usage)
    while let flag = reader.nextFlag() {
        switch flag {
        case "--n": o.n = Int(reader.number())
        case "--variant": o.variant = reader.choice(Variant.self)
        case "--runs": o.runs = Int(reader.number())
        case "--changes": o.changes = Int(reader.number())
        case "--budget": o.budget = reader.number()
        case "--export-dir": o.exportDir = reader.value()
        case "--one-batch": o.oneBatch = true
        case "--local-only": o.localOnly = true
        default: reader.unknown()
        }
    }
    if o.n < 1 || o.runs < 1 || o.changes < 1 { fail("--n, --runs and --changes must be at least 1") }
    return o
}

let options = parseArguments(Array(CommandLine.arguments.dropFirst()))
outputVariant = options.variant
// Labels measure with the deterministic fake (it is the default; set it to be sure).
TextMeasurement.defaultMeasurer = MonospaceTextMeasurer()
runLayoutBenchmark(options)
// Keeps every read value alive; never true in practice.
if sink == -1.2345e300 { print("") }
