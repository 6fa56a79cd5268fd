"""Scene files and whole-process timing that more than one family uses: the 100-view settings
screen (the variants and animation families) and a timed `plumb` run."""

import subprocess
import time


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


def timed(cmd):
    t0 = time.monotonic()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return (time.monotonic() - t0, done) if done.returncode in (0, 1) else (None, done)
