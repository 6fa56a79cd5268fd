"""The Plumb benchmark runner: `python3 -m Benchmarks.runner` (or `Benchmarks/run.sh`).

Core modules (paths, procs, builds, machine, markdown) know nothing of any benchmark; each
family module (shapes, solver, render, cli, stack, diagnostics, snapshot) imports only them
and gives `run(args, tools) -> Section`. See Benchmarks/README.md.
"""
