#!/usr/bin/env python3
"""Times `plumb render samples/*.yaml --overlay all --scale 2` end to end, on one core
(`--jobs 1`) and on every core (the default), and prints a Markdown "Command line" section.

    python3 Benchmarks/cli.py [--quick] [--out FILE.md] [--scratch-path DIR]

Benchmarks/compare.py runs it after the render benchmark (unless --no-cli; --cli-only runs it
alone). Steps: builds `plumb` in release mode; renders every scene file in samples/ into
out/bench-cli/ once to warm the file cache, then alternates one-core and all-core runs, each a
fresh process timed by wall clock. Target: all cores at least 1.6x faster than one on 2 cores.

Standard library only.
"""

import datetime
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import compare
from compare import OUT_DIR, log

SPEEDUP_TARGET = 1.6


def add_arguments(ap, standalone):
    """The CLI benchmark's options; with `standalone`, also those compare.py already has."""
    if standalone:
        ap.add_argument("--quick", action="store_true", help="3 runs of each instead of 7")
        ap.add_argument("--out", metavar="FILE.md", help="also write the Markdown report to FILE.md")
        ap.add_argument("--runs", type=int, help="runs of each (default 7; 3 with --quick)")
        ap.add_argument("--scratch-path", help="SwiftPM scratch path for the release build")


def timed(cmd):
    """Wall seconds of one run; exits on status 2 (bad input), which would void the figures."""
    t0 = time.monotonic()
    done = subprocess.run(cmd, cwd=compare.ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.monotonic() - t0
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)} exited with {done.returncode}:\n{done.stderr}")
    return elapsed


def run(args):
    """Builds, times both configurations, and returns the Markdown report."""
    runs = args.runs or (3 if args.quick else 7)
    binary, build_cmd = compare.build_plumb(product="plumb", scratch_path=args.scratch_path)
    scenes = sorted(str(p.relative_to(compare.ROOT)) for p in compare.ROOT.glob("samples/*.yaml"))
    cores = os.cpu_count() or 1
    folder = OUT_DIR / "bench-cli"
    base = [str(binary), "render", *scenes, "--overlay", "all", "--scale", "2", "-o", str(folder)]
    started = datetime.datetime.now(datetime.timezone.utc)
    load = compare.loadavg()
    timed(base)
    one, all_cores = [], []
    for i in range(runs):
        one.append(timed(base + ["--jobs", "1"]))
        all_cores.append(timed(base))
        log(f"cli run {i + 1}/{runs}: 1 job {one[-1]:.2f} s, {cores} jobs {all_cores[-1]:.2f} s")
    m1, mn = statistics.median(one), statistics.median(all_cores)
    speedup = m1 / mn
    images = len(list(folder.glob("*.png")))
    L = [
        "## Command line: `plumb render samples/*.yaml`",
        "",
        f"Run {started:%Y-%m-%d %H:%M} UTC on {cores} cores (load average at start {load}). "
        f"{len(scenes)} scene files, every overlay, PNG at 2x, {images} images written; wall time "
        f"of a whole `plumb` process, median of {runs} runs each, one-core and all-core runs alternating.",
        "",
        "| configuration | median | runs (s) |",
        "|---|---:|---|",
        f"| `--jobs 1` | {m1:.2f} s | {', '.join(f'{x:.2f}' for x in one)} |",
        f"| default (`--jobs {cores}`) | {mn:.2f} s | {', '.join(f'{x:.2f}' for x in all_cores)} |",
        "",
        f"Speed-up on all cores: **{speedup:.2f}x** (target at least {SPEEDUP_TARGET}x on 2 cores: "
        f"{'met' if speedup >= SPEEDUP_TARGET else 'NOT met'}).",
        "",
        f"Command: `python3 Benchmarks/cli.py{' --quick' if args.quick else ''}` "
        f"(builds with `{' '.join(build_cmd)}`, then runs `plumb render samples/*.yaml --overlay all --scale 2 -o "
        f"out/bench-cli [--jobs 1]`).",
    ]
    return "\n".join(L) + "\n"


if __name__ == "__main__":
    compare.standalone_main(__doc__, add_arguments, run)
