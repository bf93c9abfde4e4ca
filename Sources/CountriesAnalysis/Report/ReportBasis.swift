public import WorldBank

/// The figures a report was made from, stored with it (`economies.json`) so that the next report
/// can say what changed and `--if-changed` can tell whether anything did.
///
/// The file is written in the envelope of every JSON output (`Rendering`'s `ReportEconomiesJSON`);
/// it is read back here, and so are the files of reports written before that envelope (camelCase,
/// each figure as `{"value", "year"}`), so that a new version still compares against them.
public struct ReportBasis: Sendable, Hashable {
    /// The year shown (`2022` or `latest`).
    public let year: String
    /// The World Bank `lastupdated` dates of the figures.
    public let lastUpdated: [String]
    /// Every economy with its classifications and figures, sorted by id.
    public let economies: [Entry]
    /// The query the figures answer, as its scope (``ReportScope``: region, year, extra indicators),
    /// whatever `--name` called the series: `""` for the default query (every region, latest
    /// values), written as `null`; `nil` in reports written before it was recorded.
    public let query: String?

    /// One economy as recorded; its classifications by id and name only, which is what the file holds.
    public struct Entry: Sendable, Hashable {
        /// ISO3 code.
        public let id: String
        /// Name.
        public let name: String
        /// Region.
        public let region: Classification
        /// Income level.
        public let income: Classification
        /// Population with its year.
        public let population: YearValue?
        /// GDP with its year.
        public let gdp: YearValue?

        init(
            id: String, name: String, region: Classification, income: Classification, population: YearValue?,
            gdp: YearValue?
        ) {
            (self.id, self.name, self.population, self.gdp) = (id, name, population, gdp)
            self.region = Classification(id: region.id, iso2Code: "", name: region.name)
            self.income = Classification(id: income.id, iso2Code: "", name: income.name)
        }

        /// An entry of either form: `iso3`, `population` and `population_year`, … or, before the
        /// envelope, `id` and each figure as `{"value", "year"}`; `nil` for anything else.
        init?(json entry: JSONValue) {
            guard let name = entry["name"]?.stringValue, let region = Self.named(entry["region"]),
                let income = Self.named(entry["income"])
            else { return nil }
            let id: String?
            let population: YearValue??
            let gdp: YearValue??
            if let iso3 = entry["iso3"] {
                (id, population, gdp) = (
                    iso3.stringValue, Self.figure(entry, "population", year: "population_year"),
                    Self.figure(entry, "gdp_usd", year: "gdp_year")
                )
            } else {
                (id, population, gdp) = (
                    entry["id"]?.stringValue, Self.figure(entry["population"]), Self.figure(entry["gdp"])
                )
            }
            guard let id, let population, let gdp else { return nil }
            self.init(id: id, name: name, region: region, income: income, population: population, gdp: gdp)
        }

        /// A classification as the file holds it, `{"id", "name"}`.
        private static func named(_ value: JSONValue?) -> Classification? {
            guard let id = value?["id"]?.stringValue, let name = value?["name"]?.stringValue else { return nil }
            return Classification(id: id, iso2Code: "", name: name)
        }

        /// A figure and its year in two members (`gdp_usd`, `gdp_year`): `.some(nil)` when the figure
        /// is missing or `null`, `nil` when what is there is not a figure with its year.
        private static func figure(_ entry: JSONValue, _ member: String, year: String) -> YearValue?? {
            guard let held = entry[member], !held.isNull else { return .some(nil) }
            guard let value = held.doubleValue, let year = entry[year]?.integerValue else { return nil }
            return YearValue(year: year, value: value)
        }

        /// A figure as `{"value", "year"}`, as ``figure(_:_:year:)`` answers.
        private static func figure(_ held: JSONValue?) -> YearValue?? {
            guard let held, !held.isNull else { return .some(nil) }
            guard let value = held["value"]?.doubleValue, let year = held["year"]?.integerValue else { return nil }
            return YearValue(year: year, value: value)
        }
    }

    /// The name and version of the shape this type reads, as its `schema` member says them (those of
    /// `JSONShape.reportEconomies`, which writes it).
    static let schema = (name: "report-economies", version: 1)

