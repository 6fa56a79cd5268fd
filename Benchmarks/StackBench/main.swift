// plumb-stack-bench: a 1,000-row vertical stack of horizontal stacks (label + value), against
// the same layout written with plain constraints. Prints JSON lines (see Benchmarks/WORKLOADS.md,
// *Stack*). Labels measure with the deterministic monospace measurer, so this times layout only.

import BenchSupport
import Foundation
import Plumb

let usage = "usage: plumb-stack-bench [--n ROWS] [--runs N]"

struct Options {
    var n = 1000
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
    if o.n < 1 || o.runs < 1 { fail("--n and --runs must be at least 1") }
    return o
}

/// The root every variant lays out in: 375 points wide, tall enough for every row.
func makeRoot(rows: Int) -> View {
    View(frame: Rect(x: 0, y: 0, width: 375, height: Double(rows) * 40 + 100))
}

func keyLabel(_ i: Int) -> Label { Label("key\(i)", text: "Key \(i)", font: .system(size: 15)) }
func valueLabel(_ i: Int) -> Label { Label("value\(i)", text: "Value number \(i)", font: .system(size: 15)) }

/// Rows as stack views: an outer vertical stack (spacing 8) of horizontal stacks (spacing 8, fill).
@inline(never)
func stackLayout(rows: Int) -> (View, [View]) {
    let root = makeRoot(rows: rows)
    var values: [View] = []
    let rowStacks = (0..<rows).map { i -> View in
        let value = valueLabel(i)
        // With PLUMB_STACK_NO_TIE set, the value label hugs at 250, so the stacks need no
        // tie-break constraints (a diagnostic: see docs/PERFORMANCE.md, *Stack*).
        if ProcessInfo.processInfo.environment["PLUMB_STACK_NO_TIE"] != nil {
            value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        }
        values.append(value)
        let row = StackView(arrangedSubviews: [keyLabel(i), value])
        row.spacing = 8
        return row
    }
    let outer = StackView(arrangedSubviews: rowStacks)
    outer.axis = .vertical
    outer.spacing = 8
    root.addSubview(outer)
    outer.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([outer.topAnchor == root.topAnchor, outer.leadingAnchor == root.leadingAnchor,
                               outer.trailingAnchor == root.trailingAnchor])
    root.layoutIfNeeded()
    return (root, values)
}

/// The same rows with plain constraints: what the stacks generate, written by hand. The value
/// label hugs at 250 so that it, like the stack's last view, takes the extra width.
@inline(never)
func plainLayout(rows: Int) -> (View, [View]) {
    let root = makeRoot(rows: rows)
    var constraints: [LayoutConstraint] = []
    var values: [View] = []
    var previous: View?
    for i in 0..<rows {
        let row = View("row\(i)"), key = keyLabel(i), value = valueLabel(i)
        values.append(value)
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
        previous = row
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, values)
}

/// Each value label's frame in root coordinates, to check that the two layouts agree.
func valueFrames(_ values: [View]) -> [Rect] { values.map(\.frameInRoot) }

processStart = nowNanos()
let options = parseArguments(Array(CommandLine.arguments.dropFirst()))
TextMeasurement.defaultMeasurer = MonospaceTextMeasurer()
var times: [String: [Double]] = ["stack": [], "plain": []]
var frames: [String: [Rect]] = [:]
for run in 0..<options.runs {
    // Alternate which variant goes first, so drift on a shared machine hits both alike.
    let order = run % 2 == 0 ? ["stack", "plain"] : ["plain", "stack"]
    for variant in order {
        let t0 = nowNanos()
        let (root, values) = variant == "stack" ? stackLayout(rows: options.n) : plainLayout(rows: options.n)
        let t1 = nowNanos()
        times[variant, default: []].append(millis(t0, t1))
        if frames[variant] == nil { frames[variant] = valueFrames(values) }
        withExtendedLifetime(root) {}
    }
}
let same = frames["stack"] == frames["plain"]
let stack = median(times["stack"]!), plain = median(times["plain"]!)
emit(#"{"bench":"stack","rows":\#(options.n),"runs":\#(options.runs),"stack_ms":\#(json(stack)),"plain_ms":\#(json(plain)),"ratio":\#(json(stack / plain)),"same_frames":\#(same),"stack_runs_ms":[\#(times["stack"]!.map(json).joined(separator: ","))],"plain_runs_ms":[\#(times["plain"]!.map(json).joined(separator: ","))]}"#)
