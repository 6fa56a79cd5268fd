"""Runs the Plumb benchmark families and writes one Markdown report.

    Benchmarks/run.sh [--quick] [--families shapes,named,apple,random,...] [--shapes a,b] [--seeds K]
                      [--n 100,1000] [--out FILE.md]

Full: N = 100, 1000, 10000, 5 runs. --quick: N = 100 and 1000, 3 runs, a shorter budget per
process. Each family builds what it runs (`swift build -c release --package-path Benchmarks
--scratch-path .build-bench`; kiwi from its PyPI sdist), runs every process under a time cap,
and reports what finished.
Benchmarks/README.md describes the families, the shapes and the phases.
"""

import argparse
import datetime
import os
import shlex
import sys
import time
from pathlib import Path

from . import (animation, apple, cli, diagnostics, inspector, machine, named, random_shapes, render, robustness, screens, shapes,
               snapshot, solver, stack, variants)
from .builds import Tools
from .markdown import document
from .paths import log
from .procs import set_deadline

# In report order. They run cheapest first (RUN_ORDER), so that a time budget cuts the costliest.
FAMILIES = {"shapes": shapes, "named": named, "apple": apple, "random": random_shapes, "solver": solver, "render": render, "cli": cli,
            "stack": stack, "diagnostics": diagnostics, "snapshot": snapshot, "robustness": robustness,
            "inspector": inspector, "screens": screens, "variants": variants, "animation": animation}
RUN_ORDER = ["stack", "diagnostics", "snapshot", "cli", "animation", "variants", "inspector", "robustness", "render", "apple",
             "named", "random", "shapes", "screens",
             "solver"]


def _list(text):
    return [x for x in text.split(",") if x]


def _numbers(text):
    return [int(x) for x in _list(text)]


def parse(argv):
    ap = argparse.ArgumentParser(prog="Benchmarks/run.sh", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="N = 100,1000, 3 runs, 1 s budget per process, 6 min deadline")
    ap.add_argument("--families", type=_list, default=list(FAMILIES),
                    help=f"comma-separated, from: {','.join(FAMILIES)} (default: all)")
    ap.add_argument("--shapes", type=_list, help="shape names, comma-separated: the shapes family runs exactly these "
                    "(default: the shapes the engine was tuned on); the named and apple families run theirs among them "
                    "(default: all of theirs)")
    ap.add_argument("--seeds", type=int, help="random family: seeds 1…K (default 20; --quick 5)")
    ap.add_argument("--n", type=_numbers, help="view counts, comma-separated (default 100,1000,10000; --quick 100,1000)")
    ap.add_argument("--runs", type=int, help="runs per measurement (default 5; --quick 3)")
    ap.add_argument("--budget", type=float, help="seconds after which a process starts no new run, or no new step of a phase (default 20; --quick 1)")
    ap.add_argument("--cap", type=float, default=60, help="seconds after which a process is stopped (60)")
    ap.add_argument("--deadline", type=float, help="minutes of measuring (after the builds) after which no new "
                    "process starts; what is left is reported as not run (default: none; --quick 6)")
    ap.add_argument("--out", metavar="FILE.md", help="also write the report to FILE.md")
    ap.add_argument("--scratch-path", default=".build-bench", help="SwiftPM scratch path (.build-bench)")
    ap.add_argument("--keep-traces", action="store_true", help="keep the solver traces in Benchmarks/out/traces/")
    args = ap.parse_args(argv)
    unknown = [f for f in args.families if f not in FAMILIES]
    if unknown:
        ap.error(f"unknown families: {', '.join(unknown)}")
    args.n = args.n or ([100, 1000] if args.quick else [100, 1000, 10000])
    args.runs = args.runs or (3 if args.quick else 5)
    args.seeds = args.seeds or (5 if args.quick else 20)
    args.budget = args.budget if args.budget is not None else (1.0 if args.quick else 20.0)
    args.deadline = args.deadline if args.deadline is not None else (6.0 if args.quick else None)
    return args


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    args = parse(argv)
    command = f"{os.environ.get('PLUMB_BENCH_COMMAND', 'python3 -m runner')} {shlex.join(argv)}".strip()
    started = datetime.datetime.now(datetime.timezone.utc)
    load_start, machine_lines = machine.loadavg(), machine.lines()
    t0 = time.monotonic()
    tools = Tools(args.scratch_path)
    for product in dict.fromkeys(p for name in args.families for p in FAMILIES[name].PRODUCTS):
        if product == "kiwi":
            tools.kiwi()
        else:
            tools.swift(product)
    building = (time.monotonic() - t0) / 60
    set_deadline(args.deadline * 60 if args.deadline else None)
    sections = {}
    for name in sorted(args.families, key=RUN_ORDER.index):
        log(f"--- {name}")
        sections[name] = FAMILIES[name].run(args, tools)
    minutes = (time.monotonic() - t0) / 60
    header = [f"Command: `{command}`", "",
              f"Run {started:%Y-%m-%d %H:%M} UTC, took {minutes:.1f} min ({building:.1f} of them building)"
              + (f"; no process started after {args.deadline:g} min of measuring." if args.deadline else "."), ""]
    header += [f"- {line}" for line in machine_lines]
    header.append(f"- load average (1/5/15 min) before: {load_start}; after: {machine.loadavg()} "
                  "(the benchmark itself accounts for about 1 of the 2 cores; more means the machine was shared)")
    header += [f"- built with {cmd}" for cmd in tools.commands.values()]
    text = document(header, [sections[name] for name in FAMILIES if name in sections])
    print(text)
    if args.out:
        Path(args.out).write_text(text)
        log(f"wrote {args.out} ({minutes:.1f} min)")


if __name__ == "__main__":
    main()
