"""The render family: PlumbRender's PNG at 2× of a 1,000-view card grid, with every overlay and
without, against the same Cairo/Pango calls made directly; and text measurement through the
cache (plumb-render-bench; Benchmarks/WORKLOADS.md, *Render*)."""

from .cells import Cell
from .markdown import Section, Target, fmt_time, table
from .paths import log
from .procs import median, out_of_time, run_capped

PRODUCTS = ["plumb-render-bench"]
CAP = 120  # seconds per process: a run renders two 3,220 × 3,460 px PNGs per variant
RATIO_TARGET = 1.5
HIT_RATE_TARGET = 0.90
VARIANTS = ["overlays", "plain"]
PHASES = ["plumb", "direct", "direct_draw", "direct_encode", "record"]


def _cell(run, variant, phase):
    result = run.first("result", variant=variant, phase=phase)
    if result:
        return Cell(result["median_ms"], result["runs"])
    xs = [d[f"{phase}_ms"] for d in run.kind("run") if d.get("variant") == variant and f"{phase}_ms" in d]
    if xs:
        return Cell(median(xs), len(xs), note="cut short by the cap")
    return Cell(missing=f"not reached ({run.killed})" if run.killed else ("error" if run.error else "—"))


def _same_pixels(check):
    if check is None:
        return "not checked"
    if check.get("same_pixels"):
        return "yes (identical PNG bytes)" if check.get("identical_bytes") else "yes"
    if check.get("differing_pixels") is not None:
        return (f"**no**: {check['differing_pixels']:,} of {check['pixels']:,} pixels differ "
                f"(max channel Δ {check['max_channel_delta']})")
    return "**no** (could not compare)"


def run(args, tools):
    s = Section("Render: PNG at 2× of a 1,000-view scene, Plumb vs the same Cairo/Pango calls made directly")
    if out_of_time():
        s.targets.append(Target(f"render with every overlay: Plumb ÷ direct ≤ {RATIO_TARGET:g}", None, "not run (time budget)"))
        return s
    binary = tools.swift("plumb-render-bench")
    # A run renders each variant twice (Plumb, direct): give it room for a few runs even with --quick.
    base = [binary, "--n", "1000", "--budget", str(max(args.budget, 10))]
    # The text part takes well under a second a run, so it makes three times as many.
    text_run = run_capped(base + ["--runs", str(args.runs * 3), "--no-render"], cap=CAP)
    render_run = run_capped(base + ["--runs", str(args.runs), "--no-text"], cap=CAP)
    log(f"render: text {text_run.wall:.1f} s, render {render_run.wall:.1f} s")
    scene = render_run.first("scene")
    if scene:
        s.add(f"Scene: {scene['views']} views ({scene['cards']} cards × 5 + root), {scene['width_px']} × "
              f"{scene['height_px']} px; first `scene.layout()` with Pango measuring: {fmt_time(scene['layout_ms'])}.", "")
    s.add("Plumb = `Renderer(scale: 2, overlays: …).data(of: root, format: .png)` on the laid-out tree. Direct = the "
          "calls Plumb made through `GraphicsContext`, recorded once, replayed as plain `cairo_*` / Pango calls, then "
          "the same PNG encoding. Recording = Plumb drawing into a recording context, no Cairo: Plumb's own work.", "")
    rows, ratios = [], {}
    for variant in VARIANTS:
        c = {ph: _cell(render_run, variant, ph) for ph in PHASES}
        ratios[variant] = c["plumb"].ms / c["direct"].ms if c["plumb"].ms and c["direct"].ms else None
        rows.append(["all (`.all`)" if variant == "overlays" else "none"] + [c[ph].text() for ph in PHASES[:4]]
                    + [f"{ratios[variant]:.2f}" if ratios[variant] else "—", c["record"].text(),
                       _same_pixels(render_run.first("check", variant=variant)), c["plumb"].runs])
    s.add(*table(["overlays", "Plumb", "direct", "of which draw", "of which PNG encode", "Plumb ÷ direct",
                  "recording", "same pixels?", "runs"], rows, "lrrrrrrlr"), "")
    layers = render_run.kind("layer")
    if layers:
        s.add("Each overlay alone (one call into a recording context after the timed runs):", "")
        s.add(*table([d["layer"] for d in layers], [[fmt_time(d["ms"]) for d in layers]], "r" * len(layers)), "")
    tx = text_run.first("text")
    if tx:
        s.add(f"Text measurement: {tx['labels']:,} labels, {tx['uncached_count']:,} distinct strings, after `clearCache()`: "
              f"{fmt_time(tx['total_median_ms'])} ({tx['per_label_us']:.2f} µs a label), hit rate "
              f"{tx['hit_rate'] * 100:.1f} %; every label again, all cached: {fmt_time(tx['all_hits_median_ms'])} "
              f"({tx['runs']} runs).")
    r = ratios.get("overlays")
    s.targets.append(Target(f"render with every overlay: Plumb ÷ direct ≤ {RATIO_TARGET:g}", r <= RATIO_TARGET if r else None,
                            (f"{r:.2f}" if r else "not measured") + (f"; without overlays {ratios['plain']:.2f}" if ratios.get("plain") else "")))
    s.targets.append(Target(f"text measurement cache hit rate ≥ {HIT_RATE_TARGET * 100:g} %",
                            tx["hit_rate"] >= HIT_RATE_TARGET - 1e-12 if tx else None,
                            f"{tx['hit_rate'] * 100:.1f} %" if tx else "not measured"))
    for name, r in (("text", text_run), ("render", render_run)):
        if r.error or r.killed:
            s.notes.append(f"{name} process: {r.error or 'stopped by the ' + r.killed} after {r.wall:.0f} s")
    return s
