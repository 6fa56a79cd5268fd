// plumb-diagnostics-bench: the cost of recovering from one conflict (the minimal conflicting
// set, the choice of the constraint to break, the log) in a 1,000-view scene, against one full
// layout of that scene. See Benchmarks/WORKLOADS.md, *Diagnostics*.
import PlumbTestScenes
import BenchSupport
import Foundation
import Plumb

let usage = "usage: plumb-diagnostics-bench [--n ROWS] [--runs N]"

processStart = nowNanos()
let options = RowOptions(Array(CommandLine.arguments.dropFirst()), usage: usage, rows: 333)
var full: [Double] = [], conflict: [Double] = [], harmless: [Double] = []
var setSize = 0
for _ in 0..<options.runs {
    // One full layout.
    let t0 = nowNanos()
    let (root, parts) = plainRows(options.n, flat: true)
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
