#!/usr/bin/env python3
"""Runs the PlumbSolver benchmark against kiwi (C++) in the same run and prints a Markdown report.

    python3 Benchmarks/compare.py [--quick] [--out FILE.md]

Steps: downloads the kiwisolver sdist (headers only are used) into Benchmarks/.kiwi/, compiles
Benchmarks/kiwi/driver.cpp against it, builds plumb-solver-bench in release mode, then runs every
workload x N for both solvers, each (solver, workload, N) in its own process under `timeout`, and
prints the tables. Then, unless --no-layout, it runs the layout benchmark (Benchmarks/layout.py:
Plumb's full layout and constant change, and kiwi on the same constraints, plus a chart of the
per-view times drawn by Plumb) and appends its report; then, unless --no-render, the render
benchmark (Benchmarks/render.py: PNG rendering vs the same Cairo/Pango calls made directly, and
text measurement). --layout-only and --render-only run one of those alone. The workloads are
defined in Benchmarks/WORKLOADS.md.

Standard library only.
"""

import argparse
import datetime
import json
import math
import platform
import shlex
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "Benchmarks"
KIWI_DIR = BENCH / ".kiwi"
OUT_DIR = BENCH / "out"
KIWI_VERSION = "1.5.1"
VIEW_WORKLOADS = ["longRow", "grid", "deepHierarchy", "collection"]
PHASES = ["build", "edit", "remove"]
SCALING_TARGET = 1.5
ENAML_TARGET = 1.0
CHECK_TOLERANCE = 1e-6


QUIET = False


def log(msg):
    if not QUIET:
        print(msg, file=sys.stderr, flush=True)


