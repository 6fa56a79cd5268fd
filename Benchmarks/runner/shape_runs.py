"""Measuring view trees with plumb-shape-bench: every (solver, tree, N, phase) in its own
process, through Plumb's public API (plumb-api), on the raw solver replaying the very calls the
engine made (plumb-solver), and on kiwi replaying the same calls (kiwi). The shapes, named,
apple and random families share this; Benchmarks/README.md describes the sides and phases."""

from .cells import TIME_BUDGET, read_cell, skipped, views_of
from .paths import OUT_DIR, log
from .procs import out_of_time, run_capped

SIDES = ["plumb-api", "plumb-solver", "kiwi"]


class Tree:
    """What one process measures: a named shape (`key` = its name), or the random shape with a
    seed (`key` = "random#K")."""

    def __init__(self, name, seed=None):
        self.name, self.seed = name, seed
        self.key = name if seed is None else f"{name}#{seed}"

    def args(self):
        return ["--shape", self.name] + ([] if self.seed is None else ["--seed", str(self.seed)])


class Measurements:
    """Every cell of the run, keyed (side, tree key, n, phase), and what the traces held."""

    def __init__(self, args):
        self.args = args
        self.cells = {}
        self.views = {}  # (key, n) -> views
        self.traces = {}  # (key, n, phase) -> the solver's `trace` line
        self.checks = {}  # (side, key, n, phase) -> (checksum, steps) after the first run
        self.wall = {}  # (key, n) -> seconds its processes took

    def get(self, side, key, n, phase):
        return self.cells.get((side, key, n, phase))


def listing(tools):
    """plumb-shape-bench --list: the shapes, their groups and the phases."""
    return run_capped([tools.swift("plumb-shape-bench"), "--list"], cap=30).first("list")


def chosen(args, group, known):
    """The shapes of `group` that `--shapes` names (all of them without `--shapes`)."""
    if not args.shapes:
        return list(group)
    unknown = set(args.shapes) - set(known)
    if unknown:
        raise SystemExit(f"unknown shapes: {', '.join(sorted(unknown))} (known: {', '.join(known)})")
    return [s for s in group if s in args.shapes]


def _skip_reason(m, side, key, n, phase, ns, trace):
    """Why a cell is not worth a process: its build (at this N or a smaller one) did not finish,
    or takes more than half the cap, which every other phase repeats first."""
    if out_of_time():
        return TIME_BUDGET
    smaller = [x for x in ns if x < n]
    if smaller:
        previous = m.get(side, key, smaller[-1], "build")
        if previous and previous.ms is None:
            return f"build at N={smaller[-1]} did not finish"
    if phase != "build":
        build = m.get(side, key, n, "build")
        if build and build.ms is None:
            return "build did not finish"
        if build and build.ms > m.args.cap * 1000 / 2:
            return "build takes over half the cap"
    if side == "kiwi" and not trace.exists():
        return "no trace"
    return None


def _command(side, tools, tree, n, phase, trace, args):
    budget = ["--runs", str(args.runs), "--budget", str(args.budget), "--check"]
    if side == "kiwi":
        return [tools.kiwi(), "--replay", trace] + budget
    cmd = [tools.swift("plumb-shape-bench")] + tree.args() + ["--n", str(n), "--phases", phase, "--solvers", side] + budget
    return cmd + (["--export-trace", trace] if side == "plumb-solver" else [])


def _measure(m, side, tree, n, phase, tools, ns, trace):
    reason = _skip_reason(m, side, tree.key, n, phase, ns, trace)
    if reason:
        cell = skipped(reason)
    else:
        run = run_capped(_command(side, tools, tree, n, phase, trace, m.args), cap=m.args.cap)
        cell = read_cell(run, side, phase)
        m.views[(tree.key, n)] = m.views.get((tree.key, n)) or views_of(run)
        m.wall[(tree.key, n)] = m.wall.get((tree.key, n), 0) + run.wall
        for d in run.kind("check"):
            m.checks[(side, tree.key, n, d["phase"])] = (d["checksum"], d["steps"])
        if run.first("trace"):
            m.traces[(tree.key, n, phase)] = run.first("trace")
        log(f"{side:12} {tree.key:18} N={n:<6} {phase:9} {cell.text():>14}   ({run.wall:.1f} s"
            f"{', ' + run.killed if run.killed else ''}{', ' + run.error if run.error else ''})")
    m.cells[(side, tree.key, n, phase)] = cell


def measure_all(m, trees, phases_of, tools):
    """Measures every tree × N × phase (`phases_of(tree)`) × side, smaller N first and, from the
    second N on, the trees cheapest first (by their time at the previous N), so that a time
    budget cuts the costliest."""
    ns = sorted(m.args.n)
    folder = OUT_DIR / "traces"
    folder.mkdir(parents=True, exist_ok=True)
    for i, n in enumerate(ns):
        order = sorted(trees, key=lambda t: m.wall.get((t.key, ns[i - 1]), 0)) if i else trees
        for tree in order:
            for phase in phases_of(tree):
                trace = folder / f"{tree.key.replace('#', '-')}-{n}-{phase}.txt"
                trace.unlink(missing_ok=True)
                for side in SIDES:
                    _measure(m, side, tree, n, phase, tools, ns, trace)
                if not m.args.keep_traces:
                    trace.unlink(missing_ok=True)
