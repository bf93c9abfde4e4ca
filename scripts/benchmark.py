"""Measures what issues 11 and 23 and the README quote, on the release build, against the loopback fake API,
and prints one Markdown table. Run through scripts/benchmark.sh, which builds first:

    python3 scripts/benchmark.py BIN_DIR [PYTHON_WITH_WBGAPI] [--panels-only]

--panels-only measures only the panels (issue 32): many indicators × every economy × 1990-2024 in one
command beside wbgapi. The fake serves SYNTHETIC values for those indicators (all but population and
GDP): the figures measure plumbing and scale, not the Bank's data.

Nothing touches the internet. The peers' rows need a Python with wbgapi (the script creates a venv
under .build/ for it); without one they say so and the rest is still measured.
"""
import csv
import datetime
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAKE = os.path.join(ROOT, "Tests/TestSupport/FakeWorldBank")
ONLY_PANELS = "--panels-only" in sys.argv[1:]
ARGS = [a for a in sys.argv[1:] if a != "--panels-only"]
BIN = ARGS[0]
COUNTRIES = os.path.join(BIN, "countries")
PEER_PYTHON = ARGS[1] if len(ARGS) > 1 else None
WORK = tempfile.mkdtemp(prefix="countries-bench-")


class FakeAPI:
    """The fake World Bank API on a free loopback port."""

    def __init__(self, *flags):
        self.process = subprocess.Popen(
            [sys.executable, os.path.join(FAKE, "fake_worldbank.py"), "--data", os.path.join(FAKE, "data"),
             "--port", "0", *flags], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        port = self.process.stdout.readline().split()[1]
        self.root = f"http://127.0.0.1:{port}"
        self.base = self.root + "/v2"

    def log(self):
        with urllib.request.urlopen(self.root + "/_control/log") as answer:
            entries = json.load(answer)
        urllib.request.urlopen(urllib.request.Request(self.root + "/_control/reset", method="POST")).close()
        return entries

    def stop(self):
        self.process.stdin.close()
        self.process.wait()


def run(args, env=None, cache=None):
    """Runs a command quietly; returns its wall time in ms."""
    environment = dict(os.environ, **(env or {}))
    if cache:
        environment["COUNTRIES_CACHE_DIR"] = cache
    start = time.perf_counter()
    subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment, check=True)
    return (time.perf_counter() - start) * 1000


def fresh(name):
    path = os.path.join(WORK, name)
    shutil.rmtree(path, ignore_errors=True)
    return path


def round_trips(log):
    """How many requests had to wait for an earlier answer, plus one: the waves of a run."""
    waves = []
    for entry in sorted(log, key=lambda e: e["arrival"]):
        before = [w for w, other in waves if other["completion"] is not None and other["completion"] <= entry["arrival"]]
        waves.append((1 + max(before, default=0), entry))
    return max((w for w, _ in waves), default=0)


def peak_rss_kb(args, env):
    """The peak resident memory of one run of args, in KiB (measured by a fresh Python)."""
    probe = ("import resource, subprocess, sys; "
             "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe, *args], env=dict(os.environ, **env), capture_output=True,
                         text=True, check=True)
    return int(out.stdout.strip())


def child_usage(args, env, check=False):
    """(user + system CPU seconds, peak RSS KiB, wall seconds) of one run of args; with `check`, a
    run that fails is an error rather than a figure."""
    probe = ("import resource, subprocess, sys, time; start = time.monotonic(); "
             f"subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check={check}); "
             "u = resource.getrusage(resource.RUSAGE_CHILDREN); "
             "print(u.ru_utime + u.ru_stime, u.ru_maxrss, time.monotonic() - start)")
    out = subprocess.run([sys.executable, "-c", probe, *args], env=dict(os.environ, **env), capture_output=True,
                         text=True, check=True)
    cpu, rss, wall = out.stdout.split()
    return float(cpu), int(rss), float(wall)


def set_faults(api, rules):
    request = urllib.request.Request(api.root + "/_control/faults", data=json.dumps(rules).encode(), method="POST")
    urllib.request.urlopen(request).close()


def interleaved(commands, rounds):
    """{name: median ms} of commands run in turn, `rounds` times, so drift hits all alike."""
    times = {name: [] for name in commands}
    for _ in range(rounds):
        for name, job in commands.items():
            times[name].append(job())
    return {name: statistics.median(values) for name, values in times.items()}


def countries_job(base):
    """The peers' job with countries: four commands sharing one cache, cold at the start."""
    cache = fresh("job-cache")
    env = {"WORLDBANK_API_URL": base}
    start = time.perf_counter()
    for args in (["list", "--year", "2022"], ["list"], ["regions", "--year", "2022"], ["regions"]):
        run([COUNTRIES, *args, "--format", "csv"], env, cache)
    return (time.perf_counter() - start) * 1000


