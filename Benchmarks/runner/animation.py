"""The animation family (Benchmarks/WORKLOADS.md, *Animation*): what a constraint-animation
frame costs against a full layout on every benchmark shape at about 100 views
(plumb-animation-bench), and `plumb animate` drawing a 61-frame filmstrip of a 100-view screen on
one core (`--jobs 1`) and on every core."""

import os
import shutil
import tempfile

from .markdown import Section, Target, fmt_time, table
from .paths import log
from .procs import median, out_of_time, run_capped
from .scenes import settings_scene, timed as _timed

PRODUCTS = ["plumb-animation-bench", "plumb"]
FRAME_SHARE = 0.05
CHANGE = "window.width=393->320"


def run(args, tools):
    s = Section("Animation: a constraint-animation frame against a full layout, and a 61-frame filmstrip")
    _frames(args, tools, s)
    _strip(args, tools, s)
    return s


def _frames(args, tools, s):
    name = f"a constraint-mode frame ≤ {FRAME_SHARE:.0%} of a full layout (every shape, 100 views)"
    if out_of_time():
        s.targets.append(Target(name, None, "not run (time budget)"))
        return
    runs = max(args.runs, 7)
    run = run_capped([tools.swift("plumb-animation-bench"), "--runs", str(runs)], cap=args.cap)
    log(f"plumb-animation-bench: {run.wall:.1f} s")
    if not run.lines:
        s.targets.append(Target(name, None, run.error or "no output"))
        return
    s.add(f"`plumb-animation-bench --runs {runs}`: each shape at about 100 views. A full layout builds the tree, "
          "activates its constraints and lays it out. A frame is one step of `Scene.animate` in constraints mode "
          "(the window 40 points narrower, or the shape's edited constant 20 larger, over 1 s): the value at the "
          "frame, an incremental re-solve, the layout pass, the frame's geometry and its measurement against every "
          "constraint. It is timed as (animation of 120 frames − animation of 60 frames) ÷ 60, which leaves the "
          f"start and end layouts out. Medians of {runs} runs; the solver additions and removals are those of the frames.", "")
    rows, worst = [], None
    for d in run.lines:
        rows.append([d["shape"], d["views"], d["animation"], fmt_time(d["full_ms"]), fmt_time(d["frame_ms"]),
                     f"{d['ratio']:.1%}", f"{d['additions']}/{d['removals']}", f"{d['max_required_error']:.0e}"])
        if worst is None or d["ratio"] > worst["ratio"]:
            worst = d
    s.add(*table(["shape", "views", "animation", "full layout", "frame", "frame ÷ full", "added/removed", "worst miss (pt)"],
                 rows, "lrlrrrrr"))
    ok = all(d["ratio"] <= FRAME_SHARE and d["additions"] == 0 and d["removals"] == 0 for d in run.lines)
    s.targets.append(Target(name, ok, f"worst {worst['ratio']:.1%} ({worst['shape']}, {worst['animation']})"))


def _strip(args, tools, s):
    name = "a 61-frame filmstrip drawn on every core faster than on one"
    binary = str(tools.swift("plumb"))
    cores = os.cpu_count() or 1
    runs = args.runs if args.quick else max(args.runs, 5)
    work = tempfile.mkdtemp(prefix="plumb-bench-animation-")
    try:
        scene = os.path.join(work, "settings.yaml")
        with open(scene, "w") as f:
            f.write(settings_scene())
        base = [binary, "animate", scene, "--change", CHANGE, "--duration", "1", "--fps", "60", "--mode", "both",
                "-o", os.path.join(work, "strip.png")]
        wall, done = _timed(base)  # the warm-up
        if wall is None or out_of_time():
            why = "not run (time budget)" if out_of_time() else f"`plumb animate` exited {done.returncode}: {done.stderr[:300]}"
            s.targets.append(Target(name, None, why))
            return
        one, every = [], []
        for i in range(runs):
            one.append(_timed(base + ["--jobs", "1"])[0])
            every.append(_timed(base)[0])
            log(f"animation strip run {i + 1}/{runs}: 1 job {one[-1]:.2f} s, {cores} jobs {every[-1]:.2f} s")
        m1, mn = median(one), median(every)
        s.add(f"`plumb animate settings.yaml --change \"{CHANGE}\" --duration 1 --fps 60 --mode both -o strip.png`: "
              "the variants family's 100-view settings screen on an iPhone 15, 61 frames in both modes (122 panels) "
              f"drawn to one PNG. Wall time of the whole process, median of {runs} runs, after one warm-up run.", "")
        s.add(*table(["configuration", "median", "per panel", "runs (s)"],
                     [["`--jobs 1`", f"{m1:.2f} s", f"{m1 * 1000 / 122:.1f} ms", ", ".join(f"{x:.2f}" for x in one)],
                      [f"default (`--jobs {cores}`)", f"{mn:.2f} s", f"{mn * 1000 / 122:.1f} ms", ", ".join(f"{x:.2f}" for x in every)]],
                     "lrrl"))
        s.targets.append(Target(name, cores < 2 or mn < m1, f"{m1 / mn:.2f}× on {cores} cores ({m1:.2f} s → {mn:.2f} s)"))
    finally:
        shutil.rmtree(work, ignore_errors=True)
