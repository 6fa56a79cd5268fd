"""`plumb preview` on a settings screen written as a new user would (issue 29): a large title and a
scroll view holding one vertical stack of section headers and rows, each row one use of a `row`
component (an icon, a title and a detail label in `body`, a chevron and a separator). Compares,
on the same scene and the same binary, `plumb layout` as a process with what the preview does:

- a model request the published rendering answers (what every page and poll gets after an edit);
- a model request at a new size (a settled resize: re-layout, model, SVG);
- a resize drag step (`quick=1`);
- a saved edit reaching the model: from writing the file until GET /scene/0/model has the new
  version (the watcher checks the file every 50 ms).

Standalone, so that it adds a file to the runner without changing the other families:

    python3 -m Benchmarks.runner.preview_settings [--plumb .build/release/plumb] [--rows 40] [--runs 7]

It prints a Markdown table and the ratios to `plumb layout` (target: each at most 2x), for the
preview with its default `--affecting auto` (each view's constraintsAffectingLayout listed, the
slow part at this size until that computation is fixed) and with `--affecting none`.
"""

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TITLES = ["Wi-Fi", "Bluetooth", "Mobile Service", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus",
          "Screen Time", "General", "Control Centre", "Display & Brightness", "Home Screen", "Accessibility",
          "Wallpaper", "Siri & Search", "Face ID & Passcode", "Emergency SOS", "Exposure Notifications", "Battery",
          "Privacy & Security", "App Store", "Wallet", "Passwords", "Mail", "Contacts", "Calendar", "Notes",
          "Reminders", "Voice Memos", "Phone", "Messages", "FaceTime", "Safari", "News", "Weather", "Translate",
          "Maps", "Compass", "Measure", "Shortcuts", "Health", "Photos", "Camera", "Books", "Podcasts", "Music"]
DETAILS = ["On", "Off", "Home", "Not Connected", "Automatic", "Never", "Always", "Edit"]


def settings_scene(rows=40, rows_per_section=6, name="settings-large"):
    """A settings screen of 5 + headers + 6 × rows views (rows=40: 252 views): the root, the large
    title, a scroll view, its content view and one vertical stack in it of section headers and
    rows. Only the scroll view, the content and the stack are placed by constraints; each row
    places its own parts."""
    lines = [f"name: {name}", "size: {width: 390, height: 844}", "root: {background: systemGroupedBackground}",
             "components:", "  row:", "    params: {title: ~, detail: '', tint: '#007aff'}",
             "    root: {background: secondarySystemGroupedBackground}", "    views:",
             "      - {id: icon, background: \"$tint\", cornerRadius: 7}",
             "      - {id: title, type: label, text: \"$title\", font: body, color: label}",
             "      - {id: detail, type: label, text: \"$detail\", font: body, color: secondaryLabel}",
             "      - {id: chevron, type: label, text: \"›\", font: body, color: tertiaryLabel}",
             "      - {id: separator, background: separator}",
             "    constraints:",
             "      - root.height == 44",
             "      - icon.leading == root.leading + 16",
             "      - icon.width == 29", "      - icon.height == 29", "      - icon.centerY == root.centerY",
             "      - title.leading == icon.trailing + 12", "      - title.centerY == root.centerY",
             "      - detail.leading >= title.trailing + 8", "      - detail.firstBaseline == title.firstBaseline",
             "      - chevron.leading == detail.trailing + 8", "      - chevron.trailing == root.trailing - 16",
             "      - chevron.centerY == root.centerY",
             "      - separator.leading == title.leading", "      - separator.trailing == root.trailing",
             "      - separator.bottom == root.bottom", "      - separator.height == 1",
             "views:",
             "  - {id: heading, type: label, text: Settings, font: largeTitle, color: label}",
             "  - {id: scroll, type: scroll}",
             "  - {id: content, parent: scroll}"]
    arranged, items = [], []
    for row in range(rows):
        if row % rows_per_section == 0:
            header = f"header{row // rows_per_section}"
            arranged.append(header)
            items.append(f"  - {{id: {header}, type: label, parent: list, text: \"SECTION {row // rows_per_section + 1}\", "
                         "font: footnote, color: secondaryLabel}")
        title = TITLES[row % len(TITLES)]
        detail = DETAILS[row % len(DETAILS)]
        arranged.append(f"r{row}")
        items.append(f"  - {{id: r{row}, use: row, parent: list, with: {{title: \"{title}\", detail: \"{detail}\"}}}}")
    lines += ["  - id: list", "    type: stack", "    parent: content", "    axis: vertical", "    spacing: 1",
              "    arranged: [" + ", ".join(arranged) + "]"] + items
    lines += ["constraints:", "  - heading.leading == root.leading + 16", "  - heading.top == root.top + 52",
              "  - scroll.top == heading.bottom + 8", "  - \"H:|[scroll]|\"", "  - scroll.bottom == root.bottom",
              "  - content.edges == scroll.content.edges", "  - content.width == scroll.frame.width",
              "  - list.top == content.top", "  - list.leading == content.leading", "  - list.trailing == content.trailing",
              "  - content.bottom == list.bottom + 20"]
    return "\n".join(lines) + "\n"