def wbgapi_job(base):
    return run([PEER_PYTHON, os.path.join(ROOT, "scripts/peers/wbgapi_job.py"), base])


def panel_codes(count):
    """`count` real WDI codes spread over the bundled catalogue (population and GDP left out: every
    listing has them). The fake answers them with SYNTHETIC values."""
    with open(os.path.join(ROOT, "data/wdi-indicators.csv"), newline="", encoding="utf-8-sig") as f:
        codes = [r["id"] for r in csv.DictReader(f) if r["id"] not in ("SP.POP.TOTL", "NY.GDP.MKTP.CD")]
    step = len(codes) // count
    return codes[::step][:count]


def most_in_flight(log):
    """The most requests of `log` that were in flight at one moment."""
    events = sorted([(e["arrival"], 1) for e in log] + [(e["completion"] or e["arrival"], -1) for e in log],
                    key=lambda event: (event[0], event[1]))
    level = peak = 0
    for _, change in events:
        level += change
        peak = max(peak, level)
    return peak


def panel_rows(count):
    """The panel of `count` indicators: countries in one command beside wbgapi, at 0 and 100 ms."""
    codes = panel_codes(count)
    rows = []
    for latency in ("0", "100"):
        api = FakeAPI("--latency-ms", latency)
        # The fake makes its SYNTHETIC series on first use: made here, before anything is timed.
        for code in codes:
            urllib.request.urlopen(f"{api.base}/country/KEN/indicator/{code}?format=json&per_page=1").close()
        api.log()
        # A loaded machine must not turn a slow fake into a fallback: the budget is not what is measured.
        command = [COUNTRIES, "list", "--indicator", ",".join(codes), "--year", "1990:2024", "--wide", "--format",
                   "csv", "--network-budget", "300"]
        # The fake makes each answer once and keeps it until its data change (a slow Python fake
        # is not what is measured): one untimed run first, so the timed ones are the client's.
        child_usage(command, {"WORLDBANK_API_URL": api.base, "COUNTRIES_CACHE_DIR": fresh("panel")}, check=True)
        api.log()
        runs = []
        for _ in range(3):
            runs.append(child_usage(command, {"WORLDBANK_API_URL": api.base, "COUNTRIES_CACHE_DIR": fresh("panel")},
                                    check=True))
            log = api.log()
        cpu, rss, wall = sorted(runs, key=lambda run: run[2])[1]
        ours = (f"countries {wall:.2f} s ({len(log)} requests, at most {most_in_flight(log)} in flight), "
                f"peak RSS {rss / 1024:.0f} MiB, CPU {cpu:.2f} s")
        if PEER_PYTHON is None:
            rows.append((f"Panel: {count} indicators × every economy × 1990-2024 at {latency} ms, median of 3",
                         ours + "; wbgapi not available (no PyPI): not measured", ""))
        else:
            # wbgapi asks the panel as one advanced query, 1,000 records a page: its records are made
            # here, untimed, as countries' answers were by its untimed run.
            years = ";".join(f"YR{year}" for year in range(1990, 2025))
            urllib.request.urlopen(f"{api.base}/en/sources/2/series/{';'.join(codes)}/country/all/time/{years}"
                                   "?per_page=1000&page=1&format=json").close()
            api.log()
            # At 0 ms as for countries: one untimed run, so that the fake has made every page wbgapi
            # asks for (558 pages of 1,000 records for 60 indicators: its first run took 8.3 s, the
            # next ones 5.0 s), then the median of 3. At 100 ms a run is over a minute, of which the
            # fake's first making of its pages is 3 s: once, cold.
            peer_runs = 3 if latency == "0" else 1
            if latency == "0":
                run([PEER_PYTHON, os.path.join(ROOT, "scripts/peers/wbgapi_panel.py"), api.base, ",".join(codes)])
                api.log()
            peer_times = []
            for _ in range(peer_runs):
                peer_times.append(run([PEER_PYTHON, os.path.join(ROOT, "scripts/peers/wbgapi_panel.py"), api.base,
                                       ",".join(codes)]))
                peer_log = api.log()
            peer = statistics.median(peer_times)
            rows.append((f"Panel: {count} indicators × every economy × 1990-2024 at {latency} ms (SYNTHETIC values), "
                         f"countries median of 3, wbgapi {'median of 3 after one untimed' if peer_runs == 3 else 'once'} "
                         f"({', '.join(f'{t / 1000:.1f}' for t in peer_times)} s)",
                         f"{ours}; wbgapi {peer / 1000:.1f} s ({len(peer_log)} requests): "
                         f"{peer / 1000 / wall:.0f}× faster",
                         ("≥ 25× at 0 ms" if latency == "0" else "≥ 40× at 100 ms")
                         + f", ≤ {120 if count == 60 else 80} MB, CPU ≤ 1.5 s"))
        api.stop()
    return rows


