"""The diagnostics family: recovering from one conflict in a 1,000-view scene, against one full
layout of it (plumb-diagnostics-bench; Benchmarks/WORKLOADS.md, *Diagnostics*)."""

from .markdown import Target, fmt_time, table
from .oneline import summary_section

PRODUCTS = ["plumb-diagnostics-bench"]
TARGET = 5.0


def run(args, tools):
    s, d = summary_section(args, tools, "plumb-diagnostics-bench", ["--n", "333", "--runs", str(max(args.runs, 5))],
                           "Diagnostics: recovering from one conflict in a 1,000-view scene", f"conflict ÷ full layout ≤ {TARGET:g}")
    if d is None:
        return s
    s.add(*table(["views", "full layout", "one conflict: activate, recover, log, lay out", "the same change without a conflict",
                  "conflict ÷ full", "minimal set"],
                 [[d["views"], fmt_time(d["full_layout_ms"]), fmt_time(d["conflict_ms"]), fmt_time(d["harmless_change_ms"]),
                   f"{d['conflict_over_full']:.3f}", d["conflict_set_size"]]], "rrrrrr"))
    s.targets.append(Target(f"conflict ÷ full layout ≤ {TARGET:g}", d["conflict_over_full"] <= TARGET, f"{d['conflict_over_full']:.3f}"))
    return s
