#!/usr/bin/env bash
# Sets everything up, then runs the main job: builds the `plumb` command (release) and renders every
# sample into out/ — the Swift DSL samples (`plumb samples`) and the scene files in samples/
# (`plumb render`), each plain and with every overlay:
#   out/samples/           Swift DSL samples, plain          out/samples-overlays/   with overlays
#   out/scenes/            samples/*.yaml, *.xib, *.storyboard, plain    out/scenes-overlays/    with overlays
# Some samples are unsatisfiable or ambiguous on purpose: `plumb render` then exits with 1 and
# logs why, which is expected here. Benchmarks: Benchmarks/run.sh (docs/PERFORMANCE.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The release build: the debug one (`swift build`, `swift run plumb`) is 4–15× slower on a
# real screen (docs/PERFORMANCE.md, "Debug and release builds").
swift build -c release --product plumb
plumb="$(swift build -c release --show-bin-path)/plumb"
mkdir -p out
"$plumb" samples -o out/samples
"$plumb" samples --overlay all -o out/samples-overlays
render() {
    local status=0
    "$plumb" render samples/*.yaml samples/*.xib samples/*.storyboard "$@" 2> out/render.log || status=$?
    if [ "$status" -gt 1 ]; then cat out/render.log >&2; exit "$status"; fi
}
render -o out/scenes
render --overlay all -o out/scenes-overlays
echo "rendered $(ls out/samples | wc -l) Swift samples and $(ls out/scenes | wc -l) scene files into out/ (plain and with overlays); layout logs in out/render.log"
