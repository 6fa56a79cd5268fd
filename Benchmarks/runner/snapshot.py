"""The snapshot family: comparing two 2,000 × 2,000 PNGs with ImageDiff against decoding them
both (plumb-snapshot-bench; Benchmarks/WORKLOADS.md, *Snapshot*)."""

from .markdown import Section, Target, fmt_time, table
from .oneline import summary

PRODUCTS = ["plumb-snapshot-bench"]
TARGET = 2.0


def run(args, tools):
    d, why = summary(tools, "plumb-snapshot-bench", ["--runs", str(max(args.runs, 5))], args.cap)
    s = Section("Snapshots: comparing two 2,000 × 2,000 PNGs")
    if d is None:
        s.targets.append(Target(f"compare ÷ decode ≤ {TARGET:g}", None, why))
        return s
    s.add(*table(["size", "decode both", "`ImageDiff.compare`", "compare ÷ decode", "differing pixels"],
                 [[d["size"], fmt_time(d["decode_both_ms"]), fmt_time(d["compare_ms"]), f"{d['compare_over_decode']:.2f}",
                   d["different_pixels"]]], "lrrrr"))
    s.targets.append(Target(f"compare ÷ decode ≤ {TARGET:g}", d["compare_over_decode"] <= TARGET, f"{d['compare_over_decode']:.2f}"))
    return s
