#!/usr/bin/env bash
# Installs what Plumb's builds, tests and benchmarks need on a Debian machine with Swift.
# Idempotent: it skips what is already there.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi

# Cairo and Pango (the renderer), libpng and zlib (its PNG writer), the DejaVu fonts Plumb pins, pkg-config to find them,
# chromium (headless: the snapshot report's test looks at the page) and chromium-driver (the
# inspector's browser tests drive it through Selenium), g++ for the benchmarks' kiwi build,
# python3/pip for kiwisolver, curl (the preview server's tests make their HTTP requests with it),
# libxml2-utils for xmllint (the JUnit report tests validate the XML against Tests/Schemas/junit.xsd),
# fonts-liberation (Liberation Sans: the tests' stand-in for a user's own font file, registered by
# path; GPL-2 with a font exception, used only by the tests, never pinned).
missing=()
for p in libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev fonts-dejavu-core fonts-liberation pkg-config chromium chromium-driver curl libxml2-utils; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
# These may come from elsewhere (pyenv, a toolchain); install only what really is absent.
command -v g++ >/dev/null || missing+=(g++)
command -v python3 >/dev/null || missing+=(python3)
python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
if [ "${#missing[@]}" -gt 0 ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

pip_install() {
  python3 -m pip install --quiet "$@" || python3 -m pip install --quiet --break-system-packages "$@"
}
# kiwisolver: the differential test's oracle (and the benchmarks build kiwi's C++ headers).
if ! python3 -c 'import kiwisolver, sys; sys.exit(kiwisolver.__version__ != "1.5.1")' 2>/dev/null; then
  pip_install kiwisolver==1.5.1
fi
# scipy: the exact LP that settles the differential test's disagreements (kiwi has bugs too).
if ! python3 -c 'import scipy.optimize' 2>/dev/null; then
  pip_install scipy
fi
# jsonschema and PyYAML: the scene-file schema's test validates every sample with them.
if ! python3 -c 'import jsonschema, yaml' 2>/dev/null; then
  pip_install jsonschema pyyaml
fi
# selenium: the inspector page's browser tests (Tests/browser) drive Debian's chromium through
# chromium-driver with it; they name both binaries, so Selenium never downloads a browser.
if ! python3 -c 'import selenium' 2>/dev/null; then
  pip_install selenium
fi
# Pillow: the animated-PNG test reads Plumb's APNG files back with it, a second decoder.
if ! python3 -c 'import PIL' 2>/dev/null; then
  pip_install pillow
fi
