#!/usr/bin/env python3
"""Drives `countries mcp` with the official MCP Python SDK's newest client (`pip install mcp`, 2.3 or
later) over stdio and over the Streamable HTTP transport (`--http`), at the stateless revision
2026-07-28 (the client's own choice, `mode="auto"`: no fallback) and at 2025-11-25 (`mode="legacy"`):
lists the tools and calls each one, offline and against the loopback fake World Bank API, and
checks every figure against the World Bank's own CSV files (shared/worldbank) digit for digit.
Against the fake API it also fetches each figure's proof request and compares the answer. Over HTTP
it checks what the specification asks of the transport: 405 on GET, 403 for a foreign Origin, 400
with -32022 for a revision the server does not speak, and answers byte for byte those of stdio.

    python3 -m venv .build/venv-mcp && .build/venv-mcp/bin/pip install 'mcp>=2.3'
    .build/venv-mcp/bin/python scripts/check-mcp.py [--binary .build/debug/countries] [--bank DIR]

Prints one line per check and exits 1 if any failed.
"""

import argparse
import asyncio
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

from mcp import StdioServerParameters
from mcp.client import Client
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


REVISIONS = {"auto": "2026-07-28", "legacy": "2025-11-25"}


async def session_checks(target, transport, client_mode, figures, live):
    """Every tool through the SDK's `Client` connected to `target` (stdio parameters or a URL)."""
    mode = f"{'fake API' if live else 'offline'}, {transport}, {REVISIONS[client_mode]}"
    async with Client(target, mode=client_mode) as session:
        check(f"[{mode}] connected: protocol {session.protocol_version}, server {session.server_info.name} "
              f"{session.server_info.version}", session.protocol_version == REVISIONS[client_mode])
        tools = (await session.list_tools()).tools
        names = [tool.name for tool in tools]
        check(f"[{mode}] tools/list: {', '.join(names)}", len(names) == 8
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
        result, _ = await call("check_claims", {"claims": [
            {"economy": "Kenya", "indicator": "population", "year": "2022", "value": "54 million"},
            {"economy": "Kenya", "indicator": "SP.POP.TOTL", "year": "2022", "value": "54,252"}]})
        verdicts = [(v["verdict"], v["diagnosis"]) for v in result.structured_content["verdicts"]]
        check(f"[{mode}] check_claims: {verdicts}", [v for v, _ in verdicts] == ["match", "mismatch"]
              and "divided by a thousand" in (verdicts[1][1] or ""))
        try:
            await session.call_tool("no_such_tool", {})
            check(f"[{mode}] unknown tool is a JSON-RPC error", False)
        except MCPError as error:
            check(f"[{mode}] unknown tool: JSON-RPC error {error.error.code}", error.error.code == -32602)


ENVELOPE = {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
            "io.modelcontextprotocol/clientInfo": {"name": "check-mcp", "version": "1"}}
CALL = {"name": "get_data", "arguments": {"economies": ["KEN", "WLD"], "year": 2022}}


def post(url, message, headers=None):
    """(status, headers, body bytes) of one POST of `message` (bytes or an object)."""
    data = message if isinstance(message, bytes) else json.dumps(message).encode()
    request = urllib.request.Request(url, data=data, method="POST", headers={
        "Content-Type": "application/json", "Accept": "application/json, text/event-stream", **(headers or {})})
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, answer.headers, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def stdio_lines(binary, arguments, environment, messages):
    """The lines `countries mcp` writes for `messages` over stdio, as bytes."""
    text = "".join(json.dumps(message) + "\n" for message in messages).encode()
    done = subprocess.run([binary, "mcp"] + arguments, input=text, capture_output=True, env=environment, timeout=120)
    return done.stdout.splitlines()


def transport_checks(url, binary, arguments, environment):
    """What the Streamable HTTP transport owes a client, and the same bytes as stdio."""
    request = urllib.request.Request(url, method="GET", headers={"Accept": "text/event-stream"})
    try:
        status, allow = urllib.request.urlopen(request).status, None
    except urllib.error.HTTPError as error:
        status, allow = error.code, error.headers.get("Allow")
    check(f"[http] GET {url}: {status}, Allow: {allow}", status == 405 and allow == "POST")
    listing = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": ENVELOPE}}
    modern = {"MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list"}
    status, _, body = post(url, listing, {**modern, "Origin": "https://attacker.example"})
    check(f"[http] a foreign Origin: {status} {body[:80]!r}", status == 403)
    status, _, body = post(url, listing, {**modern, "Origin": "http://localhost:3000"})
    check(f"[http] a loopback Origin: {status}", status == 200)
    unknown = {"jsonrpc": "2.0", "id": 2, "method": "tools/list",
               "params": {"_meta": {**ENVELOPE, "io.modelcontextprotocol/protocolVersion": "2099-01-01"}}}
    status, _, body = post(url, unknown, {"MCP-Protocol-Version": "2099-01-01", "Mcp-Method": "tools/list"})
    error = json.loads(body).get("error", {})
    check(f"[http] revision 2099-01-01: {status}, error {error.get('code')}, supported {error.get('data', {}).get('supported')}",
          status == 400 and error.get("code") == -32022 and "2026-07-28" in error["data"]["supported"])
    status, _, body = post(url, {"jsonrpc": "2.0", "id": 3, "method": "tools/list"}, {"MCP-Protocol-Version": "1999-01-01"})
    check(f"[http] an initialize-era request at 1999-01-01: {status}, error {json.loads(body)['error']['code']}",
          status == 400 and json.loads(body)["error"]["code"] == -32022)
    status, _, body = post(url, listing, {"MCP-Protocol-Version": "2025-11-25", "Mcp-Method": "tools/list"})
    check(f"[http] a header that contradicts _meta: {status}, error {json.loads(body)['error']['code']}",
          status == 400 and json.loads(body)["error"]["code"] == -32020)
    status, _, body = post(url, {"jsonrpc": "2.0", "method": "notifications/initialized"},
                           {"MCP-Protocol-Version": "2025-11-25"})
    check(f"[http] a notification: {status}, {len(body)} bytes", status == 202 and body == b"")
    # The same request over both transports: the same bytes.
    call = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {**CALL, "_meta": ENVELOPE}}
    _, _, over_http = post(url, call, {"MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call",
                                       "Mcp-Name": "get_data"})
    over_stdio = stdio_lines(binary, arguments, environment, [call])
    check(f"[http] 2026-07-28 tools/call: {len(over_http)} bytes, the same as stdio's{AGES}",
          ageless(over_stdio) == ageless([over_http]) and b'"resultType":"complete"' in over_http)
    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "check-mcp", "version": "1"}}}
    legacy_call = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": CALL}
    _, _, over_http = post(url, legacy_call, {"MCP-Protocol-Version": "2025-11-25"})
    over_stdio = stdio_lines(binary, arguments, environment, [initialize, legacy_call])
    check(f"[http] 2025-11-25 tools/call: {len(over_http)} bytes, the same as stdio's{AGES}",
          len(over_stdio) == 2 and ageless(over_stdio[1:]) == ageless([over_http]) and b"resultType" not in over_http)


