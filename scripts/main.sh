#!/usr/bin/env bash
# Sets everything up, then runs the main job. Until scene files and samples land (the CLI
# issue), the main job is the benchmarks: solver and layout against kiwi, then rendering. Their
# tables go to out/PERFORMANCE.md, the layout chart (drawn as a Plumb scene) to
# out/performance-chart.png.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
mkdir -p out
bash Benchmarks/run.sh --quick --out out/PERFORMANCE.md "$@"
