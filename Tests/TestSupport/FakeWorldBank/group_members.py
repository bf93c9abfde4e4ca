"""Group membership for the fake server (standard library only):

    /v2/country?region=CODE, ?incomelevel=CODE, ?lendingtype=CODE
                            the members of a group, as the API lists them (/v2/country/all?... too)

A region, income level or lending type that the country list classifies is answered by filtering
the list, as the Bank does. The country list does not say who belongs to its other groups; for two of
them this module holds the REAL memberships:

    EUU (European Union, 27) and EMU (Euro area, 20), as the Bank counts them in its March 2026
    release. Checked by reproducing the Bank's own aggregates in ../shared/worldbank/SP.POP.TOTL.csv:
    the members' populations add up exactly to the Bank's EUU and EMU figures for 2000, 2022 and
    2024 (EUU 2022: 447,202,673; EMU 2022: 348,200,155), and their GDP of 2022 to the Bank's within
    1e-15.

Every other group of the list (OED, FCS, LDC, small states, the demographic-dividend groups, ...) is
answered with the API's empty answer (no records, `null`), so that tests see how an empty member list
is handled; no test presents it as the Bank's. A code that is no group of the list gives the
envelope 120, as the API does for an unknown value.
"""

EUU = ("AUT BEL BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN IRL ITA LVA LTU LUX MLT NLD POL PRT ROU SVK "
       "SVN ESP SWE").split()
EMU = "AUT BEL HRV CYP EST FIN FRA DEU GRC IRL ITA LVA LTU LUX MLT NLD PRT SVK SVN ESP".split()
LISTED = {"EUU": EUU, "EMU": EMU}

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
