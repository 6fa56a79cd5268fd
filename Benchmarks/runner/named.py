"""The named family: issue 29's named shapes (`Shape.named`: hugging rows, rows and columns,
an aligned form, a card grid, a flexible row, multipliers, a stack-view feed), every phase,
through the public API, the raw solver and kiwi (shape_runs), with the issue's targets as
columns (target_columns). See Benchmarks/README.md."""

from . import target_columns
from .shape_runs import Measurements, Tree, chosen, listing, measure_all

PRODUCTS = ["plumb-shape-bench", "kiwi"]


def run(args, tools):
    known = listing(tools)
    shapes = chosen(args, known["groups"]["named"], known["shapes"])
    m = Measurements(args)
    measure_all(m, [Tree(s) for s in shapes], lambda tree: known["phases"], tools)
    intro = ("Issue 29's named shapes, written as a new user would (Benchmarks/README.md, *Shapes*), each phase in "
             f"its own process (stopped after {args.cap:g} s; no new run after {args.budget:g} s; at most {args.runs} "
             "runs). API = `plumb-api` (views, one `LayoutConstraint.activate`, `layoutIfNeeded()`, every frame read); "
             "solver = the engine's recorded calls replayed on a fresh `Solver`; kiwi = the same calls on kiwi 1.5.1. "
             "✓ met, ✗ missed, ? open (a lower bound that does not decide).")
    return target_columns.named_section("Named shapes (issue 29): API vs raw solver vs kiwi, targets as columns",
                                        intro, m, [(s, known["phases"]) for s in shapes], sorted(args.n))
