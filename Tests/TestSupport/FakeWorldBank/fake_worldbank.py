#!/usr/bin/env python3
"""A fake World Bank Indicators API v2 server for the Swift tests (standard library only).

It serves real data, read once from the CSV files of ``--data DIR`` (countries.csv, indicators.csv
and one ``<INDICATOR ID>.csv`` per indicator), with the wire format and quirks described in
/work/shared/worldbank/API.md: metadata field types that differ by endpoint, economies' region
names with a trailing space, error envelopes sent with HTTP 200, the ``null`` page when nothing
matched, observations newest year first with ``null`` values for the years without data.

Command line:
    python3 fake_worldbank.py --data DIR [--port 0] [--host 127.0.0.1] [--latency-ms N]
                              [--lastupdated 2026-03-20] [--ignore-stdin] [--page-cap N]
                              [--last-year 2024]
Once listening it prints one line ``PORT <n>`` on stdout, and nothing else ever. It exits on
SIGTERM, SIGINT, or when its stdin reaches EOF (unless --ignore-stdin), so it dies with the test
process. --host accepts loopback addresses only. --latency-ms delays every /v2 answer. --page-cap
makes pages smaller than asked, as a server under load may, so that clients must page. --last-year
moves the database's last year (mrv counts back from it; years without figures are null).

Endpoints (format=json is required, otherwise a 200 XML error body: the real default is XML):
    /v2/country, /v2/country/{codes}            codes ISO3 or ISO2 joined by ';', any case
    /v2/country/{codes|all}/indicator/{ids}     ids joined by ';' need source=2; date=YYYY[:YYYY]
                                                (default 1960:2024), mrv=N, mrnev=N
    /v2/indicator/{id}                          the metadata of indicators.csv (name, sourceNote, source,
                                                sourceOrganization); an unknown id gives the envelope 120
    /v2/country?region=CODE (incomelevel=, lendingtype=)
                                                the members of a group (group_members.py: the
                                                country list's groups, the REAL members of EUU and
                                                EMU, the API's empty answer for the other groups)
    /v2/region, /v2/incomelevel, /v2/lendingtype
    /v2/sources/2/...                           the routes Python's wbgapi uses (see advanced_api.py)
    /dataset/download?dataset_unique_id=0037712 the Data Catalog's description of WDI, naming dated files
    /ddh-published/0037712/DR0095335/WDI_CSV_YYYY_MM_DD.zip   a dated file it names (bulk_files.py)
    /data/download/WDI_CSV.zip                  the bulk file of WDI (bulk_files.py), with ETag,
                                                Last-Modified, 304, Range and 206
    /data/download/Gender_Stats_CSV.zip         the same for Gender Statistics (SYNTHETIC values)
    /v2/sources, /v2/sources/{id}/indicators    the databases and their catalogues (other_sources.py);
                                                observations of another database with source={id},
                                                whose values are SYNTHETIC
    Any other WDI code of the bundled catalogue (data/wdi-codes.csv) is served too, with SYNTHETIC
    values made up by synthetic_indicators.py, for panels of many indicators (plumbing and scale
    tests and the benchmark only); codes with a CSV of real figures keep them.
All take page (default 1) and per_page (default 50), and may name the language first (/v2/en/...).
Anything else gives the error envelope 140.

Control API (control requests are never logged nor faulted):
    POST /_control/faults   body: a JSON list of rules, replacing the current ones. A rule is
        {"match": "<substring of path?query, '' matches all>", "kind": K, "times": N, ...params}
        times defaults to 1, -1 means forever; each use decrements it. For every request, all
        matching "latency" rules add their delay, then the FIRST matching rule of another kind
        decides the answer. Kinds and their parameters:
          latency {"ms": 200}         sleep, then answer (normally or as another rule says)
          status {"status": 503, "retry_after": 1}   JSON {"error": ...}, Retry-After if given
          html {"status": 502}        an HTML error page (text/html)
          xml                         200 with an XML body (application/xml)
          empty                       200 with an empty body (application/json)
          truncate                    200, Content-Length of the full body, half of it, closed
          drop                        the connection closed without any response
          endless                     200 without Content-Length, '[{"page":1,' then 64 KiB of
                                      spaces every 10 ms until the client leaves (at most 30 s)
          envelope {"id": "120"}      200 with the API error envelope of that id
          wrong_content_type          the normal body as text/plain
          null_page                   the "nothing matched" body
          mismatch                    the normal body with total + 1 and lastupdated "2026-04-01"
          empty_values                the normal records with every value null
          duplicate                   the first record twice, the copy with its value + 1
          shrink                      every other record only (total and pages say so)
          implausible                 one value negative, the next 1e300
          tiny                        one value zero, the next subnormal (5e-324)
          control                     country names with ESC, BEL, CR LF, a pipe and markup
          huge {"size": 16777216}     200 with a valid JSON body of exactly size bytes (spaces)
          huge_chunked {"size": N}    the same body sent chunked (Transfer-Encoding, no length)
          barrier {"count": 3}        hold each of `count` requests until all have arrived (or
                                      "timeout_ms", default 120000), then answer normally; the
                                      log says "barrier_timeout" for a request the timeout let go
          hold                        hold until POST /_control/release (or "timeout_ms"), then answer
          none                        answer normally (exempts requests from the rules after it)
    GET /_control/faults    the current rules with their remaining times
    GET /_control/log       (?settled=1: once every request logged is answered, at most 10 s)
                            every request in arrival order: {"seq", "method", "path", "query", "peer" (the
        client's port, one per connection),
        "user_agent", "arrival", "completion", "status", "fault", "bytes"}. arrival and completion are
        time.monotonic() seconds (request parsed / last byte written or connection closed);
        completion and status are null while in flight; status is 0 when nothing was sent; fault
        is the kind of the rule applied ("latency" if only latency rules matched) or null; bytes
        counts the body bytes sent.
    POST /_control/notes    body: a JSON list of SYNTHETIC notes, replacing the current ones, for tests of
        footnotes and statuses only (the Bank's real notes are not in ../shared/worldbank):
        {"indicator": "SP.POP.TOTL", "economy": "KEN" (ISO3), "year": 2022, "footnote": "...",
        "status": "F"}. A status is served as the observation's obs_status always; a footnote only
        when the query says footnote=y, which gives every observation a "footnote" member ("" when
        none is set). The figures stay the real ones.
    POST /_control/reset    clears the log, the rules and the synthetic notes, and serves the first
                            edition again: the server is as it started.
    POST /_control/sources  body {"names": {"3": "a name"}, "extra": [records], "indicators": {"CC.EST":
                            "a text"}, "members": {"EUU": ["EMU"]}}: SYNTHETIC hostile entries of
                            /v2/sources (renamed databases, added records), of other databases'
                            catalogues and of groups' member lists (codes added); reset clears them
    POST /_control/release  lets every request held by a `hold` rule go.
    POST /_control/bulk     body {"release": "2026-10-01", "indicators": N, "compress": false, "digits": N,
        "revisions": [[indicator, iso3, year, factor], ...], "file": PATH}: the bulk file served at
        /data/download/WDI_CSV.zip (bulk_files.py; SYNTHETIC revisions when given; the bytes of the
        file PATH when given, for a damaged zip).
    POST /_control/catalogue  body {"releases": {"2025-12-19": {bulk settings as above}, ...}}: the dated
        files the Data Catalog's description (GET /dataset/download?dataset_unique_id=0037712) names,
        served at /ddh-published/0037712/DR0095335/WDI_CSV_YYYY_MM_DD.zip; {} names only the current
        release's (the default), byte for byte the file at /data/download/WDI_CSV.zip.
    POST /_control/edition  body {"edition": 2, "lastupdated": "2026-07-01"}: serves a SYNTHETIC second
        edition of the data, made up here to test how revisions are found, never the World Bank's:
        the values of SYNTHETIC_REVISIONS are changed by their factor (rounded to whole people) and
        lastupdated becomes the one given (null or absent keeps it: a revision in place, as the Bank
        makes without moving the date). {"edition": 1} serves the data as read again. "revisions":
        [[indicator, iso3, year, factor], ...] replaces SYNTHETIC_REVISIONS for this edition.
    GET /_control/wait?count=N&timeout_ms=T
                            answers once N API requests have arrived (or after T ms) with {"count"}.
"""

