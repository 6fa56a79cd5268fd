#!/usr/bin/env python3
"""Runs the Plumb render benchmark (PNG at 2x of a 1,000-view card grid, with every overlay and
without, against the same Cairo/Pango calls made directly; and text measurement through the
cache), and prints a Markdown "Render" section.

    python3 Benchmarks/render.py [--quick] [--out FILE.md] [--scratch-path DIR]

Benchmarks/compare.py runs it after the layout benchmark (unless --no-render; --render-only runs
it alone), so Benchmarks/run.sh prints it too. Steps: builds plumb-render-bench
(Benchmarks/RenderBench) in release mode; runs its text-measurement part, then its render part,
each in a fresh process stopped at a time cap and at a memory cap. The workload is defined in
Benchmarks/WORKLOADS.md (*Render*).

Standard library only.
"""

import datetime
import json
import sys
import time
from pathlib import Path

import compare
from compare import OUT_DIR, fmt_time, log
import layout
from layout import Run, run_capped

RATIO_TARGET = 1.5
HIT_RATE_TARGET = 0.90
VARIANTS = ["overlays", "plain"]
PHASES = ["plumb", "direct", "direct_draw", "direct_encode", "record"]


def run_part(binary, part, args):
    """One fresh process: `text` (measurement) or `render`."""
    run = Run("plumb", args.render_n, part)
    # The text part takes well under a second a run, so it makes three times as many.
    runs = args.render_runs * (3 if part == "text" else 1)
    cmd = [str(binary), "--n", str(args.render_n), "--runs", str(runs),
           "--budget", str(args.budget), "--labels", str(args.labels), "--distinct", str(args.distinct),
           "--no-render" if part == "text" else "--no-text"]
    run.cmd = cmd
    return run_capped(run, cmd, args.render_cap, args.mem_cap)


def phase_median(run, variant, phase):
    """(median ms, runs, note): from the `result` line, else from the `run` lines seen before a cap."""
    if run is None:
        return None, 0, ""
    r = run.first("result", variant=variant, phase=phase)
    if r:
        return r["median_ms"], r["runs"], ""
    xs = sorted(d[f"{phase}_ms"] for d in run.kind("run") if d.get("variant") == variant and f"{phase}_ms" in d)
    if not xs:
        return None, 0, ""
    m = len(xs) // 2
    return (xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2), len(xs), "cut by the cap"


def missing(run):
    return layout.missing(run, with_lower_bound=False)


def verdict(ok):
    return "met" if ok else "**missed**"


