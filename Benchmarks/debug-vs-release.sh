#!/usr/bin/env bash
# Times `plumb layout`, `plumb render` and `plumb inspect` from the debug build and from the
# release build on a few samples and on a 221-view settings screen (scripts/settings-scene.py),
# with hyperfine: docs/PERFORMANCE.md, "Debug and release builds (issue 29)".
#
#   Benchmarks/debug-vs-release.sh [RUNS]      (default 3 runs of each; a debug inspect of the
#                                               settings screen takes a minute or more)
#
# Builds both (`swift build --product plumb` and `swift build -c release --product plumb`)
# when they are missing; prints a table of medians and keeps hyperfine's JSON in
# .build/debug-vs-release/.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
command -v hyperfine >/dev/null || { echo "debug-vs-release.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
debug=.build/debug/plumb release=.build/release/plumb
[ -x "$debug" ] || swift build --product plumb
[ -x "$release" ] || swift build -c release --product plumb
work=.build/debug-vs-release
mkdir -p "$work"
python3 scripts/settings-scene.py 8 4 > "$work/settings-8x4.yaml"
scenes=(samples/answer-row.yaml samples/chat-screen.yaml samples/menu-screen-stack.yaml "$work/settings-8x4.yaml")
printf '%-20s %-8s %11s %13s %7s %15s %17s\n' scene command "debug (ms)" "release (ms)" ratio "debug CPU (ms)" "release CPU (ms)"
for scene in "${scenes[@]}"; do
  name=$(basename "$scene" .yaml)
  for command in layout render inspect; do
    case $command in
      layout) args="layout $scene" ;;
      render) args="render $scene -o $work/$name.png" ;;
      inspect) args="inspect $scene -o $work/$name.html" ;;
    esac
    json="$work/$name-$command.json"
    # plumb exits 1 for a layout with problems (chat-screen is fine; others may not be): that is still a run.
    hyperfine --style none --runs "$RUNS" -i --export-json "$json" -n debug "$debug $args" -n release "$release $args" >/dev/null
    # Medians of wall time, and the mean user+system CPU time (steadier on a shared machine).
    python3 - "$json" "$name" "$command" <<'PY'
import json, sys
debug, release = json.load(open(sys.argv[1]))["results"]
wall = [r["median"] * 1000 for r in (debug, release)]
cpu = [(r["user"] + r["system"]) * 1000 for r in (debug, release)]
print(f"{sys.argv[2]:<20} {sys.argv[3]:<8} {wall[0]:>11.0f} {wall[1]:>13.0f} {wall[0] / wall[1]:>6.1f}× {cpu[0]:>15.0f} {cpu[1]:>17.0f}")
PY
  done
done
