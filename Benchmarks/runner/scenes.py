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


ROW_VIEWS, HEADER_VIEWS, FRAME_VIEWS = 6, 2, 4
TINTS = ["systemBlue", "systemGreen", "systemOrange", "systemRed", "systemPurple", "systemPink", "systemTeal", "systemIndigo"]


def settings_screen_counts(views):
    """(sections, rows) for a settings screen of exactly `views` views (an even number, at least
    FRAME_VIEWS + HEADER_VIEWS + ROW_VIEWS): about one section header per seven rows."""
    if views % 2 or views < FRAME_VIEWS + HEADER_VIEWS + ROW_VIEWS:
        raise ValueError(f"a settings screen has an even number of views, at least 12 (asked for {views})")
    sections = max(1, round((views - FRAME_VIEWS) / (HEADER_VIEWS + 7 * ROW_VIEWS)))
    while (views - FRAME_VIEWS - HEADER_VIEWS * sections) % ROW_VIEWS:
        sections += 1
    return sections, (views - FRAME_VIEWS - HEADER_VIEWS * sections) // ROW_VIEWS


def settings_screen(views):
    """A Settings screen of exactly `views` views, written as a new user would (issue 29): a
    large title, then a scroll view holding a vertical stack of section headers and rows. Each
    header is one use of a `header` component (a label in `footnote`); each row one use of a
    `row` component: an icon, two labels in `body` (the name, and a value on the baseline),
    a chevron and a separator, sized by its text. iPhone 15 portrait, 375 × 812."""
    sections, rows = settings_screen_counts(views)
    lines = ["name: settings-%d" % views, "size: {width: 375, height: 812}",
             "root: {background: systemGroupedBackground, safeArea: [47, 0, 34, 0]}",
             "components:",
             "  header:",
             "    params: {text: ~}",
             "    views:",
             '      - {id: label, type: label, text: "$text", font: footnote, color: secondaryLabel}',
             "    constraints:",
             "      - label.edges == root.edges + [24, 16, 6, 16]",
             "  row:",
             "    params: {name: ~, value: ~, tint: systemBlue}",
             "    root: {background: secondarySystemGroupedBackground}",
             "    views:",
             '      - {id: icon, background: "$tint", cornerRadius: 7}',
             '      - {id: name, type: label, text: "$name", font: body, color: label}',
             '      - {id: value, type: label, text: "$value", font: body, color: secondaryLabel}',
             '      - {id: chevron, type: label, text: "›", font: body, color: tertiaryLabel}',
             "      - {id: separator, background: separator}",
             "    constraints:",
             "      - icon.size == 29x29",
             "      - icon.leading == root.leading + 16",
             "      - icon.centerY == root.centerY",
             "      - name.leading == icon.trailing + 12",
             "      - name.top == root.top + 11",
             "      - root.bottom == name.bottom + 11",
             "      - value.leading >= name.trailing + 8",
             "      - value.firstBaseline == name.firstBaseline",
             "      - chevron.leading == value.trailing + 8",
             "      - chevron.trailing == root.trailing - 16",
             "      - chevron.firstBaseline == name.firstBaseline",
             '      - "H:[separator]|"',
             "      - separator.leading == name.leading",
             '      - "V:[separator(1)]|"',
             "views:",
             '  - {id: title, type: label, text: "Settings", font: largeTitle, color: label}',
             "  - {id: scroll, type: scroll}"]
    arranged, uses = [], []
    per_section = [rows // sections + (1 if s < rows % sections else 0) for s in range(sections)]
    row = 0
    for section, count in enumerate(per_section):
        arranged.append("h%d" % section)
        uses.append('  - {id: h%d, use: header, parent: stack, with: {text: "SECTION %d"}}' % (section, section + 1))
        for _ in range(count):
            name = NAMES[row % len(NAMES)]
            value = ("On", "Off", "", "Automatic", "Never")[row % 5]
            arranged.append("r%d" % row)
            uses.append('  - {id: r%d, use: row, parent: stack, with: {name: "%s", value: "%s", tint: %s}}'
                        % (row, name, value, TINTS[row % len(TINTS)]))
            row += 1
    lines.append("  - {id: stack, type: stack, parent: scroll, axis: vertical, arranged: [%s]}" % ", ".join(arranged))
    lines += uses
    lines += ["constraints:",
              "  - title.leading == root.leadingMargin + 8",
              "  - title.top == root.safeArea.top + 8",
              '  - "H:|[scroll]|"',
              "  - scroll.top == title.bottom + 8",
              "  - scroll.bottom == root.bottom",
              "  - stack.edges == scroll.content.edges",
              "  - stack.width == scroll.frame.width"]
    return "\n".join(lines) + "\n"
