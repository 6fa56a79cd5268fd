#!/usr/bin/env bash
# Runs the PlumbSolver-vs-kiwi benchmark; see Benchmarks/compare.py --help.
#   Benchmarks/run.sh [--quick] [--out FILE.md]
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 Benchmarks/compare.py "$@"
