"""The cli family: `plumb render samples/*.yaml --overlay all --scale 2` end to end, on one core
(`--jobs 1`) and on every core (the default), each run a fresh process timed by wall clock."""

import os
import subprocess
import time

from .markdown import Section, Target, table
from .paths import OUT_DIR, ROOT, log
from .procs import median, out_of_time

PRODUCTS = ["plumb"]
SPEEDUP_TARGET = 1.6


def _timed(cmd):
    """Wall seconds of one run, or None when it failed with bad input (status 2 or worse); status
    1 is expected, since some samples are unsatisfiable or ambiguous on purpose."""
    t0 = time.monotonic()
    done = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return time.monotonic() - t0 if done.returncode in (0, 1) else None


def run(args, tools):
    runs = args.runs if args.quick else max(args.runs, 7)
    binary = tools.swift("plumb")
    scenes = sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("samples/*.yaml"))
    cores = os.cpu_count() or 1
    base = [str(binary), "render", *scenes, "--overlay", "all", "--scale", "2", "-o", str(OUT_DIR / "bench-cli")]
    s = Section("Command line: `plumb render samples/*.yaml`")
    if out_of_time() or _timed(base) is None:  # the warm-up, which also fills the file cache
        why = "not run (time budget)" if out_of_time() else "`plumb render` failed"
        s.targets.append(Target(f"all cores ≥ {SPEEDUP_TARGET}× faster than one", None, why))
        return s
    one, every = [], []
    for i in range(runs):
        one.append(_timed(base + ["--jobs", "1"]))
        every.append(_timed(base))
        if None in (one[-1], every[-1]):
            s.targets.append(Target(f"all cores ≥ {SPEEDUP_TARGET}× faster than one", None, "`plumb render` failed"))
            return s
        log(f"cli run {i + 1}/{runs}: 1 job {one[-1]:.2f} s, {cores} jobs {every[-1]:.2f} s")
    m1, mn = median(one), median(every)
    s.add(f"{len(scenes)} scene files, every overlay, PNG at 2×; wall time of a whole `plumb` process, median of "
          f"{runs} runs each, one-core and all-core runs alternating, after one warm-up run.", "")
    s.add(*table(["configuration", "median", "runs (s)"],
                 [["`--jobs 1`", f"{m1:.2f} s", ", ".join(f"{x:.2f}" for x in one)],
                  [f"default (`--jobs {cores}`)", f"{mn:.2f} s", ", ".join(f"{x:.2f}" for x in every)]], "lrl"))
    s.targets.append(Target(f"all {cores} cores ≥ {SPEEDUP_TARGET}× faster than one", m1 / mn >= SPEEDUP_TARGET, f"{m1 / mn:.2f}×"))
    return s
