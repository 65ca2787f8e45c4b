#!/usr/bin/env python3
"""Replay a solver trace (docs/trace-format.md) through kiwisolver, the Python binding of kiwi.

    python3 scripts/kiwisolver_replay.py TRACE            # print the replay's output
    python3 scripts/kiwisolver_replay.py --time TRACE...  # time replays (parsing excluded)

Optional, for comparing this package with kiwi without building C++: `pip install kiwisolver`.
Output follows the format: `NAME VALUE` for each printed value (repr, so exact), `error ID KIND`
for each refused operation or malformed line (`error LINE syntax`). kiwi has no in-place
`constant` or `strength` change: those are replayed as a removal and a new add, their meaning in
the format. kiwi does not explain conflicts, so `unsatisfiable` lines have no `because`.

With --time, each trace is replayed --warmup times untimed, then --runs times timed; the times
cover creating variables and constraints and every solver call, as a real program would, but not
reading the file. --json prints one object per line (name, ops, runs, min_ns, median_ns, max_ns,
peak_rss_bytes), like `swift run -c release Benchmarks --json`. Note that kiwisolver aborts the
Python process on robustness/edit_heavy_icon_fit.trace (kiwi's false "objective is unbounded").

Exit status: 0, 1 when an `error` line was printed, 2 on bad usage or an unreadable file.
"""

import argparse
import math
import os
import resource
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:  # pragma: no cover - depends on the machine
    sys.exit("kiwisolver_replay: kiwisolver is not installed (pip install kiwisolver)")

REQUIRED = 1001001000.0
NAMED_STRENGTHS = {"required": REQUIRED, "strong": 1e6, "medium": 1e3, "weak": 1.0}
NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]-")


def is_name(token):
    if not token or token[0] == "-" or token[0].isdigit():
        return False
    return all(c in NAME_CHARS or (ord(c) > 127 and c.isalpha()) for c in token)


def number(token):
    if token.lower().lstrip("+-") in ("nan", "inf", "infinity") or "_" in token:
        return None
    try:
        value = float(token)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def strength(token):
    if token in NAMED_STRENGTHS:
        return NAMED_STRENGTHS[token]
    value = number(token)
    if value is None or value <= 0:
        return None
    return min(value, REQUIRED)


def parse(text):
    """The operations of a trace, as tuples; names stay strings (looked up in dicts at replay)."""
    ops = []
    seen = {}  # variable name -> first-seen order, for a bare `print`
    saw_operation = False

    def see(name):
        if name not in seen:
            seen[name] = len(seen)

    for number_of_line, line in enumerate(text.split("\n"), start=1):
        tokens = line.split("#", 1)[0].split()
        if not tokens:
            continue
        op = parse_line(tokens, saw_operation)
        saw_operation = True
        if op is None:
            ops.append(("syntax", number_of_line))
            continue
        if op[0] == "priorities":
            if op[1] != "weighted":
                sys.exit("kiwisolver_replay: kiwi has only the weighted priority model")
            continue
        for name in op_names(op):
            see(name)
        if op[0] == "printall":
            op = ("print", list(seen)[: len(seen)])
        ops.append(op)
    return ops


def op_names(op):
    kind = op[0]
    if kind == "add":
        return [name for _, name in op[5]]
    if kind in ("var", "edit", "unedit", "suggest"):
        return [op[1]]
    if kind == "print":
        return op[1]
    return []


def parse_line(t, saw_operation):
    kind, n = t[0], len(t)
    if kind == "add" and n >= 5 and (n - 5) % 2 == 0 and is_name(t[1]):
        s, k = strength(t[2]), number(t[4])
        if s is None or k is None or t[3] not in ("==", "<=", ">="):
            return None
        terms = []
        for i in range(5, n, 2):
            c = number(t[i])
            if c is None or not is_name(t[i + 1]):
                return None
            terms.append((c, t[i + 1]))
        return ("add", t[1], s, t[3], k, terms)
    if kind == "var" and n == 2 and is_name(t[1]):
        return ("var", t[1])
    if kind == "remove" and n == 2 and is_name(t[1]):
        return ("remove", t[1])
    if kind == "edit" and n == 3 and is_name(t[1]) and strength(t[2]) is not None:
        return ("edit", t[1], strength(t[2]))
    if kind == "unedit" and n == 2 and is_name(t[1]):
        return ("unedit", t[1])
    if kind == "suggest" and n == 3 and is_name(t[1]) and number(t[2]) is not None:
        return ("suggest", t[1], number(t[2]))
    if kind == "solve" and n == 1:
        return ("solve",)
    if kind == "print":
        if n == 1:
            return ("printall",)
        return ("print", t[1:]) if all(is_name(x) for x in t[1:]) else None
    if kind == "constant" and n == 3 and is_name(t[1]) and number(t[2]) is not None:
        return ("constant", t[1], number(t[2]))
    if kind == "strength" and n == 3 and is_name(t[1]) and strength(t[2]) is not None:
        return ("strength", t[1], strength(t[2]))
    if kind == "priorities" and n == 2 and not saw_operation and t[1] in ("weighted", "hierarchical"):
        return ("priorities", t[1])
    return None


