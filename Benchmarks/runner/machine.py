"""What the report's header says about the machine and the code that was measured."""

import hashlib
import platform
import subprocess
from pathlib import Path

from .paths import KIWI_VERSION, ROOT


def _text(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
        return (p.stdout + p.stderr).strip()
    except OSError:
        return ""


def _proc_field(path, prefix):
    try:
        for line in Path(path).read_text().splitlines():
            if line.startswith(prefix):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return ""


def loadavg():
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def commit():
    """The commit, whether Sources/ differs from it, and a hash of Sources/ as built."""
    h = hashlib.sha256()
    for f in sorted((ROOT / "Sources").rglob("*.swift")):
        h.update(str(f.relative_to(ROOT)).encode())
        h.update(f.read_bytes())
    head = _text(["git", "rev-parse", "--short", "HEAD"])
    head = head if head and " " not in head else "no commit"
    dirty = _text(["git", "status", "--porcelain", "--", "Sources"])
    state = "with uncommitted changes in Sources/" if dirty else "Sources/ as committed"
    return f"{head}, {state} (sha256 of Sources/*.swift: {h.hexdigest()[:12]})"


def lines():
    """The machine, one fact a line (without the load averages, which bracket the run)."""
    mem = _proc_field("/proc/meminfo", "MemTotal:")
    mem = f"{int(mem.split()[0]) / 1024 / 1024:.1f} GiB" if mem else "unknown"
    gxx = _text(["g++", "--version"]).splitlines()
    return [
        f"nproc: {_text(['nproc'])}",
        f"CPU: {_proc_field('/proc/cpuinfo', 'model name') or platform.processor() or 'unknown'}",
        f"memory: {mem}",
        f"kernel: {platform.system()} {platform.release()}",
        f"swift --version: {' '.join(_text(['swift', '--version']).split())}",
        f"g++ --version: {gxx[0] if gxx else '?'}",
        f"kiwi: kiwisolver {KIWI_VERSION} sdist headers (PyPI)",
        f"git commit at the start: {commit()}",
    ]
