"""The stack family: a 1,000-row vertical stack of horizontal stacks against the same layout in
plain constraints (plumb-stack-bench; Benchmarks/WORKLOADS.md, *Stack*)."""

from .markdown import Target, fmt_time, table
from .oneline import summary_section

PRODUCTS = ["plumb-stack-bench"]
TARGET = 1.3


def run(args, tools):
    s, d = summary_section(args, tools, "plumb-stack-bench", ["--n", "1000", "--runs", str(max(args.runs, 5))],
                           "Stack views: a 1,000-row stack of stacks vs the same layout in plain constraints", f"stack ÷ plain ≤ {TARGET}")
    if d is None:
        return s
    s.add("Full layouts (build the tree, activate, first `layoutIfNeeded()`), medians, the variants alternating.", "")
    s.add(*table(["rows", "stack of stacks", "plain, with the container", "ratio", "plain, flat", "ratio", "same frames"],
                 [[d["rows"], fmt_time(d["stack_ms"]), fmt_time(d["plain_ms"]), f"{d['ratio']:.2f}",
                   fmt_time(d["flat_ms"]), f"{d['flat_ratio']:.2f}", "yes" if d["same_frames"] else "**no**"]], "rrrrrrl"))
    s.targets.append(Target(f"stack ÷ plain ≤ {TARGET}", d["ratio"] <= TARGET, f"{d['ratio']:.2f}"))
    return s
