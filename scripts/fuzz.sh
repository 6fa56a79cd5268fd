#!/usr/bin/env bash
# Builds a libFuzzer target with swiftc (not SwiftPM) and runs it. See docs/FUZZING.md.
#
#   scripts/fuzz.sh TARGET [RUNS] [libFuzzer flags...]
#
# TARGET is `vfl` (the Visual Format Language parser and builder), `equation` (the
# constraint-equation parser and builder), `solver` (the solver alone: programs of solver calls,
# checked against its invariants) or `scene` (the whole pipeline: scene text, loader,
# layout, reports, rendering with every overlay; it also builds Yams, PlumbRender and PlumbScene). RUNS (default 1000000) is libFuzzer's -runs; 0 only
# builds. Everything goes to .build-fuzz/: the instrumented PlumbSolver and Plumb libraries
# (rebuilt only when their sources change), the fuzzer .build-fuzz/TARGET-fuzzer, the working
# corpus .build-fuzz/corpus/TARGET (seeded from Fuzz/corpus/TARGET, which is never written) and
# crash reproducers .build-fuzz/artifacts/TARGET/. Set SANITIZERS=fuzzer to drop AddressSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/fuzz.sh vfl|equation|solver|scene [RUNS] [libFuzzer flags...]" >&2; exit 2; }
[ $# -ge 1 ] || usage
TARGET=$1; shift
case "$TARGET" in vfl|equation|solver|scene) ;; *) usage ;; esac
RUNS=${1:-1000000}; [ $# -ge 1 ] && shift
case "$RUNS" in ''|*[!0-9]*) usage ;; esac

# The libFuzzer runtime ships with the Swift toolchain (libclang_rt.fuzzer-<arch>.a). Without it
# -sanitize=fuzzer cannot link; say so rather than fail obscurely.
SWIFTC=$(command -v swiftc) || { echo "fuzz.sh: swiftc not found" >&2; exit 2; }
TOOLCHAIN=$(dirname "$(dirname "$(readlink -f "$SWIFTC")")")
if ! find "$TOOLCHAIN/lib" -name "libclang_rt.fuzzer-*.a" 2>/dev/null | grep -q .; then
  echo "fuzz.sh: no libclang_rt.fuzzer in $TOOLCHAIN/lib; use a swift.org toolchain for Linux" >&2
  exit 2
fi
# swiftc links with clang; install it if the toolchain's own clang is missing.
if ! command -v clang >/dev/null && [ ! -x "$TOOLCHAIN/bin/clang" ]; then
  SUDO=""; if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq clang
fi

SANITIZERS=${SANITIZERS:-fuzzer,address}
BUILD=.build-fuzz
MODULES=$BUILD/modules
mkdir -p "$MODULES"
FLAGS=(-O -g -swift-version 6 -parse-as-library -package-name plumb -sanitize="$SANITIZERS" -I "$MODULES")

