#!/usr/bin/env python3
"""Runs the Plumb layout benchmark (full layout, one constant change, peak memory) and kiwi on
the same constraints, and prints a Markdown report.

    python3 Benchmarks/layout.py [--quick] [--out FILE.md] [--scratch-path DIR]

Benchmarks/compare.py runs it after the solver benchmark (unless --no-layout), so
Benchmarks/run.sh prints both. Steps: builds plumb-layout-bench (Benchmarks/LayoutBench) in
release mode and the kiwi driver (as compare.py does); for each N, runs Plumb's standard
variant, then its `live` diagnostic variant, each in a fresh process; then kiwi on the engine
constraints the Plumb run exported. Every process is stopped at a time cap and at a memory cap
(its resident set, polled). The workload is defined in Benchmarks/WORKLOADS.md (*Layout*).
Then it writes the per-view times to performance-chart.json and draws them with plumb-chart
(Benchmarks/Chart, a Plumb scene rendered by PlumbRender) into performance-chart.png and .svg,
beside the --out report (or at --chart PATH); the report embeds the PNG.

Standard library only.
"""

import datetime
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import compare
from compare import OUT_DIR, ROOT, fmt_time, log

VARIANTS = ["standard", "live"]
SCALING_TARGET = 1.5
CHANGE_TARGET = 0.01
MEMORY_TARGET_MB = 150.0


# ------------------------------------------------------------------------------------------
# Running one capped process


def proc_status_mb(pid, field):
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


class Run:
    """One driver process: its JSON lines and how it ended."""

    def __init__(self, who, n, variant):
        self.who, self.n, self.variant = who, n, variant
        self.lines = []
        self.wall = 0.0
        self.killed = None  # "time cap" / "memory cap"
        self.error = None
        self.max_rss_mb = None  # highest VmHWM polled while it ran
        self.skipped = None

    def kind(self, kind):
        return [d for d in self.lines if d.get("kind") == kind]

    def first(self, kind, **match):
        for d in self.lines:
            if d.get("kind") == kind and all(d.get(k) == v for k, v in match.items()):
                return d
        return None

    def result(self, phase):
        return self.first("result", phase=phase)

    def median(self, phase):
        r = self.result(phase)
        return r["median_ms"] if r else None

    @property
    def views(self):
        for d in self.lines:
            if "views" in d:
                return d["views"]
        return None


