"""Figures from shape measurements (shape_runs): ratios of two cells, time per view, a target's
verdict over many checks, and the table of one tree's cells. The shapes, named, apple and
random families share them."""

from .markdown import Target, floor_text, fmt_ratio, table

SCALING_LIMIT = 1.5  # per-view time at the largest N ÷ at the smallest
API_OVER_SOLVER_LIMIT = 2.0  # plumb-api ÷ plumb-solver
PEAK_LIMIT_MB = 150.0  # at N = 10,000


class Ratio:
    """num ÷ den from two cells; `bound` is '>' or '<' when one side is only a lower bound."""

    def __init__(self, num, den):
        self.value, self.bound = None, ""
        if num and den and num.ms is not None and den.ms is not None and den.ms > 0:
            self.value = num.ms / den.ms
        elif num and den and num.ms is None and num.lower_ms and den.ms:
            self.value, self.bound = num.lower_ms / den.ms, ">"
        elif num and den and num.ms is not None and den.ms is None and den.lower_ms:
            self.value, self.bound = num.ms / den.lower_ms, "<"

    def text(self):
        if self.value is None:
            return "—"
        return f"{self.bound} {floor_text(self.value)}" if self.bound else fmt_ratio(self.value)

    def at_most(self, limit):
        """True, False, or None when the bound leaves it open."""
        if self.value is None or (self.bound == ">" and self.value <= limit) or (self.bound == "<" and self.value > limit):
            return None
        return self.value <= limit

    def at_least(self, limit):
        if self.value is None or (self.bound == "<" and self.value >= limit) or (self.bound == ">" and self.value < limit):
            return None
        return self.value >= limit


class PerView:
    """A cell's time per view, in ms (a lower bound when the cell is)."""

    def __init__(self, cell, views):
        self.ms = cell.ms / views if cell and views and cell.ms is not None else None
        self.lower_ms = cell.lower_ms / views if cell and views and cell.ms is None and cell.lower_ms else None

    def text(self):
        """In µs: the figure, `> X` for a lower bound, or —."""
        if self.ms is not None:
            return f"{self.ms * 1000:.3g}"
        return f"> {self.lower_ms * 1000:.3g}" if self.lower_ms else "—"


def scaling(lo_cell, lo_views, hi_cell, hi_views):
    """(ratio, ok, text) of per-view time at the larger N ÷ at the smaller: ok is None when
    unknown, and a lower bound only decides a miss."""
    a, b = PerView(lo_cell, lo_views), PerView(hi_cell, hi_views)
    if a.ms and b.ms is not None:
        r = b.ms / a.ms
        return r, r <= SCALING_LIMIT, fmt_ratio(r)
    if a.ms and b.lower_ms:
        r = b.lower_ms / a.ms
        return r, (False if r > SCALING_LIMIT else None), f"> {floor_text(r)}"
    return None, None, "—"


def verdict(name, checks, worst_first, describe):
    """A target over many (label, ok, value, text) checks: missed if any is, met if all are."""
    missed = [c for c in checks if c[1] is False]
    unknown = [c for c in checks if c[1] is None]
    ok = False if missed else (None if unknown or not checks else True)
    shown = sorted(missed, key=worst_first)[:5]
    detail = f"{len(checks) - len(missed) - len(unknown)} of {len(checks)} met"
    if missed:
        detail += f"; missed: {', '.join(describe(c) for c in shown)}{' …' if len(missed) > 5 else ''}"
    if unknown:
        detail += f"; not measured: {len(unknown)}"
    return Target(name, ok, detail)


def limit_check(label, value, lower, limit, unit):
    """(label, ok, value, text) for a figure that must be at most `limit`; `lower` is a lower
    bound when there is no figure."""
    if value is not None:
        return (label, value <= limit, value, f"{value:.3g} {unit}")
    if lower is not None:
        return (label, False if lower > limit else None, lower, f"> {lower:.3g} {unit}")
    return (label, None, None, "—")


def tree_table(m, key, phases, ns):
    """One tree's cells: each phase and N, the three sides, their ratios, µs per view and peak."""
    rows = []
    for phase in phases:
        for n in ns:
            api, solver, kiwi = (m.get(side, key, n, phase) for side in ("plumb-api", "plumb-solver", "kiwi"))
            if api is None:
                continue
            views = m.views.get((key, n))
            rows.append([phase, n, views or "—", api.text(), solver.text(), kiwi.text(), Ratio(api, solver).text(),
                         Ratio(kiwi, api).text(), PerView(api, views).text(), api.peak_text()])
    header = ["phase", "N", "views", "plumb-api", "plumb-solver", "kiwi", "api/solver", "kiwi/api", "api µs/view", "peak MB"]
    return table(header, rows, "llrrrrrrrr")
