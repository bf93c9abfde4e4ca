#!/usr/bin/env python3
"""Reads the Parquet files our own writer makes with three independent readers (pyarrow, polars,
DuckDB) and checks every column's type, every null and every value against the same figures read
straight from shared/worldbank's CSV files with Python's csv module.

The files come from the parquet-sample executable (Sources/parquet-sample): one GZIP file cut into
row groups of 5,000 rows (so that pages, chunks and groups all follow one another), and one
UNCOMPRESSED file of a single row group (the form written where zlib cannot be loaded).

    scripts/check-parquet.py [WORLDBANK_FOLDER]     (default ../shared/worldbank)
    scripts/check-parquet.py --outputs BINARY       every command's -f parquet against its -f csv

The readers are installed with pip into .build/venv-data on the first run (they are not needed by
the build or the tests); the script then runs itself again inside that venv.
"""
import csv
import io
import math
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "venv-data")
VENV_PYTHON = os.path.join(VENV, "bin", "python")
PACKAGES = ["pyarrow", "polars", "duckdb", "pandas"]


def in_venv():
    """Re-runs this script with the venv's python, making the venv first if it is missing."""
    if os.path.abspath(sys.prefix) == os.path.abspath(VENV):
        return
    if not os.path.exists(VENV_PYTHON):
        print(f"== making {VENV} with {', '.join(PACKAGES)}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([VENV_PYTHON, "-m", "pip", "install", "-q", *PACKAGES], check=True)
    os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(__file__), *sys.argv[1:]])


def expected_rows(folder):
    """The rows parquet-sample writes, built here from the CSVs alone: economy by year 1960-2024."""
    def read(name):
        with open(os.path.join(folder, name), newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))

    def figures(name):
        return {(r["Country Code"], int(r["Year"])): r["Value"] for r in read(name)}

    population, gdp = figures("SP.POP.TOTL.csv"), figures("NY.GDP.MKTP.CD.csv")
    rows = []
    for e in read("countries.csv"):
        aggregate = e["region_id"] == "NA"
        for year in range(1960, 2025):
            p, g = population.get((e["id"], year)), gdp.get((e["id"], year))
            rows.append({
                "iso3": e["id"] or None,
                "name": e["name"] or None,
                "year": year,
                "population": int(p) if p else None,
                "gdp_usd": float(g) if g else None,
                "region": None if aggregate else (e["region"] or None),
                "capital": e["capitalCity"] or None,
                "longitude": float(e["longitude"]) if e["longitude"] else None,
                "high_income": None if aggregate else e["incomeLevel_id"] == "HIC",
            })
    return rows


COLUMNS = ["iso3", "name", "year", "population", "gdp_usd", "region", "capital", "longitude", "high_income"]
ARROW_TYPES = ["string", "string", "int64", "int64", "double", "string", "string", "double", "bool"]
POLARS_TYPES = ["String", "String", "Int64", "Int64", "Float64", "String", "String", "Float64", "Boolean"]
DUCKDB_TYPES = ["VARCHAR", "VARCHAR", "BIGINT", "BIGINT", "DOUBLE", "VARCHAR", "VARCHAR", "DOUBLE", "BOOLEAN"]


def same(a, b):
    """Equal values, nulls equal only to nulls, doubles bit for bit (what was written is what is read)."""
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, float) and isinstance(b, float) and (a == b or math.isnan(a) and math.isnan(b))
    return type(a) is type(b) and a == b


def compare(reader, rows, expected):
    """Fails on the first cell that differs; says how many cells and nulls were checked."""
    assert len(rows) == len(expected), (reader, len(rows), len(expected))
    nulls = 0
    for i, (got, want) in enumerate(zip(rows, expected)):
        for c in COLUMNS:
            assert same(got[c], want[c]), (reader, i, c, got[c], want[c])
            nulls += want[c] is None
    return nulls


def check(path, expected, groups, codec):
    import duckdb
    import polars
    import pyarrow.parquet as pq

    print(f"== {os.path.basename(path)}: {os.path.getsize(path):,} bytes")
    f = pq.ParquetFile(path)
    meta = f.metadata
    assert meta.created_by.startswith("countries version "), meta.created_by
    assert meta.num_row_groups == groups, meta.num_row_groups
    codecs = {meta.row_group(g).column(c).compression for g in range(groups) for c in range(meta.num_columns)}
    assert codecs == {codec}, codecs
    kv = {k.decode(): v.decode() for k, v in (meta.metadata or {}).items()}
    assert kv == {"source": "Source: World Bank, World Development Indicators (CC BY 4.0)",
                  "indicators": "SP.POP.TOTL NY.GDP.MKTP.CD"}, kv
    schema = f.schema_arrow
    assert schema.names == COLUMNS, schema.names
    assert [str(t) for t in schema.types] == ARROW_TYPES, schema.types
    leaves = [f.schema.column(i) for i in range(len(COLUMNS))]
    assert all(l.max_definition_level == 1 and l.max_repetition_level == 0 for l in leaves)
    assert [str(l.logical_type) for l in leaves][:2] == ["String", "String"], [l.logical_type for l in leaves]
    # Statistics: each chunk's null count and bounds agree with its rows.
    for g in range(groups):
        start = sum(meta.row_group(h).num_rows for h in range(g))
        part = expected[start:start + meta.row_group(g).num_rows]
        for c, name in enumerate(COLUMNS):
            s = meta.row_group(g).column(c).statistics
            values = [r[name] for r in part if r[name] is not None]
            assert s.null_count == len(part) - len(values), (g, name, s.null_count)
            if values:
                assert s.has_min_max and s.min == min(values) and s.max == max(values), (g, name, s.min, s.max)
    table = f.read()
    print(f"pyarrow {__import__('pyarrow').__version__}: {meta.num_row_groups} row groups, codec {codec}, "
          f"types {ARROW_TYPES}")
    nulls = compare("pyarrow", table.to_pylist(), expected)
    print(f"pyarrow: {len(expected)} rows x {len(COLUMNS)} columns equal to the CSVs, {nulls} nulls, each where "
          f"the CSVs have no value, statistics of {groups * len(COLUMNS)} chunks right, key-value metadata {sorted(kv)}")

    frame = polars.read_parquet(path)
    assert [str(t) for t in frame.dtypes] == POLARS_TYPES, frame.dtypes
    assert frame.null_count().row(0) == tuple(sum(r[c] is None for r in expected) for c in COLUMNS)
    compare("polars", frame.to_dicts(), expected)
    print(f"polars {polars.__version__}: types {POLARS_TYPES}, null counts {frame.null_count().row(0)}, every value equal")

    con = duckdb.connect()
    described = con.execute(f"DESCRIBE SELECT * FROM read_parquet('{path}')").fetchall()
    assert [d[1] for d in described] == DUCKDB_TYPES, described
    cursor = con.execute(f"SELECT * FROM read_parquet('{path}')")
    rows = [dict(zip(COLUMNS, r)) for r in cursor.fetchall()]
    compare("duckdb", rows, expected)
    (total,) = con.execute(
        f"SELECT sum(population) FROM read_parquet('{path}') WHERE year = 2022 AND region IS NOT NULL").fetchone()
    want = sum(r["population"] for r in expected if r["year"] == 2022 and r["region"] and r["population"])
    assert total == want, (total, want)
    print(f"duckdb {duckdb.__version__}: types {DUCKDB_TYPES}, every value equal; "
          f"2022 population of the economies {total:,}")


