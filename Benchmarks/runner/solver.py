"""The solver family: PlumbSolver (plumb-solver-bench) against kiwi (kiwi-bench) on the
workloads of Benchmarks/WORKLOADS.md: kiwi's enaml-like benchmark and four view-shaped
systems, each (solver, workload, N) in its own process."""

import json

from . import solver_check
from .cells import TIME_BUDGET, Cell, skipped
from .markdown import Section, Target, fmt_ratio, fmt_time, table
from .paths import OUT_DIR, log
from .procs import median, out_of_time, run_capped

PRODUCTS = ["plumb-solver-bench", "kiwi"]
WORKLOADS = ["longRow", "grid", "deepHierarchy", "collection"]
PHASES = ["build", "edit", "remove"]
ENAML_TARGET = 1.0  # (f) Plumb ÷ kiwi on enaml, build and edit
SCALING_TARGET = 1.5


def _cell(run, phase):
    """A phase's figure: the result line; else runs finished before the cap; else the warm-up
    cycle's time; else a lower bound if it had begun."""
    result = run.first("result", phase=phase)
    if result:
        cell = Cell(result["median_ms"], result["runs"])
        cell.inner = result.get("inner", 1)
        return cell
    xs = [d[f"{phase}_ms"] for d in run.kind("run") if f"{phase}_ms" in d]
    if xs:
        return Cell(median(xs), len(xs), note="cut short by the cap")
    warm = run.first("warmup", phase=phase)
    if warm:
        return Cell(warm["ms"], 1, note="the warm-up cycle only")
    error = run.first("error", phase=phase)
    if error:
        return Cell(missing="**solver error**", note=error.get("message"))
    start = run.first("warmup_start", phase=phase)
    if run.killed and start:
        return Cell(lower_ms=max(0.0, run.wall * 1000 - start["t_ms"] - 100))
    return Cell(missing="error" if run.error else "not reached", note=run.error)


def _measure(tools, solver, workload, n, args, previous):
    phases = ["build", "edit"] if workload == "enaml" else PHASES
    if out_of_time() and workload != "enaml":  # enaml takes two seconds and gives target (f): always run
        return {ph: skipped(TIME_BUDGET) for ph in phases}, None
    if previous is not None and previous.get("build") and previous["build"].ms is None:
        return {ph: skipped("the build did not finish at a smaller N") for ph in phases}, None
    binary = tools.swift("plumb-solver-bench") if solver == "plumb" else tools.kiwi()
    values = OUT_DIR / f"values-{solver}-{workload}-{n}.json"
    values.unlink(missing_ok=True)
    run = run_capped([binary, "--workload", workload, "--n", str(n), "--runs", str(args.runs),
                      "--budget", str(args.budget), "--values", values], cap=args.cap)
    cells = {ph: _cell(run, ph) for ph in phases}
    log(f"{solver:6} {workload:14} N={n:<6} " + ", ".join(f"{ph} {c.text()}" for ph, c in cells.items())
        + f"   ({run.wall:.1f} s{', ' + run.killed if run.killed else ''})")
    try:
        data = json.loads(values.read_text())["phases"]
    except (OSError, ValueError, KeyError):
        data = None
    return cells, data


def _ratio_text(plumb, kiwi):
    if plumb and kiwi and plumb.ms and kiwi.ms:
        r = kiwi.ms / plumb.ms
        return f"Plumb {r:.2f}× faster" if r >= 1 else f"Plumb {1 / r:.2f}× slower"
    if plumb and kiwi and plumb.ms and kiwi.lower_ms:
        return f"Plumb > {kiwi.lower_ms / plumb.ms:.0f}× faster"
    return "—"


def run(args, tools):
    results, values = {}, {}
    # Every workload at the smallest N first, so that a deadline cuts the largest.
    jobs = [("enaml", 37)] + [(w, n) for n in sorted(args.n) for w in WORKLOADS]
    for workload, n in jobs:
        for solver in ("plumb", "kiwi"):
            smaller = [x for (w, x) in jobs if w == workload and x < n]
            previous = results.get((solver, workload, smaller[-1])) if smaller else None
            results[(solver, workload, n)], values[(solver, workload, n)] = _measure(tools, solver, workload, n, args, previous)
    return _section(args, results, values)


