#!/usr/bin/env python3
"""Writes stress scenes for depth and text length (docs/PERFORMANCE.md, "Robustness: depth and text").

  scripts/deep-scene.py chain N [--inset P] [--free]
                                           a chain of N views, each the previous one's child, each
                                           inset by P points (default 0.02) on every side in its
                                           parent; the root is 2·N·P + 100 points square
                                           (--free: no constraints, the views have no size)
  scripts/deep-scene.py word N             a wrapping label holding one unbreakable N-character word

The scene goes to standard output.
"""
import sys


def chain(depth, inset, constrained):
    side = round(2 * depth * inset + 100)
    lines = [f"name: chain-{depth}", f"size: {{width: {side}, height: {side}}}", "views:"]
    for i in range(depth):
        parent = "root" if i == 0 else f"v{i - 1}"
        lines.append(f"  - {{id: v{i}, parent: {parent}}}")
    if constrained:
        lines.append("constraints:")
        for i in range(depth):
            lines.append(f'  - "H:|-{inset:g}-[v{i}]-{inset:g}-|"')
            lines.append(f'  - "V:|-{inset:g}-[v{i}]-{inset:g}-|"')
    return "\n".join(lines) + "\n"


def word(length):
    text = "x" * length
    return "\n".join([
        f"name: word-{length}",
        "size: {width: 320}",
        "views:",
        "  - {id: label, type: label, lines: 0, font: DejaVu Sans 13, text: " + text + "}",
        "constraints:",
        '  - "H:|-[label]-|"',
        '  - "V:|-[label]-|"',
    ]) + "\n"


def main(argv):
    if len(argv) < 3 or argv[1] not in ("chain", "word"):
        sys.exit(__doc__)
    count = int(argv[2])
    if argv[1] == "chain":
        options = argv[3:]
        inset = float(options[options.index("--inset") + 1]) if "--inset" in options else 0.02
        sys.stdout.write(chain(count, inset, "--free" not in options))
    else:
        sys.stdout.write(word(count))


if __name__ == "__main__":
    main(sys.argv)
