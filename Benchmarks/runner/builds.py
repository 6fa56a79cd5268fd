"""Building what the benchmarks run: Swift products in release mode (from the benchmark package,
Benchmarks/Package.swift, which also builds Plumb's `plumb` product), and kiwi's driver from
the kiwisolver sdist (downloaded with pip into Benchmarks/.kiwi/, never committed)."""

import shlex
import subprocess
import sys
import tarfile
import time
from pathlib import Path

from . import machine
from .paths import BENCH, KIWI_DIR, KIWI_VERSION, ROOT, log


class Tools:
    """Builds each product once per run and remembers the commands, for the report."""

    def __init__(self, scratch_path=".build-bench", attempts=3, wait=120):
        self.scratch_path, self.attempts, self.wait = scratch_path, attempts, wait
        self.commands = {}  # what was built -> the command that built it
        self._built = {}

    def swift(self, product):
        """The release binary of `product`. A failed build is retried (Sources/ may be mid-edit)."""
        if product in self._built:
            return self._built[product]
        base = ["swift", "build", "-c", "release", "--package-path", "Benchmarks", "--scratch-path", self.scratch_path]
        cmd = base + ["--product", product]
        for attempt in range(1, self.attempts + 1):
            log(f"building: {' '.join(cmd)} (attempt {attempt})")
            p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
            if p.returncode == 0:
                break
            log((p.stdout + p.stderr)[-3000:])
            if attempt == self.attempts:
                sys.exit(f"swift build failed: {' '.join(cmd)}")
            log(f"swift build failed; retrying in {self.wait} s")
            time.sleep(self.wait)
        bin_dir = subprocess.run(base + ["--show-bin-path"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
        self.commands[product] = f"`{' '.join(cmd)}` at {machine.commit()}"
        self._built[product] = Path(bin_dir) / product
        return self._built[product]

    def kiwi(self):
        """kiwi-bench (Benchmarks/kiwi/driver.cpp) compiled against the kiwisolver sdist's headers."""
        if "kiwi" in self._built:
            return self._built["kiwi"]
        sdist = _kiwi_sdist()
        source = BENCH / "kiwi" / "driver.cpp"
        binary = KIWI_DIR / "kiwi-bench"
        table = BENCH / "enaml-constraints.txt"
        cmd = ["g++", "-O2", "-std=c++17", f"-I{sdist}", f'-DENAML_TABLE_PATH="{table}"', str(source), "-o", str(binary)]
        newest = max(p.stat().st_mtime for p in (BENCH / "kiwi").iterdir())
        if not binary.exists() or binary.stat().st_mtime < newest:
            log("compiling: " + " ".join(shlex.quote(c) for c in cmd))
            p = subprocess.run(cmd, capture_output=True, text=True)
            if p.returncode != 0:
                sys.exit(f"g++ failed:\n{p.stdout}\n{p.stderr}")
        self.commands["kiwi"] = f"`g++ -O2 -std=c++17 -I<kiwisolver {KIWI_VERSION} sdist> Benchmarks/kiwi/driver.cpp`"
        self._built["kiwi"] = binary
        return binary


def _kiwi_sdist():
    """Downloads and unpacks the kiwisolver sdist; returns the directory holding kiwi/kiwi.h."""
    sdist = KIWI_DIR / f"kiwisolver-{KIWI_VERSION}"
    if (sdist / "kiwi" / "kiwi.h").exists():
        return sdist
    KIWI_DIR.mkdir(parents=True, exist_ok=True)
    tarball = KIWI_DIR / f"kiwisolver-{KIWI_VERSION}.tar.gz"
    if not tarball.exists():
        log(f"downloading the kiwisolver {KIWI_VERSION} sdist into {KIWI_DIR} ...")
        cmd = [sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps",
               f"kiwisolver=={KIWI_VERSION}", "-d", str(KIWI_DIR)]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0 or not tarball.exists():
            sys.exit(f"pip download failed:\n{p.stdout}\n{p.stderr}")
    with tarfile.open(tarball) as tf:
        safe = [m for m in tf.getmembers()
                if not m.name.startswith("/") and ".." not in Path(m.name).parts and (m.isfile() or m.isdir())]
        tf.extractall(KIWI_DIR, members=safe)
    if not (sdist / "kiwi" / "kiwi.h").exists():
        sys.exit(f"kiwi/kiwi.h not found in {sdist}")
    return sdist
