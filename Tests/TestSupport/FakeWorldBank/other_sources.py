"""The World Bank's databases (the API's "sources") for the fake server (standard library only).

    /v2/sources, /v2/source                       the list of databases: the real ids, codes and names
                                                  of several of the Bank's databases
    /v2/sources/{id}/indicators (/source/{id}/indicator)
                                                  one database's catalogue; 2 is the WDI metadata of
                                                  indicators.csv, an unknown id the envelope 120
    /v2/country/{codes|all}/indicator/{ids}?source={id}
                                                  observations of another database's indicators

SYNTHETIC: ../shared/worldbank holds real figures of the World Development Indicators only. The
values this module serves for every other database, and the lastupdated dates of those databases,
are made up here, deterministically (a hash of database, indicator, economy and year), for plumbing
tests only: they are not the Bank's figures, and no test may present them as such. The ids, codes
and names of the databases, and the codes and names of their indicators, are the Bank's.
"""

import hashlib
import json

# (id, code, name, lastupdated): the Bank's ids, codes and names; the dates (but WDI's, which is the
# server's --lastupdated) are SYNTHETIC.
DATABASES = [
    ("1", "DBS", "Doing Business", "2021-08-18"),
    ("2", "WDI", "World Development Indicators", None),
    ("3", "WGI", "Worldwide Governance Indicators", "2025-10-28"),
    ("6", "IDS", "International Debt Statistics", "2025-12-03"),
    ("11", "ADI", "Africa Development Indicators", "2013-02-22"),
    ("12", "EDS", "Education Statistics", "2024-06-13"),
    ("14", "GDS", "Gender Statistics", "2025-11-20"),
    ("16", "HNP", "Health Nutrition and Population Statistics", "2025-12-16"),
    ("57", "WDA", "WDI Database Archives", "2026-03-20"),
]

# The real codes and names of a few indicators of other databases; their VALUES are SYNTHETIC.
# (code, name, first year, last year, low, high)
CATALOGUES = {
    "3": [
        ("CC.EST", "Control of Corruption: Estimate", 1996, 2023, -2.5, 2.5),
        ("GE.EST", "Government Effectiveness: Estimate", 1996, 2023, -2.5, 2.5),
        ("PV.EST", "Political Stability and Absence of Violence/Terrorism: Estimate", 1996, 2023, -2.5, 2.5),
        ("RL.EST", "Rule of Law: Estimate", 1996, 2023, -2.5, 2.5),
        ("RQ.EST", "Regulatory Quality: Estimate", 1996, 2023, -2.5, 2.5),
        ("VA.EST", "Voice and Accountability: Estimate", 1996, 2023, -2.5, 2.5),
    ],
    "6": [("DT.DOD.DECT.CD", "External debt stocks, total (DOD, current US$)", 1970, 2024, 1e8, 5e11)],
    "14": [("SG.GEN.PARL.ZS", "Proportion of seats held by women in national parliaments (%)", 1997, 2024, 0, 60)],
    # A code the World Development Indicators hold too: the same code of two databases, cached apart.
    "16": [("SP.DYN.LE00.IN", "Life expectancy at birth, total (years)", 1960, 2023, 40, 85)],
}


def synthetic_value(database, code, economy, year, low, high):
    """A SYNTHETIC value in [low, high], the same on every run: not a World Bank figure."""
    digest = hashlib.sha256(f"{database}|{code}|{economy}|{year}".encode()).digest()
    fraction = int.from_bytes(digest[:4], "big") / 0xFFFFFFFF
    return round(low + (high - low) * fraction, 2)


class OtherSources:
    """The databases, their catalogues and the SYNTHETIC observations of those that are not WDI."""

    def __init__(self, data, indicator_type, entity_type):
        self.data = data
        economies = [c for c in data.countries if c["region"]["id"] != "NA"]
        self.indicators = {}  # database id -> {CODE: Indicator}
        for database, rows in CATALOGUES.items():
            self.indicators[database] = {}
            for code, name, first, last, low, high in rows:
                entities = []
                for c in economies:
                    entity = entity_type(c["id"], c["iso2Code"], c["name"])
                    entity.values = {year: synthetic_value(database, code, c["id"], year, low, high)
                                     for year in range(first, last + 1)}
                    entities.append(entity)
                self.indicators[database][code] = indicator_type(code, name, entities)

    def lastupdated(self, database):
        date = next((d[3] for d in DATABASES if d[0] == database), None)
        return date or self.data.lastupdated

    # SYNTHETIC hostile entries of the list (POST /_control/sources): {"names": {id: name}} renames
    # databases, {"extra": [records]} adds records, {"indicators": {code: text}} gives another
    # database's indicator that text as its name, description and organisation; all made up here,
    # for tests of hostile input.
    hostile = {}

    def set_hostile(self, body):
        request = json.loads(body or b"{}")
        if not isinstance(request.get("names", {}), dict) or not isinstance(request.get("extra", []), list) \
                or not isinstance(request.get("members", {}), dict):
            raise ValueError('body: {"names": {id: name}, "extra": [records], "members": {group: [codes]}}')
        self.hostile = request

    def database_list(self, params, paginate):
        names = self.hostile.get("names", {})
        records = [{"id": i, "lastupdated": self.lastupdated(i), "name": names.get(i, name), "code": code,
                    "description": "", "url": "", "dataavailability": "Y", "metadataavailability": "Y",
                    "concepts": "3"}
                   for i, code, name, _ in DATABASES] + self.hostile.get("extra", [])
        page, per_page, pages, chunk = paginate(records, params)
        return [{"page": page, "pages": pages, "per_page": str(per_page), "total": len(records)}, chunk]

    def catalogue(self, database, params, paginate, api_error, null_page):
        if database not in {d[0] for d in DATABASES}:
            raise api_error("120")
        name = next(d[2] for d in DATABASES if d[0] == database)
        if database == "2":
            records = list(self.data.metadata.values())
        else:
            texts = self.hostile.get("indicators", {})
            records = [{"id": i.id, "name": texts.get(i.id, i.name), "unit": "",
                        "source": {"id": database, "value": name},
                        "sourceNote": texts.get(i.id, f"{i.name} (SYNTHETIC values in the test server)."),
                        "sourceOrganization": texts.get(i.id, ""), "topics": []}
                       for i in self.indicators.get(database, {}).values()]
        if not records:
            return null_page
        page, per_page, pages, chunk = paginate(records, params)
        return [{"page": page, "pages": pages, "per_page": str(per_page), "total": len(records)}, chunk]

    def resolve(self, database, parts, api_error):
        """The Indicators of another database that `parts` name; raises the envelope 120 otherwise."""
        known = self.indicators.get(database, {})
        if any(p.upper() not in known for p in parts):
            raise api_error("120")
        return [known[p.upper()] for p in parts]
