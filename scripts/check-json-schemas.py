#!/usr/bin/env python3
"""Checks every JSON output of the built binary against its schema in docs/schemas with a real
JSON Schema validator (the `jsonschema` package, draft 2020-12), and each schema against the
draft's meta-schema: the independent check of what the suite's own validator
(Tests/TestSupport/JSONSchemaValidator.swift) checks on every run.

    scripts/check-json-schemas.py [BINARY]       (default .build/debug/countries)

The outputs: every command's -f json on the built-in snapshot, an extra indicator served by the
fake API (Tests/TestSupport/FakeWorldBank), cache info --json empty and filled, schedule --json,
the JSON files of two reports of one series (the second with its changes, each with its
manifest.json), verify -f json of each report and revisions -f json. `jsonschema` is
not needed by the build or the tests; run this with a Python that has it, for example after
`python3 -m venv .build/venv-schema && .build/venv-schema/bin/pip install jsonschema`.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

try:
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource
except ImportError:
    sys.exit("needs the jsonschema package: python3 -m venv .build/venv-schema && "
             ".build/venv-schema/bin/pip install jsonschema, then run this with .build/venv-schema/bin/python")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMAS = os.path.join(ROOT, "docs", "schemas")
FAKE = os.path.join(ROOT, "Tests", "TestSupport", "FakeWorldBank")

COMMANDS = [
    ("listing", ["list", "--offline"]),
    ("listing", ["list", "--offline", "-y", "2022", "-r", "ssf", "--share", "--rank", "--per-capita", "NY.GDP.MKTP.CD"]),
    ("listing", ["list", "--offline", "--country", "KEN,WLD,SSF,HIC", "--year", "2022"]),
    ("listing", ["list", "--offline", "--region", "NAC", "--year", "2024"]),
    ("panel", ["list", "--offline", "-c", "KEN,UGA,SSF", "-y", "2019:2022", "--growth", "--rank"]),
    ("panel", ["list", "--offline", "-y", "1960:2024"]),
    ("panel", ["list", "--offline", "--in", "MIC", "-y", "2020:2022"]),
    ("panel-wide", ["list", "--offline", "--in", "MIC", "-y", "2020:2022", "--wide"]),
    ("panel-wide", ["list", "--offline", "-r", "NAC", "-y", "2012:2022", "--growth", "--rank", "--wide"]),
    ("panel-wide", ["list", "--offline", "-y", "1960:2024", "--wide", "--per-capita", "NY.GDP.MKTP.CD"]),
    ("regions", ["regions", "--offline"]),
    ("regions", ["regions", "--offline", "-y", "2021:2022", "--by", "income", "--share"]),
    ("regions", ["regions", "--offline", "-y", "2022", "--by", "lending"]),
    ("profile", ["show", "--offline", "KEN"]),
    ("profile", ["show", "--offline", "HK"]),
    ("profiles", ["show", "--offline", "KEN", "UGA", "TZA", "--years", "3"]),
    ("economies", ["economies"]),
    ("economies", ["economies", "--in", "IDA"]),
    ("economies", ["economies", "--aggregates"]),
    ("indicator-search", ["indicators", "life", "expectancy"]),
    ("indicator", ["indicators", "show", "SP.POP.TOTL", "--offline"]),
    ("indicator", ["indicators", "show", "SP.DYN.LE00.IN", "--offline"]),
    ("revisions", ["revisions", "--offline"]),
]


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "countries"))
    resources = {}
    for path in sorted(glob.glob(os.path.join(SCHEMAS, "*.schema.json"))):
        schema = json.load(open(path))
        Draft202012Validator.check_schema(schema)
        resources[schema["$id"]] = Resource.from_contents(schema)
    registry = Registry().with_resources(resources.items())
    print(f"{len(resources)} schemas are valid draft 2020-12 schemas")
    checked = {}

    def check(shape, text, what):
        document = json.loads(text)
        if shape != "datapackage":
            assert document["schema"] == {"name": shape, "version": 1}, (what, document.get("schema"))
        schema = resources[f"https://countries.invalid/schemas/{shape}.schema.json"].contents
        errors = sorted(Draft202012Validator(schema, registry=registry).iter_errors(document), key=str)
        for error in errors[:5]:
            print(f"FAIL {what}: {'/'.join(map(str, error.absolute_path))}: {error.message[:300]}")
        if errors:
            sys.exit(1)
        checked[shape] = checked.get(shape, 0) + 1
        print(f"ok   {shape:17} {what}")

    work = tempfile.mkdtemp(prefix="countries-schemas-")
    environment = {**os.environ, "COUNTRIES_CACHE_DIR": os.path.join(work, "cache"),
                   "COUNTRIES_DATA_DIR": os.path.join(ROOT, "data"), "WORLDBANK_API_URL": "http://127.0.0.1:9/v2"}

    def run(arguments, env=environment):
        return subprocess.run([binary, *arguments], env=env, check=True, capture_output=True, text=True).stdout

    try:
        for shape, arguments in COMMANDS:
            check(shape, run([*arguments, "-f", "json"]), " ".join(arguments))
        check("cache-info", run(["cache", "info", "--json"]), "cache info (empty)")
        check("schedule", run(["schedule", "--json"]), "schedule --json")
        check("schedule", run(["schedule", "--every", "week", "--keep", "9", "--json"]), "schedule --every week")
        # An extra indicator the snapshot lacks, served by the fake API from one more file.
        data = os.path.join(work, "data")
        shutil.copytree(os.path.join(FAKE, "data"), data)
        with open(os.path.join(data, "SP.DYN.LE00.IN.csv"), "w") as f:
            f.write("Country Name,Country Code,Year,Value\n")
            for code in ["KEN", "UGA", "USA", "CAN"]:
                for year in range(2019, 2023):
                    f.write(f"{code},{code},{year},6{year % 10}.5\n")
        server = subprocess.Popen([sys.executable, os.path.join(FAKE, "fake_worldbank.py"), "--data", data],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            port = server.stdout.readline().split()[1]
            live = {**environment, "WORLDBANK_API_URL": f"http://127.0.0.1:{port}/v2"}
            extra = ["--indicator", "SP.DYN.LE00.IN", "-f", "json"]
            for shape, arguments in [
                ("listing", ["list", "-c", "KEN,UGA,USA", "-y", "2022", "--share", "--rank"]),
                ("listing", ["list", "-c", "KEN,UGA,USA"]),
                ("panel", ["list", "-c", "KEN,UGA", "-y", "2020:2022", "--growth", "--rank"]),
                ("panel-wide", ["list", "-c", "KEN,USA,CAN", "-y", "2019:2022", "--wide", "--growth", "--rank"]),
            ]:
                check(shape, run([*arguments, *extra], env=live), " ".join(arguments + extra[:2]) + " (fake API)")
        finally:
            server.stdin.close()
            server.wait()
        check("cache-info", run(["cache", "info", "--json"]), "cache info (filled)")
        reports = os.path.join(work, "reports")
        for arguments in [["--year", "2022"], ["--year", "2022"], ["--region", "ssf"]]:
            folder = run(["report", "--offline", "--out", reports, *arguments]).strip()
            for name, shape in [("summary.json", "report-summary"), ("economies.json", "report-economies"),
                                ("datapackage.json", "datapackage"), ("manifest.json", "manifest")]:
                check(shape, open(os.path.join(folder, name)).read(), f"report {' '.join(arguments)}: {name}")
            check("verification", run(["verify", folder, "--offline", "-f", "json"]),
                  f"verify of report {' '.join(arguments)}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"all {sum(checked.values())} outputs valid; by schema: {dict(sorted(checked.items()))}")


if __name__ == "__main__":
    main()
