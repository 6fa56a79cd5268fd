"""Running a benchmark executable that prints one JSON summary line (stack, diagnostics,
snapshot), under the time cap."""

from .paths import log
from .procs import out_of_time, run_capped


def summary(tools, product, argv, cap):
    """(the summary line or None, why not)."""
    if out_of_time():
        return None, "not run (time budget)"
    run = run_capped([tools.swift(product)] + argv, cap=cap)
    log(f"{product}: {run.wall:.1f} s{', ' + run.killed if run.killed else ''}")
    if run.lines:
        return run.lines[-1], None
    return None, run.error or (f"stopped by the {run.killed}" if run.killed else "no output")
