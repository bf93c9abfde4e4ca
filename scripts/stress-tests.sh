#!/usr/bin/env bash
# Runs the README's test command three times in a row while two CPU hogs keep both cores busy, each
# run bounded by a timeout, and prints pass/fail and the time of each: a suite that synchronises on
# events passes on a busy machine; one that waits on the clock or loses a wake-up fails or hangs here.
#
#   scripts/stress-tests.sh [RUNS] [TIMEOUT_SECONDS]      (defaults: 3 runs, 900 s each)
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
limit=${2:-900}

swift build --build-tests -Xswiftc -warnings-as-errors >/dev/null || { echo "build failed" >&2; exit 1; }

hogs=()
stop_hogs() { [ ${#hogs[@]} -gt 0 ] && kill "${hogs[@]}" 2>/dev/null; }
trap stop_hogs EXIT
for _ in 1 2; do
    (while :; do :; done) &
    hogs+=($!)
done

passed=0
for run in $(seq 1 "$runs"); do
    log=".build/stress-run-$run.log"
    start=$(date +%s)
    timeout --kill-after=10 "$limit" swift test -Xswiftc -warnings-as-errors >"$log" 2>&1
    status=$?
    seconds=$(($(date +%s) - start))
    summary=$(grep -E "^(✔|✘) Test run" "$log" | tail -1)
    if [ "$status" -eq 0 ]; then
        passed=$((passed + 1))
        echo "run $run: pass in ${seconds} s — ${summary}"
    elif [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        echo "run $run: FAIL, still running after ${limit} s (log: $log)"
    else
        echo "run $run: FAIL (exit $status) in ${seconds} s — ${summary:-no summary} (log: $log)"
        grep -E "✘ Test [^r]" "$log" | head -10
    fi
done
echo "stress: $passed of $runs runs passed with two CPU hogs"
[ "$passed" -eq "$runs" ]
