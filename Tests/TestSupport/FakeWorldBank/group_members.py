"""Group membership for the fake server (standard library only):

    /v2/country?region=CODE, ?incomelevel=CODE, ?lendingtype=CODE
                            the members of a group, as the API lists them (/v2/country/all?... too)

A region, income level or lending type that the country list classifies is answered by filtering
the list, as the Bank does. The country list does not say who belongs to its other groups; for 18 of
them group_members.csv holds the REAL memberships (AFE AFW ARB CEB CSS EAR EMU EUU FCS HPC LDC LTE
OED OSS PRE PSS PST SST):

    Read from the members sheet of the World Bank's CLASS.xlsx (fiscal 2025), with five changes that
    bring it to the March 2026 release: Trinidad and Tobago added to CSS and SST, Bahrain taken out
    of OSS and SST, Sao Tome and Principe out of LDC, Kosovo out of FCS, each the one change that
    makes its group's sum exact. Every group is checked by reproducing the Bank's own aggregate in
    ../shared/worldbank/SP.POP.TOTL.csv: its members' populations add up exactly to the Bank's
    figure for 2000, 2010, 2022 and 2024 (EUU 2022: 447,202,673; EMU 2022: 348,200,155).

Every other group of the list (Africa, the IBRD-only and IDA-eligible regions, the IFC regions, the
resource-rich groups, ...) has no population figure in ../shared/worldbank to check a membership
against, so it is answered with the API's empty answer (no records, `null`): tests see how an empty
member list is handled, and no test presents it as the Bank's. A code that is no group of the list
gives the envelope 120, as the API does for an unknown value.
"""

import csv
import os


def _listed():
    """The memberships of group_members.csv: {group code: [ISO3 codes]}."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "group_members.csv")
    with open(path, newline="", encoding="utf-8") as handle:
        return {row["group"]: row["members"].split() for row in csv.DictReader(handle)}


LISTED = _listed()

# The query parameters that name a group, and the field of an economy's record each one filters by.
FIELDS = {"region": ("region", "adminregion"), "incomelevel": ("incomeLevel",), "lendingtype": ("lendingType",)}


def group_parameter(params):
    """The (parameter, code) of a membership query, or None for the whole list."""
    for name in FIELDS:
        if params.get(name):
            return name, params[name].upper()
    return None


def members(countries, parameter, code, api_error):
    """The records of `countries` (the fake's /v2/country records) that belong to group `code`
    asked by `parameter` (region, incomelevel, lendingtype): None for a known group with no member
    held here (the API's empty answer); raises api_error("120") for a code that is no group."""
    economies = [c for c in countries if c["region"]["id"] != "NA"]
    found = [c for c in economies if any(c[field]["id"] == code for field in FIELDS[parameter])]
    if found:
        return found
    if parameter == "region" and code in LISTED:
        wanted = set(LISTED[code])
        return [c for c in economies if c["id"] in wanted]
    if any(c["id"] == code for c in countries if c["region"]["id"] == "NA"):
        return None
    raise api_error("120")
