public import WorldBank

/// The figures a report was made from, stored with it (`economies.json`) so that the next report
/// can say what changed and `--if-changed` can tell whether anything did.
public struct ReportBasis: Sendable, Hashable, Codable {
    /// The year shown (`2022` or `latest`).
    public let year: String
    /// The World Bank `lastupdated` dates of the figures.
    public let lastUpdated: [String]
    /// Every economy with its classifications and figures, sorted by id.
    public let economies: [Entry]
    /// The query the figures answer, as its scope (``ReportScope``: region, year, extra indicators),
    /// whatever `--name` called the series; `nil` in reports written before it was recorded.
    public let query: String?

    /// One economy as recorded.
    public struct Entry: Sendable, Hashable, Codable {
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
