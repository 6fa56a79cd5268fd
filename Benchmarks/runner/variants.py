"""The variants family: `plumb render SCENE --matrix …` of a 48-variant matrix (3 devices × 2
directions × 2 languages × 2 text sizes × 2 appearances) of a 100-view settings screen (a grid
of 24 tiles), end to end with every PNG and the contact sheet, on one core (`--jobs 1`) and on
every core."""

import os
import shutil
import subprocess
import tempfile
import time

from .markdown import Section, Target, table
from .paths import log
from .procs import median, out_of_time

PRODUCTS = ["plumb"]
MATRIX = "device=se,15,ipad; direction=ltr,rtl; language=en,double; content-size=L,AX3; appearance=light,dark"
VARIANTS = 48
TARGET_MS = 50.0


NAMES = ["Wi-Fi", "Mail", "Maps", "News", "Music", "Photos", "Notes", "Clock", "Books", "Phone", "Files", "Home",
         "Health", "Wallet", "Camera", "Safari", "Weather", "Stocks", "Podcasts", "Tips", "Shortcuts", "Translate", "Fitness", "Games"]


def settings_scene(columns=4, rows=6):
    """A settings screen of 1 + 3 + 4 × 24 = 100 views: a title bar, then a grid of 24 tiles,
    each a title, a detail text and a switch-like view, in UIKit text styles and semantic
    colours. On an iPhone SE at the default text size it fits; larger text and doubled strings
    truncate some titles, which the problem table reports."""
    lines = ["name: settings", "device: 15", "developmentLanguage: en", "background: systemGroupedBackground", "views:",
             "  - {id: bar, background: secondarySystemGroupedBackground}",
             '  - {id: heading, type: label, parent: bar, text: "Settings", font: headline, color: label}',
             "  - {id: grid}"]
    constraints = ['"H:|[bar]|"', "bar.top == root.top", "bar.bottom == root.safeArea.top + 44",
                   "heading.centerX == bar.centerX", "heading.bottom == bar.bottom - 12",
                   '"H:|-16-[grid]-16-|"', "grid.top == bar.bottom + 16"]
    for i, name in enumerate(NAMES[:columns * rows]):
        r, c = divmod(i, columns)
        lines.append("  - {id: tile%d, parent: grid, background: secondarySystemGroupedBackground, cornerRadius: 8}" % i)
        lines.append('  - {id: title%d, type: label, parent: tile%d, text: "%s", font: body, color: label}' % (i, i, name))
        lines.append('  - {id: detail%d, type: label, parent: tile%d, text: "%s", font: footnote, color: secondaryLabel}'
                     % (i, i, "On" if i % 3 else "Off"))
        lines.append("  - {id: switch%d, parent: tile%d, background: systemGreen, cornerRadius: 8}" % (i, i))
        constraints += ['"H:|-8-[title%d]-(>=8)-|"' % i, "detail%d.leading == title%d.leading" % (i, i),
                        '"H:|-8-[switch%d(32)]"' % i, '"V:|-8-[title%d]-2-[detail%d]-6-[switch%d(16)]-8-|"' % (i, i, i),
                        ("tile%d.leading == grid.leading" % i) if c == 0 else ("tile%d.leading == tile%d.trailing + 8" % (i, i - 1)),
                        ("tile%d.top == grid.top" % i) if r == 0 else ("tile%d.top == tile%d.bottom + 8" % (i, i - columns))]
        if c > 0:
            constraints.append("tile%d.width == tile%d.width" % (i, i - 1))
        if c == columns - 1:
            constraints.append("tile%d.trailing == grid.trailing" % i)
    constraints.append("grid.bottom == tile%d.bottom" % (columns * rows - 1))
    return "\n".join(lines + ["constraints:"] + ["  - " + c for c in constraints]) + "\n"


def _timed(cmd):
    t0 = time.monotonic()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return (time.monotonic() - t0, done) if done.returncode in (0, 1) else (None, done)


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