# build LIBRARY SOURCE_DIR [swiftc flags...]: a static library and its module, when any source is
# newer (or the sanitizers changed).
build_library() {
  local name=$1 dir=$2 lib=$BUILD/lib$1.a stamp=$BUILD/lib$1.sanitizers; shift 2
  local sources; mapfile -t sources < <(find "$dir" -name '*.swift' | sort)
  if [ -f "$lib" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$SANITIZERS" ] \
     && [ -z "$(find "$dir" -name '*.swift' -newer "$lib" | head -1)" ] \
     && [ "$(find "$dir" -name '*.swift' | wc -l)" = "$(cat "$BUILD/lib$name.count" 2>/dev/null)" ]; then
    return
  fi
  echo "fuzz.sh: building $name (${#sources[@]} files)" >&2
  swiftc "${FLAGS[@]}" "$@" -module-name "$name" -wmo -emit-library -static -o "$lib" \
    -emit-module -emit-module-path "$MODULES/$name.swiftmodule" "${sources[@]}"
  echo "$SANITIZERS" > "$stamp"
  echo "${#sources[@]}" > "$BUILD/lib$name.count"
}

build_library PlumbSolver Sources/PlumbSolver
build_library Plumb Sources/Plumb
LIBS=(-lPlumb -lPlumbSolver)
if [ "$TARGET" = scene ]; then
  # The renderer and the scene loader, with Yams (and its C part) from SwiftPM's checkout.
  [ -d .build/checkouts/Yams ] || swift package resolve >&2
  YAMS=.build/checkouts/Yams/Sources
  if [ ! -f "$BUILD/libCYaml.a" ]; then
    mkdir -p "$BUILD/cyaml"
    for c in "$YAMS"/CYaml/src/*.c; do
      clang -O1 -DYAML_DECLARE_STATIC -I "$YAMS/CYaml/include" -c "$c" -o "$BUILD/cyaml/$(basename "$c" .c).o"
    done
    ar rcs "$BUILD/libCYaml.a" "$BUILD"/cyaml/*.o
  fi
  # The PNG writer's C part, with the module map SwiftPM would generate for its include folder.
  if [ ! -f "$BUILD/libCPNGWriter.a" ] || [ Sources/CPNGWriter/png_writer.c -nt "$BUILD/libCPNGWriter.a" ]; then
    mkdir -p "$BUILD/cpngwriter/include"
    clang -O1 -I Sources/CPNGWriter/include -c Sources/CPNGWriter/png_writer.c -o "$BUILD/cpngwriter/png_writer.o"
    ar rcs "$BUILD/libCPNGWriter.a" "$BUILD/cpngwriter/png_writer.o"
    printf 'module CPNGWriter {\n  header "%s"\n  export *\n}\n' "$PWD/Sources/CPNGWriter/include/png_writer.h" \
      > "$BUILD/cpngwriter/include/module.modulemap"
  fi
  PNG_INCLUDE=(-I "$BUILD/cpngwriter/include")
  PANGO_CFLAGS=(); for flag in $(pkg-config --cflags pangocairo); do PANGO_CFLAGS+=(-Xcc "$flag"); done
  build_library Yams "$YAMS/Yams" -D SWIFT_PACKAGE -I "$YAMS/CYaml/include" -Xcc -DYAML_DECLARE_STATIC
  build_library PlumbRender Sources/PlumbRender -I Sources/CPangoCairo "${PNG_INCLUDE[@]}" "${PANGO_CFLAGS[@]}"
  build_library PlumbScene Sources/PlumbScene -I Sources/CPangoCairo "${PNG_INCLUDE[@]}" -I "$YAMS/CYaml/include" "${PANGO_CFLAGS[@]}"
  LIBS=(-lPlumbScene -lPlumbRender -lYams -lCYaml -lCPNGWriter "${LIBS[@]}" -I Sources/CPangoCairo "${PNG_INCLUDE[@]}"
        -I "$YAMS/CYaml/include" "${PANGO_CFLAGS[@]}" $(pkg-config --libs pangocairo pangoft2 fontconfig libpng) -lz)
  # The pinned fonts' configuration, where the renderer looks for it: beside the program.
  mkdir -p "$BUILD/Plumb_PlumbRender.resources"
  cp Sources/PlumbRender/Resources/fonts.conf "$BUILD/Plumb_PlumbRender.resources/"
fi
FUZZER=$BUILD/$TARGET-fuzzer
echo "fuzz.sh: linking $FUZZER" >&2
# The solver target reads its input with the tests' own interpreter (SolverProgram.swift).
SHARED=(); [ "$TARGET" = solver ] && SHARED=(Tests/PlumbSolverTests/SolverProgram.swift)
swiftc "${FLAGS[@]}" -module-name "Fuzz_$TARGET" Fuzz/"$TARGET"/*.swift "${SHARED[@]}" \
  -use-ld=lld -L "$BUILD" "${LIBS[@]}" -o "$FUZZER"
[ "$RUNS" = 0 ] && exit 0

CORPUS=$BUILD/corpus/$TARGET
ARTIFACTS=$BUILD/artifacts/$TARGET/
mkdir -p "$CORPUS" "$ARTIFACTS"
# New inputs go to the first directory only, so the committed seeds stay as they are.
DICT=(); [ -f "Fuzz/$TARGET.dict" ] && DICT=(-dict="Fuzz/$TARGET.dict")
exec "$FUZZER" -runs="$RUNS" "${DICT[@]}" -artifact_prefix="$ARTIFACTS" \
  -print_final_stats=1 "$@" "$CORPUS" "Fuzz/corpus/$TARGET"
