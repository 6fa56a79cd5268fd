#!/usr/bin/env python3
"""A command-line fuzz run: mutated scene files through every `plumb` command that reads one.

    scripts/cli-fuzz.py --plumb .build-rel/release/plumb --runs 10000 [--seed 1] [--jobs 2]

Each run takes a scene (the samples and the scene fuzzer's seeds), applies one to four (mostly one)
mutations that stay mostly in range (numbers from a table of ordinary and edge values, chains
of multipliers that compound, an `animation:` key, dropped, repeated or swapped lines, stray
YAML and VFL characters, unknown and hostile ids, priorities out of range), and runs one
command on it: `layout` (tree or JSON), `check`, `trace`, `render` (PNG or SVG), `inspect`,
`animate`, or `render --matrix` with a spec that may be wrong. It checks what the README and
CLI.md promise:

- the exit status is 0, 1 or 2 (never a signal, never a trap);
- an exit 2 names the scene file, with a line and column (`fuzz.yaml:L:C`) or a caret;
- a command that exits 2 writes no output file;
- `layout --json` that succeeds prints valid JSON, with finite numbers only;
- nothing takes longer than `--slow` seconds (reported) or `--timeout` (killed, a finding).

Findings are kept, with the command, outside the repository (`--findings`, default
/tmp/plumb-cli-fuzz); the summary prints counts and timings. Nothing here is committed input:
the mutations come from the seed.
"""
import argparse
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NUMBERS = ["0", "-0", "1", "-1", "8", "0.5", "1000000", "-1000000", "999999", "10000000", "1e7", "1e-7",
           "0.000001", "1e300", "1e308", ".nan", "nan", ".inf", "-.inf", "2147483648", "9e18", "-8", "375"]
PRIORITIES = ["0", "1", "250", "251", "749", "999", "1000", "1001", "-1", "250.5", ".nan", "1e9"]
HOSTILE_IDS = ["nope", "../x", "<script>x</script>", "a" * 300, "root", "window", "a b", "é", "0x", ""]
STRAYS = list("[]{}:,-|\"'@#*&!%\t>=<()") + ["\n", "\n  - ", ": ", " == ", "@750", "->"]
VFL_BITS = ["-(>=8@750)-", "-(==0)-", "[x(==y)]", "(>=-1)", "-(1e9)-", "|-", "-|", "[", "]", "(@)", "V:", "H:"]
MATRIX_SPECS = ["device=se,15", "direction=ltr,rtl; content-size=L,AX3", "appearance=light,dark",
                "language=en,double", "device=se,se", "device=nope", "colour=red", "device=", "",
                "device=se,15; direction=ltr,rtl; language=en,double; content-size=L,AX3; appearance=light,dark",
                "content-size=XS,S,M,L,XL,XXL,XXXL", "device=ipad-pro-13,iphone-15-pro-max"]
CHANGES = ["window.width=300->100", "window.height=100->400", "window.width=1e9->0", "nope.constant=0->10",
           "window.width=.nan->1", "gap.constant=0->40", "x.active=false", "x.hidden=true"]


