public import WorldBank

/// A finished listing: the rows in order, grouped by region, with totals. What renderers draw.
///
/// For a year range the rows are one per economy and year (economies in listing order, years
/// oldest first), ``series`` gathers them per economy, and there are no totals: adding up a
/// country's population over several years means nothing.
public struct Listing: Sendable, Hashable {
    /// The query that produced it.
    public let query: ListQuery
    /// Every listed row in listing order.
    public let rows: [CountryRow]
    /// The rows grouped by region, regions sorted by name, the World Bank's aggregates last.
    public let groups: [RegionGroup]
    /// The totals of every listed economy (aggregates left out).
    public let total: RegionSummary

    /// The name of the group that holds the World Bank's own aggregates.
    public static let aggregatesGroup = Classification(
        id: Country.aggregateRegionID, iso2Code: "", name: "World Bank aggregates, not added into totals")

    /// Groups `rows` (already filtered, sorted and limited) by region.
    public init(query: ListQuery, rows: [CountryRow]) {
        self.query = query
        self.rows = rows
        var byRegion: [String: [CountryRow]] = [:]
        var regions: [String: Classification] = [:]
        for row in rows {
            let region = row.country.isAggregate ? Self.aggregatesGroup : row.country.region
            byRegion[region.id, default: []].append(row)
            regions[region.id] = region
        }
        groups = regions.values
            .sorted { a, b in
                let (aggregateA, aggregateB) = (a.id == Country.aggregateRegionID, b.id == Country.aggregateRegionID)
                return aggregateA != aggregateB ? aggregateB : NameKey(a.name) < NameKey(b.name)
            }
            .map { RegionGroup(region: $0, rows: byRegion[$0.id] ?? []) }
        total = RegionSummary(region: nil, rows: rows)
    }

    /// True when the query names years per economy (`--year latest`), so year columns are shown.
    public var showsYears: Bool { query.year == .latest }

    /// True for a year range: one row per economy and year.
    public var isPanel: Bool { !query.year.years.isEmpty }

    /// True for a ranking (`--sort … --limit N`), which must read top to bottom, not by region.
    public var isRanking: Bool { query.sort != .name && query.limit != nil }

    /// True when people see the economies under one heading per region with subtotals: not for a
    /// single region, a ranking or panel data.
    public var isGroupedByRegion: Bool { query.region == nil && !isRanking && !isPanel }

    /// True when some rows are the World Bank's own aggregates.
    public var hasAggregates: Bool { rows.contains { $0.country.isAggregate } }

    /// The rows of each economy together, in listing order.
    public var series: [EconomySeries] {
        var series: [EconomySeries] = []
        for row in rows {
            if let last = series.last, last.country.id == row.country.id {
                series[series.count - 1] = EconomySeries(country: last.country, rows: last.rows + [row])
            } else {
                series.append(EconomySeries(country: row.country, rows: [row]))
            }
        }
        return series
    }
}