import argparse
import copy
import csv
import http
import ipaddress
import json
import math
import os
import signal
import socket
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

import advanced_api
import bulk_files

# Where the Data Catalog keeps WDI's dated files (the resource segment changes; never built by clients).
DATED_FOLDER = "/ddh-published/0037712/DR0095335/"
import group_members
import other_sources
import synthetic_indicators

FIRST_YEAR, LAST_YEAR = 1960, 2024  # the years of the database
ANSWER_MEMORY_CAP = 1 << 30  # the most bytes of answers the fake keeps to send again
PAGE_CAP = 0  # --page-cap: the most records a page holds, whatever per_page asks (0: no cap)
JSON_TYPE = "application/json;charset=utf-8"
XML_TYPE = "application/xml; charset=utf-8"
XML_BODY = ('<?xml version="1.0" encoding="utf-8"?><wb:error xmlns:wb="http://www.worldbank.org">'
            '<wb:message id="120" key="Invalid value">The provided parameter value is not valid'
            '</wb:message></wb:error>').encode()
EMPTY_REF = {"id": "", "iso2code": "", "value": ""}
AGGREGATE_REF = {"id": "NA", "iso2code": "NA", "value": "Aggregates"}
ADMIN_REGIONS = {"EAS": "EAP", "ECS": "ECA", "LCN": "LAC", "MEA": "MNA", "SAS": "SAS", "SSF": "SSA"}
ERRORS = {"120": ("Invalid value", "The provided parameter value is not valid"),
          "140": ("Endpoint not found", "The requested endpoint was not found"),
          "175": ("Invalid format", "The indicator was not found. It may have been deleted or archived.")}
NULL_PAGE = [{"page": 0, "pages": 0, "per_page": 0, "total": 0, "sourceid": None, "lastupdated": None},
             None]


def error_envelope(error_id):
    key, value = ERRORS.get(str(error_id), ERRORS["120"])
    return [{"message": [{"id": str(error_id), "key": key, "value": value}]}]


class ApiError(Exception):
    """An error that the API reports with HTTP 200 and an error envelope; args[0] is its id."""