def mutate(text, rng):
    """One mutation of a scene's text."""
    lines = text.split("\n")
    kind = rng.randrange(10)
    if kind == 0:  # a number from the table
        spans = [m.span() for m in re.finditer(r"(?<![A-Za-z_#])-?\d+(\.\d+)?", text)]
        if spans:
            a, b = rng.choice(spans)
            return text[:a] + rng.choice(NUMBERS) + text[b:]
    elif kind == 1:  # a chain of multipliers, each in range, compounding
        if "views:" in lines and "constraints:" in lines:
            n, m = rng.randrange(2, 60), rng.choice(["1000000", "0.000001", "10", "-1000000", "1.5"])
            views = [f"  - {{id: fz{i}}}" for i in range(n)]
            pins = [f"  - fz{n - 1}.width == {rng.choice(['10', '0', '1e6'])}"]
            pins += [f"  - fz{i}.width == {m} * fz{i + 1}.width" for i in range(n - 1)]
            pins += [f"  - fz{i}.leading == root.leading" for i in range(n)]
            if rng.random() < 0.5:
                pins.append("  - fz0.trailing == root.trailing")
            v, c = lines.index("views:"), lines.index("constraints:")
            lines[c + 1:c + 1] = pins
            lines[v + 1:v + 1] = views
            return "\n".join(lines)
    elif kind == 2:  # an animation key, sometimes wrong
        return text.rstrip("\n") + "\n" + "\n".join([
            "animation:",
            f"  duration: {rng.choice(['0.5', '0', '-1', '1e9', '.nan', '2'])}",
            f"  fps: {rng.choice(['10', '30', '0', '1e6', '.inf'])}",
            f"  curve: {rng.choice(['linear', 'easeInOut', 'wobbly'])}",
            f"  mode: {rng.choice(['constraints', 'interpolated', 'both', 'sideways'])}",
            "  changes:",
            f"    - {rng.choice(CHANGES)}",
        ]) + "\n"
    elif kind == 3 and len(lines) > 2:  # a line dropped
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines)
    elif kind == 4 and lines:  # a line repeated
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "\n".join(lines)
    elif kind == 5 and len(lines) > 2:  # two lines swapped
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    elif kind == 6 and text:  # a stray character
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(STRAYS) + text[i:]
    elif kind == 7:  # an id replaced by an unknown or hostile one
        ids = re.findall(r"id: ([A-Za-z0-9_-]+)", text)
        if ids:
            old = rng.choice(ids)
            return re.sub(rf"\b{re.escape(old)}\b", rng.choice(HOSTILE_IDS), text, count=rng.choice([1, 99]))
    elif kind == 8:  # a VFL string bent
        spans = [m.span() for m in re.finditer(r'"[HV]:[^"]*"', text)]
        if spans:
            a, b = rng.choice(spans)
            i = rng.randrange(a + 1, b)
            return text[:i] + rng.choice(VFL_BITS) + text[i:]
    elif kind == 9:  # a priority out of range
        if "priority:" in text:
            return re.sub(r"priority: [^,}\n]*", "priority: " + rng.choice(PRIORITIES), text, count=1)
        return text.replace("@750", "@" + rng.choice(PRIORITIES), 1)
    if text and rng.random() < 0.3:  # a truncation, when the chosen mutation found nothing
        return text[:rng.randrange(len(text))]
    return text


def command(rng, out):
    """A command line (after `plumb`) for the scene `fuzz.yaml`, writing into `out`."""
    choice = rng.randrange(9)
    return [
        ["layout", "fuzz.yaml"],
        ["layout", "fuzz.yaml", "--json"],
        ["check", "fuzz.yaml"],
        ["trace", "fuzz.yaml"],
        ["render", "fuzz.yaml", "-o", f"{out}/fuzz.png", "--overlay", "all"],
        ["render", "fuzz.yaml", "-o", f"{out}/fuzz.svg"],
        ["inspect", "fuzz.yaml", "-o", f"{out}/fuzz.html"],
        ["animate", "fuzz.yaml", "-o", f"{out}/fuzz-film.png"] + (["--change", rng.choice(CHANGES)] if rng.random() < 0.6 else []),
        ["render", "fuzz.yaml", "--matrix", rng.choice(MATRIX_SPECS), "-o", f"{out}/matrix"],
    ][choice]


def located(stderr):
    return re.search(r"fuzz\.yaml:\d+:\d+", stderr) is not None or "^" in stderr or "fuzz.yaml" in stderr


