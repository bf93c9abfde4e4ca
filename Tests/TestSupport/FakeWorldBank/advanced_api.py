"""The "advanced" routes of the World Bank API (/v2/sources/2/...) that Python's wbgapi uses, for
scripts/benchmark.sh to run wbgapi against the same fake server as countries (standard library only).

    /v2/sources/2/concepts                               the concepts Country, Series and Time
    /v2/sources/2/{country|series|time}/{ids|all}        the features of one concept
    /v2/sources/2/series/{ids}/metadata                  the series' metadata, License_Type included (the
                                                         labels of bulk_files.py, SYNTHETIC but SIPRI's)
    /v2/sources/2/series/{ids}/country/{codes}/time/{YRyyyy;...|all}
                                                         observations; mrnev=N and mrv=N with time all
Answers are paged like the classic routes (page, per_page) and use the advanced shape: a header
object whose "source" holds either concepts (metadata lists) or "data" records of variables.
"""

import bulk_files

CONCEPTS = [("Country", "country"), ("Series", "series"), ("Time", "time")]


def header(page, pages, per_page, total, data):
    return {"page": page, "pages": pages, "per_page": str(per_page), "lastupdated": data.lastupdated,
            "total": total}


def answer(data, segments, params, paginate, year_picker, api_error):
    """The JSON answer to /v2/sources/2/<segments>; raises api_error (an ApiError id) otherwise."""
    s = [x.lower() for x in segments]
    if s == ["concepts"]:
        concepts = [{"id": name, "value": name} for name, _ in CONCEPTS]
        return header(1, 1, len(concepts), len(concepts), data) | {
            "source": [{"id": "2", "name": "World Development Indicators", "concept": concepts}]}
    if len(s) == 3 and (s[0], s[2]) == ("series", "metadata"):
        indicators = [i for i in map(data.indicator, segments[1].split(";")) if i is not None]
        if not indicators:
            raise api_error("120")
        variables = []
        for indicator in indicators:
            label = bulk_files.LICENCES.get(indicator.id.upper(), bulk_files.DEFAULT_LICENCE)
            fields = [("IndicatorName", indicator.name), ("License_Type", label),
                      ("License_URL", "https://datacatalog.worldbank.org/public-licenses#cc-by" if "CC" in label else "")]
            variables.append({"id": indicator.id, "metatype": [{"id": key, "value": value} for key, value in fields]})
        page, per_page, pages, chunk = paginate(variables, params)
        return header(page, pages, per_page, len(variables), data) | {
            "source": [{"id": "2", "name": "World Development Indicators",
                        "concept": [{"id": "Series", "variable": chunk}]}]}
    if len(s) == 2 and s[0] in ("country", "series", "time"):
        variables = features(data, s[0], segments[1])
        page, per_page, pages, chunk = paginate(variables, params)
        concept = next(name for name, key in CONCEPTS if key == s[0])
        return header(page, pages, per_page, len(variables), data) | {
            "source": [{"id": "2", "name": "World Development Indicators",
                        "concept": [{"id": concept, "variable": chunk}]}]}
    if len(s) == 6 and (s[0], s[2], s[4]) == ("series", "country", "time"):
        # The records of a query are made once for all its pages: wbgapi asks a panel 1,000
        # records a page, and remaking half a million for each page measured the fake, not wbgapi.
        query = ("advanced", *segments[1:6:2], tuple(sorted((k, v) for k, v in params.items()
                                                            if k not in ("page", "per_page"))))
        generation, records = data.remembered_answer(query)
        if records is None:
            records = observations(data, segments[1], segments[3], segments[5], params, year_picker, api_error)
            data.remember_answer(query, generation, records)
        page, per_page, pages, chunk = paginate(records, params)
        return header(page, pages, per_page, len(records), data) | {
            "source": {"id": "2", "name": "World Development Indicators", "data": chunk}}
    raise api_error("140")


def features(data, concept, ids):
    if concept == "country":
        items = [(c["id"], c["name"]) for c in data.countries]
    elif concept == "series":
        items = [(i.id, i.name) for i in data.indicators.values()]
    else:
        items = [("YR%d" % year, str(year)) for year in range(1960, 2025)]
    wanted = None if ids.lower() == "all" else {i.upper() for i in ids.split(";")}
    return [{"id": key, "value": value} for key, value in items if wanted is None or key.upper() in wanted]


def observations(data, series, codes, times, params, year_picker, api_error):
    indicators = [i for i in map(data.indicator, series.split(";")) if i is not None]
    if not indicators:
        raise api_error("120")
    wanted = None if codes.lower() == "all" else {data.lookup.get(c.upper()) for c in codes.split(";")}
    if times.lower() == "all":
        years_of = year_picker(params)
    else:
        years = sorted((int(t[2:]) for t in times.upper().split(";") if t.startswith("YR") and t[2:].isdigit()),
                       reverse=True)
        years_of = lambda entity: years
    return [{"variable": [{"concept": "Series", "id": indicator.id, "value": indicator.name},
                          {"concept": "Country", "id": entity.code, "value": entity.name},
                          {"concept": "Time", "id": "YR%d" % year, "value": str(year)}],
             "value": entity.values.get(year)}
            for indicator in indicators for entity in indicator.entities
            if wanted is None or entity.code in wanted for year in years_of(entity)]
