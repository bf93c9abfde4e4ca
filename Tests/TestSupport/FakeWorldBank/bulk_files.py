"""The World Bank's bulk download of World Development Indicators (WDI_CSV.zip) as the fake serves
it, with the real format and quirks described in ../shared/worldbank/BULK.md (standard library only).

    python3 bulk_files.py --data DIR --out WDI_CSV.zip [--indicators N] [--release 2026-10-01]

The members, in the real order: WDICSV.csv (wide: one row per entity and indicator, a column per
year, a trailing empty column), WDICountry.csv (31 columns; aggregates have an empty Region),
WDISeries.csv (20 columns, `License Type` last, definitions with line breaks inside quoted cells),
WDIcountry-series.csv, WDIfootnote.csv (years as `YR2011    ` and `yr2005` too) and
WDIseries-time.csv; UTF-8 with a byte-order mark, CRLF line ends, method 8 holding stored blocks as
the real file does (or really compressed, as the release of 2026-02-25 was).

Gender_Stats_CSV.zip, the second database of the same shape (members Gender_StatsCSV.csv and so on),
holds SYNTHETIC values only: those the fake's API serves for source 14, and made-up series.

REAL: the values of SP.POP.TOTL and NY.GDP.MKTP.CD, the entities and their names, codes and groups,
and the indicator codes and names, all from the data folder (copies of ../shared/worldbank).
SYNTHETIC: every value of every other indicator (sparser than synthetic_indicators.py's, so that the
whole catalogue makes about the real 8.8 million values), the footnotes, the notes, the definitions
and every licence label except SIPRI's on MS.MIL.* (BULK.md section 6): made up here for plumbing,
quirk and scale tests and the benchmark only, never World Bank figures.
"""

import argparse
import csv
import hashlib
import io
import os
import zipfile
import zlib

import other_sources
import synthetic_indicators

FIRST_YEAR = 1960
# The indicators a small release holds beside population and GDP: a restricted series (SIPRI), an
# IEA one, rates, and one whose name has commas and quotes.
SMALL_CODES = ["MS.MIL.XPND.CD", "EG.ELC.COAL.ZS", "SP.DYN.LE00.IN", "SE.ADT.LITR.ZS", "IT.NET.USER.ZS",
               "EN.GHG.CO2.MT.CE.AR5"]
# SYNTHETIC licence labels (but SIPRI's, which BULK.md reports): the two spellings of CC BY, a
# third-party label, a blank one, CC BY 3.0 IGO.
LICENCES = {"MS.MIL.XPND.CD": "SIPRI: third-party terms apply", "EG.ELC.COAL.ZS": "IEA: third-party terms apply",
            "SE.ADT.LITR.ZS": "", "IT.NET.USER.ZS": "CC BY 4.0", "EN.GHG.CO2.MT.CE.AR5": "CC BY 3.0 IGO"}
DEFAULT_LICENCE = "CC BY-4.0"
# The bulk files the fake serves: file name -> (member prefix, API database id). Gender Statistics is
# the second database of the same shape; every value in it is SYNTHETIC.
FILES = {"WDI_CSV.zip": ("WDI", "2"), "Gender_Stats_CSV.zip": ("Gender_Stats", "14")}
# Gender Statistics' codes beside those of other_sources.CATALOGUES["14"] (whose values the fake's API
# serves, so that the two roads agree): the Bank's codes and names, SYNTHETIC values.
GENDER_CODES = {"SP.POP.TOTL.FE.IN": "Population, female", "SL.TLF.CACT.FE.ZS":
                "Labor force participation rate, female (% of female population ages 15+) (modeled ILO estimate)"}
SERIES_COLUMNS = ["Series Code", "Topic", "Indicator Name", "Short definition", "Long definition",
                  "Unit of measure", "Periodicity", "Base Period", "Other notes", "Aggregation method",
                  "Limitations and exceptions", "Notes from original source", "General comments", "Source",
                  "Statistical concept and methodology", "Development relevance", "Related source links",
                  "Other web links", "Related indicators", "License Type"]
