#!/bin/sh
# Scans a range of random-session seeds with a release build of the tests and lists every seed
# that fails (each block's log holds the failure, its shrunk trace and how to reproduce it).
#
#   scripts/soak.sh FIRST BLOCKS              # BLOCKS blocks of 10,000 default sessions from seed FIRST
#   SOAK=3 scripts/soak.sh FIRST BLOCKS       # blocks of 30,000 (10,000 times SOAK)
#   LARGE=1 scripts/soak.sh FIRST BLOCKS      # large sessions (SIMPLEX_LARGE=1): some 80 s a block on 2 cores
#   BIN=.build/release/CassowaryPackageTests.xctest scripts/soak.sh ...   # a test binary built already
#   LOGS=dir scripts/soak.sh ...              # where the logs go (default .build/soak)
#
# Without BIN it first builds the tests in release with testing enabled (`swift build -c release
# --build-tests -Xswiftc -enable-testing`, a few minutes), about 13 times faster than the debug
# build. Invariant checks are off (SIMPLEX_INVARIANTS=0) and no chunk stops at its third failure
# (SIMPLEX_MAX_FAILURES=0). Each block runs in one process, which spreads it over the cores; its
# log is LOGS/<default|large>_<first seed>.log, and a line per block goes to standard output.
# Reproduce a failing seed S with `SIMPLEX_SEED=S` (and `SIMPLEX_LARGE=1` for a large one) and
# `--filter randomSessions`.
#
# Exits 1 if a session failed or a block did not finish (a crash prints the seeds that were
# running), 2 on a usage error, 0 otherwise.
set -u

if [ $# -ne 2 ]; then
    echo "usage: [LARGE=1] [SOAK=N] [BIN=test-binary] [LOGS=dir] scripts/soak.sh FIRST BLOCKS" >&2
    exit 2
fi
first=$1
blocks=$2
soak=${SOAK:-1}
large=${LARGE:-0}
kind=default
[ "$large" = 1 ] && kind=large

cd "$(dirname "$0")/.."
if [ -z "${BIN:-}" ]; then
    swift build -c release --build-tests -Xswiftc -enable-testing >&2 || exit 1
    BIN=.build/release/CassowaryPackageTests.xctest
fi
LOGS=${LOGS:-.build/soak}
mkdir -p "$LOGS"

status=0
seed=$first
block=0
while [ "$block" -lt "$blocks" ]; do
    log="$LOGS/${kind}_$seed.log"
    SIMPLEX_LARGE=$large SIMPLEX_SOAK=$soak SIMPLEX_FIRST_SEED=$seed SIMPLEX_MAX_FAILURES=0 SIMPLEX_INVARIANTS=0 \
        "$BIN" --testing-library swift-testing --filter randomSessions >"$log" 2>&1
    failed=$(grep -o 'Random session [0-9]* failed' "$log" | grep -o '[0-9][0-9]*' | sort -un | tr '\n' ' ')
    end=$((seed + 10000 * soak))
    if ! grep -q 'Test run with' "$log"; then
        echo "$kind $seed..<$end: did not finish (see $log)"
        status=1
    elif [ -n "$failed" ]; then
        echo "$kind $seed..<$end: failed $failed(see $log)"
        status=1
    else
        echo "$kind $seed..<$end: clean"
    fi
    seed=$end
    block=$((block + 1))
done
exit $status