def report(args, runs, plumb_cmd, started, elapsed):
    render, text = runs.get("render"), runs.get("text")
    L = []
    L.append("## Render: PNG at 2× of a 1,000-view scene, Plumb vs the same Cairo/Pango calls made directly")
    L.append("")
    L.append(f"Run {started:%Y-%m-%d %H:%M} UTC, took {elapsed / 60:.1f} min. Command: "
             f"`{' '.join(['python3', 'Benchmarks/' + Path(sys.argv[0]).name] + sys.argv[1:])}`")
    L.append("")
    L.append(f"- load average (1/5/15 min) at start: {args.load_start}; at end: {compare.loadavg()}")
    L.append(f"- Plumb build: `{' '.join(plumb_cmd)}` ({compare.sources_fingerprint()})")
    for r in (text, render):
        if r is not None and getattr(r, "cmd", None):
            L.append(f"- {r.variant} process: `{' '.join([Path(r.cmd[0]).name] + r.cmd[1:])}` "
                     f"({r.wall:.1f} s)")
    L.append(f"- each process: time cap {args.render_cap:g} s, memory cap {args.mem_cap:g} MB; no new run after "
             f"{args.budget:g} s; medians of the runs shown. This machine is shared and noisy.")
    scene = render.first("scene") if render else None
    if scene:
        L.append(f"- scene (Benchmarks/WORKLOADS.md, *Render*): {scene['views']} views ({scene['cards']} cards × 5 "
                 f"+ root), {scene['width_pt']:g} × {scene['height_pt']:g} pt = {scene['width_px']} × "
                 f"{scene['height_px']} px; first `scene.layout()` with Pango measuring: "
                 f"{fmt_time(scene['layout_ms'])}")
    for variant in VARIANTS:
        ops = render.first("ops", variant=variant) if render else None
        if ops:
            kinds = ", ".join(f"{k} {v}" for k, v in ops.items()
                              if k not in ("bench", "kind", "variant", "total"))
            L.append(f"- GraphicsContext calls per render, {variant}: {ops['total']} ({kinds})")
    L.append("")
    L.append("Plumb = `Renderer(scale: 2, overlays: …).data(of: root, format: .png)` on the laid-out tree "
             "(drawing + overlays + PNG encoding). Direct = the calls Plumb made through `GraphicsContext`, "
             "recorded once, replayed as plain `cairo_*` / Pango calls on a 2× image surface (same pinned "
             "DejaVu fonts and context options), then the same PNG encoding to memory. *Recording* = Plumb "
             "drawing the tree (and computing the overlays) into a recording context, no Cairo at all: "
             "Plumb's own work.")
    L.append("")
    L.append("| overlays | Plumb | direct | of which draw | of which PNG encode | Plumb ÷ direct | "
             "recording (Plumb alone, no Cairo) | same pixels? | runs |")
    L.append("|---|---:|---:|---:|---:|---:|---:|---|---:|")
    ratios, notes = {}, []
    for variant in VARIANTS:
        cells = {ph: phase_median(render, variant, ph) for ph in PHASES}
        p, d = cells["plumb"][0], cells["direct"][0]
        ratio = p / d if p is not None and d else None
        ratios[variant] = ratio
        check = render.first("check", variant=variant) if render else None
        if check is None:
            same = "not checked"
        elif check.get("identical"):
            same = "yes (identical PNG bytes)"
        elif check.get("differing_pixels") is not None:
            same = (f"**no**: {check['differing_pixels']:,} of {check['pixels']:,} pixels differ "
                    f"(max channel Δ {check['max_channel_delta']})")
        else:
            same = "**no** (could not compare)"
        t = lambda ph: fmt_time(cells[ph][0]) if cells[ph][0] is not None else missing(render)
        label = "all (`.all`)" if variant == "overlays" else "none"
        L.append(f"| {label} | {t('plumb')} | {t('direct')} | {t('direct_draw')} | {t('direct_encode')} | "
                 f"{f'{ratio:.2f}' if ratio else '—'} | {t('record')} | {same} | {cells['plumb'][1]} |")
        for ph, (_, _, note) in cells.items():
            if note:
                notes.append(f"{variant} {ph}: {note}")
    L.append("")

    layers = render.kind("layer") if render else []
    if layers:
        L.append("Each overlay alone: `Overlays.draw(layer, over: root, in: recordingContext, measurer: "
                 "PangoTextMeasurer.shared)`, one call after the timed runs, no Cairo. Each includes the fixed "
                 "costs that `.all` pays once (walking the tree, placing labels, the legend); `constraints` "
                 "colours each constraint by its items' ambiguity, so it runs the ambiguity queries too.")
        L.append("")
        L.append("| " + " | ".join(d["layer"] for d in layers) + " |")
        L.append("|" + "---:|" * len(layers))
        L.append("| " + " | ".join(fmt_time(d["ms"]) for d in layers) + " |")
        L.append("")

    # Text measurement.
    tx = text.first("text") if text else None
    L.append(f"### Text measurement: {args.labels:,} labels, {args.distinct:,} distinct strings, "
             "`PangoTextMeasurer.shared` after `clearCache()`")
    L.append("")
    L.append("Each label measures as `Label` does (`intrinsicContentSize` → `TextMeasureRequest(text:font:"
             "maxWidth:lines:)` → the default measurer); fresh labels every run, made outside the timed region.")
    L.append("")
    L.append("| labels | total | per label | hit rate (hits / misses) | the distinct strings uncached | "
             "per uncached measurement | every label again, all cached | runs |")
    L.append("|---:|---:|---:|---:|---:|---:|---:|---:|")
    if tx:
        L.append(f"| {tx['labels']:,} | {fmt_time(tx['total_median_ms'])} | {tx['per_label_us']:.2f} µs | "
                 f"{tx['hit_rate'] * 100:.1f} % ({tx['hits']:,} / {tx['misses']:,}) | "
                 f"{fmt_time(tx['uncached_median_ms'])} ({tx['uncached_count']:,}) | "
                 f"{tx['uncached_per_label_us']:.1f} µs | {fmt_time(tx['all_hits_median_ms'])} | {tx['runs']} |")
    else:
        L.append(f"| {args.labels:,} | {missing(text)} | — | — | — | — | — | 0 |")
    L.append("")

    # Targets.
    L.append("### Targets")
    L.append("")
    L.append("| target | result |")
    L.append("|---|---|")
    r = ratios.get("overlays")
    check = render.first("check", variant="overlays") if render else None
    honest = "" if not check or check.get("identical") else " (the two images differ; see above)"
    L.append(f"| render with every overlay: Plumb ÷ direct ≤ {RATIO_TARGET} | "
             + (f"{verdict(r <= RATIO_TARGET)}: {r:.2f}{honest}" if r else "**missed** (not measured)")
             + (f"; without overlays {ratios['plain']:.2f}" if ratios.get("plain") else "") + " |")
    if tx:
        L.append(f"| text measurement cache hit rate ≥ {HIT_RATE_TARGET * 100:g} % | "
                 f"{verdict(tx['hit_rate'] >= HIT_RATE_TARGET - 1e-12)}: {tx['hit_rate'] * 100:.1f} % |")
    else:
        L.append(f"| text measurement cache hit rate ≥ {HIT_RATE_TARGET * 100:g} % | **missed** (not measured) |")
    for key, run in runs.items():
        if run.error:
            notes.append(f"{key} process: {run.error}")
        elif run.killed:
            notes.append(f"{key} process: stopped by the {run.killed} after {run.wall:.0f} s"
                         + (f" (VmHWM {run.max_rss_mb:.0f} MB)" if run.max_rss_mb else ""))
    L += compare.notes_lines(notes)
    return "\n".join(L) + "\n"