def run_text(cmd, **kw):
    """A command's stdout+stderr as text, or '' when it cannot run."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, **kw)
        return (p.stdout + p.stderr).strip()
    except OSError:
        return ""


# ------------------------------------------------------------------------------------------
# Building the two drivers


def ensure_kiwi_sdist():
    """Downloads and unpacks the kiwisolver sdist; returns the directory holding kiwi/kiwi.h."""
    sdist = KIWI_DIR / f"kiwisolver-{KIWI_VERSION}"
    if (sdist / "kiwi" / "kiwi.h").exists():
        return sdist
    KIWI_DIR.mkdir(parents=True, exist_ok=True)
    tarball = KIWI_DIR / f"kiwisolver-{KIWI_VERSION}.tar.gz"
    if not tarball.exists():
        log(f"downloading kiwisolver {KIWI_VERSION} sdist into {KIWI_DIR} ...")
        cmd = [sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps",
               f"kiwisolver=={KIWI_VERSION}", "-d", str(KIWI_DIR)]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0 or not tarball.exists():
            sys.exit(f"pip download failed:\n{p.stdout}\n{p.stderr}")
    with tarfile.open(tarball) as tf:
        members = [m for m in tf.getmembers()
                   if not m.name.startswith("/") and ".." not in Path(m.name).parts
                   and (m.isfile() or m.isdir())]
        tf.extractall(KIWI_DIR, members=members)
    if not (sdist / "kiwi" / "kiwi.h").exists():
        sys.exit(f"kiwi/kiwi.h not found in {sdist}")
    return sdist


def build_kiwi_driver(sdist):
    driver = BENCH / "kiwi" / "driver.cpp"
    binary = KIWI_DIR / "kiwi-bench"
    table = BENCH / "enaml-constraints.txt"
    cmd = ["g++", "-O2", "-std=c++17", f"-I{sdist}", f'-DENAML_TABLE_PATH="{table}"', str(driver), "-o", str(binary)]
    if binary.exists() and binary.stat().st_mtime >= driver.stat().st_mtime:
        return binary, cmd
    log("compiling: " + " ".join(shlex.quote(c) for c in cmd))
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"g++ failed:\n{p.stdout}\n{p.stderr}")
    return binary, cmd


def build_plumb(attempts=3, wait=60, product="plumb-solver-bench", scratch_path=None):
    base = ["swift", "build", "-c", "release"] + (["--scratch-path", scratch_path] if scratch_path else [])
    cmd = base + ["--product", product]
    for attempt in range(1, attempts + 1):
        log(f"building Plumb: {' '.join(cmd)} (attempt {attempt})")
        p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if p.returncode == 0:
            bin_dir = subprocess.run(base + ["--show-bin-path"], cwd=ROOT, capture_output=True,
                                     text=True).stdout.strip()
            return Path(bin_dir) / product, cmd
        log((p.stdout + p.stderr)[-3000:])
        if attempt < attempts:
            log(f"swift build failed; the solver may be mid-change, retrying in {wait} s")
            time.sleep(wait)
    sys.exit("swift build failed")


# ------------------------------------------------------------------------------------------
# Running


class Outcome:
    """What one driver process told about one (solver, workload, N)."""

    def __init__(self, solver, workload, n):
        self.solver, self.workload, self.n = solver, workload, n
        self.views = None
        self.phase = {}  # phase -> dict(median_ms, runs, inner, note)
        self.timed_out = False
        self.error = None
        self.skipped = None
        self.wall = 0.0
        self.values = None  # phase -> list of values (first cycle)
        self.started = {}  # phase -> ms after process start when the first cycle began it
        self.phase_errors = {}  # phase -> the error the solver threw in it
        self.lines = []

    def cell(self, phase):
        return self.phase.get(phase)


def run_driver(solver, binary, workload, n, runs, budget, cap):
    out = Outcome(solver, workload, n)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    values_path = OUT_DIR / f"values-{solver}-{workload}-{n}.json"
    if values_path.exists():
        values_path.unlink()
    cmd = ["timeout", "--kill-after=5", str(cap), str(binary), "--workload", workload, "--n", str(n),
           "--runs", str(runs), "--budget", str(budget), "--values", str(values_path)]
    t0 = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True)
    out.wall = time.monotonic() - t0
    out.timed_out = p.returncode in (124, 137) or out.wall >= cap
    if p.returncode != 0 and not out.timed_out:
        out.error = f"exit {p.returncode}: {p.stderr.strip()[-500:]}"
    runs_seen, warm = {}, {}
    for line in p.stdout.splitlines():
        try:
            d = json.loads(line)
        except ValueError:
            continue
        out.lines.append(d)
        out.views = d.get("views", out.views)
        kind = d.get("kind")
        if kind == "result":
            out.phase[d["phase"]] = dict(median_ms=d["median_ms"], runs=d["runs"], inner=d.get("inner", 1),
                                         note="")
        elif kind == "run":
            for ph in PHASES:
                if f"{ph}_ms" in d:
                    runs_seen.setdefault(ph, []).append(d[f"{ph}_ms"])
        elif kind == "warmup":
            warm[d["phase"]] = d["ms"]
        elif kind == "warmup_start":
            out.started[d["phase"]] = d["t_ms"]
        elif kind == "error":
            out.phase_errors.setdefault(d["phase"], d.get("message", "?"))
            log(f"WARNING: {solver} {workload} N={n} {d['phase']} failed: {d.get('message', '?')}")
    phases = ["build", "edit"] if workload == "enaml" else PHASES
    for ph in phases:
        if ph in out.phase:
            continue
        if runs_seen.get(ph):
            xs = sorted(runs_seen[ph])
            m = len(xs) // 2
            med = xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2
            out.phase[ph] = dict(median_ms=med, runs=len(xs), inner=1, note="cut by the time cap")
        elif ph in warm:
            out.phase[ph] = dict(median_ms=warm[ph], runs=1, inner=1, note="single (warm-up) run")
    if values_path.exists():
        try:
            out.values = json.loads(values_path.read_text())["phases"]
        except (ValueError, KeyError):
            out.values = None
    return out


# ------------------------------------------------------------------------------------------
# Formatting


def fmt_time(ms):
    if ms is None:
        return "—"
    if ms < 1:
        return f"{ms * 1000:.3g} µs" if ms * 1000 < 100 else f"{ms * 1000:.0f} µs"
    if ms < 1000:
        return f"{ms:.3g} ms" if ms < 100 else f"{ms:.0f} ms"
    return f"{ms / 1000:.3g} s"


def missing_text(out, phase, cap):
    """Text for a phase with no measurement."""
    if out is None:
        return "not run"
    if out.skipped:
        return f"not run ({out.skipped})"
    if out.error:
        return "error"
    order = ["build", "edit"] if out.workload == "enaml" else PHASES
    if phase in out.phase_errors:
        return "**solver error**"
    if any(p in out.phase_errors for p in order[: order.index(phase)]):
        return "not run (error before)"
    if out.timed_out:
        lb = lower_bound_ms(out, phase, cap)
        if lb is not None:
            return f"> {math.floor(lb / 100) / 10:g} s"
        return "not reached (cap)"
    return "—"


def time_text(out, phase, cap):
    c = out.cell(phase) if out else None
    if c:
        return fmt_time(c["median_ms"])
    return missing_text(out, phase, cap)


def lower_bound_ms(out, phase, cap):
    """For a phase that began but had not ended when the process was killed at the cap: how long
    it had run by then (a lower bound on its time). Else None."""
    if out and not out.cell(phase) and out.timed_out and not out.skipped and phase in out.started:
        return max(0.0, cap * 1000.0 - out.started[phase] - 100.0)
    return None


def ratio_text(plumb, kiwi, phase, cap):
    p = plumb.cell(phase) if plumb else None
    k = kiwi.cell(phase) if kiwi else None
    if p and k:
        r = k["median_ms"] / p["median_ms"]
        return f"Plumb is {r:.2f}× faster" if r >= 1 else f"Plumb is {1 / r:.2f}× slower"
    pl, kl = lower_bound_ms(plumb, phase, cap), lower_bound_ms(kiwi, phase, cap)
    if p and kl:
        return f"Plumb is > {bound(kl / p['median_ms'])}× faster"
    if k and pl:
        return f"Plumb is > {bound(pl / k['median_ms'])}× slower"
    return "—"


def grid_side(n):
    return max(1, int(math.floor(math.sqrt(n) + 0.5)))


def view_count(workload, n):
    if workload == "grid":
        return grid_side(n) ** 2
    return 1 if workload == "enaml" else n


def bound(x):
    """A lower bound, rounded down."""
    if x < 10:
        return f"{math.floor(x * 100) / 100:.2f}"
    return f"{math.floor(x):.0f}"


def per_view(out, phase):
    c = out.cell(phase) if out else None
    if not c:
        return None
    return c["median_ms"] / view_count(out.workload, out.n)


def runs_text(out, phase):
    c = out.cell(phase) if out else None
    if not c:
        return "0"
    s = str(c["runs"])
    if c["inner"] and c["inner"] > 1:
        s += f"×{c['inner']}"
    return s


# ------------------------------------------------------------------------------------------
# Cross-check of values


def variable_name(workload, index, count):
    if workload == "enaml":
        return ENAML_NAMES[index] if index < len(ENAML_NAMES) else f"#{index}"
    views = count // 4
    if index < views * 4:
        return f"{'xywh'[index % 4]}[{index // 4}]"
    return ["W", "H"][index - views * 4] if workload != "collection" else f"#{index}"


ENAML_NAMES = [
    "left", "height", "top", "width", "contents_top", "contents_bottom", "contents_left",
    "contents_right", "midline", "ctleft", "ctheight", "cttop", "ctwidth", "lb1left", "lb1height",
    "lb1top", "lb1width", "lb2left", "lb2height", "lb2top", "lb2width", "lb3left", "lb3height",
    "lb3top", "lb3width", "fl1left", "fl1height", "fl1top", "fl1width", "fl2left", "fl2height",
    "fl2top", "fl2width", "fl3left", "fl3height", "fl3top", "fl3width",
]


# Objectives: for a mismatch, both solutions are scored under both solvers' rules.

ENAML_PRIORITY = {"weak": 50, "medium": 250, "mmedium": 300, "smedium": 500, "strong": 750, "required": 1000}
ENAML_WEIGHT = {"weak": 1.0, "medium": 1e3, "mmedium": 1.25e3, "smedium": 1e5, "strong": 1e6, "required": None}
ENAML_SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


def enaml_table():
    text = (BENCH / "enaml-constraints.txt").read_text()
    index = {name: i for i, name in enumerate(ENAML_NAMES)}
    out = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        f = line.split()
        terms = [(index[t.split("*")[1]], float(t.split("*")[0])) for t in f[3:]]
        out.append((terms, float(f[2]), f[1], ENAML_PRIORITY[f[0]], ENAML_WEIGHT[f[0]]))
    return out


def system_constraints(workload, n, phase):
    """Every constraint of the system as it stands after `phase` (build, edit, editK), over the
    drivers' value order: (terms, constant, relation, Plumb priority, kiwi weight or None)."""
    if workload == "enaml":
        cs = enaml_table()
        w, h = (0.0, 0.0) if phase == "build" else ENAML_SIZES[int(phase[4:])]
        cs.append(([(ENAML_NAMES.index("width"), 1.0)], -w, "==", 750, 1e6))
        cs.append(([(ENAML_NAMES.index("height"), 1.0)], -h, "==", 750, 1e6))
        return cs
    V = view_count(workload, n)
    side = grid_side(n)
    X, Y, Wd, Ht = (lambda i: 4 * i), (lambda i: 4 * i + 1), (lambda i: 4 * i + 2), (lambda i: 4 * i + 3)
    W, H = 4 * V, 4 * V + 1
    req = lambda terms, k, op="==": (terms, k, op, 1000, None)
    cs = []
    for i in range(V):
        cs += [req([(Wd(i), 1)], 0, ">="), req([(Ht(i), 1)], 0, ">="),
               ([(Wd(i), 1)], -50, "==", 250, 250.0), ([(Ht(i), 1)], -20, "==", 250, 250.0)]
        if workload == "longRow":
            cs.append(req([(X(i), 1)], -8) if i == 0 else req([(X(i), 1), (X(i - 1), -1), (Wd(i - 1), -1)], -8))
            cs.append(req([(Y(i), 1)], -8))
            if i == V - 1:
                cs.append(req([(X(i), 1), (Wd(i), 1), (W, -1)], 8))
        elif workload == "grid":
            r, c = divmod(i, side)
            cs.append(req([(X(i), 1)], -8) if c == 0 else req([(X(i), 1), (X(i - 1), -1), (Wd(i - 1), -1)], -8))
            cs.append(req([(Y(i), 1)], -8) if r == 0 else req([(Y(i), 1), (Y(i - side), -1), (Ht(i - side), -1)], -8))
            if c > 0:
                cs.append(req([(Wd(i), 1), (Wd(r * side), -1)], 0))
            if r > 0:
                cs.append(req([(Ht(i), 1), (Ht(c), -1)], 0))
            if c == side - 1:
                cs.append(req([(X(i), 1), (Wd(i), 1), (W, -1)], 8))
            if r == side - 1:
                cs.append(req([(Y(i), 1), (Ht(i), 1), (H, -1)], 8))
        elif workload == "deepHierarchy":
            if i == 0:
                cs += [req([(X(0), 1)], 0), req([(Y(0), 1)], 0), req([(Wd(0), 1), (W, -1)], 0),
                       req([(Ht(0), 1), (H, -1)], 0)]
            else:
                cs += [req([(X(i), 1), (X(i - 1), -1)], -2), req([(Y(i), 1), (Y(i - 1), -1)], -2),
                       req([(X(i), 1), (Wd(i), 1), (X(i - 1), -1), (Wd(i - 1), -1)], 2),
                       req([(Y(i), 1), (Ht(i), 1), (Y(i - 1), -1), (Ht(i - 1), -1)], 2)]
        else:
            cs += [req([(X(i), 1)], -(8 + 60 * (i % 20))), req([(Y(i), 1)], -(8 + 30 * (i // 20)))]
    edit = phase == "edit"
    if workload == "longRow":
        w0 = 58.0 * V + 8
        edits = [(W, w0 + 100 if edit else w0)]
    elif workload == "grid":
        w0, h0 = 58.0 * side + 8, 28.0 * side + 8
        edits = [(W, w0 + 100 if edit else w0), (H, h0 + 100 if edit else h0)]
    elif workload == "deepHierarchy":
        s0 = 4.0 * V + 100
        edits = [(W, s0 + 10 if edit else s0), (H, s0 + 10 if edit else s0)]
    else:
        edits = [(Wd(0), 70.0 if edit else 60.0)]
    for var, value in edits:
        cs.append(([(var, 1.0)], -value, "==", 999, 999.0))
    return cs


def score(constraints, values):
    """(worst required violation, {priority: summed error}, kiwi weighted error)."""
    worst, levels, weighted = 0.0, {}, 0.0
    for terms, k, op, prio, weight in constraints:
        e = k + sum(c * values[i] for i, c in terms)
        err = abs(e) if op == "==" else (max(0.0, e) if op == "<=" else max(0.0, -e))
        if prio >= 1000:
            worst = max(worst, err)
        else:
            levels[prio] = levels.get(prio, 0.0) + err
            weighted += weight * err
    return worst, levels, weighted


def explain_mismatch(workload, n, phase, a, b):
    """How the two solutions score: required constraints, strict priorities, kiwi's weights."""
    try:
        cs = system_constraints(workload, n, phase)
        (pw, pl, pk), (kw, kl, kk) = score(cs, a), score(cs, b)
    except Exception as e:  # an explanation must never stop the report
        return f"(not scored: {e})"
    close = lambda x, y: abs(x - y) <= 1e-6 * max(1.0, abs(x), abs(y))
    parts = [f"required constraints hold: Plumb {'yes' if pw <= 1e-6 else f'NO (violation {pw:.3g})'}, "
             f"kiwi {'yes' if kw <= 1e-6 else f'NO (violation {kw:.3g})'}"]
    for prio in sorted(set(pl) | set(kl), reverse=True):
        x, y = pl.get(prio, 0.0), kl.get(prio, 0.0)
        if not close(x, y):
            better = "Plumb" if x < y else "kiwi"
            parts.append(f"by strict priorities {better}'s is better (first differing priority {prio:g}: "
                         f"error Plumb {x:.6g} vs kiwi {y:.6g})")
            break
    else:
        parts.append("equal under strict priorities (a tie)")
    if close(pk, kk):
        parts.append(f"equal by kiwi's weights ({pk:.6g})")
    else:
        parts.append(f"by kiwi's weights {'Plumb' if pk < kk else 'kiwi'}'s is better "
                     f"(Plumb {pk:.6g} vs kiwi {kk:.6g})")
    return "; ".join(parts)


def cross_check(plumb, kiwi):
    """Rows (workload, n, phase, verdict) comparing the values after build and edit."""
    rows = []
    if not plumb or not kiwi:
        return rows
    if plumb.values is None or kiwi.values is None:
        who = " and ".join(o.solver for o in (plumb, kiwi) if o.values is None)
        rows.append((plumb.workload, plumb.n, "—", f"not compared ({who}: first cycle not finished)"))
        return rows
    if plumb.workload == "enaml":
        phases = ["build"] + [f"edit{i}" for i in range(6)]
    else:
        phases = ["build", "edit"]
    for ph in phases:
        a, b = plumb.values.get(ph), kiwi.values.get(ph)
        if a is None or b is None or len(a) != len(b):
            rows.append((plumb.workload, plumb.n, ph, "not compared (values missing or of different length)"))
            continue
        worst, where = 0.0, -1
        for i, (x, y) in enumerate(zip(a, b)):
            if x is None or y is None:
                d = math.inf
            else:
                d = abs(x - y)
            if d > worst:
                worst, where = d, i
        if worst <= CHECK_TOLERANCE:
            rows.append((plumb.workload, plumb.n, ph, f"agree (max |Δ| = {worst:.2g})"))
        else:
            diff = sum(1 for x, y in zip(a, b) if x is None or y is None or abs(x - y) > CHECK_TOLERANCE)
            name = variable_name(plumb.workload, where, len(a))
            verdict = (f"**differ**: {diff} of {len(a)} values differ; max |Δ| = {worst:.6g} at {name} "
                       f"(Plumb {a[where]}, kiwi {b[where]}). "
                       + explain_mismatch(plumb.workload, plumb.n, ph, a, b))
            rows.append((plumb.workload, plumb.n, ph, verdict))
            log(f"WARNING: mismatch: {plumb.workload} N={plumb.n} {ph}: Plumb and kiwi values {verdict}")
    return rows


# ------------------------------------------------------------------------------------------
# Report


def loadavg():
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def sources_fingerprint():
    """The commit, whether Sources/ differs from it, and a hash of Sources/ as built."""
    import hashlib
    h = hashlib.sha256()
    for f in sorted((ROOT / "Sources").rglob("*.swift")):
        h.update(str(f.relative_to(ROOT)).encode())
        h.update(f.read_bytes())
    head = run_text(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"]) or "no commit"
    if " " in head:
        head = "no commit"
    dirty = run_text(["git", "-C", str(ROOT), "status", "--porcelain", "--", "Sources"])
    state = "with uncommitted changes in Sources/" if dirty else "Sources/ as committed"
    return f"commit {head}, {state}; sha256 of Sources/*.swift: {h.hexdigest()[:12]}"


def machine_info():
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except (OSError, ValueError):
        pass
    gxx = run_text(["g++", "--version"])
    return [
        f"nproc: {run_text(['nproc'])}",
        f"CPU: {cpu or platform.processor() or 'unknown'}",
        f"memory: {mem or 'unknown'}",
        f"kernel: {platform.system()} {platform.release()}",
        f"g++ --version: {gxx.splitlines()[0] if gxx else '?'}",
        f"swift --version: {' '.join(run_text(['swift', '--version']).split())}",
        f"kiwi: kiwisolver {KIWI_VERSION} sdist headers (PyPI)",
    ]


def report(args, outcomes, ns, plumb_cmd, kiwi_cmd, started, elapsed):
    L = []
    L.append("## PlumbSolver vs kiwi")
    L.append("")
    L.append(f"Run {started:%Y-%m-%d %H:%M} UTC, took {elapsed / 60:.1f} min. "
             f"Command: `{' '.join(['python3', 'Benchmarks/compare.py'] + sys.argv[1:])}`")
    L.append("")
    L.append("Machine:")
    L.append("")
    for m in machine_info():
        L.append(f"- {m}")
    L.append(f"- load average (1/5/15 min) at start: {args.load_start}; at end: {loadavg()} "
             "(the benchmark itself accounts for about 1; more means other processes shared the 2 cores)")
    L.append(f"- Plumb build: `{' '.join(plumb_cmd)}` ({args.sources})")
    L.append(f"- kiwi build: `g++ -O2 -std=c++17 -I<sdist> Benchmarks/kiwi/driver.cpp`")
    L.append("")
    L.append(f"Each (solver, workload, N) runs in its own process under `timeout {args.cap:g}`; a process "
             f"starts no new run after {args.budget:g} s. Times are medians over the runs shown in the "
             "*runs* column (`R×k`: R runs, each the mean of k back-to-back cycles, for short systems). "
             "Workloads: Benchmarks/WORKLOADS.md. Per view = Plumb median ÷ number of views.")
    L.append("")
    L.append("| workload | N | views | phase | Plumb median | kiwi median | kiwi/Plumb | Plumb per view | runs (Plumb / kiwi) |")
    L.append("|---|---:|---:|---|---:|---:|---|---:|---|")
    notes = []
    for wl in args.workloads:
        for n in ([37] if wl == "enaml" else ns):
            p, k = outcomes.get(("plumb", wl, n)), outcomes.get(("kiwi", wl, n))
            views = view_count(wl, n)
            for ph in (["build", "edit"] if wl == "enaml" else PHASES):
                pv = per_view(p, ph) if wl != "enaml" else None
                L.append(f"| {wl} | {n} | {views if wl != 'enaml' else '—'} | {ph} | {time_text(p, ph, args.cap)} | "
                         f"{time_text(k, ph, args.cap)} | {ratio_text(p, k, ph, args.cap)} | "
                         f"{fmt_time(pv) if pv is not None else '—'} | {runs_text(p, ph)} / {runs_text(k, ph)} |")
                for o in (p, k):
                    if o and o.cell(ph) and o.cell(ph)["note"]:
                        notes.append(f"{o.solver} {wl} N={n} {ph}: {o.cell(ph)['note']}")
            for o in (p, k):
                if o and o.error:
                    notes.append(f"{o.solver} {wl} N={n}: {o.error}")
                for ph, msg in (o.phase_errors.items() if o else []):
                    notes.append(f"{o.solver} {wl} N={n} {ph}: the solver threw `{msg.strip()}`; "
                                 f"later cycles skipped this phase")
    L += notes_lines(notes)

    # Scaling check.
    lo, hi = min(ns), max(ns)
    L.append("")
    L.append(f"### Scaling check: time per view at N={hi} ÷ time per view at N={lo} (target ≤ {SCALING_TARGET})")
    L.append("")
    L.append("| workload | phase | Plumb per view @N=%d | Plumb per view @N=%d | Plumb ratio | target met? | kiwi ratio |" % (lo, hi))
    L.append("|---|---|---:|---:|---:|---|---:|")
    met, missed = [], []
    if lo == hi:
        L.append("(Needs at least two values of N.)")
    for wl in [w for w in args.workloads if w != "enaml" and lo != hi]:
        for ph in ["build", "edit"]:
            p_lo, p_hi = outcomes.get(("plumb", wl, lo)), outcomes.get(("plumb", wl, hi))
            k_lo, k_hi = outcomes.get(("kiwi", wl, lo)), outcomes.get(("kiwi", wl, hi))
            a, b = per_view(p_lo, ph), per_view(p_hi, ph)
            if a and b:
                r = b / a
                ok = r <= SCALING_TARGET
                ratio, verdict = f"{r:.2f}", ("yes" if ok else "**no**")
            else:
                lb = lower_bound_ms(p_hi, ph, args.cap)
                if a and lb and p_hi:
                    r = (lb / view_count(wl, hi)) / a
                    ratio, verdict, ok = f"> {bound(r)}", "**no**", False
                else:
                    ratio, verdict, ok = "not measured", "**no** (not measured)", False
            (met if ok else missed).append(f"scaling {wl} {ph}")
            ka, kb = per_view(k_lo, ph), per_view(k_hi, ph)
            kr = f"{kb / ka:.2f}" if ka and kb else "—"
            if b:
                hi_text = fmt_time(b)
            elif lower_bound_ms(p_hi, ph, args.cap) is not None:
                hi_text = f"> {fmt_time(lower_bound_ms(p_hi, ph, args.cap) / view_count(wl, hi))}"
            else:
                hi_text = time_text(p_hi, ph, args.cap)
            L.append(f"| {wl} | {ph} | {fmt_time(a) if a else '—'} | {hi_text} | {ratio} | {verdict} | {kr} |")
    if hi != 10000:
        L.append("")
        L.append(f"(This run's largest N is {hi}; the target is defined for N=10000 ÷ N=100.)")

    # enaml.
    if "enaml" in args.workloads:
        L.append("")
        L.append(f"### enaml: Plumb time ÷ kiwi time (target ≤ {ENAML_TARGET})")
        L.append("")
        L.append("| phase | Plumb | kiwi | Plumb/kiwi | target met? |")
        L.append("|---|---:|---:|---:|---|")
        p, k = outcomes.get(("plumb", "enaml", 37)), outcomes.get(("kiwi", "enaml", 37))
        for ph in ["build", "edit"]:
            pc, kc = (p.cell(ph) if p else None), (k.cell(ph) if k else None)
            if pc and kc:
                r = pc["median_ms"] / kc["median_ms"]
                ok = r <= ENAML_TARGET
                L.append(f"| {ph} | {fmt_time(pc['median_ms'])} | {fmt_time(kc['median_ms'])} | {r:.2f} | "
                         f"{'yes' if ok else '**no**'} |")
            else:
                ok = False
                L.append(f"| {ph} | {time_text(p, ph, args.cap)} | {time_text(k, ph, args.cap)} | — | **no** (not measured) |")
            (met if ok else missed).append(f"enaml {ph}")

    L.append("")
    L.append(f"Targets met: {', '.join(met) if met else 'none'}.")
    L.append("")
    L.append(f"Targets missed: {', '.join(missed) if missed else 'none'}.")

    # Cross-check.
    L.append("")
    L.append(f"### Cross-check: values after build and edit, Plumb vs kiwi (tolerance {CHECK_TOLERANCE:g})")
    L.append("")
    L.append("Values after `remove` are not compared: the odd views' variables are then under-determined. "
             "enaml's and some optional-constraint solutions need not agree: kiwi weighs priorities "
             "(a sum of many 250s can outweigh one 999), Plumb's are strict, and ties between equal "
             "priorities can be broken either way.")
    L.append("")
    L.append("| workload | N | phase | result |")
    L.append("|---|---:|---|---|")
    for wl in args.workloads:
        for n in ([37] if wl == "enaml" else ns):
            for row in cross_check(outcomes.get(("plumb", wl, n)), outcomes.get(("kiwi", wl, n))):
                L.append(f"| {row[0]} | {row[1]} | {row[2]} | {row[3]} |")
    return "\n".join(L) + "\n"


# ------------------------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="N = 100 and 1000 only, 3 runs")
    ap.add_argument("--out", metavar="FILE.md", help="also write the Markdown report to FILE.md")
    ap.add_argument("--runs", type=int, help="runs per measurement (default 5; 3 with --quick)")
    ap.add_argument("--n", type=int, nargs="+", help="view counts (default 100 1000 10000)")
    ap.add_argument("--workloads", nargs="+", default=["enaml"] + VIEW_WORKLOADS,
                    help="subset of: enaml " + " ".join(VIEW_WORKLOADS))
    ap.add_argument("--cap", type=float, default=60, help="seconds before a driver process is killed (60)")
    ap.add_argument("--budget", type=float, default=40,
                    help="seconds after which a driver starts no new run (40)")
    ap.add_argument("--total-budget", type=float, default=22 * 60,
                    help="seconds after which no new driver process starts (1320)")
    ap.add_argument("--scratch-path", help="SwiftPM scratch path for the release builds (default: .build)")
    ap.add_argument("--no-layout", action="store_true", help="skip the layout benchmark (Benchmarks/layout.py)")
    ap.add_argument("--layout-only", action="store_true", help="run only the layout benchmark")
    ap.add_argument("--no-render", action="store_true", help="skip the render benchmark (Benchmarks/render.py)")
    ap.add_argument("--render-only", action="store_true", help="run only the render benchmark")
    ap.add_argument("--no-cli", action="store_true", help="skip the command-line benchmark (Benchmarks/cli.py)")
    ap.add_argument("--cli-only", action="store_true", help="run only the command-line benchmark")
    import cli
    import layout
    import render
    layout.add_arguments(ap, standalone=False)
    render.add_arguments(ap, standalone=False)
    cli.add_arguments(ap, standalone=False)
    args = ap.parse_args()
    if args.cli_only:
        return finish(args, cli.run(args))
    if args.layout_only:
        return finish(args, layout.run(args))
    if args.render_only:
        return finish(args, render.run(args))
    runs = args.runs or (3 if args.quick else 5)
    ns = args.n or ([100, 1000] if args.quick else [100, 1000, 10000])
    for w in args.workloads:
        if w != "enaml" and w not in VIEW_WORKLOADS:
            sys.exit(f"unknown workload {w}")

    started = datetime.datetime.now(datetime.timezone.utc)
    args.load_start = loadavg()
    t0 = time.monotonic()
    if not shutil.which("timeout"):
        sys.exit("`timeout` (coreutils) is required")
    sdist = ensure_kiwi_sdist()
    kiwi_bin, kiwi_cmd = build_kiwi_driver(sdist)
    plumb_bin, plumb_cmd = build_plumb(scratch_path=args.scratch_path)
    args.sources = sources_fingerprint()

    outcomes = {}
    jobs = []
    for wl in args.workloads:
        for n in ([37] if wl == "enaml" else ns):
            jobs.append((wl, n))
    raw = []
    for wl, n in jobs:
        for solver, binary in (("plumb", plumb_bin), ("kiwi", kiwi_bin)):
            if time.monotonic() - t0 > args.total_budget:
                o = Outcome(solver, wl, n)
                o.skipped = "total time budget used up"
                outcomes[(solver, wl, n)] = o
                continue
            o = run_driver(solver, binary, wl, n, runs, args.budget, args.cap)
            outcomes[(solver, wl, n)] = o
            raw.extend(o.lines)
            summary = ", ".join(f"{ph} {fmt_time(c['median_ms'])} ({c['runs']})" for ph, c in o.phase.items())
            log(f"{solver:5} {wl:13} N={n:<6} {o.wall:6.1f} s  {summary}"
                f"{'  [TIMED OUT]' if o.timed_out else ''}{'  [ERROR] ' + o.error if o.error else ''}")
        # Warn about mismatches as soon as both sides ran.
        cross_check(outcomes.get(("plumb", wl, n)), outcomes.get(("kiwi", wl, n)))

    OUT_DIR.mkdir(parents=True, exist_ok=True)
    (OUT_DIR / "last-run.jsonl").write_text("".join(json.dumps(d) + "\n" for d in raw))
    elapsed = time.monotonic() - t0
    # Cross-check warnings were already printed; silence the second pass.
    global QUIET
    QUIET = True
    text = report(args, outcomes, ns, plumb_cmd, kiwi_cmd, started, elapsed)
    QUIET = False
    if not args.no_layout:
        text += "\n" + layout.run(args)
    if not args.no_render:
        text += "\n" + render.run(args)
    if not args.no_cli:
        text += "\n" + cli.run(args)
    finish(args, text)


def notes_lines(notes):
    """A report's "Notes:" list, or nothing when there are no notes."""
    return ["", "Notes:", ""] + [f"- {x}" for x in notes] if notes else []


def standalone_main(doc, add_arguments, run):
    """The `main()` of a benchmark script that can also run on its own."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_arguments(ap, standalone=True)
    args = ap.parse_args()
    finish(args, run(args))


def finish(args, text):
    print(text)
    if args.out:
        Path(args.out).write_text(text)
        log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
