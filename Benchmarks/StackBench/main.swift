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

/// Read once: reading the environment costs more than building a row.
let noTie = ProcessInfo.processInfo.environment["PLUMB_STACK_NO_TIE"] != nil

/// Rows as stack views: an outer vertical stack (spacing 8) of horizontal stacks (spacing 8, fill).
@inline(never)
func stackLayout(rows: Int) -> (View, [View]) {
    let root = makeRoot(rows: rows)
    var values: [View] = []
    let rowStacks = (0..<rows).map { i -> View in
        let value = valueLabel(i)
        // With PLUMB_STACK_NO_TIE set, the value label hugs at 250, so the stacks have no
        // tie to break (a diagnostic: see docs/PERFORMANCE.md, *Stack*).
        if noTie {
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

/// The same layout with plain constraints: what the stacks generate, written by hand. The
/// outer stack becomes a plain container view pinned like the stack (top, leading, trailing),
/// the rows plain views inside it, edge to edge, 8 apart, the last one's bottom closing the
/// container. The value label hugs at 250 so that it, like the stack's last view, takes the
/// extra width. With `flat`, the rows sit straight in the root, with no container (the
/// leanest hand-written layout; reported beside the main figure).
@inline(never)
func plainLayout(rows: Int, flat: Bool = false) -> (View, [View]) {
    let root = makeRoot(rows: rows)
    var constraints: [LayoutConstraint] = []
    let container = flat ? root : View("outer")
    if !flat {
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        constraints += [container.topAnchor == root.topAnchor, container.leadingAnchor == root.leadingAnchor,
                        container.trailingAnchor == root.trailingAnchor]
    }
    var values: [View] = []
    var previous: View?
    for i in 0..<rows {
        let row = View("row\(i)"), key = keyLabel(i), value = valueLabel(i)
        values.append(value)
        for view in [row, key, value] { view.translatesAutoresizingMaskIntoConstraints = false }
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        container.addSubview(row)
        row.addSubview(key)
        row.addSubview(value)
        constraints += [
            row.leadingAnchor == container.leadingAnchor, row.trailingAnchor == container.trailingAnchor,
            previous.map { row.topAnchor == $0.bottomAnchor + 8 } ?? (row.topAnchor == container.topAnchor),
            key.leadingAnchor == row.leadingAnchor, value.leadingAnchor == key.trailingAnchor + 8,
            value.trailingAnchor == row.trailingAnchor,
            key.topAnchor == row.topAnchor, key.bottomAnchor == row.bottomAnchor,
            value.topAnchor == key.topAnchor, value.bottomAnchor == key.bottomAnchor,
        ]
        previous = row
    }
    if !flat, let previous { constraints.append(previous.bottomAnchor == container.bottomAnchor) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, values)
}

/// Each value label's frame in root coordinates, to check that the two layouts agree.
func valueFrames(_ values: [View]) -> [Rect] { values.map(\.frameInRoot) }

processStart = nowNanos()
let options = parseArguments(Array(CommandLine.arguments.dropFirst()))
TextMeasurement.defaultMeasurer = MonospaceTextMeasurer()
var times: [String: [Double]] = ["stack": [], "plain": [], "flat": []]
var frames: [String: [Rect]] = [:]
for run in 0..<options.runs {
    // Alternate which variant goes first, so drift on a shared machine hits both alike.
    let order = run % 2 == 0 ? ["stack", "plain", "flat"] : ["flat", "plain", "stack"]
    for variant in order {
        let t0 = nowNanos()
        let (root, values) = variant == "stack" ? stackLayout(rows: options.n)
            : plainLayout(rows: options.n, flat: variant == "flat")
        let t1 = nowNanos()
        times[variant, default: []].append(millis(t0, t1))
        if frames[variant] == nil { frames[variant] = valueFrames(values) }
        withExtendedLifetime(root) {}
    }
}
let same = frames["stack"] == frames["plain"] && frames["stack"] == frames["flat"]
let stack = median(times["stack"]!), plain = median(times["plain"]!), flat = median(times["flat"]!)
emit(#"{"bench":"stack","rows":\#(options.n),"runs":\#(options.runs),"stack_ms":\#(json(stack)),"plain_ms":\#(json(plain)),"ratio":\#(json(stack / plain)),"flat_ms":\#(json(flat)),"flat_ratio":\#(json(stack / flat)),"same_frames":\#(same),"stack_runs_ms":[\#(times["stack"]!.map(json).joined(separator: ","))],"plain_runs_ms":[\#(times["plain"]!.map(json).joined(separator: ","))],"flat_runs_ms":[\#(times["flat"]!.map(json).joined(separator: ","))]}"#)
