#!/usr/bin/env bash
# The solver's per-view counts on the random shapes over many seeds (issue 29's complexity
# bound): builds plumb-random-counts in release and prints its Markdown table.
#   Benchmarks/random-counts.sh [--seeds 1000] [--small 100] [--large 1000]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --scratch-path .build-bench --product plumb-random-counts >&2
.build-bench/release/plumb-random-counts "$@"