def timed_run(cmd):
    started = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)} failed: {done.stderr}")
    return (time.perf_counter() - started) * 1000


class Preview:
    """A running `plumb preview` on one scene; every status line it prints is kept."""

    def __init__(self, binary, scene, extra):
        self.process = subprocess.Popen([binary, "preview", str(scene), "--port", "0"] + extra, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        self.lines = []
        for line in self.process.stdout:
            self.lines.append(line.rstrip())
            found = re.search(r"http://127\.0\.0\.1:\d+/", line)
            if found:
                self.base = found.group(0)
                return
        sys.exit("plumb preview printed no address:\n" + "\n".join(self.lines))

    def get(self, path):
        with urllib.request.urlopen(self.base + path.lstrip("/"), timeout=120) as response:
            return response.read()

    def timed_get(self, path):
        started = time.perf_counter()
        body = self.get(path)
        return (time.perf_counter() - started) * 1000, body

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def edit_latency(preview, scene, text, edit):
    """Milliseconds from writing edit number `edit` until the model request has a new version."""
    version = json.loads(preview.get("scene/0/model"))["version"]
    changed = text.replace('"Wi-Fi"', f'"Wi-Fi {edit}"')
    scene.write_text(changed)
    started = time.perf_counter()
    while True:
        data = json.loads(preview.get("scene/0/model"))
        if data["version"] != version and "busy" not in data:
            break
        if time.perf_counter() - started > 120:
            sys.exit("the edit never reached the model")
        time.sleep(0.005)
    return (time.perf_counter() - started) * 1000


def measure_preview(binary, scene, text, runs, extra):
    """Medians in ms for one server started with `extra` arguments: the published model, a model
    at a new size, a drag step and a saved edit."""
    preview = Preview(binary, scene, extra)
    try:
        preview.get("scene/0")
        cached = statistics.median(preview.timed_get("scene/0/model")[0] for _ in range(runs))
        sized = statistics.median(preview.timed_get(f"scene/0/model?width={360 + 3 * i}&height=844")[0]
                                  for i in range(runs))
        quick = statistics.median(preview.timed_get(f"scene/0/model?width={300 + 3 * i}&height=844&quick=1")[0]
                                  for i in range(runs))
        preview.get("scene/0/model")   # back to the file's own size
        edits = statistics.median(edit_latency(preview, scene, text, i) for i in range(runs))
    finally:
        preview.stop()
    scene.write_text(text)
    return cached, sized, quick, edits, next((line for line in preview.lines if "laid out" in line), "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plumb", default=str(ROOT / ".build/release/plumb"))
    parser.add_argument("--rows", type=int, default=40)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="plumb-preview-bench-"))
    scene = folder / "settings.yaml"
    text = settings_scene(args.rows)
    scene.write_text(text)
    layout = statistics.median(timed_run([args.plumb, "layout", str(scene)]) for _ in range(args.runs))
    rows = [("`plumb layout` (process)", layout)]
    for affecting in ("auto", "none"):
        inspect = statistics.median(timed_run([args.plumb, "inspect", str(scene), "--affecting", affecting,
                                               "-o", str(folder / "page.html")]) for _ in range(max(1, args.runs // 2)))
        cached, sized, quick, edits, first = measure_preview(args.plumb, scene, text, args.runs, ["--affecting", affecting])
        rows += [(f"`plumb inspect --affecting {affecting}` (process)", inspect),
                 (f"preview --affecting {affecting}: model request, published rendering", cached),
                 (f"preview --affecting {affecting}: model request at a new size (settled resize)", sized),
                 (f"preview --affecting {affecting}: resize drag step (quick=1)", quick),
                 (f"preview --affecting {affecting}: saved edit until the model has it", edits)]
    print(f"settings screen, {args.rows} rows ({first}), {args.plumb}, median of {args.runs}\n")
    print("| what | ms | × layout |\n|---|---:|---:|")
    for name, milliseconds in rows:
        print(f"| {name} | {milliseconds:.1f} | {milliseconds / layout:.2f} |")


if __name__ == "__main__":
    main()
