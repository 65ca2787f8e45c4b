#!/usr/bin/env python3
"""Measures how independent_100000 scales against independent_10000, two ways, paired.

    swift build -c release --product Benchmarks
    python3 scripts/scaling.py [--rounds 7] [--bin .build/release/Benchmarks]

1. Fresh: each size built once in a new process (`--runs 1 --warmup 0`), the sizes alternating,
   `--rounds` processes each. Every byte the replay uses is new to the process, as when an app
   builds its layout once.
2. Repeated: one process per size per round, 10 (10,000 views) and 3 (100,000 views) timed
   replays after a warm-up, as the Benchmarks table measures. Here glibc's heap policy weighs in:
   after a 10,000-view replay it often keeps the freed memory (the next replay faults few pages),
   after a 100,000-view replay it returns it (every replay faults about 300 MB again), so the
   ratio moves between rounds (docs/benchmarks.md).

Prints the CPU-time medians and their ratio for each, and the kernel's part (system CPU time, page
faults) with the ratio of what is left (user CPU time: the package's own work). The issue's
target: at most 11x.
"""
import argparse, json, statistics, subprocess

ap = argparse.ArgumentParser()
ap.add_argument("--rounds", type=int, default=7)
ap.add_argument("--bin", default=".build/release/Benchmarks")
a = ap.parse_args()


def cpu_ms(views, runs, warmup):
    """The median CPU time of a replay, the median wall-clock time of its teardown and the median
    system (kernel) CPU time, in ms, and the median count of minor page faults."""
    out = subprocess.run([a.bin, "--filter", "=independent_%d" % views, "--json", "--runs", str(runs),
                          "--warmup", str(warmup)], capture_output=True, text=True, check=True).stdout
    result = json.loads(out.strip().splitlines()[-1])
    return (result["cpu_median_ns"] / 1e6, result.get("teardown_median_ns", 0) / 1e6,
            result.get("sys_median_ns", 0) / 1e6, result.get("minor_faults_median", 0))


for label, plan in (("fresh (first replay in a new process)", {10000: (1, 0), 100000: (1, 0)}),
                    ("repeated (median of timed replays after a warm-up)", {10000: (10, 1), 100000: (3, 1)})):
    small, large, ratios, teardowns, kernel, user_ratios = [], [], [], [], [], []
    for _ in range(a.rounds):
        s, st, ss, sf = cpu_ms(10000, *plan[10000])
        l, lt, ls, lf = cpu_ms(100000, *plan[100000])
        small.append(s)
        large.append(l)
        ratios.append(l / s)
        teardowns.append((st, lt))
        kernel.append((ss, ls, sf, lf))
        user_ratios.append((l - ls) / (s - ss))
    print("%s: 10,000 views %.1f ms, 100,000 views %.1f ms (medians of %d); ratio median %.2fx, range %.2fx-%.2fx"
          % (label, statistics.median(small), statistics.median(large), a.rounds, statistics.median(ratios),
             min(ratios), max(ratios)))
    print("    of which teardown: %.1f ms and %.1f ms (medians)"
          % (statistics.median(t[0] for t in teardowns), statistics.median(t[1] for t in teardowns)))
    print("    of which kernel (system CPU): %.1f ms and %.1f ms, minor page faults %d and %d (medians);"
          " user CPU ratio median %.2fx, range %.2fx-%.2fx"
          % (statistics.median(k[0] for k in kernel), statistics.median(k[1] for k in kernel),
             statistics.median(k[2] for k in kernel), statistics.median(k[3] for k in kernel),
             statistics.median(user_ratios), min(user_ratios), max(user_ratios)))
