"""Writing the report: Markdown tables, times, targets, sections and the document."""

import math


def fmt_time(ms):
    """Milliseconds as text with three significant digits, in µs, ms or s."""
    if ms is None:
        return "—"
    if ms < 1:
        return f"{ms * 1000:.3g} µs" if ms * 1000 < 100 else f"{ms * 1000:.0f} µs"
    if ms < 1000:
        return f"{ms:.3g} ms" if ms < 100 else f"{ms:.0f} ms"
    return f"{ms / 1000:.3g} s"


def fmt_ratio(x, digits=2):
    return "—" if x is None else f"{x:.{digits}f}"


def floor_text(x):
    """A lower bound, rounded down (two decimals below 10)."""
    return f"{math.floor(x * 100) / 100:.2f}" if x < 10 else f"{math.floor(x):.0f}"


def table(header, rows, align=None):
    """Markdown table lines; `align` has one of 'l' or 'r' per column (default: all left)."""
    align = align or "l" * len(header)
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---:" if a == "r" else "---" for a in align) + "|"]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return out


class Target:
    """One target: met (True), missed (False) or not measured (None), with the figures."""

    def __init__(self, name, ok, detail):
        self.name, self.ok, self.detail = name, ok, detail

    @property
    def verdict(self):
        return {True: "met", False: "**missed**", None: "**not measured**"}[self.ok]


class Section:
    """A family's part of the report."""

    def __init__(self, title):
        self.title = title
        self.lines = []
        self.targets = []
        self.notes = []

    def add(self, *lines):
        self.lines.extend(lines)

    def text(self):
        out = [f"## {self.title}", ""] + self.lines
        if self.targets:
            out += ["", "### Targets", ""]
            out += table(["target", "result", "figures"], [[t.name, t.verdict, t.detail] for t in self.targets])
        if self.notes:
            out += ["", "Notes:", ""] + [f"- {n}" for n in self.notes]
        return "\n".join(out) + "\n"


def document(header, sections):
    """The whole report: the header lines, a summary of every target, then each section."""
    targets = [(s.title, t) for s in sections for t in s.targets]
    out = ["# Plumb benchmarks", ""] + header + [""]
    if targets:
        met = sum(1 for _, t in targets if t.ok)
        out += [f"**Targets: {met} of {len(targets)} met.**", ""]
        out += table(["family", "target", "result"], [[title.split(":")[0], t.name, t.verdict] for title, t in targets])
        out.append("")
    return "\n".join(out) + "\n" + "\n".join(s.text() for s in sections)
