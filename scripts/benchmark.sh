#!/usr/bin/env bash
# Prints the performance table quoted in the README and in issue notes: bytes and round trips of a
# cold listing and a cold report, connections of a paged query, decoder throughput against JSONDecoder and Python's
# json.loads, wall times as ratios to start-up, peak memory, the peers' job against Python's wbgapi
# at 0 and 100 ms latency, and the offline fallbacks. Release build, loopback fake API: nothing
# touches the internet except pip, once, to put wbgapi into a venv under .build/ (the tests and CI
# never need it; without PyPI the peers' rows say "not measured"). The panels (20 and 60 indicators
# × every economy × 1990-2024 in one command, on SYNTHETIC values) close the table;
# `scripts/benchmark.sh --panels-only` measures only them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product countries >&2
swift build -c release --product decoder-benchmark >&2
bin=$(swift build -c release --show-bin-path)

venv=.build/peers-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import wbgapi" 2>/dev/null; then
    python3 -m venv "$venv" >&2 && "$venv/bin/pip" install --quiet "wbgapi==1.0.14" >&2 || rm -rf "$venv"
fi
peer=()
[ -x "$venv/bin/python" ] && peer=("$venv/bin/python")
python3 scripts/benchmark.py "$bin" "${peer[@]}" "$@"
