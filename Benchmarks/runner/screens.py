"""The screens family (issue 29, *Diagnostics at screen size*): `plumb layout`, `plumb check` and
`plumb inspect --affecting all` on Settings screens of 250 and 1,000 views, written as a new user
would (`settings_screen` in `scenes.py`: a large title, a scroll view holding a stack of section
headers and rows, each row one use of a component). Each is a fresh process; medians of wall
and CPU time."""

import os
import subprocess
import time

from .markdown import Section, Target, fmt_time, table
from .paths import OUT_DIR, ROOT, log
from .procs import median, out_of_time
from .scenes import settings_screen

PRODUCTS = ["plumb"]
SCENES = OUT_DIR / "screens"
SIZES = (250, 1000)
TARGET = 2.0  # `plumb inspect` ÷ `plumb layout`


def _time(cmd, cap):
    """(wall seconds, CPU seconds: user + system) for one run of `cmd`, or None when it failed
    or ran past `cap`. CPU time is what a loaded machine disturbs least."""
    started = time.perf_counter()
    process = subprocess.Popen([str(c) for c in cmd], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() - started > cap:
            process.kill()
            process.wait()
            return None
        time.sleep(0.005)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        log(f"screens: {' '.join(str(c) for c in cmd)} exited {os.waitstatus_to_exitcode(status)}")
        return None
    return time.perf_counter() - started, usage.ru_utime + usage.ru_stime


def commands(binary, scene, page):
    """The three commands timed on each screen, by name."""
    return {"layout": [binary, "layout", scene],
            "check": [binary, "check", scene],
            "inspect": [binary, "inspect", scene, "--affecting", "all", "-o", page]}


def run(args, tools):
    runs = args.runs if args.quick else max(args.runs, 5)
    # A 1,000-view screen lays out in tens of seconds with the solver of issue 29's start.
    cap = max(args.cap, 300)
    binary = tools.swift("plumb")
    SCENES.mkdir(parents=True, exist_ok=True)
    s = Section("Screens: diagnostics at screen size (issue 29)")
    s.add("Settings screens written as a new user would (`settings_screen` in `Benchmarks/runner/scenes.py`): a large "
          "title, then a scroll view holding a vertical stack of section headers and rows, each header and row one use "
          "of a component (a row: an icon, two labels in `body`, a chevron and a separator). Each command is a fresh "
          f"process, median of {runs} runs, capped at {cap:g} s; `inspect` writes the page with every view's "
          "`constraintsAffectingLayout` lists (`--affecting all`).", "")
    rows = []
    for views in SIZES:
        if out_of_time():
            rows.append([f"{views} views", "not run (time budget)", "", "", "", ""])
            continue
        scene = SCENES / f"settings-{views}.yaml"
        scene.write_text(settings_screen(views))
        page = SCENES / f"settings-{views}.inspect.html"
        wall, cpu = {}, {}
        for name, cmd in commands(binary, scene, page).items():
            samples = [_time(cmd, cap) for _ in range(runs)]
            ok = None not in samples
            wall[name] = median([w for w, _ in samples]) * 1000 if ok else None
            cpu[name] = median([c for _, c in samples]) * 1000 if ok else None
        ratio = wall["inspect"] / wall["layout"] if wall["inspect"] and wall["layout"] else None
        cpu_ratio = cpu["inspect"] / cpu["layout"] if cpu["inspect"] and cpu["layout"] else None
        size = f"{page.stat().st_size / 1024:.0f} KB" if wall["inspect"] else "—"
        log(f"screens {views}: " + ", ".join(f"{k} {fmt_time(v)} (CPU {fmt_time(cpu[k])})" for k, v in wall.items()))
        rows.append([f"{views} views"] + [f"{fmt_time(wall[k])} ({fmt_time(cpu[k])})" for k in ("layout", "check", "inspect")]
                    + ["—" if ratio is None else f"{ratio:.2f} ({cpu_ratio:.2f})", size])
        s.targets.append(Target(f"settings screen, {views} views: `plumb inspect` ≤ {TARGET:g} × `plumb layout` (medians)",
                                None if ratio is None else ratio <= TARGET, "—" if ratio is None else f"{ratio:.2f}×"))
    s.add(*table(["screen", "`plumb layout`", "`plumb check`", "`plumb inspect --affecting all`", "inspect ÷ layout", "page"],
                 rows, "lrrrrr"))
    s.add("", "Wall time, with CPU time (user + system) in brackets: on a shared machine the CPU times and "
          "their ratio move least.")
    return s
