// plumb-diagnostics-bench: the cost of recovering from one conflict (the minimal conflicting
// set, the choice of the constraint to break, the log) in a 1,000-view scene, against one full
// layout of that scene. See Benchmarks/WORKLOADS.md, *Diagnostics*.
import BenchSupport
import Foundation
import Plumb

let usage = "usage: plumb-diagnostics-bench [--n ROWS] [--runs N]"

struct Options {
    var n = 333
    var runs = 7
}

func parseArguments(_ args: [String]) -> Options {
    var o = Options()
    var reader = Arguments(args, usage: usage)
    while let flag = reader.nextFlag() {
        switch flag {
        case "--n": o.n = Int(reader.number())
        case "--runs": o.runs = Int(reader.number())
        default: reader.unknown()
        }
    }
    if o.n < 2 || o.runs < 1 { fail("--n must be at least 2 and --runs at least 1") }
    return o
}

/// `rows` rows of a key and a value label in plain views (3 views a row): the stack
/// benchmark's plain layout. Returns the root and each row's key, value and row views.
func makeScene(rows: Int) -> (View, [(row: View, key: View, value: View)]) {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 375, height: Double(rows) * 30 + 20))
    var constraints: [LayoutConstraint] = []
    var parts: [(row: View, key: View, value: View)] = []
    var previous: View?
    for i in 0..<rows {
        let row = View("row\(i)")
        let key = Label("key\(i)", text: "Key \(i)", font: .system(size: 15))
        let value = Label("value\(i)", text: "Value number \(i)", font: .system(size: 15))
        for view in [row, key, value] { view.translatesAutoresizingMaskIntoConstraints = false }
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.addSubview(row)
        row.addSubview(key)
        row.addSubview(value)
        constraints += [
            row.leadingAnchor == root.leadingAnchor, row.trailingAnchor == root.trailingAnchor,
            previous.map { row.topAnchor == $0.bottomAnchor + 8 } ?? (row.topAnchor == root.topAnchor),
            key.leadingAnchor == row.leadingAnchor, value.leadingAnchor == key.trailingAnchor + 8,
            value.trailingAnchor == row.trailingAnchor,
            key.topAnchor == row.topAnchor, key.bottomAnchor == row.bottomAnchor,
            value.topAnchor == key.topAnchor, value.bottomAnchor == key.bottomAnchor,
        ]
        parts.append((row, key, value))
        previous = row
    }
    LayoutConstraint.activate(constraints)
    return (root, parts)
}

processStart = nowNanos()
let options = parseArguments(Array(CommandLine.arguments.dropFirst()))
TextMeasurement.defaultMeasurer = MonospaceTextMeasurer()
var full: [Double] = [], conflict: [Double] = [], harmless: [Double] = []
var setSize = 0
for _ in 0..<options.runs {
    // One full layout.
    let t0 = nowNanos()
    let (root, parts) = makeScene(rows: options.n)
    root.layoutIfNeeded()
    full.append(millis(t0, nowNanos()))
    let middle = parts[parts.count / 2]
    // A required constraint that can't hold: the value at the row's leading edge, where the
    // key (≥ 0 wide) and the 8-point gap already are. Recovery finds the minimal set and breaks one.
    let sink = CollectingSink()
    let t1 = nowNanos()
    LayoutLog.$sink.withValue(sink) {
        (middle.value.leadingAnchor == middle.row.leadingAnchor).isActive = true
        root.layoutIfNeeded()
    }
    conflict.append(millis(t1, nowNanos()))
    if case let .unsatisfiable(_, conflicting)? = sink.errors.first { setSize = conflicting.count }
    // The same kind of change that holds: an optional preference, no recovery.
    let t2 = nowNanos()
    ((middle.key.widthAnchor == 30) ~ 100).isActive = true
    root.layoutIfNeeded()
    harmless.append(millis(t2, nowNanos()))
    withExtendedLifetime(root) {}
}
let fullMs = median(full), conflictMs = median(conflict), harmlessMs = median(harmless)
emit(#"{"bench":"diagnostics","rows":\#(options.n),"views":\#(options.n * 3 + 1),"runs":\#(options.runs),"full_layout_ms":\#(json(fullMs)),"conflict_ms":\#(json(conflictMs)),"harmless_change_ms":\#(json(harmlessMs)),"conflict_over_full":\#(json(conflictMs / fullMs)),"conflict_set_size":\#(setSize)}"#)
