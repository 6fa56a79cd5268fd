"""The shapes family's report: a table per shape, the scaling matrix, the targets and the checks."""

from .markdown import Section, Target, table
from .shape_figures import (API_OVER_SOLVER_LIMIT, PEAK_LIMIT_MB, SCALING_LIMIT, PerView, Ratio, cell_notes, check_lines,
                            limit_check, scaling, tree_table, verdict)

KIWI_BUILD_FACTOR = 50.0  # (c) kiwi ÷ api on build at N = 1000
BUILD_US_PER_VIEW = 10.0  # (d)


def _system_line(m, shape, ns):
    parts = []
    for n in ns:
        t = m.traces.get((shape, n, "build"))
        if t:
            parts.append(f"N={n}: {m.views.get((shape, n))} views, {t['variables']:,} variables, "
                         f"{t['constraints']:,} constraints" + (f", {t['solvers']} solvers made" if t["solvers"] > 1 else ""))
    return "The engine's solver system after the build: " + "; ".join(parts) + "." if parts else ""


def _scaling(m, shapes, phases, lo, hi):
    """(matrix rows, checks) of per-view time at `hi` ÷ at `lo`, plumb-api."""
    rows, checks = [], []
    for shape in shapes:
        row = [shape]
        for phase in phases:
            r, ok, text = scaling(m.get("plumb-api", shape, lo, phase), m.views.get((shape, lo)),
                                  m.get("plumb-api", shape, hi, phase), m.views.get((shape, hi)))
            row.append(f"**{text}**" if ok is False else text)
            checks.append((f"{shape} {phase}", ok, r, text))
        rows.append(row)
    return rows, checks


def _targets(m, shapes, phases, ns):
    lo, hi = min(ns), max(ns)
    everywhere = [(s, p, n) for s in shapes for p in phases for n in ns]
    worst_high, worst_low = (lambda c: -(c[2] or 0)), (lambda c: c[2] or 0)

    def ratios(num_side, den_side, test, where=everywhere):
        out = []
        for s, p, n in where:
            r = Ratio(m.get(num_side, s, n, p), m.get(den_side, s, n, p))
            out.append((f"{s} {p} N={n}", test(r), r.value, r.text()))
        return out

    stand_in = "" if (lo, hi) == (100, 10000) else f" (this run: N={hi} ÷ N={lo} stands in for 10,000 ÷ 100)"
    name = f"(a) scaling: api per view at N={hi} ÷ at N={lo} ≤ {SCALING_LIMIT:g}, every shape and phase{stand_in}"
    targets = [
        verdict(name, _scaling(m, shapes, phases, lo, hi)[1], worst_high, lambda c: f"{c[0]} {c[3]}")
        if lo != hi else Target("(a) scaling: per view at N=10,000 ÷ at N=100 ≤ 1.5", None, "needs two values of N"),
        verdict(f"(b) plumb-api ≤ {API_OVER_SOLVER_LIMIT:g}× plumb-solver, every shape, phase and N",
                 ratios("plumb-api", "plumb-solver", lambda r: r.at_most(API_OVER_SOLVER_LIMIT)),
                 worst_high, lambda c: f"{c[0]} ({c[3]}×)"),
        verdict("(c) plumb-api faster than kiwi, every shape, phase and N",
                 ratios("kiwi", "plumb-api", lambda r: r.at_least(1.0)), worst_low, lambda c: f"{c[0]} (kiwi/api {c[3]})"),
    ]
    name = f"(c) build at N=1000: plumb-api ≥ {KIWI_BUILD_FACTOR:g}× faster than kiwi"
    targets.append(verdict(name, ratios("kiwi", "plumb-api", lambda r: r.at_least(KIWI_BUILD_FACTOR),
                                         [(s, "build", 1000) for s in shapes]),
                            worst_low, lambda c: f"{c[0]} (kiwi/api {c[3]})")
                   if 1000 in ns else Target(name, None, "N=1000 not run"))
    builds = []
    for s in shapes:
        for n in ns:
            pv = PerView(m.get("plumb-api", s, n, "build"), m.views.get((s, n)))
            builds.append(limit_check(f"{s} N={n}", pv.ms and pv.ms * 1000, pv.lower_ms and pv.lower_ms * 1000,
                                       BUILD_US_PER_VIEW, "µs"))
    targets.append(verdict(f"(d) build ≤ {BUILD_US_PER_VIEW:g} µs per view (plumb-api), every shape and N",
                            builds, worst_high, lambda c: f"{c[0]} ({c[3]})"))
    name = f"(e) peak ≤ {PEAK_LIMIT_MB:g} MB at N=10,000 (plumb-api, each phase's own process)"
    if 10000 in ns:
        peaks = [limit_check(f"{s} {p}", c.peak_mb, c.peak_floor_mb, PEAK_LIMIT_MB, "MB")
                 for s in shapes for p in phases for c in [m.get("plumb-api", s, 10000, p)]]
        targets.append(verdict(name, peaks, worst_high, lambda c: f"{c[0]} ({c[3]})"))
    else:
        top = max(((m.get("plumb-api", s, hi, p).peak_mb or 0, f"{s} {p}") for s in shapes for p in phases))
        targets.append(Target(name, None, f"N=10,000 not run; the highest peak at N={hi}: {top[0]:.0f} MB ({top[1]})"))
    return targets


def section(m, shapes, phases, ns):
    s = Section("Shapes: plumb-api vs plumb-solver vs kiwi")
    args = m.args
    s.add(f"Each (solver, shape, N, phase) ran in its own process, stopped after {args.cap:g} s; a process starts no "
          f"new run after {args.budget:g} s (at most {args.runs} runs). Medians: `build` has one sample a run, "
          "`edit`/`intrinsic`/`resize` twenty (each step), `remove`/`move` one. plumb-api = the public API "
          "(views, `LayoutConstraint.activate`, `layoutIfNeeded()`, every frame read); plumb-solver = the calls the "
          "engine made on its solver, recorded, then replayed on a fresh `Solver` one call at a time; kiwi = the "
          "same calls on kiwi (a constant change is a remove and an add). api µs/view = plumb-api ÷ views; "
          "peak = plumb-api's process. `> X` = stopped by the cap after X; *not reached* = an earlier phase or "
          "N used the time; `*` = cut short by the cap (the runs that finished). Shapes and phases: "
          "Benchmarks/README.md.", "")
    for shape in shapes:
        s.add(f"### {shape}", "")
        line = _system_line(m, shape, ns)
        if line:
            s.add(line, "")
        s.add(*tree_table(m, shape, phases, ns), "")
    lo, hi = min(ns), max(ns)
    if lo != hi:
        rows, _ = _scaling(m, shapes, phases, lo, hi)
        s.add(f"### Scaling: plumb-api per view at N={hi} ÷ at N={lo} (target ≤ {SCALING_LIMIT:g})", "")
        s.add(*table(["shape"] + phases, rows, "l" + "r" * len(phases)), "")
    s.add(*check_lines(m, [(shape, phases) for shape in shapes], ns))
    s.targets = _targets(m, shapes, phases, ns)
    s.notes += cell_notes(m)
    return s
