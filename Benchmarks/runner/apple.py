"""The apple family: Apple's Moving Tree and Hierarchy Removal (WWDC 2018, "High Performance
Auto Layout"; `Shape.apple`), each the build and its repeated phase (20 re-parents, or 20
removals of whole subtrees, each timed), through the public API, the raw solver and kiwi
(shape_runs), with issue 29's targets as columns (target_columns). See Benchmarks/WORKLOADS.md."""

from . import target_columns
from .shape_runs import Measurements, Tree, chosen, listing, measure_all

PRODUCTS = ["plumb-shape-bench", "kiwi"]
REPEATED = {"movingTree": "move", "hierarchyRemoval": "remove"}  # the phase each workload repeats


def run(args, tools):
    known = listing(tools)
    shapes = chosen(args, known["groups"]["apple"], known["shapes"])
    phases = {s: ["build", REPEATED[s]] if s in REPEATED else known["phases"] for s in shapes}
    m = Measurements(args)
    measure_all(m, [Tree(s) for s in shapes], lambda tree: phases[tree.key], tools)
    intro = ("Apple's workloads as Benchmarks/WORKLOADS.md reads them: a board of 4 hugging columns of 8 sections, "
             "each section a hugging tree of rows. `move` = one re-parent of a whole section (20 a run, each timed; "
             "the median is one re-parent); `remove` = one removal of a whole section (20 a run, each timed). Each "
             f"phase in its own process (stopped after {args.cap:g} s; no new run or step after {args.budget:g} s). "
             "✓ met, ✗ missed, ? open.")
    return target_columns.named_section("Apple's Moving Tree and Hierarchy Removal: API vs raw solver vs kiwi",
                                        intro, m, [(s, phases[s]) for s in shapes], sorted(args.n))
