#!/usr/bin/env bash
# Measures the timings quoted in the README and the issue notes, on the release build:
#   - the request timeline of a cold `countries list --year 2022` against the fake API with 200 ms latency;
#   - `countries list` from the bundled snapshot and from a warm cache (median of 11 runs each);
#   - `countries report` from a warm cache;
#   - `countries list` with no network (a refused connection on 127.0.0.1, and an unknown host), which
#     must fall back to the built-in snapshot at once, and a copied binary run from / with --offline.
# Everything runs against 127.0.0.1; nothing touches the internet.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product countries >&2
binary=$(swift build -c release --show-bin-path)/countries
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null; rm -rf "$work"' EXIT

python3 Tests/TestSupport/FakeWorldBank/fake_worldbank.py --data Tests/TestSupport/FakeWorldBank/data \
    --port 0 --latency-ms 200 --ignore-stdin > "$work/port" &
server=$!
for _ in $(seq 100); do grep -q PORT "$work/port" && break; sleep 0.1; done
base="http://127.0.0.1:$(awk '/PORT/ {print $2}' "$work/port")/v2"

timeline() {
    curl -s "${base%/v2}/_control/log" | python3 -c '
import json, sys
log = json.load(sys.stdin)
t0 = min((r["arrival"] for r in log), default=0)
for r in log:
    path, status = r["path"], r["status"]
    arrived, done = 1000 * (r["arrival"] - t0), 1000 * (r["completion"] - t0)
    print(f"  {path:42} arrived {arrived:6.1f} ms, done {done:6.1f} ms, HTTP {status}")
peers = len({r.get("peer") for r in log})
moved = sum(r.get("bytes", 0) for r in log)
print(f"  {len(log)} requests over {peers} connections, {moved:,} bytes of answers")'
    curl -s -X POST "${base%/v2}/_control/reset" > /dev/null
}

median() { # median wall time in ms of running "$@" 11 times
    python3 - "$@" <<'PY'
import subprocess, sys, time, statistics
times = []
for _ in range(11):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    times.append((time.perf_counter() - start) * 1000)
print(f"{statistics.median(times):.0f} ms (min {min(times):.0f}, max {max(times):.0f})")
PY
}

export COUNTRIES_CACHE_DIR="$work/cache" WORLDBANK_API_URL="$base"
echo "cold run, 200 ms latency: countries list --year 2022"
"$binary" list --year 2022 > /dev/null 2>&1
timeline
echo "cold run, 200 ms latency: countries list (latest values, the default)"
COUNTRIES_CACHE_DIR="$work/cold-latest" "$binary" list > /dev/null 2>&1
timeline
echo "warm run: countries list --year 2022"
"$binary" list --year 2022 > /dev/null 2>&1
timeline
echo "snapshot size: $(du -sb data | cut -f1) bytes"
echo "countries list --offline (snapshot, empty cache): $(COUNTRIES_CACHE_DIR="$work/empty" median "$binary" list --offline)"
"$binary" list > /dev/null 2>&1
echo "countries list (warm cache): $(median "$binary" list)"
echo "countries report (warm cache): $(median "$binary" report --out "$work/reports")"
echo "countries --version (start-up): $(median "$binary" --version)"
echo "countries list, connection refused (127.0.0.1:9), empty cache: $(COUNTRIES_CACHE_DIR="$work/empty" WORLDBANK_API_URL=http://127.0.0.1:9/v2 median "$binary" list)"
echo "countries list, unknown host (no-such-host.invalid), empty cache: $(COUNTRIES_CACHE_DIR="$work/empty" WORLDBANK_API_URL=http://no-such-host.invalid/v2 median "$binary" list)"
cp "$binary" "$work/countries-copy"
echo "a copied binary from /: countries list --offline: $(cd / && COUNTRIES_CACHE_DIR="$work/empty" median "$work/countries-copy" list --offline)"
