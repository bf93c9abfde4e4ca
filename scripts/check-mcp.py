#!/usr/bin/env python3
"""Drives `countries mcp` with the official MCP Python SDK (`pip install mcp`) over its stdio client:
lists the tools and calls each one, offline and against the loopback fake World Bank API, and
checks every figure against the World Bank's own CSV files (shared/worldbank) digit for digit.
Against the fake API it also fetches each figure's proof request and compares the answer.

    python3 -m venv .build/venv-mcp && .build/venv-mcp/bin/pip install mcp
    .build/venv-mcp/bin/python scripts/check-mcp.py [--binary .build/debug/countries] [--bank DIR]

Prints one line per check and exits 1 if any failed.
"""

import argparse
import asyncio
import csv
import json
import os
import subprocess
import sys
import tempfile
import urllib.request

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAKE = os.path.join(ROOT, "Tests", "TestSupport", "FakeWorldBank")
ATTRIBUTION = "Source: World Bank, World Development Indicators (CC BY 4.0)"
failures = 0


def check(label, ok, detail=""):
    global failures
    failures += 0 if ok else 1
    print(("ok   " if ok else "FAIL ") + label + ("" if ok or not detail else f": {detail}"))


def bank_figures(folder):
    """{(indicator, economy, year): value} from the Bank's CSV files (Country Name, Code, Year, Value)."""
    figures = {}
    for indicator in ("SP.POP.TOTL", "NY.GDP.MKTP.CD"):
        with open(os.path.join(folder, indicator + ".csv"), newline="", encoding="utf-8-sig") as f:
            for row in csv.reader(f):
                if len(row) >= 4 and row[-2].isdigit() and row[-1]:
                    figures[(indicator, row[-3], int(row[-2]))] = float(row[-1])
    return figures


def expect_published(label, figure, figures):
    key = (figure["indicator"], figure["economy"], figure["year"])
    check(f"{label}: {key[1]} {key[0]} {key[2]} = {figure['value']!r} as the Bank publishes it",
          figures.get(key) == figure["value"], f"the Bank's file has {figures.get(key)!r}")


