// plumb-stack-bench: a 1,000-row vertical stack of horizontal stacks (label + value), against
// the same layout written with plain constraints. Prints JSON lines (see Benchmarks/WORKLOADS.md,
// *Stack*). Labels measure with the deterministic monospace measurer, so this times layout only.

import PlumbTestScenes
import BenchSupport
import Foundation
import Plumb

let usage = "usage: plumb-stack-bench [--n ROWS] [--runs N]"

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

/// The same layout with plain constraints (see `plainRows` in PlumbTestScenes), laid out.
@inline(never)
func plainLayout(rows: Int, flat: Bool = false) -> (View, [View]) {
    let (root, made) = plainRows(rows, flat: flat)
    root.layoutIfNeeded()
    return (root, made.map(\.value))
}

/// Each value label's frame in root coordinates, to check that the two layouts agree.
func valueFrames(_ values: [View]) -> [Rect] { values.map(\.frameInRoot) }

processStart = nowNanos()
let options = RowOptions(Array(CommandLine.arguments.dropFirst()), usage: usage, rows: 1000)
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
