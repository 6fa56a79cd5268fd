"""The variants family: `plumb render SCENE --matrix …` of a 48-variant matrix (3 devices × 2
directions × 2 languages × 2 text sizes × 2 appearances) of a 100-view settings screen (a grid
of 24 tiles), end to end with every PNG and the contact sheet, on one core (`--jobs 1`) and on
every core."""

import os
import shutil
import tempfile

from .markdown import Section, Target, table
from .paths import log
from .procs import median, out_of_time
from .scenes import settings_scene, timed as _timed

PRODUCTS = ["plumb"]
MATRIX = "device=se,15,ipad; direction=ltr,rtl; language=en,double; content-size=L,AX3; appearance=light,dark"
VARIANTS = 48
TARGET_MS = 50.0


def run(args, tools):
    runs = args.runs if args.quick else max(args.runs, 5)
    binary = str(tools.swift("plumb"))
    cores = os.cpu_count() or 1
    s = Section("Variants: a 48-variant matrix of a 100-view screen, end to end with PNGs")
    name = f"≤ {TARGET_MS:g} ms per variant per core"
    work = tempfile.mkdtemp(prefix="plumb-bench-variants-")
    try:
        scene = os.path.join(work, "settings.yaml")
        with open(scene, "w") as f:
            f.write(settings_scene())
        base = [binary, "render", scene, "--matrix", MATRIX, "-o", os.path.join(work, "out")]
        wall, done = _timed(base)  # the warm-up, which also fills the file cache
        if wall is None or out_of_time():
            why = "not run (time budget)" if out_of_time() else f"`plumb render --matrix` exited {done.returncode}: {done.stderr[:300]}"
            s.targets.append(Target(name, None, why))
            return s
        written = len([n for n in os.listdir(os.path.join(work, "out")) if n.startswith("settings.") and n.endswith(".png")])
        one, every = [], []
        for i in range(runs):
            one.append(_timed(base + ["--jobs", "1"])[0])
            every.append(_timed(base)[0])
            if None in (one[-1], every[-1]):
                s.targets.append(Target(name, None, "`plumb render --matrix` failed"))
                return s
            log(f"variants run {i + 1}/{runs}: 1 job {one[-1]:.2f} s, {cores} jobs {every[-1]:.2f} s")
        m1, mn = median(one), median(every)
        per_variant_core = mn * 1000 * cores / VARIANTS
        s.add(f"`plumb render settings.yaml --matrix \"{MATRIX}\"`: {VARIANTS} variants of a 100-view scene "
              f"(text styles, semantic colours, a device), each laid out and drawn to PNG, then the contact sheet "
              f"(PNG and HTML) and the problem table; {written} PNGs written. Wall time of the whole process, "
              f"median of {runs} runs each, after one warm-up run.", "")
        s.add(*table(["configuration", "median", "per variant", "per variant per core", "runs (s)"],
                     [["`--jobs 1`", f"{m1:.2f} s", f"{m1 * 1000 / VARIANTS:.1f} ms", f"{m1 * 1000 / VARIANTS:.1f} ms",
                       ", ".join(f"{x:.2f}" for x in one)],
                      [f"default (`--jobs {cores}`)", f"{mn:.2f} s", f"{mn * 1000 / VARIANTS:.1f} ms", f"{per_variant_core:.1f} ms",
                       ", ".join(f"{x:.2f}" for x in every)]], "lrrrl"))
        s.targets.append(Target(name, per_variant_core <= TARGET_MS, f"{per_variant_core:.1f} ms ({mn:.2f} s on {cores} cores)"))
        return s
    finally:
        shutil.rmtree(work, ignore_errors=True)