async def session_checks(binary, arguments, environment, figures, live):
    mode = "fake API" if live else "offline"
    server = StdioServerParameters(command=binary, args=["mcp"] + arguments, env=environment)
    with open(os.devnull, "w") as errlog:
        async with stdio_client(server, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                check(f"[{mode}] initialize: protocol {init.protocol_version}, server {init.server_info.name} "
                      f"{init.server_info.version}", init.protocol_version == "2025-11-25")
                tools = (await session.list_tools()).tools
                names = [tool.name for tool in tools]
                check(f"[{mode}] tools/list: {', '.join(names)}", len(names) == 7
                      and all(tool.output_schema and tool.input_schema for tool in tools))

                async def call(name, arguments):
                    # call_tool validates structuredContent against the tool's outputSchema.
                    result = await session.call_tool(name, arguments)
                    text_is_json = not result.is_error and json.loads(result.content[0].text) == result.structured_content
                    return result, text_is_json

                result, same = await call("get_data", {"economies": ["Kenya", "Ivory Coast", "WLD"], "year": 2022})
                rows = result.structured_content["rows"]
                check(f"[{mode}] get_data: {len(rows)} rows, text item is the structured answer, ends with the source",
                      len(rows) == 6 and same and result.structured_content["source"].startswith(ATTRIBUTION))
                for row in rows:
                    expect_published(f"[{mode}] get_data", row, figures)
                    check(f"[{mode}] get_data {row['economy']} {row['indicator']}: origin {row['origin']}, "
                          f"lastupdated {row['lastupdated']}",
                          row["origin"] == ("live" if live else "snapshot (fetched 2026-04-30)")
                          and row["lastupdated"] == "2026-03-20" and "(source 2)" in row["database"])
                    if live:
                        with urllib.request.urlopen(row["request"]) as answer:
                            record = json.load(answer)[1][0]
                        check(f"[{mode}] proof request {row['request']} answers {record['value']!r}",
                              record["value"] == row["value"] and record["date"] == str(row["year"]))

                result, _ = await call("find_economies", {"query": "korea"})
                found = [entry["code"] for entry in result.structured_content["economies"]]
                check(f"[{mode}] find_economies 'korea': {result.structured_content['match']} {found}",
                      found == ["KOR", "PRK"])
                result, _ = await call("find_indicators", {"query": "SP.POP.TOTX"})
                nearest = [hit["code"] for hit in result.structured_content["indicators"]]
                check(f"[{mode}] find_indicators 'SP.POP.TOTX': {result.structured_content['match']} {nearest[:3]}",
                      nearest[0] == "SP.POP.TOTL")
                result, _ = await call("describe_indicator", {"code": "NY.GDP.MKTP.CD"})
                check(f"[{mode}] describe_indicator: {result.structured_content['name']} "
                      f"({result.structured_content['origin']})", result.structured_content["name"] == "GDP (current US$)")
                if live:
                    # Another database's catalogue, fetched from the fake once (its values are SYNTHETIC).
                    result, _ = await call("find_indicators", {"query": "corruption", "source": "WGI"})
                    found = [hit["code"] for hit in result.structured_content["indicators"]]
                    check(f"[{mode}] find_indicators 'corruption' in {result.structured_content['database']}: {found}",
                          found == ["CC.EST"]
                          and result.structured_content["database"] == "3 (Worldwide Governance Indicators)")
                    result, _ = await call("describe_indicator", {"code": "CC.EST", "source": "3"})
                    check(f"[{mode}] describe_indicator CC.EST of source 3: {result.structured_content['database']} "
                          f"({result.structured_content['origin']})",
                          result.structured_content["database"] == "Worldwide Governance Indicators")
                result = await session.call_tool("find_indicators", {"query": "corruption", "source": "999"})
                check(f"[{mode}] find_indicators of an unknown source: isError, {result.content[0].text[:70]!r}…",
                      result.is_error and "is not a" in result.content[0].text)
                result, _ = await call("region_totals", {"year": 2022})
                groups = {group["id"]: group for group in result.structured_content["groups"]}
                africa = groups["SSF"]
                expect_published(f"[{mode}] region_totals SSF's Bank aggregate", africa["bank_population"]["figure"],
                                 figures)
                check(f"[{mode}] region_totals SSF: {africa['economies']} economies, population sum "
                      f"{africa['population']['value']:.0f}, {africa['bank_population']['difference_pct']:+.2f}% "
                      "against the Bank's", africa["economies"] == 48)
                result, _ = await call("group_members", {"group": "SSF"})
                members = [entry["code"] for entry in result.structured_content["members"]]
                summed = sum(figures.get(("SP.POP.TOTL", code, 2022), 0) for code in members)
                check(f"[{mode}] group_members SSF: {len(members)} members whose 2022 population adds up to the "
                      "region_totals sum", len(members) == 48 and summed == africa["population"]["value"])
                result, _ = await call("economy_profile", {"economy": "KE", "years": 3})
                years = result.structured_content["years"]
                for year in years:
                    for measure in ("population", "gdp"):
                        if year[measure]:
                            expect_published(f"[{mode}] economy_profile", year[measure], figures)
                check(f"[{mode}] economy_profile KE: {result.structured_content['economy']['name']}, years "
                      f"{[year['year'] for year in years]}", result.structured_content["economy"]["code"] == "KEN")

                result = await session.call_tool("get_data", {"economies": ["Kenia"]})
                check(f"[{mode}] unknown economy: isError, {result.content[0].text!r}",
                      result.is_error and "Candidates: KEN." in result.content[0].text)
                result = await session.call_tool("get_data", {"group": "WLD", "from_year": 1990, "to_year": 2022})
                check(f"[{mode}] over the cap: isError, {result.content[0].text[:90]!r}…",
                      result.is_error and "over the cap of 500" in result.content[0].text)
                try:
                    await session.call_tool("no_such_tool", {})
                    check(f"[{mode}] unknown tool is a JSON-RPC error", False)
                except MCPError as error:
                    check(f"[{mode}] unknown tool: JSON-RPC error {error.error.code}", error.error.code == -32602)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "countries"))
    parser.add_argument("--bank", default=os.path.join(os.path.dirname(ROOT), "shared", "worldbank"))
    options = parser.parse_args()
    bank = options.bank if os.path.isdir(options.bank) else os.path.join(FAKE, "data")
    figures = bank_figures(bank)
    print(f"figures checked against {bank} ({len(figures)} values)")
    binary = os.path.abspath(options.binary)
    with tempfile.TemporaryDirectory() as cache:
        environment = {"COUNTRIES_CACHE_DIR": cache, "HOME": cache, "COUNTRIES_OFFLINE": ""}
        asyncio.run(session_checks(binary, ["--offline"], environment, figures, live=False))
    fake = subprocess.Popen(
        [sys.executable, os.path.join(FAKE, "fake_worldbank.py"), "--data", os.path.join(FAKE, "data"), "--port", "0"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        port = int(fake.stdout.readline().split()[1])
        with tempfile.TemporaryDirectory() as cache:
            environment = {"COUNTRIES_CACHE_DIR": cache, "HOME": cache, "COUNTRIES_OFFLINE": ""}
            base = ["--base-url", f"http://127.0.0.1:{port}/v2", "--network-budget", "600"]
            asyncio.run(session_checks(binary, base, environment, figures, live=True))
    finally:
        fake.terminate()
        fake.wait()
    print(f"failures: {failures}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
