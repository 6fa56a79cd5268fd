#!/usr/bin/env bash
# The one benchmark command: builds what it needs, runs the benchmark families and prints one
# Markdown report (Benchmarks/README.md).
#   Benchmarks/run.sh [--quick] [--families shapes,named,apple,random,solver,render,cli,stack,diagnostics,snapshot,robustness,inspector,screens,variants,animation]
#                     [--shapes a,b] [--seeds K] [--n 100,1000] [--out FILE.md]      (--help: every option)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
PLUMB_BENCH_COMMAND="Benchmarks/run.sh" PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" exec python3 -m runner "$@"
