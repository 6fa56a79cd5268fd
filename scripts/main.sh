#!/usr/bin/env bash
# Sets everything up, then runs the main job. Until the renderer lands, the main job is the
# solver and layout benchmarks against kiwi; their tables go to out/PERFORMANCE.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
mkdir -p out
bash Benchmarks/run.sh --quick --out out/PERFORMANCE.md "$@"
