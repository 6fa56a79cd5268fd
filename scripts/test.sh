#!/usr/bin/env bash
# Sets everything up, then runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The solver and the layout model compiled with -O inside the debug build (Package.swift says
# why): the random-shape tests run their 1,000 trees in a minute instead of fifteen.
export PLUMB_OPTIMISED_ENGINE=1
swift test
