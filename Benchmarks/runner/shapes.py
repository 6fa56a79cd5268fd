"""The shapes family: each benchmark shape the engine was tuned on (Tests/PlumbTestScenes/Shapes,
`Shape.tuned`; `--shapes` may name any shape) and phase, through Plumb's public API (plumb-api),
on the raw solver replaying the very calls the engine made (plumb-solver), and on kiwi replaying
the same calls (kiwi). Every (solver, shape, N, phase) runs in its own process, so each peak
memory figure is that phase's. See Benchmarks/README.md."""

from . import shapes_report
from .shape_runs import Measurements, Tree, listing, measure_all

PRODUCTS = ["plumb-shape-bench", "kiwi"]


def run(args, tools):
    """Measures every shape × N × phase × solver, then returns the report section."""
    known = listing(tools)
    shapes = args.shapes or known["groups"]["tuned"]
    unknown = set(shapes) - set(known["shapes"])
    if unknown:
        raise SystemExit(f"unknown shapes: {', '.join(sorted(unknown))} (known: {', '.join(known['shapes'])})")
    m = Measurements(args)
    measure_all(m, [Tree(s) for s in shapes], lambda tree: known["phases"], tools)
    return shapes_report.section(m, shapes, known["phases"], sorted(args.n))
