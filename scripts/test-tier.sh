#!/usr/bin/env bash
# Runs one tier of the tests (README, "Tests"):
#   scripts/test-tier.sh unit|cli|browser|server|consumer|slow [more swift test options]
#   scripts/test-tier.sh --list TIER        # the suites of TIER, one a line
# A suite's tiers are its tags (@Suite(.tags(.cli)) and so on: Tests/PlumbTestSupport/Tiers.swift);
# an untagged suite in PlumbCLITests is a cli test, in PlumbPreviewTests a server test, and
# anywhere else a unit test. The tags are read from the sources, and the tier becomes
# `swift test --filter`/`--skip` patterns (Swift 6.3's `swift test` cannot select tags itself).
set -euo pipefail
cd "$(dirname "$0")/.."
list=0
if [ "${1:-}" = --list ]; then list=1; shift; fi
tier=${1:-}
case "$tier" in
  unit|cli|browser|server|consumer|slow) shift ;;
  *) echo "usage: scripts/test-tier.sh [--list] unit|cli|browser|server|consumer|slow [swift test options]" >&2; exit 2 ;;
esac
patterns=$(python3 - "$tier" "$list" <<'PY'
import re, sys
from pathlib import Path

tier, list_only = sys.argv[1], sys.argv[2] == "1"
TARGET_TIERS = {"PlumbCLITests": {"cli"}, "PlumbPreviewTests": {"server"}}
# `@Suite(... .tags(.a, .b) ...)` up to the type it marks.
suite = re.compile(r"(?m)^@Suite(?:\((?P<traits>[^)]*(?:\([^)]*\)[^)]*)*)\))?\s*(?:final\s+)?(?:struct|class|enum|actor)\s+(?P<name>\w+)")
tiers = {}  # "Target.Suite" -> its tiers
for path in sorted(Path("Tests").glob("*/**/*.swift")):
    target = path.parts[1]
    for m in suite.finditer(path.read_text(encoding="utf-8")):
        tags = set(re.findall(r"\.(\w+)", re.search(r"\.tags\(([^)]*)\)", m["traits"] or "")[1])) \
            if ".tags(" in (m["traits"] or "") else set()
        tiers[f"{target}.{m['name']}"] = tags or TARGET_TIERS.get(target, {"unit"})
chosen = sorted(name for name, t in tiers.items() if tier in t)
if list_only:
    print("\n".join(chosen))
elif tier == "unit":
    # Everything but the suites of the other tiers (so a new untagged target is a unit test).
    print("\n".join(f"--skip\n^{re.escape(name)}/" for name, t in sorted(tiers.items()) if "unit" not in t))
else:
    print("\n".join(f"--filter\n^{re.escape(name)}/" for name in chosen))
PY
)
if [ "$list" = 1 ]; then echo "$patterns"; exit 0; fi
mapfile -t args <<< "$patterns"
# The optimised engine, as scripts/test.sh builds it (Package.swift says why).
export PLUMB_OPTIMISED_ENGINE=1
exec swift test "${args[@]}" "$@"
