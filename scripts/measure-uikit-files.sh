#!/usr/bin/env bash
# Measures how much of real apps' UIKit code compiles unchanged against Plumb's `UIKit`
# product, and draws what compiles (docs/UIKIT.md, "Measured on real code"):
#
#   scripts/measure-uikit-files.sh FOLDER [--no-render]
#
# FOLDER (outside this repository: the apps' code is theirs, never committed here) holds
#   files/<app>/*.swift          the apps' files, unchanged
#   standins/<app>/*.swift       stand-ins for the app's own helpers, compiled with its files
#   standins/<app>/<Module>/     stand-ins for a module the files import (e.g. MastodonAsset)
#   render/<app>/<File>.swift    optional, for each file to draw: `func make_<File>() -> UIView`
#                                (<File> with every non-alphanumeric character as `_`)
# Each file is type-checked alone with its app's stand-ins, in Swift 5 mode as apps are, against
# this checkout's UIKit module; its first errors, grouped by message, are its blockers. Files
# with none are built into one program per app that lays each out at the top of an iPhone 15
# screen (393 × 852, safe area 59/34) and writes FOLDER/out/<app>/<File>.png at 2×. Prints a
# Markdown table; exits 2 on bad arguments. Re-running it rebuilds only what changed.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
usage() { echo "usage: scripts/measure-uikit-files.sh FOLDER [--no-render]" >&2; exit 2; }
[ $# -ge 1 ] || usage
folder=$(cd "$1" 2>/dev/null && pwd) || { echo "error: $1: no such folder" >&2; exit 2; }
render=1
[ "${2:-}" = --no-render ] && render=0
[ -n "${2:-}" ] && [ "$2" != --no-render ] && usage
case "$folder/" in "$repo/"*) echo "error: $folder is inside the repository; keep other apps' code outside it" >&2; exit 2 ;; esac
[ -d "$folder/files" ] || { echo "error: $folder/files: no such folder (see the comment at the top of this script)" >&2; exit 2; }

work="$folder/.measure"
mkdir -p "$work/modules" "$work/logs"
# The UIKit module, built as the tests build it (the same flags, so nothing else rebuilds).
(cd "$repo" && PLUMB_OPTIMISED_ENGINE=1 swift build --target UIKit >"$work/logs/build.log" 2>&1) \
  || { tail -20 "$work/logs/build.log" >&2; exit 1; }
modules="$repo/.build/debug/Modules"
swiftc=(swiftc -swift-version 5 -I "$modules" -I "$work/modules")

for appdir in "$folder"/files/*/; do
  app=$(basename "$appdir")
  # Stand-in modules first: the files import them.
  for moduledir in "$folder/standins/$app"/*/; do
    [ -d "$moduledir" ] || continue
    module=$(basename "$moduledir")
    "${swiftc[@]}" -parse-as-library -emit-module -module-name "$module" -emit-module-path "$work/modules/$module.swiftmodule" \
      "$moduledir"*.swift >"$work/logs/$app-$module.log" 2>&1 || { echo "error: stand-in module $module doesn't compile:" >&2; cat "$work/logs/$app-$module.log" >&2; exit 1; }
  done
  standins=("$folder/standins/$app"/*.swift)
  [ -e "${standins[0]}" ] || standins=()
  for file in "$appdir"*.swift; do
    name=$(basename "$file" .swift)
    "${swiftc[@]}" -typecheck -module-name "$(echo "$app" | tr -cd '[:alnum:]')" "$file" "${standins[@]}" \
      >"$work/logs/$app-$name.typecheck.log" 2>&1 || true
  done
done

python3 - "$folder" "$work" "$render" <<'PY'
import os, re, sys, glob, json
folder, work, render = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
rows = []
for appdir in sorted(glob.glob(f"{folder}/files/*/")):
    app = os.path.basename(appdir.rstrip("/"))
    for path in sorted(glob.glob(f"{appdir}*.swift")):
        name = os.path.basename(path)[:-6]
        log = open(f"{work}/logs/{app}-{name}.typecheck.log", encoding="utf-8", errors="replace").read()
        lines = open(path, encoding="utf-8", errors="replace").read().count("\n")
        errors, stand_in_errors = [], []
        for m in re.finditer(r"^(.*?):(\d+):\d+: error: (.*)$", log, re.M):
            (errors if os.path.samefile(m[1], path) else stand_in_errors).append((int(m[2]), m[3].strip()))
        bad_lines = {line for line, _ in errors}
        # Group the messages: the same complaint about different names counts once per name.
        groups = {}
        for line, message in errors:
            groups.setdefault(message, []).append(line)
        blockers = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[1][0]))
        rows.append(dict(app=app, file=name, lines=lines, unchanged=lines - len(bad_lines), errors=len(errors),
                         blockers=[f"{msg} (×{len(ls)}, first at line {ls[0]})" for msg, ls in blockers],
                         stand_in_errors=stand_in_errors))
json.dump(rows, open(f"{work}/results.json", "w"), indent=1)
PY

if [ "$render" = 1 ]; then
  # One program per app, from the files with no error, their stand-ins and their render functions.
  pkg="$work/render"
  rm -rf "$pkg/Sources"; mkdir -p "$pkg/Sources" "$folder/out"
  python3 - "$folder" "$work" "$repo" <<'PY'
