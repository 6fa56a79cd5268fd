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


RETURNING_PHASES = ("edit", "intrinsic", "resize")  # an even number of ± steps: back to the build


def check_lines(m, trees, ns):
    """Lines, over `trees` = [(key, phases)]: phases that return to the build (an even number of
    ± steps) must end where the build did, per solver; and plumb-solver's and kiwi's values after
    each phase, compared."""
    returned, differ, after_remove, returning, compared = [], [], [], 0, 0
    for key, phases in trees:
        for n in ns:
            for side in ("plumb-api", "plumb-solver", "kiwi"):
                base = m.checks.get((side, key, n, "build"))
                for p in RETURNING_PHASES:
                    after = m.checks.get((side, key, n, p))
                    if base is not None and after is not None and after[1] % 2 == 0:
                        returning += 1
                        if not _close(base[0], after[0]):
                            returned.append(f"{side} {key} N={n} {p} ({after[0]:.6g} vs {base[0]:.6g})")
            for p in phases:
                a, b = m.checks.get(("plumb-solver", key, n, p)), m.checks.get(("kiwi", key, n, p))
                if a is not None and b is not None and a[1] == b[1]:
                    compared += 1
                    if not _close(a[0], b[0]):
                        (after_remove if p == "remove" else differ).append(f"{key} N={n} {p} ({a[0]:.6g} vs {b[0]:.6g})")
    return ["### Checks", "",
            f"- After an even number of back-and-forth steps (edit, intrinsic, resize; {returning} compared) the "
            "layout must be where the build left it (the frames' checksum for plumb-api, the sum of every value "
            "for the solvers): " + ("all were." if not returned else f"**not so** for {', '.join(returned)}."),
            f"- plumb-solver and kiwi, the sum of every value after each phase ({compared} compared): "
            + ("all agree" if not differ else f"differ for {', '.join(differ)}")
            + (f"; and after `remove` for {len(after_remove)} (expected where the removed views' variables are free)"
               if after_remove else "")
            + ". Where kiwi's weights let many lower priorities outweigh a higher one, kiwi finds another optimum "
            "than Plumb's strict priorities."]


def _close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


def cell_notes(m):
    """Notes on the cells: calls the solver refused, processes that failed, and what was not run
    (by side, tree and N, with the phases)."""
    notes, skips = [], {}
    for (side, key, n, phase), c in m.cells.items():
        where = f"{side} {key} N={n} {phase}"
        if c.refused:
            notes.append(f"{where}: the solver refused {c.refused} calls (each skipped)")
        if c.skipped:
            skips.setdefault((f"{side} {key} N={n}", c.note), []).append(phase)
        elif c.missing == "error":
            notes.append(f"{where}: {c.note}")
    return notes + [f"{where} {', '.join(phases)}: not run ({reason})" for (where, reason), phases in skips.items()]
