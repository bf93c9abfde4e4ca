"""The peers' job with Python's wbgapi, for scripts/benchmark.sh: the country list, population and
GDP for 2022 and for the latest year with a value, merged per economy, and per-region totals, as
CSV on stdout. The same job as four `countries` commands; run against the fake API.

    python wbgapi_job.py BASE_URL        (BASE_URL such as http://127.0.0.1:8080/v2)
"""
import csv
import sys

import wbgapi as wb

CODES = ["SP.POP.TOTL", "NY.GDP.MKTP.CD"]


def merged(rows):
    """{economy: {series: (year, value)}} of the non-empty values."""
    table = {}
    for row in rows:
        if row["value"] is not None:
            table.setdefault(row["economy"], {})[row["series"]] = (row["time"], row["value"])
    return table


def main():
    wb.endpoint = sys.argv[1]
    economies = {e["id"]: e for e in wb.economy.list(skipAggs=True, labels=True)}
    views = {"2022": merged(wb.data.fetch(CODES, time=2022, skipAggs=True)),
             "latest": merged(wb.data.fetch(CODES, mrnev=1, skipAggs=True))}
    out = csv.writer(sys.stdout)
    out.writerow(["view", "id", "name", "region", "population", "gdp", "gdp_per_capita"])
    for view, table in views.items():
        totals = {}
        for code, economy in sorted(economies.items(), key=lambda item: item[1]["value"]):
            values = table.get(code, {})
            population = values.get("SP.POP.TOTL", (None, None))[1]
            gdp = values.get("NY.GDP.MKTP.CD", (None, None))[1]
            region = economy["region"]["value"] if isinstance(economy["region"], dict) else economy["region"]
            per_capita = gdp / population if population and gdp is not None else None
            out.writerow([view, code, economy["value"], region, population, gdp, per_capita])
            total = totals.setdefault(region, [0, 0])
            total[0] += population or 0
            total[1] += gdp or 0
        for region, (population, gdp) in sorted(totals.items()):
            out.writerow([view + " total", "", "", region, population, gdp, gdp / population if population else None])


main()
