"""The snapshot family: comparing two 2,000 × 2,000 PNGs with ImageDiff against decoding them
both, the review page of that failure, and `plumb snapshot verify` end to end on the samples
(plumb-snapshot-bench and the plumb binary; Benchmarks/WORKLOADS.md, *Snapshot*)."""

import shutil
import subprocess
import tempfile
import time

from .markdown import Section, Target, fmt_time, table
from .oneline import summary
from .paths import ROOT, log
from .procs import median, out_of_time

PRODUCTS = ["plumb-snapshot-bench", "plumb"]
TARGET = 2.0
PAGE_SLACK = 50_000


def _page_target(page, images):
    """The review page's size limit: at most 1.2× its images (PNG bytes) plus 50 KB."""
    limit = 1.2 * images + PAGE_SLACK
    return Target("review page ≤ 1.2 × its images + 50 KB", page <= limit,
                  f"{page / 1000:.0f} KB for {images / 1000:.0f} KB of PNGs (limit {limit / 1000:.0f} KB)")


def _verify_runs(tools, runs):
    """`plumb snapshot verify samples/*.yaml` with the page, JSON and JUnit: against the committed
    references (all pass) and against an empty folder (every snapshot new, its PNG in the page)."""
    binary = str(tools.swift("plumb"))
    scenes = sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("samples/*.yaml"))
    out = tempfile.mkdtemp(prefix="plumb-bench-snapshot-")
    try:
        rows, figures = [], {}
        for label, refs in [("all pass", "Snapshots/scenes"), ("all new", f"{out}/empty")]:
            times = []
            for _ in range(runs):
                t0 = time.monotonic()
                done = subprocess.run([binary, "snapshot", "verify", *scenes, "--snapshots", refs,
                                       "--report", f"{out}/report.html", "--junit", f"{out}/junit.xml"],
                                      cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                      env={"PLUMB_ARTIFACTS": f"{out}/artifacts", "PATH": "/usr/bin:/bin"})
                times.append(time.monotonic() - t0)
                if done.returncode not in (0, 1):
                    return None, f"`plumb snapshot verify` exited {done.returncode}"
            page = (ROOT / f"{out}/report.html").stat().st_size
            figures[label] = page
            rows.append([label, f"{median(times):.2f} s", f"{page / 1000:.0f} KB"])
            log(f"snapshot verify ({label}): {median(times):.2f} s, page {page / 1000:.0f} KB")
        return (len(scenes), rows, figures), None
    finally:
        shutil.rmtree(out, ignore_errors=True)


def run(args, tools):
    d, why = summary(tools, "plumb-snapshot-bench", ["--runs", str(max(args.runs, 5))], args.cap)
    s = Section("Snapshots: comparing two 2,000 × 2,000 PNGs, the review page, `plumb snapshot verify`")
    if d is None:
        s.targets.append(Target(f"compare ÷ decode ≤ {TARGET:g}", None, why))
        return s
    s.add(*table(["size", "decode both", "`ImageDiff.compare`", "compare ÷ decode", "differing pixels"],
                 [[d["size"], fmt_time(d["decode_both_ms"]), fmt_time(d["compare_ms"]), f"{d['compare_over_decode']:.2f}",
                   d["different_pixels"]]], "lrrrr"))
    s.targets.append(Target(f"compare ÷ decode ≤ {TARGET:g}", d["compare_over_decode"] <= TARGET, f"{d['compare_over_decode']:.2f}"))
    s.add("", f"The report of that failure among {d['passes']} passes: reference, actual and diff PNGs of "
              f"{d['images_png_bytes'] / 1000:.0f} KB ({d['images_base64_bytes'] / 1000:.0f} KB as base64).", "")
    s.add(*table(["output", "build (median)", "bytes"],
                 [["review page (`SnapshotReport.html`)", fmt_time(d["page_ms"]), f"{d['page_bytes'] / 1000:.0f} KB"],
                  ["JSON sidecar", fmt_time(d["json_ms"]), f"{d['json_bytes'] / 1000:.0f} KB"],
                  ["JUnit XML", fmt_time(d["junit_ms"]), "—"]], "lrr"))
    s.targets.append(_page_target(d["page_bytes"], d["images_png_bytes"]))
    if out_of_time():
        return s
    verify, why = _verify_runs(tools, 3 if args.quick else 5)
    if verify is None:
        s.targets.append(Target("`plumb snapshot verify` end to end", None, why))
        return s
    count, rows, _ = verify
    s.add("", f"`plumb snapshot verify samples/*.yaml --report … --junit …` ({count} scene files, PNG and layout "
              "text each), wall time of the whole process, median:", "")
    s.add(*table(["references", "wall time", "page"], rows, "lrr"))
    return s
