"""The solver family's cross-check: PlumbSolver's and kiwi's values after build and edit, and
for a mismatch, both solutions scored under strict priorities and under kiwi's weights (the
systems are rebuilt here from Benchmarks/WORKLOADS.md)."""

import math

from .paths import BENCH

TOLERANCE = 1e-6
ENAML_NAMES = [
    "left", "height", "top", "width", "contents_top", "contents_bottom", "contents_left",
    "contents_right", "midline", "ctleft", "ctheight", "cttop", "ctwidth", "lb1left", "lb1height",
    "lb1top", "lb1width", "lb2left", "lb2height", "lb2top", "lb2width", "lb3left", "lb3height",
    "lb3top", "lb3width", "fl1left", "fl1height", "fl1top", "fl1width", "fl2left", "fl2height",
    "fl2top", "fl2width", "fl3left", "fl3height", "fl3top", "fl3width",
]
ENAML_PRIORITY = {"weak": 50, "medium": 250, "mmedium": 300, "smedium": 500, "strong": 750, "required": 1000}
ENAML_WEIGHT = {"weak": 1.0, "medium": 1e3, "mmedium": 1.25e3, "smedium": 1e5, "strong": 1e6, "required": None}
ENAML_SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


def grid_side(n):
    return max(1, int(math.floor(math.sqrt(n) + 0.5)))


def view_count(workload, n):
    return grid_side(n) ** 2 if workload == "grid" else (1 if workload == "enaml" else n)


def _name(workload, index, count):
    if workload == "enaml":
        return ENAML_NAMES[index] if index < len(ENAML_NAMES) else f"#{index}"
    views = count // 4
    if index < views * 4:
        return f"{'xywh'[index % 4]}[{index // 4}]"
    return ["W", "H"][index - views * 4] if workload != "collection" else f"#{index}"