def run_capped(run, cmd, cap, mem_cap_mb):
    """Runs cmd, collecting its stdout's JSON lines into `run`; kills it at `cap` seconds or
    once its resident set passes `mem_cap_mb`."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    err = []

    def read_out():
        for line in p.stdout:
            try:
                run.lines.append(json.loads(line))
            except ValueError:
                pass

    def read_err():
        err.append(p.stderr.read())

    readers = [threading.Thread(target=read_out), threading.Thread(target=read_err)]
    for t in readers:
        t.start()
    while p.poll() is None:
        hwm, rss = proc_status_mb(p.pid, "VmHWM"), proc_status_mb(p.pid, "VmRSS")
        if hwm is not None:
            run.max_rss_mb = max(run.max_rss_mb or 0, hwm)
        if time.monotonic() - t0 > cap:
            run.killed = "time cap"
        elif rss is not None and rss > mem_cap_mb:
            run.killed = "memory cap"
        if run.killed:
            p.kill()
            break
        time.sleep(0.1)
    p.wait()
    for t in readers:
        t.join()
    run.wall = time.monotonic() - t0
    if p.returncode != 0 and not run.killed:
        run.error = f"exit {p.returncode}: {''.join(err).strip()[-500:]}"
    return run


def run_plumb(binary, n, variant, args):
    run = Run("plumb", n, variant)
    cmd = [str(binary), "--n", str(n), "--variant", variant, "--runs", str(args.runs),
           "--changes", str(args.changes), "--budget", str(args.budget), "--export-dir", str(OUT_DIR)]
    return run_capped(run, cmd, args.cap, args.mem_cap)


def run_kiwi(binary, n, sources, args):
    """kiwi on the constraints the first of `sources` (Plumb runs) that got that far exported.
    Both variants export the same constraints in the same order (only the ids differ)."""
    source = next((s for s in sources if s.first("export") and s.first("export").get("file")), None)
    run = Run("kiwi", n, source.variant if source else None)
    if source is None:
        run.skipped = "no Plumb run exported its constraints"
        return run
    export = source.first("export")
    values = OUT_DIR / f"values-kiwi-layout-{n}.json"
    if values.exists():
        values.unlink()
    cmd = [str(binary), "--workload", "layout", "--n", str(n), "--constraints", export["file"],
           "--change", f"{export['change_index']}:{export['from']!r}:{export['to']!r}",
           "--runs", str(args.runs), "--changes", str(args.changes), "--budget", str(args.budget),
           "--values", str(values)]
    run_capped(run, cmd, args.cap, args.mem_cap)
    run.values_file = values
    return run


# ------------------------------------------------------------------------------------------
# Cross-check


def exported_values(path):
    """(name, value) per `v` line of an engine export, in file order."""
    out = []
    for line in Path(path).read_text().splitlines():
        if line.startswith("v "):
            f = line.split(" ", 3)
            out.append((f[3] if len(f) > 3 else "", float(f[2])))
    return out


def cross_check(plumb, kiwi):
    """Rows (phase, max |Δ| over the rows' frame variables, over every variable)."""
    rows = []
    try:
        kv = json.loads(kiwi.values_file.read_text())["phases"]
    except (AttributeError, OSError, ValueError, KeyError):
        return [("—", "not compared (kiwi wrote no values)", "")]
    for phase, kind in (("build", "export"), ("change", "export_changed")):
        e = plumb.first(kind)
        if not e or not e.get("file") or phase not in kv:
            rows.append((phase, "not compared (a side did not get there)", ""))
            continue
        pv = exported_values(e["file"])
        if len(pv) != len(kv[phase]):
            rows.append((phase, "not compared (different variable counts)", ""))
            continue
        d_rows = max((abs(v - k) for (name, v), k in zip(pv, kv[phase]) if name.startswith("row")), default=0.0)
        d_all = max((abs(v - k) for (name, v), k in zip(pv, kv[phase])), default=0.0)
        rows.append((phase, f"{d_rows:.3g}", f"{d_all:.3g}"))
    return rows


# ------------------------------------------------------------------------------------------
# Report


def lower_bound_ms(run):
    """For a run stopped before its first full layout ended: how long that layout had run."""
    if run.first("warmup") or not run.killed:
        return None
    start = run.first("warmup_start")
    return max(0.0, run.wall * 1000 - (start["t_ms"] if start else 0) - 100)


def full_text(run):
    m = run.median("full") if run else None
    if m is not None:
        return fmt_time(m)
    return missing(run)


def missing(run, with_lower_bound=True):
    """A table cell for a run that gave no figure: why, and for a capped solve its lower bound."""
    if run is None:
        return "not run"
    if run.skipped:
        return f"not run ({run.skipped})"
    if run.error:
        return "error"
    lb = lower_bound_ms(run) if with_lower_bound else None
    if lb is not None:
        return f"> {fmt_time(lb)} ({run.killed})"
    if run.killed:
        return f"not reached ({run.killed})"
    return "—"


def per_view_us(run):
    m = run.median("full") if run else None
    return m * 1000 / run.views if m is not None and run.views else None


def first_change_ms(run, kind="first_change", phase=None):
    d = run.first(kind, **({"phase": phase} if phase else {})) if run else None
    return d["ms"] if d else None


def peak_text(run):
    d = run.first("memory") if run else None
    if d and d.get("peak_mb") is not None:
        return f"{d['peak_mb']:.0f}"
    if run and run.killed and run.max_rss_mb:
        return f"> {run.max_rss_mb:.0f} ({run.killed})"
    return "—"


def ratio(a, b):
    return f"{a / b:.2f}" if a is not None and b else "—"


def change_cell(run, phase, first_kind, first_phase=None):
    """`median (first: X)`; a missing median after a first change that ran is explained."""
    m = run.median(phase) if run else None
    f = first_change_ms(run, first_kind, first_phase)
    text = fmt_time(m) if m is not None else ("not reached" + (f" ({run.killed})" if run and run.killed else ""))
    if f is not None:
        text += f" (first: {fmt_time(f)})"
    elif first_kind == "first_change" and first_lower_bound_ms(run) is not None:
        text = f"first change > {fmt_time(first_lower_bound_ms(run))} ({run.killed})"
    return text


def first_lower_bound_ms(run):
    """For a Plumb run stopped during its first constant change: how long that change had run."""
    start = run.first("first_change_start") if run else None
    if not start or run.first("first_change") or not run.killed:
        return None
    return max(0.0, run.wall * 1000 - start["t_ms"] - 100)


def report(args, results, ns, plumb_cmd, started, elapsed):
    L = []
    L.append("## Layout: Plumb full layout and constant change vs kiwi")
    L.append("")
    L.append(f"Run {started:%Y-%m-%d %H:%M} UTC, took {elapsed / 60:.1f} min. Command: "
             f"`{' '.join(['python3', 'Benchmarks/' + Path(sys.argv[0]).name] + sys.argv[1:])}`")
    L.append("")
    L.append(f"- load average (1/5/15 min) at start: {args.load_start}; at end: {compare.loadavg()}")
    L.append(f"- Plumb build: `{' '.join(plumb_cmd)}` ({compare.sources_fingerprint()})")
    L.append(f"- each process: time cap {args.cap:g} s, memory cap {args.mem_cap:g} MB (resident set, "
             f"polled every 0.1 s); no new run after {args.budget:g} s; {args.runs} full layouts, "
             f"{args.changes} constant changes. Medians; this machine is shared and noisy.")
    L.append("- workload: Benchmarks/WORKLOADS.md, *Layout*. µs/view = full layout ÷ views. "
             "Peak = VmHWM right after the first full layout, in a fresh process.")
    L.append("")

    base = {v: per_view_us(results.get(("plumb", v, min(ns)))) for v in VARIANTS}
    for variant in VARIANTS:
        title = ("Standard (the targets): build the tree, activate, first `layoutIfNeeded()`"
                 if variant == "standard" else
                 "Diagnostic `live` variant: the engine exists before the sections join the tree "
                 "(same constraints, added in smaller batches)")
        solver_phase = "solver_full_split"  # the engine adds in two batches, as this does
        L.append(f"### {title}")
        L.append("")
        L.append(f"| N | views | full layout | µs/view | ÷ N={min(ns)} | local change | local ÷ full "
                 f"| chain constant change (first) | change ÷ full "
                 f"| peak MB | Plumb solver alone (2 batches, as the engine) | kiwi full solve "
                 "| Plumb solver ÷ kiwi | Plumb full layout ÷ kiwi |")
        L.append("|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|")
        for n in ns:
            p = results.get(("plumb", variant, n))
            k = results.get(("kiwi", n))
            full = p.median("full") if p else None
            pv = per_view_us(p)
            ch = p.median("change") if p else None
            lc = p.median("local_change") if p else None
            sol = p.median(solver_phase) if p else None
            kf = k.median("full") if k else None
            L.append(f"| {n} | {p.views if p and p.views else '—'} | {full_text(p)} | "
                     f"{f'{pv:.1f}' if pv is not None else '—'} | {ratio(pv, base[variant])} | "
                     f"{fmt_time(lc) if lc is not None else missing(p)} | "
                     f"{f'{lc / full * 100:.2f} %' if lc is not None and full else '—'} | "
                     f"{change_cell(p, 'change', 'first_change')} | "
                     f"{f'{ch / full * 100:.2f} %' if ch is not None and full else '—'} | {peak_text(p)} | "
                     f"{fmt_time(sol) if sol is not None else missing(p)} | "
                     f"{fmt_time(kf) if kf is not None else missing(k)} | {ratio(sol, kf)} | {ratio(full, kf)} |")
        L.append("")

    # Phases of the standard full layout.
    L.append("### Where the standard full layout's time goes (medians, ms)")
    L.append("")
    L.append("| N | tree | activate | `layoutIfNeeded()` | of which: engine creation + solve | layout pass "
             "| solver alone, 1 batch (`--one-batch` only) | solver alone, 2 batches | tableau terms (1 batch / 2 batches) | longest row |")
    L.append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n in ns:
        p = results.get(("plumb", "standard", n))
        if not p:
            continue
        ph = p.first("phases") or {}
        st = {d["split"]: d for d in p.kind("solver_stats")}
        cell = lambda x: fmt_time(x) if x is not None else "—"
        terms = " / ".join(str(st[s]["terms"]) if s in st else "—" for s in (False, True))
        longest = " / ".join(str(st[s]["longest_row"]) if s in st else "—" for s in (False, True))
        L.append(f"| {n} | {cell(p.median('tree'))} | {cell(p.median('activate'))} | {cell(p.median('layout'))} | "
                 f"{cell(ph.get('engine_ms'))} | {cell(ph.get('pass_ms'))} | {cell(p.median('solver_full'))} | "
                 f"{cell(p.median('solver_full_split'))} | {terms} | {longest} |")
    L.append("")

    # Constant change, three ways.
    L.append("### One constant change: median of the timed repetitions (the first change after the build)")
    L.append("")
    L.append("Plumb engine = `constant = …` + `layoutIfNeeded()`; Plumb solver alone = `setConstant` + read "
             "every value; kiwi = remove the constraint, add it with the new constant, update, read every value.")
    L.append("")
    L.append("| N | variant | Plumb engine | Plumb solver alone | kiwi (same constraints for both variants) |")
    L.append("|---:|---|---|---|---|")
    for n in ns:
        for variant in VARIANTS:
            p = results.get(("plumb", variant, n))
            k = results.get(("kiwi", n)) if variant == "standard" else None
            if not p:
                continue
            sp = "solver_change_split"
            L.append(f"| {n} | {variant} | {change_cell(p, 'change', 'first_change')} | "
                     f"{change_cell(p, sp, 'solver_first_change', sp)} | "
                     f"{change_cell(k, 'change', 'warmup', 'change') if k and not k.skipped else ('″' if variant != 'standard' else missing(k))} |")
    L.append("")

    # Targets.
    L.append("### Targets (standard variant)")
    L.append("")
    lo, hi = min(ns), max(ns)
    ps = {n: results.get(("plumb", "standard", n)) for n in ns}
    verdict = lambda ok: "met" if ok else "**missed**"
    a, b = per_view_us(ps[lo]), per_view_us(ps[hi])
    if a and b:
        t1 = f"{verdict(b / a <= SCALING_TARGET)}: {b / a:.2f}"
    else:
        lb = lower_bound_ms(ps[hi]) if ps[hi] else None
        t1 = (f"**missed**: > {lb * 1000 / ps[hi].views / a:.0f}× (N={hi} stopped by the {ps[hi].killed})"
              if a and lb and ps[hi].views else "**missed** (not measured)")
    L.append(f"| target | result |")
    L.append("|---|---|")
    L.append(f"| µs/view at N={hi} ≤ {SCALING_TARGET}× N={lo} | {t1} |")
    p = ps[hi]
    full, ch, first = (p.median("full"), p.median("change"), first_change_ms(p)) if p else (None, None, None)
    lc = p.median("local_change") if p else None
    local = (f"local change (label–field gap): {verdict(lc / full <= CHANGE_TARGET)}, median {lc / full * 100:.2f} %; "
             if full and lc is not None else "")
    if full and ch is not None:
        t2 = local + f"chain change (row spacing): {verdict(ch / full <= CHANGE_TARGET)}, median {ch / full * 100:.2f} %"
        if first is not None:
            t2 += f"; the first change after the build took {fmt_time(first)}, {first / full * 100:.2f} %"
    else:
        t2 = local + "chain change (row spacing): **missed** (not measured: " + (f"stopped by the {p.killed}" if p and p.killed else "no full layout") + ")"
    live = results.get(("plumb", "live", hi))
    if live and first_lower_bound_ms(live) is not None and live.median("full"):
        t2 += (f"; in the `live` variant (full layout {fmt_time(live.median('full'))}) the first change ran "
               f"> {fmt_time(first_lower_bound_ms(live))} before the {live.killed} stopped it")
    L.append(f"| constant change at N={hi} ≤ {CHANGE_TARGET * 100:g} % of full layout | {t2} |")
    mem = p.first("memory") if p else None
    if mem and mem.get("peak_mb") is not None:
        t3 = f"{verdict(mem['peak_mb'] <= MEMORY_TARGET_MB)}: {mem['peak_mb']:.0f} MB"
    elif p and p.killed and p.max_rss_mb:
        t3 = f"**missed**: > {p.max_rss_mb:.0f} MB when stopped by the {p.killed}"
    else:
        t3 = "**missed** (not measured)"
    lm = live.first("memory") if live else None
    if lm and lm.get("peak_mb") is not None:
        t3 += f"; `live` variant: {lm['peak_mb']:.0f} MB after the full layout"
        fc = live.first("first_change")
        if fc and fc.get("peak_mb") is not None:
            t3 += f", process peak {fc['peak_mb']:.0f} MB after the first change"
        elif first_lower_bound_ms(live) is not None and live.max_rss_mb:
            t3 += f", > {live.max_rss_mb:.0f} MB during the first change"
    L.append(f"| peak memory at N={hi} ≤ {MEMORY_TARGET_MB:g} MB | {t3} |")
    if hi != 10000:
        L.append("")
        L.append(f"(This run's largest N is {hi}; the targets are defined for N = 10,000.)")
    L.append("")

    # Cross-check.
    L.append("### Cross-check: kiwi's values vs Plumb's engine on the same constraints (max |Δ|)")
    L.append("")
    L.append("kiwi solves the constraints one Plumb run exported; both variants export the same constraints "
             "in the same order, so kiwi's values are compared with each variant's engine values, variable by "
             "variable. Row frames: the `rowK.minX/minY/width/height` variables.")
    L.append("")
    L.append("| N | Plumb variant | after | row frames | every variable |")
    L.append("|---:|---|---|---:|---:|")
    for n in ns:
        k = results.get(("kiwi", n))
        for variant in VARIANTS:
            p = results.get(("plumb", variant, n))
            if not p or not k or k.skipped:
                continue
            for row in cross_check(p, k):
                L.append(f"| {n} | {variant} | {row[0]} | {row[1]} | {row[2]} |")
    notes = []
    for key, r in sorted(results.items(), key=lambda kv: (kv[0][-1], kv[0][0])):
        if r.error:
            notes.append(f"{r.who} {r.variant} N={r.n}: {r.error}")
        elif r.killed:
            notes.append(f"{r.who} {r.variant} N={r.n}: stopped by the {r.killed} after {r.wall:.0f} s"
                         + (f" (VmHWM {r.max_rss_mb:.0f} MB)" if r.max_rss_mb else ""))
        for c in r.kind("check"):
            if c.get("max_delta", 0) > 1e-6:
                notes.append(f"{r.who} {r.variant} N={r.n}: {c['what']}: {c['max_delta']}")
    L += compare.notes_lines(notes)
    return "\n".join(L) + "\n"


# ------------------------------------------------------------------------------------------
# Chart


def chart_path(args):
    """Where the chart's PNG goes: --chart, else beside the --out report, else Benchmarks/out/."""
    if getattr(args, "chart", None):
        return Path(args.chart).resolve()
    if getattr(args, "out", None):
        return Path(args.out).resolve().parent / "performance-chart.png"
    return OUT_DIR / "performance-chart.png"


def chart_data(args, results, ns, started):
    """The chart's input: per N, Plumb's full layout and kiwi's full solve in µs per view (a lower
    bound, with a marker, for a process its cap stopped)."""
    plumb_points, kiwi_points = [], []
    for n in ns:
        p, k = results.get(("plumb", "standard", n)), results.get(("kiwi", n))
        views = p.views if p and p.views else None
        if not views:
            continue
        pv = per_view_us(p)
        if pv is not None:
            plumb_points.append({"n": n, "views": views, "us_per_view": pv})
        elif lower_bound_ms(p) is not None:
            plumb_points.append({"n": n, "views": views, "at_least_us_per_view": lower_bound_ms(p) * 1000 / views,
                                 "marker": f"> {args.cap:g} s ({p.killed})"})
        kf = k.median("full") if k else None
        if kf is not None:
            kiwi_points.append({"n": n, "views": views, "us_per_view": kf * 1000 / views})
        elif k is not None and lower_bound_ms(k) is not None:
            lb = lower_bound_ms(k)
            marker = f"> {args.cap:g} s" if k.killed == "time cap" else f"> {fmt_time(lb)} ({k.killed})"
            kiwi_points.append({"n": n, "views": views, "at_least_us_per_view": lb * 1000 / views, "marker": marker})
    head = compare.run_text(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"]) or "no commit"
    capped = [pt for pt in plumb_points + kiwi_points if "at_least_us_per_view" in pt]
    note = None
    if capped:
        note = ("A pale bar is a process stopped by its cap: it ends at the lower bound, the time the solve "
                f"had run (about {args.cap:g} s for the time cap) ÷ views.")
    return {
        "title": "Full layout time per view: Plumb vs kiwi",
        "subtitle": (f"Form benchmark (Benchmarks/WORKLOADS.md, Layout), standard variant. Lower is better; "
                     f"medians of {args.runs} runs. {started:%Y-%m-%d %H:%M} UTC, commit {head}."),
        "y_label": "µs per view (log scale)",
        "note": note,
        "series": [
            {"name": "Plumb: full layout", "color": "#007aff", "points": plumb_points},
            {"name": "kiwi: solve of the same constraints", "color": "#ff9500", "points": kiwi_points},
        ],
    }


def draw_chart(args, results, ns, started):
    """Writes the chart's JSON and draws it with plumb-chart; returns the report's lines."""
    png = chart_path(args)
    png.parent.mkdir(parents=True, exist_ok=True)
    data = chart_data(args, results, ns, started)
    if not data["series"][0]["points"]:
        return ["(No chart: Plumb measured no full layout.)"]
    source = png.with_suffix(".json")
    source.write_text(json.dumps(data, indent=1) + "\n")
    binary, _ = compare.build_plumb(product="plumb-chart", scratch_path=args.scratch_path)
    svg = png.with_suffix(".svg")
    cmd = [str(binary), "--input", str(source), "--png", str(png), "--svg", str(svg)]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return [f"(No chart: `plumb-chart` did not finish in 60 s.)"]
    if p.stderr.strip():
        log(p.stderr.strip())
    if p.returncode != 0 or not png.exists():
        return [f"(No chart: `plumb-chart` failed: {p.stderr.strip()[-300:]})"]
    log(f"wrote {png} and {svg.name}")
    where = os.path.relpath(png, Path(args.out).resolve().parent) if getattr(args, "out", None) else str(png)
    return [f"![Full layout time per view, Plumb vs kiwi, log scale]({where})", "",
            f"Drawn by `plumb-chart` (Benchmarks/Chart) as a Plumb scene: bars, axes, labels and legend are "
            f"views placed by constraints, rendered by PlumbRender at 2× (SVG: `{svg.name}`; data: "
            f"`{source.name}`, beside the PNG)."]


# ------------------------------------------------------------------------------------------


def add_arguments(ap, standalone):
    """The layout options; with `standalone`, also those compare.py already has."""
    if standalone:
        ap.add_argument("--quick", action="store_true", help="N = 100 and 1000 only, 3 runs")
        ap.add_argument("--out", metavar="FILE.md", help="also write the Markdown report to FILE.md")
        ap.add_argument("--runs", type=int, help="full layouts per process (default 5; 3 with --quick)")
        ap.add_argument("--n", type=int, nargs="+", help="view counts (default 100 1000 10000)")
        ap.add_argument("--cap", type=float, default=60, help="seconds before a process is killed (60)")
        ap.add_argument("--budget", type=float, default=40, help="seconds after which a process starts no new run (40)")
        ap.add_argument("--scratch-path", help="SwiftPM scratch path for the release build")
    ap.add_argument("--changes", type=int, default=101, help="timed constant changes per process (101)")
    ap.add_argument("--mem-cap", type=float, default=4096,
                    help="MB of resident memory at which a layout-benchmark process is killed (4096)")
    ap.add_argument("--chart", metavar="PATH.png",
                    help="where the layout chart goes (default: performance-chart.png beside --out, "
                         "else Benchmarks/out/); its .json and .svg go beside it")
    ap.add_argument("--no-chart", action="store_true", help="do not draw the layout chart")


def run(args):
    """Builds, runs every (N, variant) and kiwi, and returns the Markdown report."""
    args.runs = args.runs or (3 if args.quick else 5)
    ns = args.n or ([100, 1000] if args.quick else [100, 1000, 10000])
    started = datetime.datetime.now(datetime.timezone.utc)
    args.load_start = compare.loadavg()
    t0 = time.monotonic()
    kiwi_bin, _ = compare.build_kiwi_driver(compare.ensure_kiwi_sdist())
    plumb_bin, plumb_cmd = compare.build_plumb(product="plumb-layout-bench", scratch_path=args.scratch_path)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    results, raw = {}, []
    for n in ns:
        for variant in VARIANTS:
            p = run_plumb(plumb_bin, n, variant, args)
            results[("plumb", variant, n)] = p
            raw += p.lines
            log(f"plumb {variant:8} N={n:<6} {p.wall:6.1f} s  full {full_text(p)}, change "
                f"{change_cell(p, 'change', 'first_change')}, peak {peak_text(p)} MB"
                f"{'  [' + p.killed.upper() + ']' if p.killed else ''}{'  [ERROR] ' + p.error if p.error else ''}")
        k = run_kiwi(kiwi_bin, n, [results[("plumb", v, n)] for v in VARIANTS], args)
        results[("kiwi", n)] = k
        raw += k.lines
        log(f"kiwi  {k.variant or '—':8} N={n:<6} {k.wall:6.1f} s  full {full_text(k)}, change "
            f"{change_cell(k, 'change', 'warmup', 'change') if not k.skipped else k.skipped}"
            f"{'  [' + k.killed.upper() + ']' if k.killed else ''}{'  [ERROR] ' + k.error if k.error else ''}")
    (OUT_DIR / "last-layout-run.jsonl").write_text("".join(json.dumps(d) + "\n" for d in raw))
    text = report(args, results, ns, plumb_cmd, started, time.monotonic() - t0)
    if not args.no_chart:
        text += "\n### Chart\n\n" + "\n".join(draw_chart(args, results, ns, started)) + "\n"
    return text


def main():
    compare.standalone_main(__doc__, add_arguments, run)


if __name__ == "__main__":
    main()