AGES = " (but for the age of a cached figure, which the clock moves between the two runs)"


def ageless(lines):
    """`lines` with a cached figure's age ("cache (3 s old)") left out: the one thing two runs a second
    apart may say differently. Offline answers have none, so they are compared byte for byte."""
    return [re.sub(rb"cache \(\d+ s old\)", b"cache", line) for line in lines]


def http_server(binary, arguments, environment):
    """`countries mcp --http 127.0.0.1:0` started, and its URL (the port it says on stderr)."""
    server = subprocess.Popen([binary, "mcp", "--http", "127.0.0.1:0"] + arguments, env=environment,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stderr.readline()
    url = line.split(" at ")[1].split(" ")[0]
    return server, url


def all_checks(binary, arguments, figures, live):
    """Both transports at both revisions, each session with a cache of its own (so that a live
    figure is fetched, not read from an earlier session's cache)."""
    with tempfile.TemporaryDirectory() as caches:
        def environment(name):
            cache = os.path.join(caches, name)
            return {"COUNTRIES_CACHE_DIR": cache, "HOME": cache, "COUNTRIES_OFFLINE": ""}

        for client_mode in ("auto", "legacy"):
            stdio = StdioServerParameters(command=binary, args=["mcp"] + arguments,
                                          env=environment(f"stdio-{client_mode}"))
            asyncio.run(session_checks(stdio, "stdio", client_mode, figures, live))
        for client_mode in ("auto", "legacy"):
            server, url = http_server(binary, arguments, environment(f"http-{client_mode}"))
            try:
                asyncio.run(session_checks(url, "http", client_mode, figures, live))
                if client_mode == "legacy":
                    transport_checks(url, binary, arguments, environment(f"http-{client_mode}"))
            finally:
                server.terminate()
                server.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "countries"))
    parser.add_argument("--bank", default=os.path.join(os.path.dirname(ROOT), "shared", "worldbank"))
    options = parser.parse_args()
    bank = options.bank if os.path.isdir(options.bank) else os.path.join(FAKE, "data")
    figures = bank_figures(bank)
    print(f"figures checked against {bank} ({len(figures)} values)")
    binary = os.path.abspath(options.binary)
    all_checks(binary, ["--offline"], figures, live=False)
    fake = subprocess.Popen(
        [sys.executable, os.path.join(FAKE, "fake_worldbank.py"), "--data", os.path.join(FAKE, "data"), "--port", "0"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        port = int(fake.stdout.readline().split()[1])
        base = ["--base-url", f"http://127.0.0.1:{port}/v2", "--network-budget", "600"]
        all_checks(binary, base, figures, live=True)
    finally:
        fake.terminate()
        fake.wait()
    print(f"failures: {failures}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