import os, re, sys, glob, json
folder, work, repo = sys.argv[1:4]
rows = json.load(open(f"{work}/results.json"))
pkg = f"{work}/render"
targets, products = [], []
ident = lambda s: re.sub(r"\W", "_", s)
for app in sorted({r["app"] for r in rows}):
    ok = [r["file"] for r in rows if r["app"] == app and r["errors"] == 0
          and os.path.exists(f"{folder}/render/{app}/{r['file']}.swift")]
    if not ok: continue
    modules = [os.path.basename(d.rstrip("/")) for d in sorted(glob.glob(f"{folder}/standins/{app}/*/"))]
    for m in modules:
        os.makedirs(f"{pkg}/Sources/{m}", exist_ok=True)
        for f in glob.glob(f"{folder}/standins/{app}/{m}/*.swift"):
            os.symlink(f, f"{pkg}/Sources/{m}/{os.path.basename(f)}")
        targets.append(f'.target(name: "{m}", dependencies: [.product(name: "UIKit", package: "Plumb")], path: "Sources/{m}", '
                       'swiftSettings: [.swiftLanguageMode(.v5)])')
    exe = f"Render{ident(app)}"
    src = f"{pkg}/Sources/{exe}"
    os.makedirs(src)
    for f in [f"{folder}/files/{app}/{n}.swift" for n in ok] + [f"{folder}/render/{app}/{n}.swift" for n in ok]:
        prefix = "render_" if f.startswith(f"{folder}/render/") else ""
        os.symlink(f, f"{src}/{prefix}{os.path.basename(f)}")
    for f in glob.glob(f"{folder}/standins/{app}/*.swift"):
        os.symlink(f, f"{src}/standin_{os.path.basename(f)}")
    calls = "\n".join(f'    ("{n}", make_{ident(n)}),' for n in ok)
    open(f"{src}/main.swift", "w").write(f'''import PlumbRender
import UIKit

// Lays each view out at the top of an iPhone 15 screen and writes its picture (generated by
// scripts/measure-uikit-files.sh).
let views: [(String, () -> UIView)] = [
{calls}
]
let out = CommandLine.arguments[1]
for (name, make) in views {{
    let screen = UIView(frame: UIScreen.main.bounds)
    screen.backgroundColor = .systemBackground
    screen.safeAreaInsets = UIScreen.main.device.safeArea(.portrait)
    screen.textMeasurer = PangoTextMeasurer.shared
    let view = make()
    view.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(view)
    NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
        view.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
    ])
    screen.layoutIfNeeded()
    do {{
        try AtomicFile.write(try Renderer(scale: 2).image(of: screen).pngData(), to: "\\(out)/\\(name).png")
        print("\\(name): \\(view.frame)")
    }} catch {{
        print("\\(name): not drawn: \\(error)")
    }}
}}
''')
    deps = ", ".join([f'"{m}"' for m in modules] + ['.product(name: "UIKit", package: "Plumb")', '.product(name: "PlumbRender", package: "Plumb")'])
    targets.append(f'.executableTarget(name: "{exe}", dependencies: [{deps}], path: "Sources/{exe}", swiftSettings: [.swiftLanguageMode(.v5)])')
    products.append((app, exe))
open(f"{pkg}/Package.swift", "w").write(f'''// swift-tools-version: 6.1
// Generated by scripts/measure-uikit-files.sh: draws the measured files that compile.
import PackageDescription
let package = Package(
    name: "UIKitMeasure",
    dependencies: [.package(name: "Plumb", path: "{repo}")],
    targets: [
        {(","+chr(10)+"        ").join(targets)}
    ]
)
''')
open(f"{pkg}/programs.txt", "w").write("".join(f"{a} {e}\n" for a, e in products))
PY
  if [ -s "$pkg/programs.txt" ]; then
    (cd "$pkg" && swift build --scratch-path "$pkg/.build" >"$work/logs/render-build.log" 2>&1) \
      || { grep -E "error:" "$work/logs/render-build.log" | head -20 >&2; exit 1; }
    while read -r app exe; do
      mkdir -p "$folder/out/$app"
      "$pkg/.build/debug/$exe" "$folder/out/$app" >"$work/logs/render-$app.log" 2>&1 || true
    done <"$pkg/programs.txt"
  fi
fi

python3 - "$folder" "$work" <<'PY'
import os, sys, json
folder, work = sys.argv[1:3]
rows = json.load(open(f"{work}/results.json"))
print("| file | app | lines | lines with no error | compiles unchanged | first blockers | picture |")
print("|---|---|---:|---:|---|---|---|")
for r in rows:
    png = f"out/{r['app']}/{r['file']}.png"
    picture = png if os.path.exists(f"{folder}/{png}") else ("no render function" if r["errors"] == 0 else "—")
    blockers = "; ".join(b.replace("|", "\\|") for b in r["blockers"][:3]) or "—"
    if r["stand_in_errors"]: blockers += f" (and {len(r['stand_in_errors'])} errors in the stand-ins)"
    print(f"| {r['file']}.swift | {r['app']} | {r['lines']} | {r['unchanged']} | {'yes' if r['errors'] == 0 else 'no'} | {blockers} | {picture} |")
total = sum(r["lines"] for r in rows)
unchanged = sum(r["unchanged"] for r in rows)
print(f"\n{len(rows)} files from {len({r['app'] for r in rows})} apps; {sum(r['errors'] == 0 for r in rows)} compile unchanged; "
      f"{unchanged} of {total} lines ({100 * unchanged / max(total, 1):.0f} %) have no error.")
PY
