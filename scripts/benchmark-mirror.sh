#!/usr/bin/env bash
# Measures `countries mirror` at full size, as issue 52 asks, on this machine (release build,
# loopback, nothing from the internet but pip once for the readers of check-mirror.py):
#
#   1. a full-size WDI_CSV.zip made by the fake's bulk_files.py (population and GDP real, from
#      ../shared/worldbank copies; every other value SYNTHETIC: about 8.9 M values of 1,387 indicators);
#   2. `countries mirror` from the fake through a byte-counting TCP proxy: wall time and peak RSS
#      (/usr/bin/time), the values file's size;
#   3. a second run with the release unchanged: the bytes that crossed the proxy, both ways;
#   4. `list --offline -y 2020` against `list --offline -y 2020 --indicator CODE` with that mirror,
#      median of 21 runs each (population and GDP only, then one more indicator read from the mirror);
#   5. scripts/check-mirror.py: every cell of the zip against the Parquet file bit for bit, and
#      DuckDB, polars, pyarrow, deltalake and Spark (local) reading the folder (skip Spark: --no-spark).
#
#   scripts/benchmark-mirror.sh [--indicators N] [--no-spark]
set -euo pipefail
cd "$(dirname "$0")/.."
indicators=1385
spark=()
while [ $# -gt 0 ]; do
    case $1 in
    --indicators) indicators=$2; shift 2 ;;
    --no-spark) spark=(--no-spark); shift ;;
    *) echo "usage: scripts/benchmark-mirror.sh [--indicators N] [--no-spark]" >&2; exit 64 ;;
    esac
done
swift build -c release --product countries >&2
bin=$(swift build -c release --show-bin-path)/countries
work=.build/benchmark-mirror
mkdir -p "$work"
zip=$work/WDI_CSV-$indicators.zip
fake=Tests/TestSupport/FakeWorldBank
if [ ! -f "$zip" ]; then
    echo "making $zip (SYNTHETIC values beside the real population and GDP)" >&2
    python3 $fake/bulk_files.py --data $fake/data --indicators "$indicators" --compress --out "$zip.part"
    mv "$zip.part" "$zip"
fi
rm -rf "$work/mirror" "$work/home"
mkdir -p "$work/home"

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
python3 $fake/fake_worldbank.py --port 0 --ignore-stdin --data $fake/data --bulk-file "$zip" >"$work/fake.out" 2>&1 &
pids+=($!)
# The proxy: every byte between the command and the fake, counted both ways, written on request.
python3 - "$work" >"$work/proxy.out" 2>&1 <<'EOF' &
import os, socket, sys, threading
work = sys.argv[1]
totals = {"up": 0, "down": 0}
lock = threading.Lock()
def port_of_fake():
    import time
    for _ in range(200):
        text = open(os.path.join(work, "fake.out")).read()
        if "PORT " in text:
            return int(text.split("PORT ")[1].split()[0])
        time.sleep(0.05)
    raise SystemExit("the fake did not start")
target = port_of_fake()
server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", 0))
server.listen(16)
print("PROXY", server.getsockname()[1], flush=True)
def pump(a, b, way):
    while True:
        data = a.recv(1 << 16)
        if not data:
            break
        with lock:
            totals[way] += len(data)
            open(os.path.join(work, "bytes"), "w").write(f"{totals['up']} {totals['down']}\n")
        b.sendall(data)
    try:
        b.shutdown(socket.SHUT_WR)
    except OSError:
        pass
while True:
    client, _ = server.accept()
    upstream = socket.create_connection(("127.0.0.1", target))
    threading.Thread(target=pump, args=(client, upstream, "up"), daemon=True).start()
    threading.Thread(target=pump, args=(upstream, client, "down"), daemon=True).start()
EOF
pids+=($!)
for _ in $(seq 200); do grep -q PROXY "$work/proxy.out" 2>/dev/null && break; sleep 0.05; done
proxy=$(awk '/PROXY/ {print $2}' "$work/proxy.out")
url=http://127.0.0.1:$proxy
export HOME=$PWD/$work/home COUNTRIES_CACHE_DIR=$PWD/$work/home/cache COUNTRIES_MIRROR_DIR=$PWD/$work/mirror

echo "zip: $(stat -c %s "$zip") bytes, $indicators SYNTHETIC indicators beside population and GDP"
/usr/bin/time -v "$bin" mirror --bulk-url "$url" 2>"$work/first.err"
grep -E "^wdi:" "$work/first.err"
elapsed=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/first.err")
rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/first.err")
values=$(stat -c %s "$work"/mirror/wdi/release=*/values.parquet)
echo "first run: wall $elapsed, peak RSS $((rss / 1024)) MB, values.parquet $values bytes ($((values / 1000000)) MB)"
read -r up_before down_before <"$work/bytes"
"$bin" mirror --bulk-url "$url" 2>"$work/second.err"
grep -E "^wdi:" "$work/second.err"
read -r up_after down_after <"$work/bytes"
echo "second run: $((up_after - up_before)) bytes sent, $((down_after - down_before)) bytes received"

code=${MIRROR_BENCH_INDICATOR:-MS.MIL.XPND.CD}
python3 - "$bin" "$code" <<'EOF'
import statistics, subprocess, sys, time
binary, code = sys.argv[1], sys.argv[2]
def median(arguments):
    times = []
    for _ in range(21):
        start = time.perf_counter()
        subprocess.run([binary] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)
base = median(["list", "--offline", "-y", "2020"])
extra = median(["list", "--offline", "-y", "2020", "--indicator", code])
print(f"list --offline -y 2020: {base * 1000:.1f} ms; with --indicator {code} from the mirror: "
      f"{extra * 1000:.1f} ms ({extra / base:.2f}x), medians of 21 runs")
EOF
python3 scripts/check-mirror.py "$work/mirror" "$zip" "${spark[@]}"