def _section(args, results, values):
    jobs = [("enaml", 37)] + [(w, n) for w in WORKLOADS for n in sorted(args.n)]
    s = Section("Solver: PlumbSolver vs kiwi on hand-built systems")
    s.add(f"Each (solver, workload, N) ran in its own process, stopped after {args.cap:g} s; no new run after "
          f"{args.budget:g} s. Medians; `R×k` runs = R runs of k back-to-back cycles each. Workloads: "
          "Benchmarks/WORKLOADS.md.", "")
    rows = []
    for workload, n in jobs:
        p, k = results[("plumb", workload, n)], results[("kiwi", workload, n)]
        for ph in p:
            views = solver_check.view_count(workload, n)
            per_view = fmt_time(p[ph].ms / views) if workload != "enaml" and p[ph].ms else "—"
            runs = " / ".join(f"{c.runs}" + (f"×{c.inner}" if getattr(c, "inner", 1) > 1 else "") for c in (p[ph], k[ph]))
            rows.append([workload, n, views if workload != "enaml" else "—", ph, p[ph].text(), k[ph].text(),
                         _ratio_text(p[ph], k[ph]), per_view, runs])
    s.add(*table(["workload", "N", "views", "phase", "Plumb", "kiwi", "kiwi ÷ Plumb", "Plumb per view", "runs (Plumb / kiwi)"],
                 rows, "lrrlrrlrl"), "")

    lo, hi = min(args.n), max(args.n)
    if lo != hi:
        s.add(f"### Scaling: Plumb per view at N={hi} ÷ at N={lo} (target ≤ {SCALING_TARGET:g})", "")
        rows = []
        for w in WORKLOADS:
            for ph in ("build", "edit"):
                a, b = results[("plumb", w, lo)][ph], results[("plumb", w, hi)][ph]
                va, vb = solver_check.view_count(w, lo), solver_check.view_count(w, hi)
                r = (b.ms / vb) / (a.ms / va) if a.ms and b.ms else None
                if r is None and a.ms and b.lower_ms:
                    r, bound = (b.lower_ms / vb) / (a.ms / va), "> "
                else:
                    bound = ""
                if r is None or (bound and r <= SCALING_TARGET):
                    verdict = "not measured"
                else:
                    verdict = "yes" if r <= SCALING_TARGET else "**no**"
                rows.append([w, ph, f"{bound}{fmt_ratio(r)}", verdict])
        s.add(*table(["workload", "phase", "ratio", "≤ 1.5?"], rows, "llrl"), "")

    p, k = results[("plumb", "enaml", 37)], results[("kiwi", "enaml", 37)]
    for ph in ("build", "edit"):
        ok = p[ph].ms / k[ph].ms <= ENAML_TARGET if p[ph].ms and k[ph].ms else None
        detail = (f"Plumb {fmt_time(p[ph].ms)}, kiwi {fmt_time(k[ph].ms)}: {p[ph].ms / k[ph].ms:.2f}"
                  if ok is not None else "not measured")
        s.targets.append(Target(f"(f) enaml {ph}: Plumb ÷ kiwi ≤ {ENAML_TARGET:g}", ok, detail))

    s.add(f"### Cross-check: values after build and edit, Plumb vs kiwi (tolerance {solver_check.TOLERANCE:g})", "",
          "After `remove` the odd views' variables are free, so those values are not compared. kiwi weighs "
          "priorities (many 250s can outweigh one 999) where Plumb's are strict, and ties can break either way.", "")
    rows = []
    for workload, n in jobs:
        for ph, verdict in solver_check.compare(workload, n, values[("plumb", workload, n)], values[("kiwi", workload, n)]):
            rows.append([workload, n, ph, verdict])
    s.add(*table(["workload", "N", "phase", "result"], rows, "lrll"))
    notes = {}
    for (solver, workload, n), cells in results.items():
        for ph, c in cells.items():
            if c.note:
                notes.setdefault((f"{solver} {workload} N={n}", c.note), []).append(ph)
    s.notes += [f"{where} {', '.join(phases)}: {note}" for (where, note), phases in notes.items()]
    return s
