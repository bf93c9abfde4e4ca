"""SYNTHETIC figures for the World Development Indicators that ../shared/worldbank holds no values
of, for the fake server (standard library only): what panels of many indicators need.

    data/wdi-codes.csv    the Bank's codes and names of the 1,486 indicators of the bundled
                          catalogue (data/wdi-indicators.csv of the repository, two columns)

SYNTHETIC: the codes and names are the Bank's; every VALUE served for them is made up here,
deterministically (a checksum of indicator, economy and year), for plumbing and scale tests and
the benchmark only. They are not World Bank figures and no test may present them as such.
SP.POP.TOTL and NY.GDP.MKTP.CD keep their real values: real data always wins over this module.
"""

import csv
import os
import zlib

CODES_FILE = "wdi-codes.csv"
# About one value in eight is missing (null), as gaps are in the Bank's own series.
GAP_ONE_IN = 8


def synthetic_series(code, economy, first, last):
    """{year: SYNTHETIC value} of `code` for `economy`, the same on every run: not a World Bank figure.
    The scale follows the code (10^0 .. 10^11), so that values are small, large and fractional."""
    scale = 10.0 ** (zlib.crc32(code.encode()) % 12)
    seed = zlib.crc32(f"{code}|{economy}".encode())
    values = {}
    for year in range(first, last + 1):
        mixed = (seed * 2654435761 + year * 40503) & 0xFFFFFFFF
        if mixed % GAP_ONE_IN == 0:
            continue
        values[year] = round(scale * mixed / 0xFFFFFFFF, 2)
    return values


class SyntheticIndicators:
    """The WDI indicators of data/wdi-codes.csv, made on first use with SYNTHETIC values for every
    entry of the country list."""

    def __init__(self, directory, countries, indicator_type, entity_type, first_year, last_year):
        path = os.path.join(directory, CODES_FILE)
        self.names = {}
        if os.path.exists(path):
            with open(path, newline="", encoding="utf-8") as f:
                self.names = {r["id"].upper(): (r["id"], r["name"]) for r in csv.DictReader(f)}
        self.countries, self.made = countries, {}
        self.indicator_type, self.entity_type = indicator_type, entity_type
        self.years = (first_year, last_year)

    def get(self, code):
        """The SYNTHETIC Indicator of `code` (any case), or None when the catalogue has no such code."""
        key = code.upper()
        if key not in self.made:
            if key not in self.names:
                return None
            code, name = self.names[key]
            entities = []
            for c in self.countries:
                entity = self.entity_type(c["id"], c["iso2Code"], c["name"])
                entity.values = synthetic_series(code, c["id"], *self.years)
                entities.append(entity)
            self.made[key] = self.indicator_type(code, name, entities)
        return self.made[key]
