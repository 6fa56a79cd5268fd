"""The shapes family: each benchmark shape (Benchmarks/BenchScenes/Shapes) and phase, through
Plumb's public API (plumb-api), on the raw solver replaying the very calls the engine made
(plumb-solver), and on kiwi replaying the same calls (kiwi). Every (solver, shape, N, phase)
runs in its own process, so each peak memory figure is that phase's. See Benchmarks/README.md."""

from .cells import TIME_BUDGET, read_cell, skipped, views_of
from .paths import OUT_DIR, log
from .procs import out_of_time, run_capped
from . import shapes_report

SIDES = ["plumb-api", "plumb-solver", "kiwi"]
PRODUCTS = ["plumb-shape-bench", "kiwi"]


class Measurements:
    """Every cell of the run, keyed (side, shape, n, phase), and what the traces held."""

    def __init__(self, args):
        self.args = args
        self.cells = {}
        self.views = {}  # (shape, n) -> views
        self.traces = {}  # (shape, n, phase) -> the solver's `trace` line
        self.checks = {}  # (side, shape, n, phase) -> (checksum, steps) after the first run
        self.wall = {}  # (shape, n) -> seconds its processes took

    def get(self, side, shape, n, phase):
        return self.cells.get((side, shape, n, phase))


def _skip_reason(m, side, shape, n, phase, ns, trace):
    """Why a cell is not worth a process: its build (at this N or a smaller one) did not finish,
    or takes more than half the cap, which every other phase repeats first."""
    if out_of_time():
        return TIME_BUDGET
    smaller = [x for x in ns if x < n]
    if smaller:
        previous = m.get(side, shape, smaller[-1], "build")
        if previous and previous.ms is None:
            return f"build at N={smaller[-1]} did not finish"
    if phase != "build":
        build = m.get(side, shape, n, "build")
        if build and build.ms is None:
            return "build did not finish"
        if build and build.ms > m.args.cap * 1000 / 2:
            return "build takes over half the cap"
    if side == "kiwi" and not trace.exists():
        return "no trace"
    return None


def _command(side, bench, kiwi, shape, n, phase, trace, args):
    budget = ["--runs", str(args.runs), "--budget", str(args.budget), "--check"]
    if side == "kiwi":
        return [kiwi, "--replay", trace] + budget
    cmd = [bench, "--shape", shape, "--n", str(n), "--phases", phase, "--solvers", side] + budget
    return cmd + (["--export-trace", trace] if side == "plumb-solver" else [])


def _measure(m, side, shape, n, phase, tools, ns, trace):
    reason = _skip_reason(m, side, shape, n, phase, ns, trace)
    if reason:
        cell = skipped(reason)
    else:
        run = run_capped(_command(side, tools.swift("plumb-shape-bench"), tools.kiwi(), shape, n, phase, trace, m.args),
                         cap=m.args.cap)
        cell = read_cell(run, side, phase)
        m.views[(shape, n)] = m.views.get((shape, n)) or views_of(run)
        m.wall[(shape, n)] = m.wall.get((shape, n), 0) + run.wall
        for d in run.kind("check"):
            m.checks[(side, shape, n, d["phase"])] = (d["checksum"], d["steps"])
        if run.first("trace"):
            m.traces[(shape, n, phase)] = run.first("trace")
        log(f"{side:12} {shape:18} N={n:<6} {phase:9} {cell.text():>14}   ({run.wall:.1f} s"
            f"{', ' + run.killed if run.killed else ''}{', ' + run.error if run.error else ''})")
    m.cells[(side, shape, n, phase)] = cell


def run(args, tools):
    """Measures every shape × N × phase × solver, then returns the report section."""
    listing = run_capped([tools.swift("plumb-shape-bench"), "--list"], cap=30).first("list")
    shapes = args.shapes or listing["shapes"]
    unknown = set(shapes) - set(listing["shapes"])
    if unknown:
        raise SystemExit(f"unknown shapes: {', '.join(sorted(unknown))} (known: {', '.join(listing['shapes'])})")
    phases, ns = listing["phases"], sorted(args.n)
    folder = OUT_DIR / "traces"
    folder.mkdir(parents=True, exist_ok=True)
    m = Measurements(args)
    for i, n in enumerate(ns):
        # Cheapest first (by the time at the previous N), so a time budget cuts the costliest.
        order = sorted(shapes, key=lambda s: m.wall.get((s, ns[i - 1]), 0)) if i else shapes
        for shape in order:
            for phase in phases:
                trace = folder / f"{shape}-{n}-{phase}.txt"
                trace.unlink(missing_ok=True)
                for side in SIDES:
                    _measure(m, side, shape, n, phase, tools, ns, trace)
                if not args.keep_traces:
                    trace.unlink(missing_ok=True)
    return shapes_report.section(m, shapes, phases, ns)
