#!/usr/bin/env bash
# Rebuilds the bundled snapshot in data/ from the recorded World Bank data in ../shared/worldbank.
#
# The recorded CSVs are served by the project's fake World Bank API (the same server the tests use,
# which answers exactly like the real API), and `countries snapshot update` fetches them through
# the real client: so the snapshot goes through the same paging, checking and decoding as live data.
# To rebuild from the live API instead, run: swift run countries snapshot update
#
# Usage: scripts/build-snapshot.sh [SHARED_WORLDBANK_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${1:-../shared/worldbank}
[ -f "$shared/countries.csv" ] || { echo "error: no countries.csv in $shared" >&2; exit 66; }

swift build -c release --product countries >&2
binary=$(swift build -c release --show-bin-path)/countries

portfile=$(mktemp)
python3 Tests/TestSupport/FakeWorldBank/fake_worldbank.py --data "$shared" --port 0 --ignore-stdin > "$portfile" &
server=$!
trap 'kill "$server" 2>/dev/null; rm -f "$portfile"' EXIT
for _ in $(seq 100); do grep -q PORT "$portfile" && break; sleep 0.1; done
port=$(awk '/PORT/ {print $2}' "$portfile")
"$binary" snapshot update --base-url "http://127.0.0.1:$port/v2" --data-dir data \
    --fetched-at 2026-04-30 --source "World Bank API v2, recorded in shared/worldbank (country list 2026-04-30, indicators March 2026)"