def read_csv(path):
    with open(path, newline="", encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


def parse_number(text):
    """The number whose JSON text is the CSV text (an int when written without a fraction)."""
    return int(text) if text.lstrip("-").isdigit() else float(text)


def positive_int(text):
    if not text.isdigit() or int(text) < 1:
        raise ApiError("120")
    return int(text)


def ref(row, prefix, value=None):
    return {"id": row[prefix + "_id"], "iso2code": row[prefix + "_iso2code"],
            "value": row[prefix] if value is None else value}


def distinct_refs(rows, prefix):
    refs = {row[prefix + "_id"]: ref(row, prefix) for row in rows}
    return [refs[k] for k in sorted(refs)]


def country_record(row, aggregates):
    """A /v2/country record; aggregates maps an aggregate's id to its row, spelled as the API does
    (region "Sub-Saharan Africa " with its trailing space, admin region "South Asia")."""
    record = {"id": row["id"], "iso2Code": row["iso2Code"], "name": row["name"]}
    if row["region_id"] == "NA":
        return record | {"region": AGGREGATE_REF, "adminregion": EMPTY_REF, "incomeLevel": AGGREGATE_REF,
                         "lendingType": EMPTY_REF, "capitalCity": "", "longitude": "", "latitude": ""}
    region = aggregates.get(row["region_id"], {"name": row["region"]})
    admin = aggregates.get(ADMIN_REGIONS.get(row["region_id"])) if row["incomeLevel_id"] != "HIC" else None
    return record | {
        "region": ref(row, "region", region["name"]),
        "adminregion": {"id": admin["id"], "iso2code": admin["iso2Code"], "value": admin["name"]}
        if admin else EMPTY_REF,
        "incomeLevel": ref(row, "incomeLevel"), "lendingType": ref(row, "lendingType"),
        "capitalCity": row["capitalCity"], "longitude": row["longitude"], "latitude": row["latitude"]}


@dataclass
class Entity:
    code: str
    iso2: str
    name: str  # as the indicator's CSV spells it
    values: dict = field(default_factory=dict)  # year -> number


@dataclass
class Indicator:
    id: str
    name: str
    entities: list  # in the order of countries.csv, unknown codes last


# SYNTHETIC: the changes of the fake's second edition (POST /_control/edition). Made up for tests of
# revision detection; these are not figures the World Bank published. (indicator, economy, year, factor)
SYNTHETIC_REVISIONS = [("SP.POP.TOTL", "KEN", 2022, 1.01), ("SP.POP.TOTL", "NGA", 2023, 0.995)]


class WorldBankData:
    """Everything the fake serves, read once from the CSV files, and the answers built from it."""

    def __init__(self, directory, lastupdated):
        self.lastupdated = lastupdated
        rows = read_csv(os.path.join(directory, "countries.csv"))
        aggregates = {r["id"]: r for r in rows if r["region_id"] == "NA"}
        economies = [r for r in rows if r["region_id"] != "NA"]
        self.countries = [country_record(r, aggregates) for r in rows]
        self.order = {r["id"]: i for i, r in enumerate(rows)}
        self.lookup = {r["iso2Code"].upper(): r["id"] for r in rows} | {r["id"].upper(): r["id"] for r in rows}
        regions = {r["region_id"]: {"id": "", "code": r["region_id"], "iso2code": r["region_iso2code"],
                                    "name": aggregates.get(r["region_id"], {"name": r["region"]})["name"]}
                   for r in economies}
        self.classifications = {"region": [regions[k] for k in sorted(regions)],
                                "incomelevel": distinct_refs(economies, "incomeLevel"),
                                "lendingtype": distinct_refs(economies, "lendingType")}
        metadata = read_csv(os.path.join(directory, "indicators.csv"))
        names = {r["id"].upper(): r["name"] for r in metadata}
        self.metadata = {r["id"].upper(): indicator_record(r) for r in metadata}
        iso2 = {r["id"]: r["iso2Code"] for r in rows}
        self.indicators = {}
        for file_name in sorted(os.listdir(directory)):
            stem, ext = os.path.splitext(file_name)
            if ext.lower() == ".csv" and file_name != synthetic_indicators.CODES_FILE \
                    and stem.lower() not in ("countries", "indicators"):
                entities = self._load_entities(os.path.join(directory, file_name), iso2)
                self.indicators[stem.upper()] = Indicator(stem, names.get(stem.upper(), stem), entities)
        self.sources = other_sources.OtherSources(self, Indicator, Entity)
        self.synthetic = synthetic_indicators.SyntheticIndicators(
            directory, self.countries, Indicator, Entity, FIRST_YEAR, LAST_YEAR)
        # The bulk file (WDI_CSV.zip) served at /data/download/: made on first request from these
        # settings (POST /_control/bulk changes them), or read from --bulk-file.
        self.directory, self.bulk_settings, self.bulk, self.bulk_path = directory, {}, {}, None
        self.bulk_defaults = {}
        # The Data Catalog's dated files (POST /_control/catalogue): {day: bulk settings}; None names
        # one, the current release's, byte for byte the file at /data/download/ (as the Bank's is).
        self.catalogue, self.dated = None, {}
        # SYNTHETIC footnotes and statuses set through /_control/notes: {(indicator, iso3, year): note}.
        self.notes = {}
        # Answers already made, by request target, while the data stay as they are: a panel asks for
        # pages of 20,000 records, and remaking them in Python would measure the fake, not the client.
        self.answers, self.answers_bytes, self.generation = {}, 0, 0
        self.answers_lock = threading.Lock()

    def remembered_answer(self, target):
        """(generation, the (content type, body) made earlier for `target` or None)."""
        with self.answers_lock:
            return self.generation, self.answers.get(target)

    def remember_answer(self, target, generation, answer):
        """Keeps `answer` (a (content type, body) pair, or a query's rows) for `target` unless the
        data changed since `generation` was read."""
        with self.answers_lock:
            if generation != self.generation:
                return
            size = len(answer[1]) if isinstance(answer, tuple) else 100 * len(answer)
            if self.answers_bytes + size > ANSWER_MEMORY_CAP:
                self.answers, self.answers_bytes = {}, 0
            self.answers[target] = answer
            self.answers_bytes += size

    def data_changed(self):
        """Forgets the answers made before a control request changed what the fake serves."""
        with self.answers_lock:
            self.answers, self.answers_bytes, self.generation = {}, 0, self.generation + 1

    def bulk_file(self, name):
        """(bytes, ETag, Last-Modified as an HTTP date) of the bulk file `name` served now."""
        with self.answers_lock:
            if name not in self.bulk:
                settings = dict(self.bulk_settings)
                release = settings.get("release", "2026-10-01")
                path = settings.get("file") or self.bulk_path
                if path and name == "WDI_CSV.zip":
                    with open(path, "rb") as f:
                        data = f.read()
                else:
                    revisions = {tuple(r[:3]): r[3] for r in settings.get("revisions") or []}
                    data = bulk_files.BulkRelease(
                        self.directory, release, settings.get("indicators"), compress=settings.get("compress", False),
                        revisions=revisions, file_name=name, digits=settings.get("digits")).zip_bytes()
                modified = time.strftime("%a, %d %b %Y 02:18:00 GMT", time.strptime(release, "%Y-%m-%d"))
                self.bulk[name] = (data, bulk_files.etag(data), modified)
            return self.bulk[name]

    def set_bulk(self, body):
        """Serves another release of the bulk file (a SYNTHETIC one when `revisions` are given)."""
        settings = json.loads(body or b"{}")
        if not isinstance(settings, dict):
            raise ValueError("the body must be a JSON object")
        with self.answers_lock:
            self.bulk_settings, self.bulk = settings, {}

    def catalogue_releases(self):
        """{day: bulk settings} of the dated files the catalogue names now."""
        if self.catalogue is not None:
            return self.catalogue
        return {self.bulk_settings.get("release", "2026-10-01"): dict(self.bulk_settings)}

    def set_catalogue(self, body):
        """Names other dated files in the catalogue (SYNTHETIC releases when they carry revisions)."""
        request = json.loads(body or b"{}")
        releases = request.get("releases") if isinstance(request, dict) else None
        if releases is not None and not (isinstance(releases, dict) and all(
                isinstance(day, str) and isinstance(settings, dict) for day, settings in releases.items())):
            raise ValueError("'releases' must map days to bulk settings")
        with self.answers_lock:
            self.catalogue = None if releases is None else {
                day: dict(settings, release=day) for day, settings in releases.items()}
            self.dated = {}

    def dated_file(self, day):
        """(bytes, ETag, Last-Modified) of the dated file of `day`, or None when the catalogue has none."""
        settings = self.catalogue_releases().get(day)
        if settings is None:
            return None
        with self.answers_lock:
            if day not in self.dated:
                revisions = {tuple(r[:3]): r[3] for r in settings.get("revisions") or []}
                data = bulk_files.BulkRelease(
                    self.directory, day, settings.get("indicators"), compress=settings.get("compress", False),
                    revisions=revisions, digits=settings.get("digits")).zip_bytes()
                modified = time.strftime("%a, %d %b %Y 02:18:00 GMT", time.strptime(day, "%Y-%m-%d"))
                self.dated[day] = (data, bulk_files.etag(data), modified)
            return self.dated[day]

    def set_notes(self, body):
        notes = json.loads(body or b"[]")
        if not isinstance(notes, list) or not all(isinstance(n, dict) for n in notes):
            raise ValueError("the body must be a JSON list of note objects")
        self.notes = {(str(n["indicator"]).upper(), str(n["economy"]).upper(), int(n["year"])):
                      {"footnote": str(n.get("footnote", "")), "status": str(n.get("status", ""))} for n in notes}
        self.data_changed()
        return len(self.notes)

    def set_edition(self, edition, lastupdated, revisions=None):
        """Serves the data as read (edition 1) or the SYNTHETIC second edition (see SYNTHETIC_REVISIONS,
        or `revisions` given in its place)."""
        if edition not in (1, 2):
            raise ValueError(f"no edition {edition}; 1 or 2")
        if not hasattr(self, "first_edition"):
            self.first_edition = (self.lastupdated, {})
        first_lastupdated, originals = self.first_edition
        # Back to the figures as read before another edition's revisions are made.
        for (indicator, code, year), original in originals.items():
            entity = next(e for e in self.indicators[indicator].entities if e.code == code)
            entity.values[year] = original
        for indicator, code, year, factor in (SYNTHETIC_REVISIONS if revisions is None else revisions):
            entity = next(e for e in self.indicators[indicator].entities if e.code == code)
            original = originals.setdefault((indicator, code, year), entity.values[year])
            entity.values[year] = round(original * factor) if edition == 2 else original
        self.lastupdated = (lastupdated or self.lastupdated) if edition == 2 else first_lastupdated
        self.data_changed()

    def _load_entities(self, path, iso2):
        entities = {}
        for r in read_csv(path):
            code, value = r["Country Code"], r["Value"].strip()
            entity = entities.setdefault(code, Entity(code, iso2.get(code, ""), r["Country Name"]))
            if value:
                entity.values[int(r["Year"])] = parse_number(value)
        last = len(self.order)
        return sorted(entities.values(), key=lambda e: (self.order.get(e.code, last), e.code))

    def _resolve_codes(self, codes):
        """The ISO3 ids of codes ('all' gives None); unknown codes are ignored unless all are."""
        if codes.lower() == "all":
            return None
        found = {self.lookup[c.upper()] for c in codes.split(";") if c.upper() in self.lookup}
        if not found:
            raise ApiError("120")
        return found

    def _resolve_indicators(self, ids, params):
        parts = ids.split(";")
        if len(parts) > 1 and "source" not in params:
            raise ApiError("175")
        if params.get("source", "2") != "2":
            return self.sources.resolve(params["source"], parts, ApiError)
        found = [self.indicator(p) for p in parts]
        if None in found:
            raise ApiError("120")
        return found

    def indicator(self, code):
        """The WDI indicator `code` (any case): real figures when a CSV holds them, else SYNTHETIC
        ones (synthetic_indicators.py) for a code of the bundled catalogue, else None."""
        return self.indicators.get(code.upper()) or self.synthetic.get(code)

    def answer(self, segments, params):
        """The JSON answer to /v2/<segments>; raises ApiError."""
        if segments[:1] == ["en"]:
            segments = segments[1:]  # wbgapi names a language first
        s = [x.lower() for x in segments]
        if s in (["sources"], ["source"]):
            return self.sources.database_list(params, paginate)
        if len(s) == 3 and s[0] in ("sources", "source") and s[2] in ("indicators", "indicator"):
            return self.sources.catalogue(segments[1], params, paginate, ApiError, NULL_PAGE)
        if s[:2] == ["sources", "2"]:
            return advanced_api.answer(self, segments[2:], params, paginate, year_picker, ApiError)
        if s[:1] == ["country"] and len(s) in (1, 2):
            return self.country_list(segments[1] if len(s) == 2 else "all", params)
        if len(s) == 4 and s[0] == "country" and s[2] == "indicator":
            return self.observations(segments[1], segments[3], params)
        if len(s) == 2 and s[0] == "indicator":
            return self.indicator_metadata(segments[1], params)
        if len(s) == 1 and s[0] in self.classifications:
            return self.classification(s[0], params)
        raise ApiError("140")

    def country_list(self, codes, params):
        wanted = self._resolve_codes(codes)
        records = [c for c in self.countries if wanted is None or c["id"] in wanted]
        group = group_members.group_parameter(params)
        if group:
            records = group_members.members(records, *group, ApiError)
            extra = set(self.sources.hostile.get("members", {}).get(group[1], []))
            if records is not None and extra:
                records = records + [c for c in self.countries if c["id"] in extra]
            if records is None:
                return [{"page": 1, "pages": 0, "per_page": params.get("per_page", "50"), "total": 0}, None]
        page, per_page, pages, chunk = paginate(records, params)
        return [{"page": page, "pages": pages, "per_page": str(per_page), "total": len(records)}, chunk]

    def indicator_metadata(self, ids, params):
        records = [self.metadata[i.upper()] for i in ids.split(";") if i.upper() in self.metadata]
        if not records:
            raise ApiError("120")
        page, per_page, pages, chunk = paginate(records, params)
        return [{"page": page, "pages": pages, "per_page": str(per_page), "total": len(records)}, chunk]

    def classification(self, name, params):
        records = self.classifications[name]
        page, per_page, pages, chunk = paginate(records, params)
        return [{"page": str(page), "pages": str(pages), "per_page": str(per_page),
                 "total": str(len(records))}, chunk]

    def observations(self, codes, ids, params):
        # The rows of a query are made once for all its pages (a panel's query has half a million).
        query = (codes, ids, tuple(sorted((k, v) for k, v in params.items() if k not in ("page", "per_page"))))
        generation, rows = self.remembered_answer(query)
        if rows is None:
            indicators = self._resolve_indicators(ids, params)
            wanted, years_of = self._resolve_codes(codes), year_picker(params)
            rows = [(ind, e, year) for ind in indicators for e in ind.entities
                    if wanted is None or e.code in wanted for year in years_of(e)]
            self.remember_answer(query, generation, rows)
        page, per_page, pages, chunk = paginate(rows, params)
        if not rows:
            return NULL_PAGE
        source = params.get("source", "2")
        meta = {"page": page, "pages": pages, "per_page": per_page, "total": len(rows),
                "sourceid": source, "lastupdated": self.sources.lastupdated(source)}
        footnotes, notes = params.get("footnote", "").lower() == "y", self.notes
        return [meta, [observation(*row, notes=notes, footnotes=footnotes) for row in chunk]]


def indicator_record(row):
    """An /indicator record, with the API's empty unit and topics."""
    return {"id": row["id"], "name": row["name"], "unit": "",
            "source": {"id": "2", "value": row.get("source", "World Development Indicators")},
            "sourceNote": row.get("sourceNote", ""), "sourceOrganization": row.get("sourceOrganization", ""),
            "topics": []}


def observation(indicator, entity, year, notes=None, footnotes=False):
    """One observation; with `footnotes` (footnote=y) a "footnote" member too, as the API sends.
    Statuses and footnotes are "" unless a SYNTHETIC note of /_control/notes sets them."""
    note = (notes or {}).get((indicator.id.upper(), entity.code.upper(), year), {})
    record = {"indicator": {"id": indicator.id, "value": indicator.name},
              "country": {"id": entity.iso2, "value": entity.name}, "countryiso3code": entity.code,
              "date": str(year), "value": entity.values.get(year), "unit": "",
              "obs_status": note.get("status", ""), "decimal": 0}
    if footnotes:
        record["footnote"] = note.get("footnote", "")
    return record


def year_picker(params):
    """A function giving the years to report for an entity, newest first."""
    if "mrnev" in params:
        n = positive_int(params["mrnev"])
        return lambda e: sorted(e.values, reverse=True)[:n]
    if "mrv" in params:
        oldest, newest = LAST_YEAR - positive_int(params["mrv"]) + 1, LAST_YEAR
    else:
        oldest, newest = parse_date(params.get("date", ""))
    years = range(min(newest, LAST_YEAR), max(oldest, FIRST_YEAR) - 1, -1)
    return lambda e: years


def parse_date(text):
    if not text:
        return FIRST_YEAR, LAST_YEAR
    bounds = text.split(":")
    if len(bounds) > 2 or not all(b.isdigit() and len(b) == 4 for b in bounds):
        raise ApiError("120")
    return min(map(int, bounds)), max(map(int, bounds))


def paginate(items, params):
    """(page, per_page, pages, the items of that page); raises ApiError on bad values."""
    page, per_page = positive_int(params.get("page", "1")), positive_int(params.get("per_page", "50"))
    if PAGE_CAP:
        per_page = min(per_page, PAGE_CAP)
    return page, per_page, math.ceil(len(items) / per_page), items[(page - 1) * per_page:page * per_page]


def to_json(payload):
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()


class ServerState:
    """The fault rules and the request log, shared by the handler threads under one lock."""

    def __init__(self):
        self.lock = threading.Lock()
        self.arrived = threading.Condition(self.lock)
        self.rules, self.log, self.barriers = [], [], {}
        self.released = threading.Event()

    def set_rules(self, body):
        rules = json.loads(body or b"[]")
        if not isinstance(rules, list) or not all(isinstance(r, dict) for r in rules):
            raise ValueError("the body must be a JSON list of rule objects")
        barriers = {}
        for index, rule in enumerate(rules):
            if rule.get("kind") != "latency" and not hasattr(Handler, "fault_" + str(rule.get("kind"))):
                raise ValueError(f"unknown fault kind {rule.get('kind')!r}")
            http.HTTPStatus(int(rule.get("status", 503)))  # ValueError if not an HTTP status
            rule.setdefault("match", "")
            if rule["kind"] == "barrier":
                rule["barrier"] = index
                barriers[index] = threading.Barrier(int(rule.get("count", 2)))
                rule.setdefault("times", int(rule.get("count", 2)))
            rule.setdefault("times", 1)
        with self.lock:
            self.rules, self.barriers = rules, barriers
        return len(rules)

    def reset(self):
        with self.lock:
            self.rules, self.log, self.barriers = [], [], {}
            self.released.set()  # let held requests of the previous test go
            self.released = threading.Event()

    def wait_for_requests(self, count, timeout):
        """Blocks until `count` API requests have arrived (or `timeout` seconds); returns how many did."""
        with self.arrived:
            self.arrived.wait_for(lambda: len(self.log) >= count, timeout)
            return len(self.log)

    def take_faults(self, target):
        """(the total delay in ms, the rule deciding the answer or None), using them up."""
        delay, chosen = 0, None
        with self.lock:
            for rule in self.rules:
                if rule["times"] == 0 or rule["match"] not in target:
                    continue
                if rule["kind"] == "latency":
                    delay += rule.get("ms", 0)
                elif chosen is None:
                    chosen = dict(rule)
                else:
                    continue
                if rule["times"] > 0:
                    rule["times"] -= 1
        return delay, chosen

    def begin(self, method, target, user_agent, peer=0):
        parts = urlsplit(target)
        with self.lock:
            entry = {"seq": len(self.log) + 1, "method": method, "path": parts.path, "query": parts.query,
                     "user_agent": user_agent, "peer": peer, "arrival": time.monotonic(), "completion": None,
                     "status": None, "fault": None, "bytes": 0}
            self.log.append(entry)
            self.arrived.notify_all()
        return entry

    def finish(self, entry, status, fault, sent):
        with self.lock:
            entry.update(completion=time.monotonic(), status=status, fault=fault, bytes=sent)
            self.arrived.notify_all()

    def snapshot(self, what, settled=False):
        """A copy of the rules or the log; `settled` first waits (at most 10 s) until every request
        logged has been answered, since a client may read an answer before the server logs it."""
        with self.lock:
            if settled:
                self.arrived.wait_for(lambda: all(e["completion"] is not None for e in self.log), timeout=10)
            return [dict(item) for item in getattr(self, what)]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FakeWorldBank/1.0"
    sent_status = sent_bytes = 0  # of the response being written

    def log_message(self, *args):
        pass  # stdout carries only the PORT line; stderr stays quiet too

    def parse_request(self):
        ok = super().parse_request()
        self.is_control = ok and self.path.startswith("/_control")
        if ok and not self.is_control:
            self.entry = self.server.state.begin(
                self.command, self.path, self.headers.get("User-Agent", ""), self.client_address[1])
        return ok

    def do_GET(self):
        self.control() if self.is_control else self.serve_api()

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.control(body) if self.is_control else self.serve_api()

    def respond(self, status, ctype, body, length=None, headers=(), close=False):
        self.sent_status = status
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        if length is not None:
            self.send_header("Content-Length", str(length))
        for name, value in headers:
            self.send_header(name, str(value))
        if close:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        self.write(body)

    def respond_json(self, payload, status=200, headers=()):
        body = to_json(payload)
        self.respond(status, JSON_TYPE, body, len(body), headers)

    def write(self, data):
        self.wfile.write(data)
        self.sent_bytes += len(data)

    def hang_up(self):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def serve_api(self):
        self.sent_status, self.sent_bytes, self.fault_kind = 0, 0, None
        delay, rule = self.server.state.take_faults(self.path)
        time.sleep((self.server.latency_ms + delay) / 1000)
        try:
            path = urlsplit(self.path).path
            if path.startswith("/data/download/") or path.startswith(DATED_FOLDER):
                self.serve_bulk(rule or {})
                return
            if path == "/dataset/download":
                self.serve_catalogue(rule or {})
                return
            getattr(self, "fault_" + rule["kind"] if rule else "answer_normally")(rule or {})
        except OSError:
            self.hang_up()  # the client went away
        finally:
            kind = self.fault_kind or (rule["kind"] if rule else ("latency" if delay else None))
            self.server.state.finish(self.entry, self.sent_status, kind, self.sent_bytes)

    def serve_bulk(self, rule):
        """WDI_CSV.zip as the Bank's file host serves it: ETag, Last-Modified, Accept-Ranges, 304 to a
        matching If-None-Match or If-Modified-Since, 206 to a Range (unless an If-Range no longer
        matches), 404 for any other name. A `truncate` rule sends half the bytes and closes; `hold`
        sends half and then nothing until POST /_control/release (or `timeout_ms`), and closes; `drop`
        closes without an answer; `status` and `html` answer as for the API."""
        path = urlsplit(self.path).path
        name = path.rsplit("/", 1)[-1]
        if path.startswith(DATED_FOLDER):
            day = name[len("WDI_CSV_"):-len(".zip")].replace("_", "-") if name.startswith("WDI_CSV_") else ""
            served = self.server.data.dated_file(day)
        else:
            served = self.server.data.bulk_file(name) if name in bulk_files.FILES else None
        if served is None:
            body = b"<html><body>404 Not Found</body></html>"
            self.respond(404, "text/html", body, len(body))
            return
        data, tag, modified = served
        validators = [("ETag", tag), ("Last-Modified", modified), ("Accept-Ranges", "bytes")]
        if self.headers.get("If-None-Match") == tag or (
                self.headers.get("If-Modified-Since") == modified and not self.headers.get("If-None-Match")):
            self.respond(304, "application/zip", b"", None, validators)
            return
        start = 0
        wanted = self.headers.get("Range", "")
        if wanted.startswith("bytes=") and wanted.endswith("-") and self.headers.get("If-Range", tag) == tag:
            try:
                start = int(wanted[6:-1])
            except ValueError:
                start = 0
            if start >= len(data):
                self.respond(416, "text/plain", b"", 0, [("Content-Range", f"bytes */{len(data)}")])
                return
        kind = rule.get("kind")
        if kind in ("drop", "status", "html"):
            self.fault_kind = kind
            getattr(self, "fault_" + kind)(rule)
            return
        part = data[start:]
        headers = validators + ([("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")] if start else [])
        self.sent_status = 206 if start else 200
        self.send_response(self.sent_status)
        self.send_header("Content-Type", "application/zip")
        self.send_header("Content-Length", str(len(part)))
        for header, value in headers:
            self.send_header(header, value)
        self.end_headers()
        if kind in ("truncate", "hold"):
            self.fault_kind = kind
            self.write(part[: len(part) // 2])
            if kind == "hold":
                self.server.state.released.wait(rule.get("timeout_ms", 30_000) / 1000)
            self.hang_up()
            return
        for offset in range(0, len(part), 1 << 20):
            self.write(part[offset:offset + (1 << 20)])

    def serve_catalogue(self, rule):
        """The Data Catalog's description of WDI (dataset 0037712) as OWID's ingest reads it:
        last_updated_date, identification, constraints.license and a resources list whose "CSV file"
        entries carry the dated files' URLs (with a versionId), beside an Excel one; 404 for another
        dataset. `status`, `html` and `drop` rules answer as for the API; `empty` sends 200 with no body."""
        query = parse_qs(urlsplit(self.path).query)
        if query.get("dataset_unique_id") != ["0037712"]:
            self.respond_json({"error": "no such dataset"}, 404)
            return
        kind = rule.get("kind")
        if kind in ("drop", "status", "html", "truncate", "empty"):
            self.fault_kind = kind
            getattr(self, "fault_" + kind)(rule)
            return
        host = self.headers.get("Host", "127.0.0.1")
        days = sorted(self.server.data.catalogue_releases())
        resources = [{"name": "Excel", "distribution": {
            "url": f"http://{host}{DATED_FOLDER}WDI_EXCEL_{days[-1].replace('-', '_')}.zip" if days else ""}}]
        resources += [{"name": "CSV file", "distribution": {
            "url": f"http://{host}{DATED_FOLDER}WDI_CSV_{day.replace('-', '_')}.zip?versionId={day}T00:00:00Z"}}
            for day in days]
        self.respond_json({
            "last_updated_date": (days[-1] if days else "2026-10-01") + "T00:00:00",
            "identification": {"citation": "World Development Indicators, The World Bank",
                               "description": "<p>SYNTHETIC catalogue entry of the fake server</p>"},
            "constraints": {"license": {"license_id": "Creative Commons Attribution 4.0"}},
            "resources": resources,
        })

    def normal_payload(self):
        """(content type, JSON payload or XML bytes) of the normal answer to this request."""
        parts = urlsplit(self.path)
        segments = [s for s in unquote(parts.path).split("/") if s]
        params = {k.lower(): v[-1] for k, v in parse_qs(parts.query, keep_blank_values=True).items()}
        if segments[:1] != ["v2"]:
            return JSON_TYPE, error_envelope("140")
        if params.get("format", "").lower() != "json":
            return XML_TYPE, XML_BODY
        try:
            return JSON_TYPE, self.server.data.answer(segments[1:], params)
        except ApiError as error:
            return JSON_TYPE, error_envelope(error.args[0])

    def normal_body(self):
        data = self.server.data
        generation, answer = data.remembered_answer(self.path)
        if answer is None:
            ctype, payload = self.normal_payload()
            answer = ctype, payload if isinstance(payload, bytes) else to_json(payload)
            data.remember_answer(self.path, generation, answer)
        return answer

    def answer_normally(self, rule):
        ctype, body = self.normal_body()
        self.respond(200, ctype, body, len(body))

    # One fault_<kind> method per fault kind.

    def fault_none(self, rule):
        """Answers normally: a rule of this kind exempts its requests from the rules after it."""
        self.answer_normally(rule)

    def fault_barrier(self, rule):
        """Holds each matching request until `count` of them are in flight together (or
        `timeout_ms` passes), then answers normally: only a client that really sends them at the
        same time gets its answers without the timeout."""
        barrier = self.server.state.barriers.get(rule.get("barrier"))
        try:
            barrier.wait(timeout=rule.get("timeout_ms", 120_000) / 1000)
        except threading.BrokenBarrierError:
            self.fault_kind = "barrier_timeout"
        self.answer_normally(rule)

    def fault_hold(self, rule):
        """Holds the request until POST /_control/release (or `timeout_ms`), then answers normally."""
        self.server.state.released.wait(rule.get("timeout_ms", 30_000) / 1000)
        self.answer_normally(rule)

    def fault_status(self, rule):
        status = int(rule.get("status", 503))
        retry = [("Retry-After", rule["retry_after"])] if "retry_after" in rule else []
        self.respond_json({"error": f"{status} {http.HTTPStatus(status).phrase} (injected fault)"},
                          status, retry)

    def fault_html(self, rule):
        status = int(rule.get("status", 502))
        title = f"{status} {http.HTTPStatus(status).phrase}"
        body = f"<html><head><title>{title}</title></head><body><h1>{title}</h1></body></html>".encode()
        self.respond(status, "text/html", body, len(body))

    def fault_empty(self, rule):
        self.respond(200, "application/json", b"", 0)

    def fault_xml(self, rule):
        self.respond(200, XML_TYPE, XML_BODY, len(XML_BODY))

    def fault_truncate(self, rule):
        _, body = self.normal_body()
        self.respond(200, JSON_TYPE, body[:len(body) // 2], len(body))
        self.hang_up()

    def fault_drop(self, rule):
        self.hang_up()

    def fault_endless(self, rule):
        deadline = time.monotonic() + 30
        self.respond(200, JSON_TYPE, b'[{"page":1,', close=True)
        while time.monotonic() < deadline:
            self.connection.settimeout(max(0.05, deadline - time.monotonic()))
            self.write(b" " * 65536)
            time.sleep(0.01)
        self.hang_up()

    def fault_envelope(self, rule):
        self.respond_json(error_envelope(rule.get("id", "120")))

    def fault_wrong_content_type(self, rule):
        _, body = self.normal_body()
        self.respond(200, "text/plain", body, len(body))

    def fault_null_page(self, rule):
        self.respond_json(NULL_PAGE)

    def fault_mismatch(self, rule):
        ctype, payload = self.normal_payload()
        payload = copy.deepcopy(payload)
        if isinstance(payload, list) and len(payload) == 2 and isinstance(payload[1], list):
            payload[0]["total"] = type(payload[0]["total"])(int(payload[0]["total"]) + 1)
            payload[0]["lastupdated"] = "2026-04-01"
        body = payload if isinstance(payload, bytes) else to_json(payload)
        self.respond(200, ctype, body, len(body))

    def _hostile(self, change):
        """Answers the normal page after `change(records)` rewrote its records (hostile data)."""
        ctype, payload = self.normal_payload()
        # A copy: the records may be the server's own, and a server outlives the test that broke one.
        payload = copy.deepcopy(payload)
        if isinstance(payload, list) and len(payload) == 2 and isinstance(payload[1], list):
            payload[1] = change(payload[1])
            payload[0]["total"] = type(payload[0]["total"])(len(payload[1]))
            payload[0]["pages"] = 1 if payload[1] else 0
        body = payload if isinstance(payload, bytes) else to_json(payload)
        self.respond(200, ctype, body, len(body))

    def fault_empty_values(self, rule):
        """Every record kept, every value null: an answer with no figures."""
        self._hostile(lambda records: [dict(r, value=None) if "value" in r else r for r in records])

    def fault_duplicate(self, rule):
        """The first record twice, the copy with a different value where records have one."""
        def change(records):
            if not records:
                return records
            copy = dict(records[0])
            if isinstance(copy.get("value"), (int, float)):
                copy["value"] = copy["value"] + 1
            return [records[0], copy] + records[1:]
        self._hostile(change)

    def fault_shrink(self, rule):
        """Only every other record: an answer that lost half of what it should hold."""
        self._hostile(lambda records: records[::2])

    def fault_implausible(self, rule):
        """The first value negative and the first non-null value after it absurdly large."""
        def change(records):
            valued = [r for r in records if isinstance(r.get("value"), (int, float))]
            if valued:
                valued[0]["value"] = -5
            if len(valued) > 1:
                valued[1]["value"] = 1e300
            return records
        self._hostile(change)

    def fault_tiny(self, rule):
        """The first value zero and the first non-null value after it subnormal (5e-324)."""
        def change(records):
            valued = [r for r in records if isinstance(r.get("value"), (int, float))]
            if valued:
                valued[0]["value"] = 0
            if len(valued) > 1:
                valued[1]["value"] = 5e-324
            return records
        self._hostile(change)

    def fault_control(self, rule):
        """Names with control characters (ESC, BEL, CR LF) and markup, as a hostile upstream might send."""
        def change(records):
            for r in records:
                if isinstance(r.get("name"), str):
                    r["name"] = r["name"] + "\u001b[31m\u0007\r\n| <b>"
            return records
        self._hostile(change)

    def fault_huge(self, rule):
        size = int(rule.get("size", 16 * 1024 * 1024))
        head = b'[{"page":1,"pages":1,"per_page":50,"total":0},[]]'
        head = head if size > len(head) else b"[]"
        self.connection.settimeout(30)
        self.respond(200, JSON_TYPE, head[:-1], size)
        for start in range(0, size - len(head), 65536):
            self.write(b" " * min(65536, size - len(head) - start))
        self.write(head[-1:])

    def fault_huge_chunked(self, rule):
        size = int(rule.get("size", 16 * 1024 * 1024))
        head = b'[{"page":1,"pages":1,"per_page":50,"total":0},[]]'
        self.connection.settimeout(30)
        self.sent_status = 200
        self.send_response(200)
        self.send_header("Content-Type", JSON_TYPE)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        def chunk(part):
            self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
            self.sent_bytes += len(part)
        chunk(head[:-1])
        for start in range(0, size - len(head), 65536):
            chunk(b" " * min(65536, size - len(head) - start))
        chunk(head[-1:])
        self.wfile.write(b"0\r\n\r\n")

    def control(self, body=None):
        state, route = self.server.state, (self.command, urlsplit(self.path).path.rstrip("/"))
        if route == ("GET", "/_control/log"):
            self.respond_json(state.snapshot("log", settled="settled=1" in urlsplit(self.path).query))
        elif route == ("GET", "/_control/faults"):
            self.respond_json(state.snapshot("rules"))
        elif route == ("POST", "/_control/reset"):
            state.reset()
            if self.server.data.notes:
                self.server.data.notes = {}
                self.server.data.data_changed()
            # The figures and the date as read: a server lent to another test starts as new.
            if hasattr(self.server.data, "first_edition"):
                self.server.data.set_edition(1, None)
            if self.server.data.bulk_settings != self.server.data.bulk_defaults:
                self.server.data.set_bulk(json.dumps(self.server.data.bulk_defaults).encode())
            if self.server.data.catalogue is not None:
                self.server.data.set_catalogue(b"{}")
            if self.server.data.sources.hostile:
                self.server.data.sources.hostile = {}
                self.server.data.data_changed()
            self.respond_json({"ok": True})
        elif route == ("POST", "/_control/sources"):
            try:
                self.server.data.sources.set_hostile(body)
                self.server.data.data_changed()
                self.respond_json({"ok": True})
            except (ValueError, TypeError) as error:
                self.respond_json({"error": str(error)}, 400)
        elif route == ("POST", "/_control/notes"):
            try:
                self.respond_json({"ok": True, "notes": self.server.data.set_notes(body)})
            except (ValueError, KeyError, TypeError) as error:
                self.respond_json({"error": str(error)}, 400)
        elif route == ("POST", "/_control/bulk"):
            try:
                self.server.data.set_bulk(body)
                self.respond_json({"ok": True})
            except ValueError as error:
                self.respond_json({"error": str(error)}, 400)
        elif route == ("POST", "/_control/catalogue"):
            try:
                self.server.data.set_catalogue(body)
                self.respond_json({"ok": True})
            except (ValueError, TypeError) as error:
                self.respond_json({"error": str(error)}, 400)
        elif route == ("POST", "/_control/release"):
            state.released.set()
            self.respond_json({"ok": True})
        elif route == ("GET", "/_control/wait"):
            query = parse_qs(urlsplit(self.path).query)
            count, timeout = int(query.get("count", ["1"])[0]), int(query.get("timeout_ms", ["30000"])[0])
            self.respond_json({"count": state.wait_for_requests(count, timeout / 1000)})
        elif route == ("POST", "/_control/edition"):
            try:
                request = json.loads(body or b"{}")
                revisions = request.get("revisions")
                self.server.data.set_edition(
                    request.get("edition", 2), request.get("lastupdated"),
                    None if revisions is None else [tuple(r) for r in revisions])
                self.respond_json({"ok": True, "lastupdated": self.server.data.lastupdated})
            except (ValueError, AttributeError) as error:
                self.respond_json({"error": str(error)}, 400)
        elif route == ("POST", "/_control/faults"):
            try:
                self.respond_json({"ok": True, "rules": state.set_rules(body)})
            except ValueError as error:  # json.JSONDecodeError included
                self.respond_json({"error": str(error)}, 400)
        else:
            self.respond_json({"error": "unknown control endpoint"}, 404)


class FakeServer(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128

    def __init__(self, address, data, latency_ms):
        if ipaddress.ip_address(address[0]).version == 6:
            self.address_family = socket.AF_INET6
        self.data, self.state, self.latency_ms = data, ServerState(), latency_ms
        super().__init__(address, Handler)


def loopback(host):
    address = ipaddress.ip_address("127.0.0.1" if host == "localhost" else host)
    if not address.is_loopback:
        raise ValueError(host)  # argparse reports: invalid loopback value
    return str(address)


def parse_args(argv):
    parser = argparse.ArgumentParser(description="Fake World Bank API v2 server for tests.")
    parser.add_argument("--data", required=True, help="folder of countries.csv, indicators.csv, <ID>.csv")
    parser.add_argument("--port", type=int, default=0, help="0 (the default) picks a free port")
    parser.add_argument("--host", default="127.0.0.1", type=loopback, help="a loopback address")
    parser.add_argument("--latency-ms", type=int, default=0, help="delay of every /v2 answer")
    parser.add_argument("--lastupdated", default="2026-03-20", help="lastupdated of observations")
    parser.add_argument("--ignore-stdin", action="store_true", help="do not exit on stdin EOF")
    parser.add_argument("--last-year", type=int, default=2024,
                        help="the last year of the database, as a later release would have it")
    parser.add_argument("--bulk-file", help="serve this WDI_CSV.zip (for the benchmark) rather than make one")
    parser.add_argument("--bulk-release", default="2026-10-01", help="the release day of --bulk-file")
    parser.add_argument("--page-cap", type=int, default=0,
                        help="answer at most N records a page whatever per_page asks (0: no cap)")
    return parser.parse_args(argv)


def wait_for_stdin_eof(stop):
    try:
        while os.read(sys.stdin.fileno(), 4096):
            pass
    except (OSError, ValueError, AttributeError):
        pass  # no usable stdin counts as EOF
    stop.set()


def main(argv=None):
    opts = parse_args(argv)
    global PAGE_CAP, LAST_YEAR
    PAGE_CAP, LAST_YEAR = max(0, opts.page_cap), opts.last_year
    data = WorldBankData(opts.data, opts.lastupdated)
    data.bulk_path, data.bulk_settings = opts.bulk_file, {"release": opts.bulk_release}
    data.bulk_defaults = dict(data.bulk_settings)
    server = FakeServer((opts.host, opts.port), data, opts.latency_ms)
    print(f"PORT {server.server_address[1]}", flush=True)
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    if not opts.ignore_stdin:
        threading.Thread(target=wait_for_stdin_eof, args=(stop,), daemon=True).start()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    while not stop.is_set():  # polled: the signal handler must not wait for a lock held here
        time.sleep(0.1)
    server.shutdown()
    server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
