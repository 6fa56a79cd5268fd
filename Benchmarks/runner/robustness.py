"""The robustness family: `plumb layout` and `plumb check` on scenes at the edges (issue
[Robustness]): deep inset chains, a conflict deep in a chain (one, and a hundred), 10,000 views
flat and as a tree, a tree left ambiguous by a broken constraint, and a 100,000-character word.
Each command is a fresh process; wall time and peak memory come from /usr/bin/time."""

import subprocess

from .markdown import Section, Target, table
from .paths import OUT_DIR, ROOT, log
from .procs import median, out_of_time

PRODUCTS = ["plumb"]
SCENES = OUT_DIR / "robustness"


def _inset_chain(depth, conflicts_from=None, side=4000, only=False):
    """A chain of views, each inset 2 points on every side in its parent; from level
    `conflicts_from` on (`only`: at that level alone), each also wants a width its insets can't
    give it."""
    lines = [f"size: {{width: {side}, height: {side}}}", "views:"]
    lines += [f"  - {{id: v{i}, parent: {'root' if i == 0 else f'v{i - 1}'}}}" for i in range(depth)]
    lines.append("constraints:")
    for i in range(depth):
        p = "root" if i == 0 else f"v{i - 1}"
        lines += [f"  - v{i}.left == {p}.left + 2", f"  - v{i}.right == {p}.right - 2",
                  f"  - v{i}.top == {p}.top + 2", f"  - v{i}.bottom == {p}.bottom - 2"]
        if conflicts_from is not None and (i == conflicts_from if only else i >= conflicts_from):
            lines.append(f"  - v{i}.width == {100 + i}")
    return "\n".join(lines) + "\n"


def _flat(count):
    """`count` labels placed by constants in rows of ten."""
    lines = [f"size: {{width: 2000, height: {count * 4 + 40}}}", "views:"]
    lines += [f"  - {{id: v{i}, type: label, text: 'item {i}'}}" for i in range(count)]
    lines.append("constraints:")
    for i in range(count):
        row, column = divmod(i, 10)
        lines += [f"  - v{i}.leading == root.leading + {column * 200}", f"  - v{i}.top == root.top + {row * 40}"]
    return "\n".join(lines) + "\n"


def _tree(count, width, inset=4, gap=8):
    """Containers with up to four children in a row: insets, gaps between them, equal widths.
    At width 4000 with 4-point insets and 8-point gaps the sixth level has no room left: a
    conflict, and many views left ambiguous."""
    lines, constraints, queue, made = [f"size: {{width: {width}, height: 4000}}", "views:"], [], ["root"], 0
    while made < count:
        parent, children = queue.pop(0), []
        for _ in range(4):
            if made == count:
                break
            child = f"v{made}"
            made += 1
            lines.append(f"  - {{id: {child}}}" if parent == "root" else f"  - {{id: {child}, parent: {parent}}}")
            children.append(child)
            queue.append(child)
        for k, child in enumerate(children):
            constraints += [f"  - {child}.top == {parent}.top + {inset}", f"  - {child}.bottom == {parent}.bottom - {inset}"]
            constraints.append(f"  - {child}.leading == {parent}.leading + {inset}" if k == 0
                               else f"  - {child}.leading == {children[k - 1]}.trailing + {gap}")
            if k:
                constraints.append(f"  - {child}.width == {children[0]}.width")
        if children:
            constraints.append(f"  - {children[-1]}.trailing == {parent}.trailing - {inset}")
    return "\n".join(lines + ["constraints:"] + constraints) + "\n"


def _word(length):
    return ("size: {width: 320}\nviews:\n  - {id: label, type: label, lines: 0, text: " + "x" * length + "}\n"
            'constraints:\n  - "H:|-[label]-|"\n  - "V:|-[label]-|"\n')


# name → (scene text, commands, target seconds for `layout` or None)
WORKLOADS = [
    ("inset chain, 10,000 deep", lambda: _inset_chain(10_000, side=41_000), ["layout", "check"], 1.0),
    ("inset chain, 500 deep, conflict at level 400", lambda: _inset_chain(500, 400, only=True), ["layout", "check"], 1.0),
    ("inset chain, 500 deep, 100 conflicts", lambda: _inset_chain(500, 400), ["layout"], None),
    ("10,000 labels, flat", lambda: _flat(10_000), ["layout", "check"], None),
    ("tree of 10,000 views (0.5-point insets, 1-point gaps)", lambda: _tree(10_000, 100_000, 0.5, 1), ["layout", "check"], None),
    ("tree of 3,000 views, a conflict leaves it ambiguous", lambda: _tree(3_000, 4_000), ["layout"], None),
    ("label with a 100,000-character word", lambda: _word(100_000), ["layout"], 0.5),
]


def _measure(binary, command, scene):
    """(wall seconds, peak MB) of one run, or None when it failed with bad input."""
    done = subprocess.run(["/usr/bin/time", "-f", "%e %M", str(binary), command, str(scene)], cwd=ROOT,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode not in (0, 1):
        return None
    seconds, kilobytes = done.stderr.strip().splitlines()[-1].split()
    return float(seconds), int(kilobytes) / 1024


def run(args, tools):
    runs = args.runs if args.quick else max(args.runs, 5)
    binary = tools.swift("plumb")
    SCENES.mkdir(parents=True, exist_ok=True)
    s = Section("Robustness: `plumb layout` and `plumb check` at the edges")
    s.add(f"Each a fresh `plumb` process (release build); median of {runs} runs, wall time and peak resident "
          "memory from `/usr/bin/time`. Scenes are generated by `Benchmarks/runner/robustness.py`.", "")
    rows, layout_times = [], {}
    for index, (name, make, commands, target) in enumerate(WORKLOADS):
        scene = SCENES / f"w{index}.yaml"
        scene.write_text(make())
        for command in commands:
            if out_of_time():
                rows.append([name, f"`{command}`", "not run (time budget)", ""])
                continue
            samples = [_measure(binary, command, scene) for _ in range(runs)]
            if None in samples:
                rows.append([name, f"`{command}`", "failed", ""])
                continue
            seconds = median([t for t, _ in samples])
            peak = max(m for _, m in samples)
            log(f"robustness {name} {command}: {seconds:.2f} s, {peak:.0f} MB")
            rows.append([name, f"`{command}`", f"{seconds:.2f} s", f"{peak:.0f} MB"])
            if command == "layout":
                layout_times[name] = seconds
                if target is not None:
                    s.targets.append(Target(f"{name}: layout ≤ {target:g} s", seconds <= target, f"{seconds:.2f} s"))
            if command == "check" and name in layout_times:
                ratio = seconds / max(layout_times[name], 1e-9)
                s.targets.append(Target(f"{name}: check ≤ 3× layout", ratio <= 3, f"{ratio:.2f}×"))
    s.add(*table(["scene", "command", "median", "peak"], rows, "llrr"))
    return s
