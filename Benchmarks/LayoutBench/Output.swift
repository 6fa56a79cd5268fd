import BenchSupport
// The JSON lines plumb-layout-bench prints. Every line has "solver":"plumb",
// "workload":"layout", "variant", "kind", "n" and "views"; the kinds:
//   warmup_start  t_ms: when the first full layout started (ms after process start)
//   warmup   the first full layout's phases (tree_ms, activate_ms, layout_ms, full_ms)
//   memory   baseline_mb (VmHWM before any scene) and peak_mb (VmHWM after the first full layout)
//   first_change_start  t_ms: when the first constant change started
//   first_change  the first constant change after the full layout (ms; not in the `change`
//            result) and VmHWM after it (peak_mb: the process's peak so far, earlier phases included)
//   solver_first_change  the same for PlumbSolver alone (phase, ms)
//   check    frames checked against the form's arithmetic; Plumb solver-only values vs the engine's
//   export   the exported files, the changed constraint's index (0-based, among the `c` lines),
//            its constant before (from) and after (to) the change, constraint and variable counts
//   solver_warmup  the first solver-only full solve of a kind (phase, ms)
//   solver_stats  PlumbSolver's statistics after the last solver-only full solve of a kind
//            (split true: two batches): tableau rows, terms, longest_row, pivots, moves
//   run      one timed full layout's phases
//   phases   one full layout with engine creation and the layout pass timed apart
//   result   per phase ("full", "tree", "activate", "layout", "change", "solver_full",
//            "solver_change", "solver_full_split", "solver_change_split"): median_ms, min_ms,
//            runs, samples_ms (the changes' samples are left out; `runs` counts them)

/// The variant every line names (set once, from the options).
nonisolated(unsafe) var outputVariant = Variant.standard

/// The fields every line starts with.
func head(_ kind: String, _ shape: FormShape) -> String {
    #"{"solver":"plumb","workload":"layout","variant":"\#(outputVariant.rawValue)","kind":"\#(kind)","n":\#(shape.n),"views":\#(shape.views)"#
}

/// Prints one line: the common fields, then `fields` (values already JSON).
func emit(_ kind: String, _ shape: FormShape, _ fields: [(String, String)]) {
    emit(head(kind, shape) + fields.map { #","\#($0.0)":\#($0.1)"# }.joined() + "}")
}

func emitResult(_ shape: FormShape, phase: String, samples: [Double], listSamples: Bool = true) {
    guard !samples.isEmpty else { return }
    var fields = [("phase", jsonString(phase)), ("median_ms", json(median(samples))),
                  ("min_ms", json(samples.min()!)), ("runs", "\(samples.count)")]
    if listSamples { fields.append(("samples_ms", "[" + samples.map(json).joined(separator: ",") + "]")) }
    emit("result", shape, fields)
}
