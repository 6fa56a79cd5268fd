"""Running a benchmark executable that prints one JSON summary line (stack, diagnostics,
snapshot), under the time cap."""

from .markdown import Section, Target
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


def summary_section(args, tools, product, argv, title, target_text):
    """Runs `product` and starts its family's section: (the section, the summary or None).
    Without a summary the section already holds the target, unmeasured, and why."""
    d, why = summary(tools, product, argv, args.cap)
    s = Section(title)
    if d is None:
        s.targets.append(Target(target_text, None, why))
    return s, d