COUNTRY_COLUMNS = ["Country Code", "Short Name", "Table Name", "Long Name", "2-alpha code", "Currency Unit",
                   "Special Notes", "Region", "Income Group", "WB-2 code", "National accounts base year",
                   "National accounts reference year", "SNA price valuation", "Lending category", "Other groups",
                   "System of National Accounts", "Alternative conversion factor", "PPP survey year",
                   "Balance of Payments Manual in use", "External debt Reporting status", "System of trade",
                   "Government Accounting concept", "IMF data dissemination standard", "Latest population census",
                   "Latest household survey", "Source of most recent Income and expenditure data",
                   "Vital registration complete", "Latest agricultural census", "Latest industrial data",
                   "Latest trade data", "Latest water withdrawal data"]


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def bulk_series(code, economy, last_year):
    """{year: SYNTHETIC value} of `code` for `economy` in the bulk file: a third of the series are empty
    and the rest start at a year of their own, as real series do; the values are synthetic_indicators'."""
    seed = zlib.crc32(f"bulk|{code}|{economy}".encode())
    if seed % 3 == 0:
        return {}
    start = FIRST_YEAR + (seed >> 4) % 50
    return synthetic_indicators.synthetic_series(code, economy, start, last_year)


class BulkRelease:
    """One release of WDI_CSV.zip, built once from the data folder."""

    def __init__(self, directory, release="2026-10-01", indicators=None, last_year=2025, compress=False,
                 revisions=None, file_name="WDI_CSV.zip", digits=None):
        self.release = release
        self.prefix, self.database = FILES[file_name]
        countries = read_csv(os.path.join(directory, "countries.csv"))
        self.countries = {c["id"]: c for c in countries}
        names = {r["id"]: r["name"] for r in read_csv(os.path.join(directory, "wdi-codes.csv"))}
        metadata = {r["id"]: r for r in read_csv(os.path.join(directory, "indicators.csv"))}
        real = {}
        for code in ("SP.POP.TOTL", "NY.GDP.MKTP.CD"):
            series = {}
            for r in read_csv(os.path.join(directory, code + ".csv")):
                if r["Value"].strip():
                    series.setdefault(r["Country Code"], {})[int(r["Year"])] = r["Value"].strip()
            real[code] = series
        # The entities: those the real figures name, in the country list's order (aggregates too).
        entity_codes = set(real["SP.POP.TOTL"]) | set(real["NY.GDP.MKTP.CD"])
        self.entities = [c for c in countries if c["id"] in entity_codes]
        synthetic = SMALL_CODES if indicators is None else \
            [code for code in sorted(names) if code not in real][:indicators]
        self.api_values = {}
        if self.database != "2":
            # Another database holds no real figures: its catalogue is the API's and GENDER_CODES.
            real = {}
            for code, name, first, last, low, high in other_sources.CATALOGUES[self.database]:
                names[code] = name
                self.api_values[code] = (first, min(last, last_year), low, high)
            names.update(GENDER_CODES)
            synthetic = list(self.api_values) + list(GENDER_CODES)
        self.codes = sorted(set(real) | set(synthetic))
        self.names = {code: metadata.get(code, {}).get("name") or names.get(code, code) for code in self.codes}
        self.real, self.last_year, self.compress = real, last_year, compress
        self.full = indicators is not None and indicators >= 100
        # SYNTHETIC revisions of a second release: (indicator, economy, year) -> factor.
        self.revisions = revisions or {}
        # A release written with at most `digits` significant digits, as the real one of 2026-02-25
        # wrote 11 (BULK.md): every value re-rounded, none revised.
        self.digits = digits
        self.metadata = metadata

    def values(self, code, economy):
        """{year: the cell's text} of `code` for `economy`."""
        if code in self.real:
            cells = dict(self.real[code].get(economy, {}))
        elif code in self.api_values:
            first, last, low, high = self.api_values[code]
            aggregate = self.countries.get(economy, {}).get("region_id") == "NA"
            cells = {} if aggregate else {year: repr(other_sources.synthetic_value(self.database, code, economy, year,
                                                                                  low, high))
                                          for year in range(first, last + 1)}
        else:
            cells = {year: repr(value) for year, value in bulk_series(code, economy, self.last_year).items()}
        for (indicator, entity, year), factor in self.revisions.items():
            if indicator == code and entity == economy and year in cells:
                cells[year] = repr(round(float(cells[year]) * factor, 2))
        if self.digits:
            cells = {year: repr(float(f"{float(text):.{self.digits}g}")) for year, text in cells.items()}
        return cells

    def members(self):
        """(name, text) of each member, in the real order."""
        years = list(range(FIRST_YEAR, self.last_year + 1))
        def row(entity, code):
            cells = self.values(code, entity["id"])
            return [entity["name"], entity["id"], self.names[code], code] + [cells.get(y, "") for y in years] + [""]
        data = self._table(["Country Name", "Country Code", "Indicator Name", "Indicator Code"]
                           + [str(y) for y in years] + [""],
                           (row(e, code) for e in self.entities for code in self.codes))
        country = self._table(COUNTRY_COLUMNS, (self._country_row(e) for e in self.entities))
        series = self._table(SERIES_COLUMNS, (self._series_row(code) for code in self.codes + ["XX.NO.DATA.1"]))
        country_series = self._table(["CountryCode", "SeriesCode", "DESCRIPTION"], [
            ["KEN", "SP.POP.TOTL", "SYNTHETIC: Data sources: census, with \"interpolation\", and estimates."]])
        footnotes = self._table(["CountryCode", "SeriesCode", "Year", "DESCRIPTION"], [
            ["KEN", "SP.POP.TOTL", "YR2011    ", "SYNTHETIC footnote: estimate, based on the 2009 census."],
            ["KEN", "NY.GDP.MKTP.CD", "yr2005", "SYNTHETIC footnote with a line\nbreak and \"quotes\"."],
            ["NGA", "SP.POP.TOTL", "YR2020", "SYNTHETIC footnote."],
        ] + list(self._many_footnotes()))
        series_time = self._table(["SeriesCode", "Year", "DESCRIPTION"], [
            ["SP.POP.TOTL", "YR2020", "SYNTHETIC: a note on one indicator in one year."]])
        p = self.prefix
        return [(p + "CSV.csv", data), (p + "Country.csv", country), (p + "Series.csv", series),
                (p + "country-series.csv", country_series), (p + "footnote.csv", footnotes),
                (p + "series-time.csv", series_time)]

    def _many_footnotes(self):
        """SYNTHETIC footnotes on about one value in fifteen, for a release at full size (the real
        WDIfootnote.csv is about 77 MB): none for a small release."""
        if not self.full:
            return
        for entity in self.entities:
            for code in self.codes:
                for year in self.values(code, entity["id"]):
                    if zlib.crc32(f"note|{code}|{entity['id']}|{year}".encode()) % 15 == 0:
                        yield [entity["id"], code, f"YR{year}" + ("    " if year % 7 == 0 else ""),
                               f"SYNTHETIC footnote on {code} in {year}: estimate, with sources and "
                               "methods described in the country notes."]

    def zip_bytes(self):
        """The zip: method 8 holding stored blocks (level 0), or really compressed."""
        buffer = io.BytesIO()
        level = 6 if self.compress else 0
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=level) as archive:
            for name, text in self.members():
                info = zipfile.ZipInfo(name, date_time=(int(self.release[:4]), int(self.release[5:7]),
                                                        int(self.release[8:10]), 2, 18, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(info, text.encode("utf-8"), compress_type=zipfile.ZIP_DEFLATED,
                                 compresslevel=level)
        return buffer.getvalue()

    @staticmethod
    def _table(header, rows):
        out = io.StringIO()
        out.write("\ufeff")
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(header)
        for row in rows:
            writer.writerow(row)
        return out.getvalue()

    def _country_row(self, entity):
        aggregate = entity["region_id"] == "NA"
        row = {column: "" for column in COUNTRY_COLUMNS}
        row.update({"Country Code": entity["id"], "Short Name": entity["name"], "Table Name": entity["name"],
                    "Long Name": entity["name"], "2-alpha code": entity["iso2Code"],
                    "Region": "" if aggregate else entity["region"],
                    "Income Group": "" if aggregate or entity["incomeLevel_id"] == "INX" else entity["incomeLevel"],
                    "WB-2 code": entity["iso2Code"],
                    "Lending category": "" if aggregate or entity["lendingType_id"] == "LNX" else entity["lendingType"]})
        return [row[c] for c in COUNTRY_COLUMNS]

    def _series_row(self, code):
        row = {column: "" for column in SERIES_COLUMNS}
        name = self.names.get(code, "SYNTHETIC: an indicator without data")
        row.update({"Series Code": code, "Topic": "SYNTHETIC topic", "Indicator Name": name,
                    "Long definition": f"SYNTHETIC definition of {code}.\nIt runs over two lines, with \"quotes\".",
                    "Unit of measure": "", "Periodicity": "Annual",
                    "Source": self.metadata.get(code, {}).get("sourceOrganization") or "SYNTHETIC source",
                    "License Type": LICENCES.get(code, DEFAULT_LICENCE)})
        return [row[c] for c in SERIES_COLUMNS]


def digest(path):
    """{"cells": N, "sha256": hex} of every non-empty cell of the values member of the zip at `path`,
    read with Python's zipfile and csv modules alone: the SHA-256 of the sorted lines
    `economy|indicator|year|<the double's 64 bits in hex>`, for tests to compare a mirror with."""
    import struct
    with zipfile.ZipFile(path) as archive:
        name = next(n for n in archive.namelist() if n.lower().endswith("csv.csv"))
        with archive.open(name) as raw:
            reader = csv.reader(io.TextIOWrapper(raw, encoding="utf-8-sig", newline=""))
            header = [h.strip() for h in next(reader)]
            economy, indicator = header.index("Country Code"), header.index("Indicator Code")
            years = [(i, int(h)) for i, h in enumerate(header) if len(h) == 4 and h.isdigit()]
            lines = []
            for row in reader:
                for column, year in years:
                    if column < len(row) and row[column] != "":
                        bits = struct.unpack("<Q", struct.pack("<d", float(row[column])))[0]
                        lines.append(f"{row[economy]}|{row[indicator]}|{year}|{bits:016x}\n")
    lines.sort()
    return {"cells": len(lines), "sha256": hashlib.sha256("".join(lines).encode()).hexdigest()}


def etag(data):
    """The opaque validator the fake sends: a quoted prefix of the zip's SHA-256."""
    return '"' + hashlib.sha256(data).hexdigest()[:24] + '"'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data")
    parser.add_argument("--out")
    parser.add_argument("--digest", metavar="ZIP", help="print the digest of ZIP's cells (digest()) as JSON")
    parser.add_argument("--indicators", type=int, help="synthetic indicators beside the real two (default: a few)")
    parser.add_argument("--release", default="2026-10-01")
    parser.add_argument("--compress", action="store_true")
    parser.add_argument("--file", default="WDI_CSV.zip", choices=sorted(FILES))
    options = parser.parse_args()
    if options.digest:
        import json
        print(json.dumps(digest(options.digest)))
        return
    if not options.data or not options.out:
        parser.error("--data and --out are needed to make a zip")
    release = BulkRelease(options.data, options.release, options.indicators, compress=options.compress,
                          file_name=options.file)
    data = release.zip_bytes()
    with open(options.out, "wb") as f:
        f.write(data)
    print(f"{options.out}: {len(data)} bytes, {len(release.codes)} indicators, {len(release.entities)} entities")


if __name__ == "__main__":
    main()
