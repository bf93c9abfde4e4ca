#!/usr/bin/env python3
"""Checks a mirror that `countries mirror` built against the bulk file it was built from, and reads it
with the engines people use, which must all agree.

    scripts/check-mirror.py MIRROR_DIR ZIP [ZIP...] [--database wdi] [--no-spark]

1. The bulk file is read with Python's zipfile and csv modules only (no code of ours): every non-empty
   cell of the values member becomes (economy, indicator, year, float(cell)).
2. Each ZIP is matched to the release whose release.json records its SHA-256, and that release's
   values.parquet is read with pyarrow: the two sets must be equal, cell for
   cell, each value the same double (compared bit for bit).
3. DuckDB (read_parquet with hive_partitioning), polars (scan_parquet, hive), pyarrow datasets (hive
   partitioning), deltalake (the _delta_log) and Spark in local mode (spark.read.parquet with a
   basePath) read the folder as it is; their row counts, sums of years and sums of values of the
   release (deltalake: the version that added it) must agree with step 1 (values within a relative 1e-9: engines sum in their own
   order).

The readers are installed with pip into .build/venv-data on the first run (the build and the tests do
not need them); the script then runs itself again inside that venv. Prints one line a check; exits 1
on the first disagreement.
"""
import argparse
import csv
import io
import json
import math
import os
import struct
import subprocess
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "venv-data")
VENV_PYTHON = os.path.join(VENV, "bin", "python")
PACKAGES = ["pyarrow", "polars", "duckdb", "pandas", "deltalake", "pyspark"]
PREFIXES = {"wdi": "WDI", "gender": "Gender_Stats"}


def in_venv():
    """Re-runs this script with the venv's python, making the venv (or adding to it) first."""
    if os.path.abspath(sys.prefix) != os.path.abspath(VENV):
        if not os.path.exists(VENV_PYTHON):
            subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        missing = subprocess.run([VENV_PYTHON, "-c", "import " + ",".join(PACKAGES)], capture_output=True)
        if missing.returncode != 0:
            print(f"== installing {', '.join(PACKAGES)} into {VENV}", flush=True)
            subprocess.run([VENV_PYTHON, "-m", "pip", "install", "-q", *PACKAGES], check=True)
        os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(__file__), *sys.argv[1:]])


def fail(message):
    print("FAIL " + message, flush=True)
    sys.exit(1)


def bits(value):
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def cells_of_zip(path, prefix):
    """{(economy, indicator, year): value} of every non-empty cell, read with zipfile and csv."""
    with zipfile.ZipFile(path) as archive:
        name = next(n for n in archive.namelist() if n.lower() == (prefix + "CSV.csv").lower())
        with archive.open(name) as raw:
            reader = csv.reader(io.TextIOWrapper(raw, encoding="utf-8-sig", newline=""))
            header = [h.strip() for h in next(reader)]
            economy, indicator = header.index("Country Code"), header.index("Indicator Code")
            years = [(i, int(h)) for i, h in enumerate(header) if len(h) == 4 and h.isdigit()]
            cells = {}
            for row in reader:
                for column, year in years:
                    if column < len(row) and row[column] != "":
                        key = (row[economy], row[indicator], year)
                        if key in cells:
                            fail(f"the zip holds {key} twice")
                        cells[key] = float(row[column])
    return cells


def delta_versions(folder):
    """{release: the Delta version whose commit added its values file}, read from the plain JSON log."""
    log = os.path.join(folder, "_delta_log")
    versions = {}
    for name in sorted(n for n in os.listdir(log) if n.endswith(".json")):
        for line in open(os.path.join(log, name)):
            action = json.loads(line)
            if "add" in action:
                versions[action["add"]["path"].split("/")[0].split("=", 1)[1]] = int(name.split(".")[0])
    return versions


