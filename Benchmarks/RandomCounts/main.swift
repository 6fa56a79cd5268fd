// plumb-random-counts: the solver's counts per view on the random shapes (issue 29), over many
// seeds, at a small and a large N: for each phase and count, how much the count per view grows
// from the small tree to the large one (1 is linear), as the median, the 90th percentile and
// the worst seed, and how many seeds pass issue 29's bound of 1.5. Counts, not times: the same
// on every machine. Prints a Markdown table.
//
//   swift build -c release --package-path Benchmarks --scratch-path .build-bench --product plumb-random-counts
//   .build-bench/release/plumb-random-counts --seeds 1000 --small 100 --large 1000
import PlumbTestScenes
import BenchSupport
import Foundation

let usage = "usage: plumb-random-counts [--seeds K] [--small N] [--large N]   (defaults 1000, 100, 1000)"
var seeds = 1_000, small = 100, large = 1_000
var reader = Arguments(Array(CommandLine.arguments.dropFirst()), usage: usage)
while let flag = reader.nextFlag() {
    switch flag {
    case "--seeds": seeds = Int(reader.number())
    case "--small": small = Int(reader.number())
    case "--large": large = Int(reader.number())
    default: reader.unknown()
    }
}
guard seeds > 0, small > 0, large > small else { fail(usage) }

typealias Key = String
var growth: [Key: [Double]] = [:]
/// Runs that logged a problem (a conflict, an ambiguity): the tree and the first line.
var logged: [String] = []
let started = Date()
for seed in 0..<UInt64(seeds) {
    var runs: [RandomShapeRun] = []
    for views in [small, large] {
        var run = RandomShapeRun(seed: seed, views: views)
        run.runAll()
        if let first = run.log.first {
            logged.append("\(run.recipe): \(first.text.split(separator: "\n").first ?? "")")
        }
        runs.append(run)
    }
    for phase in RandomShapeRun.Phase.allCases {
        for metric in RandomShapeRun.Metric.allCases {
            growth["\(phase) \(metric)", default: []].append(RandomShapeRun.growth(runs[0], runs[1], phase, metric))
        }
    }
    if (seed + 1) % 100 == 0 {
        FileHandle.standardError.write(Data("\(seed + 1) seeds, \(Int(Date().timeIntervalSince(started))) s\n".utf8))
    }
}

func percentile(_ sorted: [Double], _ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
print("Per-view solver counts at N = \(large) ÷ at N = \(small), over seeds 0–\(seeds - 1) (1 is linear; issue 29's bound is 1.5).")
print("Runs that logged a problem: \(logged.count).\n")
print("| phase | count | median | 90th percentile | worst | seeds over 1.5 |")
print("|---|---|---:|---:|---:|---:|")
for phase in RandomShapeRun.Phase.allCases {
    for metric in RandomShapeRun.Metric.allCases {
        let xs = growth["\(phase) \(metric)"]!.sorted()
        let over = xs.filter { $0 > 1.5 }.count
        print(String(format: "| %@ | %@ | %.2f | %.2f | %.2f | %d of %d |", phase.rawValue, metric.rawValue,
                     xs[xs.count / 2], percentile(xs, 0.9), xs.last!, over, xs.count))
    }
}
if !logged.isEmpty {
    print("\nRuns that logged a problem, with the first line:")
    for line in logged { print("- \(line)") }
}
