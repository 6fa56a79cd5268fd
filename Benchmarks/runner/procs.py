"""Running one benchmark process under a time cap (and a memory cap), keeping every JSON line
it printed before it ended or was stopped."""

import json
import threading
import time
from pathlib import Path

from .paths import ROOT


_deadline = None  # time.monotonic() after which no new measuring process starts


def set_deadline(seconds):
    """From now on, `out_of_time()` is true after `seconds` (None: never)."""
    global _deadline
    _deadline = None if seconds is None else time.monotonic() + seconds


def out_of_time():
    return _deadline is not None and time.monotonic() > _deadline


def median(xs):
    s = sorted(xs)
    m = len(s) // 2
    return s[m] if len(s) % 2 else (s[m - 1] + s[m]) / 2


class Run:
    """One process: its JSON lines and how it ended."""

    def __init__(self, cmd):
        self.cmd = [str(c) for c in cmd]
        self.lines = []
        self.wall = 0.0
        self.killed = None  # "time cap" or "memory cap"
        self.error = None  # exit status and the end of stderr, for a failed process
        self.max_rss_mb = None  # the highest VmHWM seen while polling

    def kind(self, kind, **match):
        return [d for d in self.lines if d.get("kind") == kind and all(d.get(k) == v for k, v in match.items())]

    def first(self, kind, **match):
        found = self.kind(kind, **match)
        return found[0] if found else None


def _proc_mb(pid, field):
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def run_capped(cmd, cap=60.0, mem_cap_mb=4096.0):
    """Runs `cmd` from the repository root; stops it after `cap` seconds or once its resident
    set passes `mem_cap_mb` (polled every 0.1 s). Lines that are not JSON are ignored."""
    import subprocess
    run = Run(cmd)
    t0 = time.monotonic()
    p = subprocess.Popen(run.cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    err = []

    def read_out():
        for line in p.stdout:
            try:
                run.lines.append(json.loads(line))
            except ValueError:
                pass

    readers = [threading.Thread(target=read_out), threading.Thread(target=lambda: err.append(p.stderr.read()))]
    for t in readers:
        t.start()
    while p.poll() is None:
        hwm, rss = _proc_mb(p.pid, "VmHWM"), _proc_mb(p.pid, "VmRSS")
        if hwm is not None:
            run.max_rss_mb = max(run.max_rss_mb or 0, hwm)
        if time.monotonic() - t0 > cap:
            run.killed = "time cap"
        elif rss is not None and rss > mem_cap_mb:
            run.killed = "memory cap"
        if run.killed:
            p.kill()
            break
        time.sleep(0.1)
    p.wait()
    for t in readers:
        t.join()
    run.wall = time.monotonic() - t0
    if p.returncode != 0 and not run.killed:
        run.error = f"exit {p.returncode}: {''.join(err).strip()[-500:]}"
    return run