def sha256_of(path):
    import hashlib
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def main():
    in_venv()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mirror")
    parser.add_argument("zips", nargs="+", metavar="zip", help="the bulk file of a release (any order; each is "
                        "matched to the release whose release.json records its SHA-256)")
    parser.add_argument("--database", default="wdi", choices=sorted(PREFIXES))
    parser.add_argument("--no-spark", action="store_true", help="leave Spark out (it takes about 20 s to start)")
    options = parser.parse_args()
    folder = os.path.join(options.mirror, options.database)
    releases = sorted(n.split("=", 1)[1] for n in os.listdir(folder) if n.startswith("release="))
    if not releases:
        fail(f"no release in {folder}")
    by_sha = {json.load(open(os.path.join(folder, f"release={r}", "release.json")))["source"]["sha256"]: r
              for r in releases}
    versions = delta_versions(folder)
    if sorted(versions) != releases:
        fail(f"the Delta log adds {sorted(versions)}, the folder holds {releases}")
    glob = os.path.join(folder, "release=*", "values.parquet")
    spark = None
    if not options.no_spark:
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        from pyspark.sql import SparkSession
        spark = (SparkSession.builder.master("local[2]").appName("check-mirror")
                 .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2").getOrCreate())
        spark.sparkContext.setLogLevel("ERROR")
    for zip_path in options.zips:
        release = by_sha.get(sha256_of(zip_path))
        if release is None:
            fail(f"{zip_path}: no release of {folder} records this file's SHA-256")
        check_release(folder, release, zip_path, options.database, glob, versions[release], spark)
    if spark is not None:
        spark.stop()
    print(f"all checks passed ({len(options.zips)} of {len(releases)} releases checked)")


def check_release(folder, release, zip_path, database, glob, version, spark):
    """One release against its zip: pyarrow cell for cell, the engines by rows and sums."""
    print(f"== release {release} ({os.path.basename(zip_path)})", flush=True)
    import pyarrow.parquet as pq
    expected = cells_of_zip(zip_path, PREFIXES[database])
    table = pq.read_table(os.path.join(folder, f"release={release}", "values.parquet"))
    columns = [table.column(n).to_pylist() for n in ("economy", "indicator", "year", "value")]
    mirrored = {(e, i, y): v for e, i, y, v in zip(*columns)}
    if len(mirrored) != table.num_rows:
        fail(f"values.parquet repeats a (economy, indicator, year): {table.num_rows} rows, {len(mirrored)} keys")
    missing = expected.keys() - mirrored.keys()
    extra = mirrored.keys() - expected.keys()
    differing = [k for k in expected.keys() & mirrored.keys() if bits(expected[k]) != bits(mirrored[k])]
    if missing or extra or differing:
        fail(f"{len(missing)} cells missing, {len(extra)} extra, {len(differing)} differing, e.g. "
             f"{(sorted(missing) + sorted(extra) + sorted(differing))[:3]}")
    print(f"ok   zip (csv module) vs values.parquet (pyarrow): {len(expected):,} of {len(expected):,} "
          f"non-empty cells equal, bit for bit", flush=True)

    count = len(expected)
    year_sum = sum(k[2] for k in expected)
    value_sum = math.fsum(expected.values())
    manifest = json.load(open(os.path.join(folder, f"release={release}", "release.json")))
    if manifest["values"]["rows"] != count:
        fail(f"release.json says {manifest['values']['rows']} values, the zip holds {count}")
    print(f"ok   release.json: {count:,} values, {len(set(k[1] for k in expected)):,} indicators", flush=True)

    def agree(engine, rows, years, total):
        close = math.isclose(total, value_sum, rel_tol=1e-9, abs_tol=1e-6)
        if rows != count or years != year_sum or not close:
            fail(f"{engine}: {rows} rows, sum(year) {years}, sum(value) {total!r}; "
                 f"expected {count}, {year_sum}, {value_sum!r}")
        print(f"ok   {engine}: {rows:,} rows, sum(year) {years:,}, sum(value) {total:.17g}", flush=True)

    import duckdb
    rows, years, total = duckdb.sql(
        f"select count(*), sum(year), sum(value) from read_parquet('{glob}', hive_partitioning = true) "
        f"where release = '{release}'").fetchall()[0]
    agree("duckdb read_parquet(hive_partitioning)", rows, int(years), total)

    import polars as pl
    frame = (pl.scan_parquet(glob, hive_partitioning=True).filter(pl.col("release").cast(pl.Utf8) == release)
             .select(pl.len(), pl.col("year").sum(), pl.col("value").sum()).collect())
    agree("polars scan_parquet(hive_partitioning)", *[frame.item(0, i) for i in range(3)])

    import pyarrow.compute as pc
    import pyarrow.dataset as ds
    import glob as globbing
    dataset = ds.dataset(globbing.glob(glob), format="parquet", partitioning=ds.partitioning(flavor="hive"),
                         partition_base_dir=folder)
    part = dataset.to_table(filter=pc.field("release") == release)
    agree("pyarrow dataset(hive)", part.num_rows, pc.sum(part["year"]).as_py(), pc.sum(part["value"]).as_py())

    from deltalake import DeltaTable
    delta = DeltaTable(folder, version=version)
    held = delta.to_pyarrow_table()
    if set(held["release"].to_pylist()) != {release}:
        fail(f"deltalake: version {version} holds releases {set(held['release'].to_pylist())}, not {release}")
    agree(f"deltalake (version {version})", held.num_rows, pc.sum(held["year"]).as_py(),
          pc.sum(held["value"]).as_py())

    if spark is not None:
        frame = spark.read.option("basePath", folder).parquet(glob).where(f"release = '{release}'")
        row = frame.selectExpr("count(*)", "sum(year)", "sum(value)").collect()[0]
        agree("spark (local) read.parquet(basePath)", row[0], int(row[1]), row[2])


if __name__ == "__main__":
    main()
