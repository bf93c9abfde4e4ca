"""The panel job with Python's wbgapi, for scripts/benchmark.sh: the given indicators for every
economy over 1990-2024, one row per economy with a column per indicator and year, as CSV on stdout.
The same job as one `countries list --indicator CODES --year 1990:2024 --wide` command; run
against the fake API, whose values for most of these codes are SYNTHETIC (plumbing and scale only).

    python wbgapi_panel.py BASE_URL CODE,CODE,...     (BASE_URL such as http://127.0.0.1:8080/v2)

wbgapi's own `wb.data.DataFrame` would need pandas; `wb.data.fetch` is what it calls underneath
(the same requests), and the table is pivoted here with the standard library.
"""
import csv
import sys

import wbgapi as wb

YEARS = range(1990, 2025)


def main():
    wb.endpoint = sys.argv[1]
    codes = sys.argv[2].split(",")
    table = {}
    for row in wb.data.fetch(codes, time=YEARS, skipAggs=True):
        table.setdefault(row["economy"], {})[(row["series"], row["time"])] = row["value"]
    columns = [(code, f"YR{year}") for code in codes for year in YEARS]
    out = csv.writer(sys.stdout)
    out.writerow(["economy"] + [f"{code} {time[2:]}" for code, time in columns])
    for economy in sorted(table):
        values = table[economy]
        out.writerow([economy] + ["" if values.get(c) is None else values[c] for c in columns])


main()