def main():
    rows = []
    if ONLY_PANELS:
        return print_table(panel_rows(20) + panel_rows(60))
    api = FakeAPI()
    env = {"WORLDBANK_API_URL": api.base}

    # 1. The cold default listing: bytes, requests, round trips (counted at 100 ms latency, where
    # they cannot blur), connections.
    slow = FakeAPI("--latency-ms", "100")
    run([COUNTRIES, "list"], {"WORLDBANK_API_URL": slow.base}, fresh("cold"))
    log = slow.log()
    moved = sum(e.get("bytes", 0) for e in log)
    rows.append(("Cold default `list`: answers from the API",
                 f"{moved:,} bytes, {len(log)} requests in {plural(round_trips(log), 'round trip')} over "
                 f"{len({e['peer'] for e in log})} connections", "≤ 1 MB in ≤ 2 round trips"))

    # 1b. The cold default report: the country list and each economy's 20 newest values.
    run([COUNTRIES, "report", "--out", fresh("cold-reports")], {"WORLDBANK_API_URL": slow.base}, fresh("cold-report"))
    log = slow.log()
    moved = sum(e.get("bytes", 0) for e in log)
    rows.append(("Cold default `report`: answers from the API",
                 f"{moved:,} bytes, {len(log)} requests in {plural(round_trips(log), 'round trip')}",
                 "≤ 2.5 MB in ≤ 2 round trips"))

    # 2. A paged query over a server that caps pages.
    capped = FakeAPI("--page-cap", "1000")
    run([COUNTRIES, "list", "--year", "1990:2024", "--network-budget", "120"], {"WORLDBANK_API_URL": capped.base},
        fresh("paged"))
    log = capped.log()
    capped.stop()
    rows.append(("Paged query (`list --year 1990:2024`, pages capped at 1,000 records)",
                 f"{len(log)} requests over {len({e['peer'] for e in log})} connections",
                 "fewer connections than requests"))

    # 3. Decoders on the same full-history population page.
    page = os.path.join(WORK, "population-history.json")
    urllib.request.urlretrieve(
        api.base + "/country/all/indicator/SP.POP.TOTL?format=json&per_page=20000&date=1960:2024", page)
    api.log()
    lines = subprocess.run([os.path.join(BIN, "decoder-benchmark"), page, "15"], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    speed = {line.split()[0]: float(line.split()[1]) for line in lines}
    with open(page, "rb") as f:
        body = f.read()
    best = min(timed_loads(body) for _ in range(15))
    python_speed = len(body) / 1e6 / best
    rows.append((f"Decoding a full-history population page ({len(body) / 1e6:.2f} MB, 17,225 records)",
                 f"reader {speed['reader']:.0f} MB/s; JSONDecoder {speed['JSONDecoder']:.0f} MB/s "
                 f"({speed['reader'] / speed['JSONDecoder']:.1f}×); Python json.loads {python_speed:.0f} MB/s "
                 f"({speed['reader'] / python_speed:.1f}×)", "≥ 4× JSONDecoder, faster than json.loads"))

    # 4. Wall times against start-up, interleaved.
    warm = fresh("warm")
    run([COUNTRIES, "list"], env, warm)
    offline_env = {"WORLDBANK_API_URL": "http://127.0.0.1:9/v2"}
    medians = interleaved({
        "version": lambda: run([COUNTRIES, "--version"]),
        "offline": lambda: run([COUNTRIES, "list", "--offline"], offline_env, fresh("empty")),
        "warm": lambda: run([COUNTRIES, "list"], env, warm),
        "cold": lambda: run([COUNTRIES, "list"], env, fresh("cold")),
    }, rounds=21)
    api.log()
    start = medians["version"]
    rows.append(("`countries --version` (start-up), median of 21", f"{start:.1f} ms", "the yardstick"))
    rows.append(("`list --offline` (built-in snapshot)", f"{medians['offline']:.1f} ms ({medians['offline'] / start:.2f}×)",
                 "≤ 1.6× start-up"))
    rows.append(("`list` from a warm cache", f"{medians['warm']:.1f} ms ({medians['warm'] / start:.2f}×)",
                 "≤ 1.6× start-up"))
    rows.append(("`list` cold, 0 ms latency", f"{medians['cold']:.1f} ms ({medians['cold'] / start:.2f}×)", "—"))
    peak = peak_rss_kb([COUNTRIES, "list"], {**env, "COUNTRIES_CACHE_DIR": fresh("cold")})
    rows.append(("Peak RSS of a cold default `list`", f"{peak / 1024:.1f} MiB", "≤ 50 MB"))

    # 5. The peers' job against wbgapi, at 0 and 100 ms latency.
    for latency, server in (("0", api), ("100", slow)):
        if PEER_PYTHON is None:
            rows.append((f"Peers' job at {latency} ms latency", "wbgapi not available (no PyPI): not measured", ""))
            continue
        times = interleaved({"countries": lambda: countries_job(server.base), "wbgapi": lambda: wbgapi_job(server.base)},
                            rounds=5)
        rows.append((f"Peers' job at {latency} ms latency (2022 and latest, merged, region totals, CSV), median of 5",
                     f"countries {times['countries']:.0f} ms, wbgapi {times['wbgapi']:.0f} ms: "
                     f"{times['wbgapi'] / times['countries']:.1f}× faster",
                     "≥ 1.2× at 0 ms" if latency == "0" else "≥ 2.5× at 100 ms"))
    slow.stop()

    # 6. No network at all: the built-in snapshot answers at once.
    for label, url in (("connection refused (127.0.0.1:9)", "http://127.0.0.1:9/v2"),
                       ("unknown host (no-such-host.invalid)", "http://no-such-host.invalid/v2")):
        ms = statistics.median(run([COUNTRIES, "list"], {"WORLDBANK_API_URL": url}, fresh("empty")) for _ in range(7))
        rows.append((f"`list` with {label}, empty cache, median of 7", f"{ms:.1f} ms", "falls back at once"))

    # 7. Waiting costs nothing, and a huge answer is cut off while it streams.
    set_faults(api, [{"match": "", "kind": "hold", "times": -1, "timeout_ms": 600_000}])
    cpu, _, wall = child_usage([COUNTRIES, "list"], {"WORLDBANK_API_URL": api.base, "COUNTRIES_CACHE_DIR": fresh("silent")})
    rows.append(("`list` against a server that never answers (the 15 s network budget)",
                 f"{cpu:.2f} s of CPU in {wall:.1f} s", "< 1 s of CPU in 15 s"))
    urllib.request.urlopen(urllib.request.Request(api.root + "/_control/release", method="POST")).close()
    # Every answer endless, so that the commands' concurrent requests all stream at once: the
    # engine's shared budget, not each body's cap, is what holds them.
    peaks = []
    for command in (["list", "--year", "2022"], ["regions"], ["map", "-o", os.path.join(WORK, "huge.svg")],
                    ["show", "KEN"], ["report", "--out", fresh("huge-reports")]):
        set_faults(api, [{"match": "", "kind": "huge_chunked", "times": -1, "size": 1 << 30}])
        cpu, rss, wall = child_usage([COUNTRIES, *command, "--network-budget", "120"],
                                     {"WORLDBANK_API_URL": api.base, "COUNTRIES_CACHE_DIR": fresh("huge")})
        peaks.append(f"{command[0]} {rss / 1024:.1f}")
    rows.append(("Peak RSS when every answer is 1 GiB chunked (32 MiB a body, 40 MiB together)",
                 ", ".join(peaks) + " MiB", "≤ 100 MB"))
    api.log()
    copy = os.path.join(WORK, "countries-copy")
    shutil.copy(COUNTRIES, copy)
    ms = statistics.median(
        subprocess_in_root([copy, "list", "--offline"], fresh("empty")) for _ in range(7))
    rows.append(("A copied binary run from `/`: `list --offline`, median of 7", f"{ms:.1f} ms", "works anywhere"))
    api.stop()
    print_table(rows + panel_rows(20) + panel_rows(60))


def print_table(rows):
    """Prints `rows` as the Markdown table, under the machine and its load."""
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor()) if os.path.exists("/proc/cpuinfo") else platform.processor()
    print(f"Measured {datetime.date.today()} on {platform.system()} {platform.machine()}, {os.cpu_count()} cores "
          f"({cpu}), load average {os.getloadavg()[0]:.1f}, release build, loopback fake API.\n")
    print("| Measure | Result | Target |")
    print("|---|---|---|")
    for measure, result, target in rows:
        print(f"| {measure} | {result} | {target} |")
    shutil.rmtree(WORK, ignore_errors=True)


def plural(count, noun):
    return f"{count} {noun}" + ("" if count == 1 else "s")


def timed_loads(body):
    start = time.perf_counter()
    json.loads(body)
    return time.perf_counter() - start


def subprocess_in_root(args, cache):
    start = time.perf_counter()
    subprocess.run(args, cwd="/", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                   env=dict(os.environ, COUNTRIES_CACHE_DIR=cache))
    return (time.perf_counter() - start) * 1000


main()
