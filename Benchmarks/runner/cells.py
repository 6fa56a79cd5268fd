"""One measured figure of a benchmark process, read from its JSON lines: a median, or why there
is none (a lower bound when the time cap stopped the phase, "not reached" when it never began)."""

from .markdown import fmt_time
from .procs import median


class Cell:
    """One (solver, phase) of one process."""

    def __init__(self, median_ms=None, runs=0, lower_ms=None, missing=None, note=None):
        self.median_ms, self.runs = median_ms, runs
        self.lower_ms = lower_ms  # the time cap stopped the phase after this long
        self.missing = missing  # why there is no figure: "not reached", "error", "not run (…)"
        self.note = note
        self.peak_mb = None
        self.peak_floor_mb = None  # the highest resident set polled before a cap stopped the process
        self.checksum = None
        self.refused = 0  # solver calls refused by the replay
        self.skipped = False  # not run: an earlier phase or N showed it could not finish

    @property
    def ms(self):
        return self.median_ms

    def bound_ms(self):
        """The median, or else the lower bound: what the phase took at least."""
        return self.median_ms if self.median_ms is not None else self.lower_ms

    def text(self):
        if self.median_ms is not None:
            return fmt_time(self.median_ms) + (" *" if self.note else "")
        if self.lower_ms is not None:
            return f"> {fmt_time(self.lower_ms)}"
        return self.missing or "—"

    def peak_text(self):
        if self.peak_mb is not None:
            return f"{self.peak_mb:.0f}"
        if self.peak_floor_mb is not None:
            return f"> {self.peak_floor_mb:.0f}"
        return "—"


def skipped(reason):
    """A cell not run: *not reached* when it could not have finished within the cap, *not run*
    when the run's deadline had passed (the reason goes to the notes)."""
    cell = Cell(missing="not run" if reason == TIME_BUDGET else "not reached", note=reason)
    cell.skipped = True
    return cell


TIME_BUDGET = "the run's --deadline had passed"


def read_cell(run, solver, phase):
    """The figure for (solver, phase) in `run`: its result line; else the samples of the runs that
    ended before the cap; else a lower bound if the phase had begun; else why not."""
    match = dict(solver=solver, phase=phase)
    result = run.first("result", **match)
    if result:
        cell = Cell(result["median_ms"], result["runs"])
    else:
        xs = [x for d in run.kind("run", **match) for x in d["samples_ms"]]
        start = run.first("phase_start", **match)
        if xs:
            cell = Cell(median(xs), len(xs), note=f"cut short by the {run.killed or 'process end'}")
        elif run.killed and start:
            cell = Cell(lower_ms=max(0.0, run.wall * 1000 - start["t_ms"] - 100), note=run.killed)
        else:
            cell = Cell(missing="error" if run.error else "not reached", note=run.error)
    memory = run.first("memory")
    if memory:
        cell.peak_mb = memory["peak_mb"]
    elif run.killed:
        cell.peak_floor_mb = run.max_rss_mb
    check = run.first("check", **match)
    cell.checksum = check["checksum"] if check else None
    errors = run.first("errors", solver=solver)
    cell.refused = errors["count"] if errors else 0
    return cell


def views_of(run):
    """The view count any line of `run` gives."""
    for d in run.lines:
        if "views" in d:
            return d["views"]
    return None
