#!/usr/bin/env bash
# Builds the DocC archives of Plumb's modules and the `plumb` tool, failing on any DocC warning.
# Archives go to .build-docs/plugins/Swift-DocC/outputs/<Target>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(PlumbSolver Plumb PlumbRender PlumbScene PlumbInspect PlumbPreview PlumbSamples PlumbSnapshotCore PlumbSnapshot PlumbSnapshotTesting plumb)
args=()
for target in "${targets[@]}"; do args+=(--target "$target"); done
swift package --scratch-path .build-docs generate-documentation "${args[@]}" --warnings-as-errors "$@"
