"""Where things are, and the progress log."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "Benchmarks"
KIWI_DIR = BENCH / ".kiwi"
OUT_DIR = BENCH / "out"
KIWI_VERSION = "1.5.1"  # the kiwisolver sdist kiwi-bench is built from


def log(message):
    """Progress goes to stderr; the report goes to stdout and --out."""
    print(message, file=sys.stderr, flush=True)
