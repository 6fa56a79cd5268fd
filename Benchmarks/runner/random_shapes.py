"""The random family: seeded random view trees (`RandomShape.make(seed:views:)`, issue 29), seeds
1…--seeds, each phase of PHASES through the public API, the raw solver and kiwi (shape_runs),
reported as medians over the seeds with issue 29's targets as columns, each checked on every
seed (target_columns)."""

from . import target_columns
from .shape_runs import Measurements, Tree, measure_all

PRODUCTS = ["plumb-shape-bench", "kiwi"]
PHASES = ["build", "edit", "remove", "move"]  # the phases issue 29's acceptance names


def run(args, tools):
    trees = [Tree("random", seed) for seed in range(1, args.seeds + 1)]
    m = Measurements(args)
    measure_all(m, trees, lambda tree: PHASES, tools)
    intro = (f"Seeds 1–{args.seeds} of `plumb-shape-bench --shape random --seed K`, at each N, each phase in its own "
             f"process (stopped after {args.cap:g} s; no new run after {args.budget:g} s). API columns: the median over "
             "the seeds of each seed's median, with the number of seeds measured. Target columns: the median over the "
             "seeds and the worst seed; ✓ only if every seed meets the target.")
    return target_columns.random_section("Random shapes: API vs raw solver vs kiwi over seeds, targets as columns",
                                         intro, m, trees, PHASES, sorted(args.n))