def finite_json(text):
    try:
        json.loads(text, parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
        return True
    except ValueError:
        return False


def run_one(index, args, bases):
    rng = random.Random(args.seed * 1_000_003 + index)
    name, base = rng.choice(bases)
    text = base
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 4])):
        text = mutate(text, rng)
    work = tempfile.mkdtemp(prefix="plumb-cli-fuzz-")
    try:
        for image in args.images:
            shutil.copy(image, work)
        with open(os.path.join(work, "fuzz.yaml"), "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        out = os.path.join(work, "out")
        os.mkdir(out)
        argv = command(rng, "out")
        start = time.monotonic()
        try:
            p = subprocess.run([args.plumb] + argv, cwd=work, capture_output=True, timeout=args.timeout,
                               env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
            rc, stdout, stderr = p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            rc, stdout, stderr = "timeout", "", ""
        seconds = time.monotonic() - start
        problems = []
        if rc == "timeout":
            problems.append(f"killed after {args.timeout} s")
        elif rc not in (0, 1, 2):
            problems.append(f"exit status {rc}")
        elif rc == 2:
            if not located(stderr):
                problems.append("exit 2 without naming the scene")
            written = [os.path.join(d, f) for d, _, fs in os.walk(out) for f in fs]
            if written:
                problems.append(f"exit 2 but wrote {', '.join(os.path.relpath(w, work) for w in written[:3])}")
        elif argv[:1] == ["layout"] and "--json" in argv and not finite_json(stdout):
            problems.append("layout --json printed invalid JSON")
        if problems:
            keep = os.path.join(args.findings, f"{index:06d}")
            os.makedirs(keep, exist_ok=True)
            shutil.copy(os.path.join(work, "fuzz.yaml"), keep)
            with open(os.path.join(keep, "finding.txt"), "w") as f:
                f.write(f"base: {name}\ncommand: plumb {' '.join(argv)}\nproblems: {problems}\nexit: {rc}\n"
                        f"seconds: {seconds:.3f}\n--- stderr\n{stderr[-4000:]}\n--- stdout\n{stdout[-2000:]}\n")
        return argv[0] + (" --matrix" if "--matrix" in argv else "") + (" --json" if "--json" in argv else ""), rc, seconds, problems
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plumb", default=os.path.join(ROOT, ".build/release/plumb"))
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--slow", type=float, default=2)
    parser.add_argument("--findings", default="/tmp/plumb-cli-fuzz")
    args = parser.parse_args()
    args.plumb = os.path.abspath(args.plumb)
    if not os.access(args.plumb, os.X_OK):
        sys.exit(f"cli-fuzz.py: no plumb binary at {args.plumb} (swift build -c release --product plumb)")
    paths = sorted(os.path.join(ROOT, "samples", f) for f in os.listdir(os.path.join(ROOT, "samples")) if f.endswith(".yaml"))
    paths += sorted(os.path.join(ROOT, "Fuzz/corpus/scene", f) for f in os.listdir(os.path.join(ROOT, "Fuzz/corpus/scene")))
    bases = [(os.path.relpath(p, ROOT), open(p, encoding="utf-8").read()) for p in paths]
    args.images = [os.path.join(ROOT, "samples", f) for f in os.listdir(os.path.join(ROOT, "samples")) if f.endswith(".png")]
    os.makedirs(args.findings, exist_ok=True)
    start = time.monotonic()
    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda i: run_one(i, args, bases), range(args.runs)))
    wall = time.monotonic() - start
    times = [r[2] for r in results]
    by_command, by_status = {}, {}
    for cmd, rc, _, _ in results:
        by_command[cmd] = by_command.get(cmd, 0) + 1
        by_status[str(rc)] = by_status.get(str(rc), 0) + 1
    findings = [(i, r) for i, r in enumerate(results) if r[3]]
    slow = sorted(((r[2], i, r[0]) for i, r in enumerate(results) if r[2] > args.slow), reverse=True)
    print(f"executions: {len(results)} in {wall:.0f} s with {args.jobs} job(s), seed {args.seed}, {args.plumb}")
    print(f"per command: {dict(sorted(by_command.items()))}")
    print(f"exit statuses: {dict(sorted(by_status.items()))}")
    print(f"time per execution: median {statistics.median(times) * 1000:.0f} ms, slowest {max(times):.2f} s")
    print(f"over {args.slow:g} s: {len(slow)}" + (f" (slowest: {[(f'{s:.2f} s', i, c) for s, i, c in slow[:5]]})" if slow else ""))
    print(f"findings: {len(findings)}" + (f" (in {args.findings})" if findings else ""))
    for i, r in findings[:20]:
        print(f"  {i:06d} {r[0]}: {'; '.join(r[3])}")
    return 1 if findings or slow else 0


if __name__ == "__main__":
    sys.exit(main())