# The commands whose tables the outputs check writes as CSV and as Parquet, offline.
COMMANDS = [
    ["list", "--year", "2022"], ["list", "--year", "2010:2022", "--growth"], ["list", "--country", "KEN;WLD"],
    ["list", "--region", "NAC", "--year", "2015:2022", "--wide", "--rank"], ["list", "--share", "--rank"],
    ["regions", "--year", "2010:2022", "--share"], ["regions", "--by", "income"], ["show", "KEN", "UGA"],
    ["economies"], ["economies", "--aggregates"], ["indicators", "population"],
]


def check_outputs(countries):
    """Every command's Parquet read by the three readers against its own CSV: the same columns (the
    CSV's `source` moves to the file's metadata), a null exactly where the CSV field is empty, and
    each value equal to the CSV's text read as the column's type."""
    import duckdb, pandas, polars, pyarrow.parquet as pq
    kinds = {"string": str, "int64": int, "double": float, "bool": lambda t: t == "true"}
    for command in COMMANDS:
        run = lambda fmt: subprocess.run([countries, *command, "--offline", "-q", "-f", fmt], check=True,
                                         capture_output=True).stdout
        table = list(csv.reader(io.StringIO(run("csv").decode(), newline="")))
        header, rows = table[0][:-1], [row[:-1] for row in table[1:]]
        with tempfile.NamedTemporaryFile(suffix=".parquet") as f:
            f.write(run("parquet")); f.flush()
            arrow = pq.read_table(f.name)
            types = [str(t) for t in arrow.schema.types]
            assert arrow.column_names == header, (command, arrow.column_names, header)
            metadata = {k.decode(): v.decode() for k, v in arrow.schema.metadata.items()}
            assert metadata["source"] == table[1][-1] if rows else True, metadata
            columns = arrow.to_pydict()
            for index, (name, kind) in enumerate(zip(header, types)):
                want = [None if row[index] == "" else kinds[kind](row[index].lstrip("'") if kind == "string"
                        and row[index][:2] in ("'=", "'+", "'-", "'@") else row[index]) for row in rows]
                assert columns[name] == want, (command, name, kind)
            frame = polars.read_parquet(f.name)
            assert frame.to_dict(as_series=False) == columns, command
            duck = duckdb.sql(f"select * from '{f.name}'").fetchall()
            assert [list(r) for r in duck] == [list(r) for r in zip(*columns.values())], command
            panda = pandas.read_parquet(f.name)
            if command == ["economies"]:
                assert list(panda["iso2"]).count("NA") == 1, "pandas keeps Namibia's NA as text"
        nulls = sum(v is None for c in columns.values() for v in c)
        print(f"ok  countries {' '.join(command)}: {len(rows)} rows, types {sorted(set(types))}, {nulls} nulls")
    print("ok: pyarrow, polars, duckdb and pandas read every command's Parquet with the CSV's columns and values")


def main():
    in_venv()
    if len(sys.argv) > 2 and sys.argv[1] == "--outputs":
        check_outputs(os.path.abspath(sys.argv[2]))
        return
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "worldbank")
    subprocess.run(["swift", "build", "--product", "parquet-sample"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                            text=True).stdout.strip() + "/parquet-sample"
    expected = expected_rows(folder)
    with tempfile.TemporaryDirectory() as out:
        gzip, plain = os.path.join(out, "grouped-gzip.parquet"), os.path.join(out, "single-uncompressed.parquet")
        subprocess.run([binary, folder, gzip, "5000"], check=True)
        subprocess.run([binary, folder, plain, "100000", "uncompressed"], check=True)
        check(gzip, expected, groups=4, codec="GZIP")
        check(plain, expected, groups=1, codec="UNCOMPRESSED")
    print("ok: pyarrow, polars and duckdb read both files with the types, nulls and values of the CSVs")


if __name__ == "__main__":
    main()
