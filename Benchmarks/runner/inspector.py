"""The inspector family (issue [Inspector]): `plumb inspect` on chat feeds of 100 and 1,000
views (wall time and page size), and `plumb preview` as a browser drives it: a resize step
(GET /scene/0/model?width=W&height=H, the re-layout, the model and the SVG picture) and a
file change (from the write until the server's model has the new version). Scenes are made
by one component, as the chat-screen sample's bubbles are."""

import json
import re
import subprocess
import time
import urllib.request

from .markdown import Section, Target, fmt_time, table
from .paths import OUT_DIR, ROOT, log
from .procs import median, out_of_time

PRODUCTS = ["plumb"]
SCENES = OUT_DIR / "inspector"


def _feed(views):
    """A chat feed: bubbles (a view and its label, two views each) 8 apart in a 375-wide list,
    alternating sides, their text wrapping at three quarters of the list."""
    count = views // 2
    lines = ["size: {width: 375, height: " + str(min(count * 60 + 40, 16000)) + "}", "components:", "  bubble:",
             "    params: {text: ~, side: leading}",
             "    root: {background: \"#e9e9eb\", cornerRadius: 16}",
             "    views:", "      - {id: text, type: label, text: \"$text\", lines: 0}",
             "    constraints:", "      - text.edges == root.edges + [8, 12, 8, 12]",
             "      - root.${side} == superview.${side}Margin",
             "      - root.width <= 0.75 * superview.width", "views:"]
    for i in range(count):
        side = "leading" if i % 2 == 0 else "trailing"
        text = "message " + str(i) + (" with a longer text that wraps onto a second line" if i % 3 == 0 else "")
        lines.append(f"  - {{id: m{i}, use: bubble, with: {{text: \"{text}\", side: {side}}}}}")
    lines.append("constraints:")
    lines.append("  - m0.top == root.topMargin")
    lines += [f"  - m{i}.top == m{i - 1}.bottom + 8" for i in range(1, count)]
    return "\n".join(lines) + "\n"


def _inspect(binary, scene, page, cap):
    started = time.perf_counter()
    try:
        done = subprocess.run([str(binary), "inspect", str(scene), "-o", str(page)], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return None
    seconds = time.perf_counter() - started
    return seconds if done.returncode in (0, 1) else None


class _Preview:
    """A running `plumb preview` on one scene."""

    def __init__(self, binary, scene):
        self.process = subprocess.Popen([str(binary), "preview", str(scene), "--port", "0"], cwd=ROOT,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.base = None
        for line in self.process.stdout:
            found = re.search(r"http://127\.0\.0\.1:\d+/", line)
            if found:
                self.base = found.group(0)
                break

    def get(self, path):
        with urllib.request.urlopen(self.base + path.lstrip("/"), timeout=30) as response:
            return response.read()

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def _resize_steps(preview, steps, quick):
    """Milliseconds per resize request, widths 320…420: a step of a drag (`quick`: the page
    leaves out the constraintsAffectingLayout lists while dragging) or the full model the
    page asks for when the drag settles."""
    times = []
    for step in range(steps):
        width = 320 + (step * 7) % 100
        started = time.perf_counter()
        preview.get(f"scene/0/model?width={width}&height=800" + ("&quick=1" if quick else ""))
        times.append((time.perf_counter() - started) * 1000)
    return times


def _change_latency(preview, scene, text, edits):
    """Milliseconds from writing an edit until the server's model has it."""
    times = []
    for edit in range(edits):
        version = json.loads(preview.get("scene/0/model"))["version"]
        scene.write_text(text.replace("message 1", f"message 1 (edit {edit})"))
        started = time.perf_counter()
        while json.loads(preview.get("scene/0/model"))["version"] == version:
            if time.perf_counter() - started > 10:
                break
            time.sleep(0.01)
        times.append((time.perf_counter() - started) * 1000)
    scene.write_text(text)
    return times


def run(args, tools):
    runs = args.runs if args.quick else max(args.runs, 5)
    binary = tools.swift("plumb")
    SCENES.mkdir(parents=True, exist_ok=True)
    s = Section("Inspector: `plumb inspect` and `plumb preview`")
    s.add("Chat feeds made by one component (`Benchmarks/runner/inspector.py`). `inspect`: a fresh process "
          f"writing the page, median of {runs} runs. `preview`: one server (`--port 0`), requests from Python's "
          "urllib on 127.0.0.1; a drag step is one GET of the model at a new width with `quick=1` (re-layout, "
          "model JSON without the constraintsAffectingLayout lists, SVG picture), as the page asks while the resize "
          "handle moves; a settled resize is the full model the page asks for 300 ms after the drag stops; a change is the time from writing the file until the server's model has the new "
          "version (the server reads the files every 200 ms).", "")
    rows = []
    for views in (100, 1000):
        if out_of_time():
            rows.append([f"{views} views", "not run (time budget)", "", "", "", ""])
            continue
        text = _feed(views)
        scene = SCENES / f"feed-{views}.yaml"
        scene.write_text(text)
        page = SCENES / f"feed-{views}.inspect.html"
        samples = [_inspect(binary, scene, page, args.cap) for _ in range(runs if views <= 100 else 1)]
        if None in samples:
            rows.append([f"{views} views", f"failed or over {args.cap:g} s", "", "", "", ""])
            continue
        inspect_ms = median(samples) * 1000
        size_kb = page.stat().st_size / 1024
        if views > 100:
            # The preview's requests cost what `inspect` does; past 100 views they are measured
            # by `inspect` alone (see docs/PERFORMANCE.md on the 1,000-view feed).
            rows.append([f"{views} views", fmt_time(inspect_ms), f"{size_kb:.0f} KB", "not run", "not run", "not run"])
            continue
        preview = _Preview(binary, scene)
        try:
            preview.get("scene/0")
            steps = sorted(_resize_steps(preview, 30 if args.quick else 60, quick=True))
            settled = sorted(_resize_steps(preview, 10 if args.quick else 20, quick=False))
            changes = sorted(_change_latency(preview, scene, text, 5 if args.quick else 10))
        finally:
            preview.stop()
        step_median, step_p90 = median(steps), steps[int(len(steps) * 0.9) - 1]
        change_median, settled_median = median(changes), median(settled)
        log(f"inspector {views}: inspect {inspect_ms:.0f} ms, page {size_kb:.0f} KB, resize step {step_median:.1f} ms "
            f"(p90 {step_p90:.1f}), change {change_median:.0f} ms")
        rows.append([f"{views} views", fmt_time(inspect_ms), f"{size_kb:.0f} KB",
                     f"{fmt_time(step_median)} (p90 {fmt_time(step_p90)})", fmt_time(settled_median), fmt_time(change_median)])
        if views == 100:
            s.targets.append(Target("preview, 100 views: a resize drag step ≤ 50 ms (median)", step_median <= 50,
                                    fmt_time(step_median)))
        s.targets.append(Target(f"preview, {views} views: a saved change shows ≤ 1 s (median)", change_median <= 1000,
                                fmt_time(change_median)))
    s.add(*table(["scene", "`plumb inspect`", "page", "preview drag step", "preview settled resize", "preview change"],
                 rows, "lrrrrr"))
    return s
