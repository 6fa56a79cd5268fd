"""Issue 29's targets as columns, for the named, apple and random families: for each tree (or,
for the random family, over the seeds) and phase, per-view time at the largest N ÷ at the
smallest (≤ 1.5), the public API ÷ the raw solver (≤ 2, at every N), kiwi ÷ the public API
(≥ 1: Plumb faster, at every N) and the peak at N = 10,000 (≤ 150 MB), each met (✓) or
missed (✗); then the family's verdict on each target over every check."""

from .markdown import Section, fmt_ratio, fmt_time, table
from .procs import median
from .shape_figures import (API_OVER_SOLVER_LIMIT, PEAK_LIMIT_MB, SCALING_LIMIT, PerView, Ratio, cell_notes, check_lines,
                            limit_check, scaling, tree_table, verdict)

# (key, summary name, the direction that is worse)
TARGETS = [("scaling", f"per-view time at N=10,000 ≤ {SCALING_LIMIT:g}× that at N=100, every phase", "high"),
           ("api", f"layout API ≤ {API_OVER_SOLVER_LIMIT:g}× the raw solver, every phase and N", "high"),
           ("kiwi", "faster than kiwi (kiwi ÷ API ≥ 1), every phase and N", "low"),
           ("peak", f"peak ≤ {PEAK_LIMIT_MB:g} MB at N=10,000 (the API's process)", "high")]
KIWI_LIMIT = 1.0


def checks(m, key, phase, ns):
    """Every target's (label, ok, value, text) checks for one tree and phase."""
    lo, hi = min(ns), max(ns)
    api = {n: m.get("plumb-api", key, n, phase) for n in ns}
    out = {"scaling": [], "peak": []}
    if lo != hi:
        r, ok, text = scaling(api[lo], m.views.get((key, lo)), api[hi], m.views.get((key, hi)))
        out["scaling"].append((f"{key} {phase}", ok, r, text))
    ratios = {n: (Ratio(api[n], m.get("plumb-solver", key, n, phase)), Ratio(m.get("kiwi", key, n, phase), api[n])) for n in ns}
    out["api"] = [(f"{key} {phase} N={n}", a.at_most(API_OVER_SOLVER_LIMIT), a.value, a.text()) for n, (a, _) in ratios.items()]
    out["kiwi"] = [(f"{key} {phase} N={n}", k.at_least(KIWI_LIMIT), k.value, k.text()) for n, (_, k) in ratios.items()]
    if 10000 in ns and api[10000]:
        out["peak"].append(limit_check(f"{key} {phase}", api[10000].peak_mb, api[10000].peak_floor_mb, PEAK_LIMIT_MB, "MB"))
    return out


def _worse(direction):
    return (lambda c: -(c[2] or 0)) if direction == "high" else (lambda c: c[2] if c[2] is not None else float("inf"))


def _ok(found):
    """Missed if any check is, unknown if any is, met if all are (None without checks)."""
    oks = [c[1] for c in found]
    return False if False in oks else (None if None in oks or not oks else True)


def _mark(ok, text):
    return {True: f"{text} ✓", False: f"**{text} ✗**", None: f"{text} ?" if text != "—" else "—"}[ok]


def _cell(found, direction):
    """The worst check's figure, marked met or missed."""
    valued = [c for c in found if c[2] is not None]
    if not valued:
        return "—"
    return _mark(_ok(found), sorted(valued, key=_worse(direction))[0][3])


def _spread(found, direction):
    """Over many seeds: the median and the worst, marked by the worst."""
    values = [c[2] for c in found if c[2] is not None]
    if not values:
        return "—"
    worst = sorted([c for c in found if c[2] is not None], key=_worse(direction))[0]
    return _mark(_ok(found), f"{fmt_ratio(median(values))}, worst {worst[3]}")


def _header(ns, over_seeds=False):
    lo, hi = min(ns), max(ns)
    scale = f"per view N={hi} ÷ N={lo} (≤ {SCALING_LIMIT:g})" if lo != hi else "scaling (needs two N)"
    what = "median over seeds, worst" if over_seeds else "worst N"
    peak = f"peak MB at N=10,000 (≤ {PEAK_LIMIT_MB:g})"
    return ([f"API N={n}" for n in ns] + [scale, f"API ÷ solver (≤ {API_OVER_SOLVER_LIMIT:g}; {what})",
                                          f"kiwi ÷ API (≥ 1; {what})", peak])