    /// The figures of either form of `economies.json`: the envelope of this version (a `schema` of
    /// another name or a later version is refused), or the flat camelCase file written before it;
    /// `nil` for anything else.
    public init?(json document: JSONValue) {
        guard let items = document["economies"]?.arrayValue else { return nil }
        var economies: [Entry] = []
        for item in items {
            guard let entry = Entry(json: item) else { return nil }
            economies.append(entry)
        }
        let dates: [JSONValue]?
        if let schema = document["schema"] {
            let query = document["metadata"]?["query"]
            guard schema["name"]?.stringValue == Self.schema.name,
                schema["version"]?.integerValue == Self.schema.version,
                let year = query?["year"]?.stringValue
            else { return nil }
            self.year = year
            dates = document["metadata"]?["lastupdated"]?.arrayValue
            self.query = query?["scope"]?.stringValue ?? ""
        } else {
            guard let year = document["year"]?.stringValue else { return nil }
            self.year = year
            dates = document["lastUpdated"]?.arrayValue
            query = document["query"]?.stringValue
        }
        guard let dates, case let lastUpdated = dates.compactMap(\.stringValue), lastUpdated.count == dates.count else {
            return nil
        }
        self.lastUpdated = lastUpdated
        self.economies = economies
    }

    /// Records `listing` and the dates of its figures.
    public init(listing: Listing, lastUpdated: [String]) {
        year = listing.query.year.description
        self.lastUpdated = lastUpdated
        economies = listing.rows.map {
            Entry(
                id: $0.country.id, name: $0.country.name, region: $0.country.region, income: $0.country.incomeLevel,
                population: $0.population, gdp: $0.gdp)
        }.sorted { $0.id < $1.id }
        query = ReportScope(listing.query).slug
    }

    /// True when `previous` answers the same query, so that what changed between them means
    /// something. A report from before queries were recorded answers the default one (every
    /// region, latest values) when it shows latest values of more than one region.
    public func answersSameQuery(as previous: ReportBasis) -> Bool {
        guard let asked = previous.query else {
            return query == "" && previous.year == "latest" && Set(previous.economies.map(\.region.id)).count > 1
        }
        return asked == query
    }

    /// True when `other` holds the same figures of the same release, whichever query it recorded.
    public func hasSameFigures(as other: ReportBasis) -> Bool {
        (year, lastUpdated, economies) == (other.year, other.lastUpdated, other.economies)
    }

    /// What changed from `previous` to this basis.
    public func changes(since previous: ReportBasis) -> ReportChanges {
        let before = Dictionary(previous.economies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(economies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let figures = [(IndicatorCode.population, \Entry.population), (.gdp, \Entry.gdp)]
        var revisions: [Revision] = []
        var reclassifications: [Reclassification] = []
        for entry in economies {
            guard let old = before[entry.id] else { continue }
            let name = EconomyName(id: entry.id, name: entry.name)
            for (code, figure) in figures {
                guard let oldValue = old[keyPath: figure], let newValue = entry[keyPath: figure],
                    oldValue.year == newValue.year, oldValue.value != 0
                else { continue }
                let revision = Revision(
                    economy: name, indicator: code, year: newValue.year, before: oldValue.value, after: newValue.value)
                if abs(revision.relativeChange) > ReportChanges.revisionThreshold { revisions.append(revision) }
            }
            for (kind, was, now) in [
                (Reclassification.Kind.region, old.region, entry.region), (.incomeLevel, old.income, entry.income),
            ] where was.id != now.id {
                reclassifications.append(Reclassification(economy: name, kind: kind, before: was, after: now))
            }
        }
        revisions.sort { (abs($0.relativeChange), $1.economy.id) > (abs($1.relativeChange), $0.economy.id) }
        let dataYears = figures.compactMap { code, figure -> DataYearChange? in
            let old = previous.economies.compactMap { $0[keyPath: figure]?.year }.max()
            let new = economies.compactMap { $0[keyPath: figure]?.year }.max()
            return old == new ? nil : DataYearChange(indicator: code, before: old, after: new)
        }
        return ReportChanges(
            dataYears: dataYears, revisions: revisions, reclassifications: reclassifications,
            added: economies.filter { before[$0.id] == nil }.map { EconomyName(id: $0.id, name: $0.name) },
            removed: previous.economies.filter { after[$0.id] == nil }.map { EconomyName(id: $0.id, name: $0.name) },
            lastUpdated: .init(before: previous.lastUpdated, after: lastUpdated))
    }
}
