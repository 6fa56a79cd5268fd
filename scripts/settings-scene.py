#!/usr/bin/env python3
"""Writes a settings screen as a new user would (docs/PERFORMANCE.md, "Debug and release builds").

  scripts/settings-scene.py SECTIONS ROWS

A large title over a scroll view holding a vertical stack of SECTIONS sections; each section is a
header label over a stack of ROWS rows; each row is a horizontal stack of an icon, a name (it
stretches), a value and a chevron, with a one-point separator under it. 8 sections of 4 rows make
a 221-view screen (the root included). The scene goes to standard output.
"""
import sys


def settings(sections, rows):
    lines = [f"name: settings-{sections}x{rows}", "size: {width: 390, height: 844}",
             'root: {background: "#f2f2f7"}', "views:",
             '  - {id: title, type: label, text: Settings, font: "DejaVu Sans Bold 34"}',
             "  - {id: scroll, type: scroll}", "  - {id: content, parent: scroll}",
             "  - id: sections", "    type: stack", "    parent: content", "    axis: vertical", "    spacing: 28",
             f"    arranged: [{', '.join(f's{s}' for s in range(sections))}]"]
    for s in range(sections):
        lines += [f"  - id: s{s}", "    type: stack", "    parent: sections", "    axis: vertical", "    spacing: 8",
                  f"    arranged: [s{s}header, s{s}rows]",
                  f'  - {{id: s{s}header, type: label, parent: s{s}, text: "SECTION {s + 1}", font: "DejaVu Sans 13", color: "#6d6d72"}}',
                  f"  - id: s{s}rows", "    type: stack", f"    parent: s{s}", "    axis: vertical", "    spacing: 0",
                  f"    arranged: [{', '.join(f's{s}r{r}' for r in range(rows))}]"]
        for r in range(rows):
            row = f"s{s}r{r}"
            lines += [f"  - id: {row}", "    type: stack", f"    parent: s{s}rows", "    spacing: 12", "    alignment: center",
                      f"    arranged: [{row}icon, {row}name, {row}value, {row}chevron]",
                      f'  - {{id: {row}icon, type: image, parent: {row}, size: [29, 29], background: "#007aff", cornerRadius: 7}}',
                      f'  - {{id: {row}name, type: label, parent: {row}, text: "Setting {s + 1}.{r + 1}", font: body, hugging: {{horizontal: 250}}}}',
                      f'  - {{id: {row}value, type: label, parent: {row}, text: "Value", font: body, color: "#6d6d72"}}',
                      f'  - {{id: {row}chevron, type: label, parent: {row}, text: "›", font: body, color: "#c4c4c7"}}',
                      f'  - {{id: {row}line, parent: {row}, background: "#c6c6c8"}}']
    lines += ["constraints:", "  - title.leading == root.leading + 16", "  - title.top == root.safeArea.top + 8",
              "  - scroll.top == title.bottom + 8", "  - scroll.leading == root.leading", "  - scroll.trailing == root.trailing",
              "  - scroll.bottom == root.bottom", "  - content.top == scroll.content.top",
              "  - content.leading == scroll.content.leading", "  - content.trailing == scroll.content.trailing",
              "  - content.bottom == scroll.content.bottom", "  - content.width == scroll.frame.width",
              "  - sections.top == content.top + 16", "  - sections.leading == content.leading + 16",
              "  - sections.trailing == content.trailing - 16", "  - content.bottom == sections.bottom + 16"]
    for s in range(sections):
        for r in range(rows):
            row = f"s{s}r{r}"
            lines += [f"  - {row}.height >= 44", f"  - {row}line.height == 1", f"  - {row}line.leading == {row}name.leading",
                      f"  - {row}line.trailing == {row}.trailing", f"  - {row}line.bottom == {row}.bottom"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.stdout.write(settings(int(sys.argv[1]), int(sys.argv[2])))
