#!/usr/bin/env python3
"""Replays random constraint systems in kiwisolver, the oracle for DifferentialTests.swift.

Input (stdin), JSON:
  {"lp": "none" | "final" | "all", "systems": [{"index": i, "seed": s, "variableCount": n,
                            "ops": [{"op": "add", "id": k, "c": {vars, coefs, constant, rel, strength}},
                                    {"op": "remove", "id": k},
                                    {"op": "addEdit", "v": j, "strength": w},
                                    {"op": "suggest", "v": j, "value": x},
                                    {"op": "removeEdit", "v": j},
                                    {"op": "check"}, ...]}, ...]}
  A constraint is  sum(coefs[i] * x[vars[i]]) + constant  REL  0; strength >= 1000 means
  required, anything else is a kiwi weight.  "remove" of a constraint that is not in the solver
  (its add was rejected) is skipped.

Output (stdout), JSON:
  {"kiwi": version, "lp": the LP mode used ("none" without scipy),
   "results": [{"index": i, "rejected": [ids of adds that raised UnsatisfiableConstraint],
                "checks": [[value of each variable at each "check"]],
                "optimum": [LP optimum of the optional error at each check, or null],
                "lpRejected": [ids of required adds that the LP finds infeasible] or null,
                "error": null or a message,
                "stoppedAt": null, or the op index after which the replay stopped because kiwi,
                             rebuilt after a rejection, rejected what it had accepted before,
                "inconsistent": null or a message saying so}]}
  With "lp": "final" only the last check gets an LP optimum and lpRejected is null (fast);
  with "all" every check and every required add is checked (about 1.5 ms per LP).

kiwi may leave its tableau altered after UnsatisfiableConstraint (addWithArtificialVariable
keeps the pivots it made), so after every rejection the oracle rebuilds its kiwi solver from
the constraints and edits that are logically in it.  With an LP mode and scipy installed it
also computes, independently of kiwi, the minimum of the (unweighted) total optional error
with scipy's HiGHS LP solver, and (mode "all") for every required add whether the required
constraints (those logically in the solver, plus the new one) are feasible.  Those LP answers let the Swift
test tell a Plumb bug from a kiwi bug when the two disagree (kiwi 1.5.1 has known ones: e.g.
adding a required constraint twice and removing one copy can lose it).

Exit status 3 with a message on stderr when kiwisolver cannot be imported.
"""
import json
import sys

try:
    import kiwisolver as kiwi
except ImportError as e:  # pragma: no cover
    sys.stderr.write("kiwisolver is not installed (%s); run: pip install kiwisolver==1.5.1\n" % e)
    sys.exit(3)


def kiwi_constraint(xs, c):
    expr = kiwi.Expression([kiwi.Term(xs[v], float(k)) for v, k in zip(c["vars"], c["coefs"])],
                           float(c["constant"]))
    rel = c["rel"]
    if rel == "<=":
        cn = expr <= 0
    elif rel == ">=":
        cn = expr >= 0
    else:
        cn = expr == 0
    return cn | ("required" if c["strength"] >= 1000 else float(c["strength"]))


class Replayer:
    def __init__(self, n):
        self.n = n
        self.xs = [kiwi.Variable("x%d" % i) for i in range(n)]
        self.solver = kiwi.Solver()
        self.active = {}      # id -> (spec, kiwi constraint), in add order
        self.edits = {}       # var -> [strength, value], in add order

    def rebuild(self):
        self.solver = kiwi.Solver()
        for spec, cn in self.active.values():
            self.solver.addConstraint(cn)
        for v, (strength, value) in self.edits.items():
            self.solver.addEditVariable(self.xs[v], strength)
            self.solver.suggestValue(self.xs[v], value)

    def values(self):
        self.solver.updateVariables()
        return [x.value() + 0.0 for x in self.xs]


def add_required(spec, width, rows_eq, b_eq, rows_ub, b_ub):
    """Appends a required constraint to the LP's equality or upper-bound rows."""
    import numpy as np
    row = np.zeros(width)
    for v, k in zip(spec["vars"], spec["coefs"]):
        row[v] += k
    if spec["rel"] == "==":
        rows_eq.append(row); b_eq.append(-spec["constant"])
    elif spec["rel"] == "<=":
        rows_ub.append(row); b_ub.append(-spec["constant"])
    else:
        rows_ub.append(-row); b_ub.append(spec["constant"])


def lp_feasible(rep, new_spec):
    """Whether the required constraints in the solver plus new_spec have a common solution."""
    import numpy as np
    from scipy.optimize import linprog

    n = rep.n
    rows_eq, b_eq, rows_ub, b_ub = [], [], [], []
    for s in [spec for spec, _ in rep.active.values()] + [new_spec]:
        if s["strength"] >= 1000:
            add_required(s, n, rows_eq, b_eq, rows_ub, b_ub)
    res = linprog(np.zeros(n),
                  A_ub=np.array(rows_ub) if rows_ub else None, b_ub=np.array(b_ub) if b_ub else None,
                  A_eq=np.array(rows_eq) if rows_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                  bounds=[(None, None)] * n, method="highs")
    if res.status == 2:
        return False
    if res.status != 0:
        raise RuntimeError("LP feasibility check failed: %s" % res.message)
    return True