def add_arguments(ap, standalone):
    """The render options; with `standalone`, also those compare.py already has."""
    if standalone:
        ap.add_argument("--quick", action="store_true", help="3 runs instead of 5")
        ap.add_argument("--out", metavar="FILE.md", help="also write the Markdown report to FILE.md")
        ap.add_argument("--runs", type=int, help="runs per measurement (default 5; 3 with --quick)")
        ap.add_argument("--budget", type=float, default=40, help="seconds after which a process starts no new run (40)")
        ap.add_argument("--scratch-path", help="SwiftPM scratch path for the release build")
        ap.add_argument("--mem-cap", type=float, default=4096, help="MB of resident memory at which a process is killed (4096)")
    ap.add_argument("--render-n", type=int, default=1000, help="views in the render benchmark's scene (1000)")
    ap.add_argument("--render-cap", type=float, default=120,
                    help="seconds before a render-benchmark process is killed (120)")
    ap.add_argument("--labels", type=int, default=10000, help="labels in the text-measurement benchmark (10000)")
    ap.add_argument("--distinct", type=int, default=1000, help="distinct strings among them (1000)")


def run(args):
    """Builds, runs the text and render parts, and returns the Markdown report."""
    args.render_runs = args.runs or (3 if args.quick else 5)
    started = datetime.datetime.now(datetime.timezone.utc)
    args.load_start = compare.loadavg()
    t0 = time.monotonic()
    binary, cmd = compare.build_plumb(product="plumb-render-bench", scratch_path=args.scratch_path)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    runs, raw = {}, []
    for part in ("text", "render"):
        r = run_part(binary, part, args)
        runs[part] = r
        raw += r.lines
        if part == "text":
            tx = r.first("text")
            summary = (f"{fmt_time(tx['total_median_ms'])} for {tx['labels']} labels, hit rate "
                       f"{tx['hit_rate'] * 100:.1f} %" if tx else missing(r))
        else:
            summary = ", ".join(f"{v}: Plumb {fmt_time(phase_median(r, v, 'plumb')[0]) if phase_median(r, v, 'plumb')[0] else '—'}"
                                f" / direct {fmt_time(phase_median(r, v, 'direct')[0]) if phase_median(r, v, 'direct')[0] else '—'}"
                                for v in VARIANTS)
        log(f"render {part:6} {r.wall:6.1f} s  {summary}"
            f"{'  [' + r.killed.upper() + ']' if r.killed else ''}{'  [ERROR] ' + r.error if r.error else ''}")
    (OUT_DIR / "last-render-run.jsonl").write_text("".join(json.dumps(d) + "\n" for d in raw))
    return report(args, runs, cmd, started, time.monotonic() - t0)


def main():
    compare.standalone_main(__doc__, add_arguments, run)


if __name__ == "__main__":
    main()
