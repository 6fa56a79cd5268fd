#!/usr/bin/env python3
"""Measures Plumb against Interface Builder on real documents.

For every .xib and .storyboard under the folders given (every view controller of a
storyboard, every top-level view of a XIB), runs `plumb layout --json --scene ID` and compares
each view's solved frame with the frame the document saved. A view matches within 0.5 pt when
its size doesn't depend on text, within 4 pt when it does (Linux's fonts are not Apple's).
Views the document itself marks misplaced="YES" are counted apart: IB knew they would move.

    python3 scripts/ib-measure.py [--plumb .build/debug/plumb] [--details] FOLDER...

Prints a Markdown table, one row per document, and a total. Never writes into the folders.
"""
import argparse, json, os, subprocess, sys
import xml.etree.ElementTree as ET

TEXT_TYPES = {"label", "button", "textField"}


def scenes(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return [None]
    if path.endswith(".storyboard"):
        ids = []
        for scene in root.iter("scene"):
            for objects in scene.iter("objects"):
                for child in objects:
                    if child.tag.endswith("Controller") and any(c.get("key") == "view" for c in child):
                        ids.append(child.get("id"))
        return ids or [None]
    objects = root.find("objects")
    tops = [c.get("id") for c in (objects if objects is not None else []) if c.tag != "placeholder" and c.find("rect") is not None]
    return tops or [None]


def text_ids(path):
    """Ids of views whose frame depends on text: text views and views that contain one."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return set()
    result = set()

    def walk(element):
        has = element.tag in TEXT_TYPES
        for child in element:
            if walk(child):
                has = True
        if has and element.get("id"):
            result.add(element.get("id"))
        return has

    walk(root)
    return result


def measure(plumb, path, scene, details):
    command = [plumb, "layout", "--json", path] + (["--scene", scene] if scene else [])
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode == 2 or not run.stdout.strip():
        first = (run.stderr.strip().splitlines() or ["?"])[0]
        return {"loaded": False, "error": first}
    data = json.loads(run.stdout)
    texts = text_ids(path)
    counts = {"loaded": True, "views": 0, "match": 0, "text": 0, "textMatch": 0, "misplaced": 0,
              "warnings": sum(1 for line in run.stderr.splitlines() if ": warning:" in line),
              "ambiguous": len(data.get("ambiguous", [])), "unsatisfiable": len(data.get("unsatisfiable", [])), "misses": []}
    root_id = next(iter(data["views"]), None)
    for vid, view in data["views"].items():
        saved = view.get("savedFrame")
        if vid == root_id or saved is None:
            continue
        if view.get("misplacedInDocument"):
            counts["misplaced"] += 1
            continue
        frame = view["frame"]
        diff = max(abs(frame[k] - saved[k]) for k in ("x", "y", "width", "height"))
        if vid in texts:
            counts["text"] += 1
            ok = diff <= 4
            counts["textMatch"] += ok
        else:
            counts["views"] += 1
            ok = diff <= 0.5
            counts["match"] += ok
        if not ok:
            counts["misses"].append((vid, view.get("label"), saved, frame))
    return counts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--plumb", default=".build/debug/plumb")
    parser.add_argument("--details", action="store_true")
    parser.add_argument("folders", nargs="+")
    args = parser.parse_args()
    files = sorted(os.path.join(d, f) for folder in args.folders for d, _, fs in os.walk(folder) for f in fs
                   if f.endswith((".xib", ".storyboard")))
    total = {"docs": 0, "loaded": 0, "scenes": 0, "views": 0, "match": 0, "text": 0, "textMatch": 0, "misplaced": 0}
    print("| document | scenes loaded | views (no text) matching ±0.5 pt | views with text matching ±4 pt | marked misplaced | warnings | ambiguous | unsatisfiable |")
    print("|---|---|---|---|---|---|---|---|")
    for path in files:
        total["docs"] += 1
        rows = [measure(args.plumb, path, scene, args.details) for scene in scenes(path)]
        loaded = [r for r in rows if r["loaded"]]
        total["scenes"] += len(rows)
        total["loaded"] += len(loaded)
        s = lambda key: sum(r[key] for r in loaded)
        for key in ("views", "match", "text", "textMatch", "misplaced"):
            total[key] += s(key)
        name = os.path.relpath(path)
        error = next((r["error"] for r in rows if not r["loaded"]), "")
        print(f"| {name} | {len(loaded)}/{len(rows)} | {s('match')}/{s('views')} | {s('textMatch')}/{s('text')} | {s('misplaced')} | "
              f"{s('warnings')} | {s('ambiguous')} | {s('unsatisfiable')} |" + (f" {error}" if error and args.details else ""))
        if args.details:
            for r in loaded:
                for vid, label, saved, frame in r["misses"]:
                    print(f"  miss {vid} {label or ''}: saved {saved} solved {frame}", file=sys.stderr)
    print(f"| **total: {total['docs']} documents** | {total['loaded']}/{total['scenes']} | {total['match']}/{total['views']} | "
          f"{total['textMatch']}/{total['text']} | {total['misplaced']} | | | |")


if __name__ == "__main__":
    main()