def lp_optimum(rep):
    """min sum of optional errors (unweighted) subject to the required constraints, or None."""
    import numpy as np
    from scipy.optimize import linprog

    n = rep.n
    rows_eq, b_eq, rows_ub, b_ub = [], [], [], []
    n_err = 0
    specs = [spec for spec, _ in rep.active.values()]
    # Optional terms: each equality or edit gets e+ and e-, each inequality one e.
    optional = []
    for s in specs:
        if s["strength"] < 1000:
            optional.append((s["vars"], s["coefs"], s["constant"], s["rel"]))
    for v, (strength, value) in rep.edits.items():
        optional.append(([v], [1.0], -value, "=="))
    for vars_, coefs, const, rel in optional:
        n_err += 2 if rel == "==" else 1
    width = n + n_err
    def lin(vars_, coefs):
        row = np.zeros(width)
        for v, k in zip(vars_, coefs):
            row[v] += k
        return row
    for s in specs:
        if s["strength"] >= 1000:
            add_required(s, width, rows_eq, b_eq, rows_ub, b_ub)
    e = n
    for vars_, coefs, const, rel in optional:
        row = lin(vars_, coefs)
        if rel == "==":          # lhs - e+ + e- == 0
            row[e] = -1.0; row[e + 1] = 1.0; e += 2
            rows_eq.append(row); b_eq.append(-const)
        elif rel == "<=":        # lhs - e <= 0
            row[e] = -1.0; e += 1
            rows_ub.append(row); b_ub.append(-const)
        else:                    # lhs + e >= 0  <=>  -lhs - e <= 0
            row[e] = 1.0; e += 1
            rows_ub.append(-row); b_ub.append(const)
    cost = np.concatenate([np.zeros(n), np.ones(n_err)])
    bounds = [(None, None)] * n + [(0, None)] * n_err
    res = linprog(cost,
                  A_ub=np.array(rows_ub) if rows_ub else None, b_ub=np.array(b_ub) if b_ub else None,
                  A_eq=np.array(rows_eq) if rows_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                  bounds=bounds, method="highs")
    if res.status != 0:
        return None
    return float(res.fun)


def run_system(system, lp_mode):
    rep = Replayer(system["variableCount"])
    rejected, checks, optimum = [], [], []
    stopped_at, inconsistent = None, None
    use_lp = lp_mode == "all"
    lp_rejected = [] if use_lp else None
    check_count = sum(1 for op in system["ops"] if op["op"] == "check")
    for n, op in enumerate(system["ops"]):
        kind = op["op"]
        if kind == "add":
            spec = op["c"]
            if use_lp and spec["strength"] >= 1000 and not lp_feasible(rep, spec):
                lp_rejected.append(op["id"])
            cn = kiwi_constraint(rep.xs, spec)
            try:
                rep.solver.addConstraint(cn)
                rep.active[op["id"]] = (spec, cn)
            except kiwi.UnsatisfiableConstraint:
                rejected.append(op["id"])
                try:
                    rep.rebuild()
                except kiwi.UnsatisfiableConstraint as e:
                    # kiwi now rejects constraints it accepted one by one earlier: one of its
                    # answers was wrong.  Stop here; the results so far are still comparable.
                    stopped_at = n
                    inconsistent = "kiwi rejects, when rebuilt, constraints it had accepted: %s" % e
                    break
        elif kind == "remove":
            entry = rep.active.pop(op["id"], None)
            if entry is not None:
                rep.solver.removeConstraint(entry[1])
        elif kind == "addEdit":
            rep.solver.addEditVariable(rep.xs[op["v"]], float(op["strength"]))
            rep.edits[op["v"]] = [float(op["strength"]), 0.0]
        elif kind == "suggest":
            rep.solver.suggestValue(rep.xs[op["v"]], float(op["value"]))
            rep.edits[op["v"]][1] = float(op["value"])
        elif kind == "removeEdit":
            rep.solver.removeEditVariable(rep.xs[op["v"]])
            del rep.edits[op["v"]]
        elif kind == "check":
            checks.append(rep.values())
            wanted = use_lp or (lp_mode == "final" and len(checks) == check_count)
            optimum.append(lp_optimum(rep) if wanted else None)
        else:
            raise ValueError("unknown op %r" % kind)
    return {"index": system["index"], "rejected": rejected, "checks": checks,
            "optimum": optimum, "lpRejected": lp_rejected, "error": None,
            "stoppedAt": stopped_at, "inconsistent": inconsistent}


def main():
    batch = json.load(sys.stdin)
    lp_mode = batch.get("lp", "none")
    if lp_mode is True:
        lp_mode = "all"
    if lp_mode not in ("final", "all"):
        lp_mode = "none"
    if lp_mode != "none":
        try:
            import scipy.optimize  # noqa: F401
            import numpy  # noqa: F401
        except ImportError:
            lp_mode = "none"
    results = []
    for system in batch["systems"]:
        try:
            results.append(run_system(system, lp_mode))
        except Exception as e:  # report, keep going with the other systems
            results.append({"index": system["index"], "rejected": [], "checks": [], "optimum": [],
                            "lpRejected": None, "error": "%s: %s" % (type(e).__name__, e)})
    json.dump({"kiwi": getattr(kiwi, "__version__", "?"), "lp": lp_mode, "results": results},
              sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