def replay(ops, out):
    """Replays the operations on a new solver; `out(line)` receives output lines (or is None)."""
    solver = kiwi.Solver()
    variables = {}
    constraints = {}  # ID -> (constraint, constant, terms, op) of the ID's constraint in the solver
    checksum = 0.0

    def var(name):
        v = variables.get(name)
        if v is None:
            v = variables[name] = kiwi.Variable(name)
        return v

    def error(subject, kind):
        if out:
            out("error %s %s" % (subject, kind))

    def make(terms, constant, op, s):
        expression = kiwi.Expression([kiwi.Term(var(n), c) for c, n in terms], constant)
        return kiwi.Constraint(expression, op, s)

    def add(cid, c):
        try:
            solver.addConstraint(c)
            return True
        except kiwi.UnsatisfiableConstraint:
            error(cid, "unsatisfiable")
        except kiwi.DuplicateConstraint:
            error(cid, "duplicate")
        return False

    for op in ops:
        kind = op[0]
        if kind == "add":
            _, cid, s, relation, constant, terms = op
            c = make(terms, constant, relation, s)
            if cid in constraints:
                error(cid, "duplicate")
            elif add(cid, c):
                constraints[cid] = (c, constant, terms, relation, s)
        elif kind == "suggest":
            try:
                solver.suggestValue(var(op[1]), op[2])
            except kiwi.UnknownEditVariable:
                error(op[1], "unknown")
        elif kind == "solve":
            solver.updateVariables()
        elif kind == "print":
            for name in op[1]:
                value = var(name).value()
                checksum += value
                if out:
                    out("%s %r" % (name, value))
        elif kind == "var":
            var(op[1])
        elif kind == "remove":
            entry = constraints.pop(op[1], None)
            if entry is None:
                error(op[1], "unknown")
            else:
                solver.removeConstraint(entry[0])
        elif kind == "edit":
            try:
                solver.addEditVariable(var(op[1]), op[2])
            except kiwi.DuplicateEditVariable:
                error(op[1], "duplicate")
            except kiwi.BadRequiredStrength:
                error(op[1], "bad-strength")
        elif kind == "unedit":
            try:
                solver.removeEditVariable(var(op[1]))
            except kiwi.UnknownEditVariable:
                error(op[1], "unknown")
        elif kind in ("constant", "strength"):
            entry = constraints.get(op[1])
            if entry is None:
                error(op[1], "unknown")
                continue
            old, constant, terms, relation, s = entry
            if kind == "strength":
                if (s >= REQUIRED) != (op[2] >= REQUIRED):
                    error(op[1], "bad-strength")
                    continue
                s = op[2]
            else:
                constant = op[2]
            solver.removeConstraint(old)
            c = make(terms, constant, relation, s)
            try:
                solver.addConstraint(c)
                constraints[op[1]] = (c, constant, terms, relation, s)
            except kiwi.UnsatisfiableConstraint:
                solver.addConstraint(old)
                error(op[1], "unsatisfiable")
        elif kind == "syntax":
            error(op[1], "syntax")
    return checksum


def read(path):
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as f:
        return f.read()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("traces", nargs="+", metavar="TRACE")
    ap.add_argument("--time", action="store_true", help="time replays instead of printing the output")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    try:
        traces = [(p, parse(read(p))) for p in args.traces]
    except OSError as e:
        print("kiwisolver_replay: %s" % e, file=sys.stderr)
        return 2
    if not args.time:
        lines = []
        status = 0
        for _, ops in traces:
            replay(ops, lines.append)
        for line in lines:
            if line.startswith("error "):
                status = 1
        sys.stdout.write("".join(line + "\n" for line in lines))
        return status
    for path, ops in traces:
        for _ in range(args.warmup):
            replay(ops, None)
        times = []
        for _ in range(max(1, args.runs)):
            start = time.perf_counter_ns()
            replay(ops, None)
            times.append(time.perf_counter_ns() - start)
        times.sort()
        name = os.path.basename(path)
        median = times[(len(times) - 1) // 2]
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * (1 if sys.platform == "darwin" else 1024)
        if args.json:
            print('{"name":"%s","ops":%d,"runs":%d,"min_ns":%d,"median_ns":%d,"max_ns":%d,"peak_rss_bytes":%d}'
                  % (name, len(ops), len(times), times[0], median, times[-1], peak))
        else:
            print("%-28s %8d ops  median %10.3f ms  min %10.3f  max %10.3f  %8.0f ns/op"
                  % (name, len(ops), median / 1e6, times[0] / 1e6, times[-1] / 1e6, median / max(1, len(ops))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
