#!/usr/bin/env bash
# Runs the PlumbSolver-vs-kiwi benchmark, then the layout benchmark (Benchmarks/layout.py, with
# its chart), then the render benchmark (Benchmarks/render.py); see Benchmarks/compare.py --help.
#   Benchmarks/run.sh [--quick] [--out FILE.md] [--no-layout | --layout-only]
#                     [--no-render | --render-only] [--chart PATH.png] [--scratch-path DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 Benchmarks/compare.py "$@"