def _targets(all_checks, ns):
    stand_in = "" if (min(ns), max(ns)) == (100, 10000) else f" (this run: N={max(ns)} ÷ N={min(ns)})"
    out = []
    for key, name, direction in TARGETS:
        found = [c for per in all_checks for c in per[key]]
        label = name + (stand_in if key == "scaling" else "")
        if key == "peak" and 10000 not in ns:
            label += " (N=10,000 not run)"
        out.append(verdict(label, found, _worse(direction), lambda c: f"{c[0]} ({c[3]})"))
    return out


def named_section(title, intro, m, trees, ns):
    """The section of a family of named trees: `trees` is [(key, phases)]; one row per tree
    and phase with the targets as columns, then each tree's full table."""
    s = Section(title)
    s.add(intro, "")
    rows, all_checks = [], []
    for key, phases in trees:
        for phase in phases:
            found = checks(m, key, phase, ns)
            all_checks.append(found)
            api = [m.get("plumb-api", key, n, phase) for n in ns]
            peak = _cell(found["peak"], "high") if 10000 in ns else f"(N={max(ns)}: {api[-1].peak_text() if api[-1] else '—'})"
            rows.append([key, phase] + [c.text() if c else "—" for c in api]
                        + [_cell(found["scaling"], "high"), _cell(found["api"], "high"), _cell(found["kiwi"], "low"), peak])
    s.add(*table(["tree", "phase"] + _header(ns), rows, "ll" + "r" * (len(ns) + 4)), "")
    for key, phases in trees:
        s.add(f"### {key}", "")
        s.add(*tree_table(m, key, phases, ns), "")
    s.add(*check_lines(m, trees, ns))
    s.targets = _targets(all_checks, ns)
    s.notes += cell_notes(m)
    return s


def random_section(title, intro, m, trees, phases, ns):
    """The section of the random family: one row per phase with the medians over the seeds and
    the targets as columns (median and worst seed), then each phase's medians per side."""
    s = Section(title)
    s.add(intro, "")
    rows, details, all_checks = [], [], []
    for phase in phases:
        per_seed = [checks(m, t.key, phase, ns) for t in trees]
        all_checks += per_seed
        medians = []
        for n in ns:
            cells = {side: [m.get(side, t.key, n, phase) for t in trees] for side in ("plumb-api", "plumb-solver", "kiwi")}
            ms = {side: [c.ms for c in cs if c and c.ms is not None] for side, cs in cells.items()}
            medians.append(f"{fmt_time(median(ms['plumb-api']))} ({len(ms['plumb-api'])})" if ms["plumb-api"] else "—")
            per_view = [PerView(c, m.views.get((t.key, n))).ms for t, c in zip(trees, cells["plumb-api"])]
            peaks = [c.peak_mb for c in cells["plumb-api"] if c and c.peak_mb is not None]
            details.append([phase, n, _median_text(ms["plumb-api"], fmt_time), _median_text(ms["plumb-solver"], fmt_time),
                            _median_text(ms["kiwi"], fmt_time),
                            _median_text(_ratios(cells["plumb-api"], cells["plumb-solver"]), fmt_ratio),
                            _median_text(_ratios(cells["kiwi"], cells["plumb-api"]), fmt_ratio),
                            _median_text([x for x in per_view if x], lambda x: f"{x * 1000:.3g}"),
                            f"{max(peaks):.0f}" if peaks else "—"])
        peak = _spread([c for f in per_seed for c in f["peak"]], "high") if 10000 in ns else "—"
        rows.append([phase] + medians + [_spread([c for f in per_seed for c in f[k]], d) for k, _, d in TARGETS[:3]] + [peak])
    s.add(*table(["phase"] + [h + " (seeds)" if h.startswith("API N=") else h for h in _header(ns, over_seeds=True)],
                 rows, "l" + "r" * (len(ns) + 4)), "")
    s.add("Medians over the seeds, per side (each seed's own figure is the median of its runs; a seed whose process "
          "was stopped or skipped is left out of that median):", "")
    s.add(*table(["phase", "N", "plumb-api", "plumb-solver", "kiwi", "api/solver", "kiwi/api", "api µs/view", "peak MB (max)"],
                 details, "llrrrrrrr"), "")
    s.add(*check_lines(m, [(t.key, phases) for t in trees], ns))
    s.targets = _targets(all_checks, ns)
    s.notes += cell_notes(m)
    return s


def _ratios(nums, dens):
    """The measured (not bounded) ratios of two sides' cells, seed by seed."""
    found = [Ratio(a, b) for a, b in zip(nums, dens)]
    return [r.value for r in found if r.value is not None and not r.bound]


def _median_text(values, fmt):
    return fmt(median(values)) if values else "—"