def _enaml(phase):
    index = {name: i for i, name in enumerate(ENAML_NAMES)}
    out = []
    for line in (BENCH / "enaml-constraints.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            f = line.split()
            terms = [(index[t.split("*")[1]], float(t.split("*")[0])) for t in f[3:]]
            out.append((terms, float(f[2]), f[1], ENAML_PRIORITY[f[0]], ENAML_WEIGHT[f[0]]))
    w, h = (0.0, 0.0) if phase == "build" else ENAML_SIZES[int(phase[4:])]
    return out + [([(index["width"], 1.0)], -w, "==", 750, 1e6), ([(index["height"], 1.0)], -h, "==", 750, 1e6)]


def _views(workload, n, phase):
    """(terms, constant, relation, Plumb priority, kiwi weight or None) of a view workload."""
    V, side = view_count(workload, n), grid_side(n)
    X, Y, Wd, Ht = (lambda i: 4 * i), (lambda i: 4 * i + 1), (lambda i: 4 * i + 2), (lambda i: 4 * i + 3)
    W, H = 4 * V, 4 * V + 1

    def req(terms, k, op="=="):
        return (terms, k, op, 1000, None)

    cs = []
    for i in range(V):
        cs += [req([(Wd(i), 1)], 0, ">="), req([(Ht(i), 1)], 0, ">="),
               ([(Wd(i), 1)], -50, "==", 250, 250.0), ([(Ht(i), 1)], -20, "==", 250, 250.0)]
        after_x = lambda j: req([(X(i), 1), (X(j), -1), (Wd(j), -1)], -8)  # noqa: E731
        if workload == "longRow":
            cs += [req([(X(i), 1)], -8) if i == 0 else after_x(i - 1), req([(Y(i), 1)], -8)]
            if i == V - 1:
                cs.append(req([(X(i), 1), (Wd(i), 1), (W, -1)], 8))
        elif workload == "grid":
            r, c = divmod(i, side)
            cs.append(req([(X(i), 1)], -8) if c == 0 else after_x(i - 1))
            cs.append(req([(Y(i), 1)], -8) if r == 0 else req([(Y(i), 1), (Y(i - side), -1), (Ht(i - side), -1)], -8))
            cs += [req([(Wd(i), 1), (Wd(r * side), -1)], 0)] if c > 0 else []
            cs += [req([(Ht(i), 1), (Ht(c), -1)], 0)] if r > 0 else []
            cs += [req([(X(i), 1), (Wd(i), 1), (W, -1)], 8)] if c == side - 1 else []
            cs += [req([(Y(i), 1), (Ht(i), 1), (H, -1)], 8)] if r == side - 1 else []
        elif workload == "deepHierarchy":
            if i == 0:
                cs += [req([(X(0), 1)], 0), req([(Y(0), 1)], 0), req([(Wd(0), 1), (W, -1)], 0), req([(Ht(0), 1), (H, -1)], 0)]
            else:
                cs += [req([(X(i), 1), (X(i - 1), -1)], -2), req([(Y(i), 1), (Y(i - 1), -1)], -2),
                       req([(X(i), 1), (Wd(i), 1), (X(i - 1), -1), (Wd(i - 1), -1)], 2),
                       req([(Y(i), 1), (Ht(i), 1), (Y(i - 1), -1), (Ht(i - 1), -1)], 2)]
        else:
            cs += [req([(X(i), 1)], -(8 + 60 * (i % 20))), req([(Y(i), 1)], -(8 + 30 * (i // 20)))]
    edit = phase == "edit"
    edits = {"longRow": [(W, 58.0 * V + 8, 100)],
             "grid": [(W, 58.0 * side + 8, 100), (H, 28.0 * side + 8, 100)],
             "deepHierarchy": [(W, 4.0 * V + 100, 10), (H, 4.0 * V + 100, 10)],
             "collection": [(Wd(0), 60.0, 10)]}[workload]
    return cs + [([(var, 1.0)], -(v + (step if edit else 0)), "==", 999, 999.0) for var, v, step in edits]


def _score(constraints, values):
    """(worst required violation, {priority: summed error}, kiwi's weighted error)."""
    worst, levels, weighted = 0.0, {}, 0.0
    for terms, k, op, prio, weight in constraints:
        e = k + sum(c * values[i] for i, c in terms)
        err = abs(e) if op == "==" else (max(0.0, e) if op == "<=" else max(0.0, -e))
        if prio >= 1000:
            worst = max(worst, err)
        else:
            levels[prio] = levels.get(prio, 0.0) + err
            weighted += weight * err
    return worst, levels, weighted


def _explain(workload, n, phase, a, b):
    try:
        cs = _enaml(phase) if workload == "enaml" else _views(workload, n, phase)
        (pw, pl, pk), (kw, kl, kk) = _score(cs, a), _score(cs, b)
    except Exception as e:  # an explanation must never stop the report
        return f"(not scored: {e})"

    def close(x, y):
        return abs(x - y) <= 1e-6 * max(1.0, abs(x), abs(y))

    held = lambda w: "yes" if w <= 1e-6 else f"NO (violation {w:.3g})"  # noqa: E731
    parts = [f"required constraints hold: Plumb {held(pw)}, kiwi {held(kw)}"]
    for prio in sorted(set(pl) | set(kl), reverse=True):
        x, y = pl.get(prio, 0.0), kl.get(prio, 0.0)
        if not close(x, y):
            parts.append(f"by strict priorities {'Plumb' if x < y else 'kiwi'}'s is better (first differing "
                         f"priority {prio:g}: error Plumb {x:.6g} vs kiwi {y:.6g})")
            break
    else:
        parts.append("equal under strict priorities (a tie)")
    parts.append(f"equal by kiwi's weights ({pk:.6g})" if close(pk, kk) else
                 f"by kiwi's weights {'Plumb' if pk < kk else 'kiwi'}'s is better (Plumb {pk:.6g} vs kiwi {kk:.6g})")
    return "; ".join(parts)


def compare(workload, n, plumb_values, kiwi_values):
    """Rows (phase, verdict) for the values after build and edit (each a {phase: [values]})."""
    if plumb_values is None or kiwi_values is None:
        return [("—", "not compared (a side did not finish its first cycle)")]
    phases = ["build"] + [f"edit{i}" for i in range(6)] if workload == "enaml" else ["build", "edit"]
    rows = []
    for ph in phases:
        a, b = plumb_values.get(ph), kiwi_values.get(ph)
        if a is None or b is None or len(a) != len(b):
            rows.append((ph, "not compared (values missing or of different length)"))
            continue
        deltas = [math.inf if x is None or y is None else abs(x - y) for x, y in zip(a, b)]
        worst = max(deltas, default=0.0)
        if worst <= TOLERANCE:
            rows.append((ph, f"agree (max |Δ| = {worst:.2g})"))
            continue
        i = deltas.index(worst)
        count = sum(1 for d in deltas if d > TOLERANCE)
        rows.append((ph, f"**differ**: {count} of {len(a)} values; max |Δ| = {worst:.6g} at {_name(workload, i, len(a))} "
                         f"(Plumb {a[i]}, kiwi {b[i]}). " + _explain(workload, n, ph, a, b)))
    return rows
