import WorldBank

/// A finished listing: the rows in order, grouped by region, with totals. What renderers draw.
public struct Listing: Sendable, Hashable {
    /// The query that produced it.
    public let query: ListQuery
    /// Every listed economy in listing order.
    public let rows: [CountryRow]
    /// The rows grouped by region, regions sorted by name.
    public let groups: [RegionGroup]
    /// The totals of every listed economy.
    public let total: RegionSummary

    /// Groups `rows` (already filtered, sorted and limited) by region.
    public init(query: ListQuery, rows: [CountryRow]) {
        self.query = query
        self.rows = rows
        var byRegion: [String: [CountryRow]] = [:]
        var regions: [String: Classification] = [:]
        for row in rows {
            byRegion[row.country.region.id, default: []].append(row)
            regions[row.country.region.id] = row.country.region
        }
        groups = regions.values
            .sorted { NameOrder.precedes($0.name, $1.name) }
            .map { RegionGroup(region: $0, rows: byRegion[$0.id] ?? []) }
        total = RegionSummary(region: nil, rows: rows)
    }

    /// True when the query names years per economy (`--year latest`), so year columns are shown.
    public var showsYears: Bool { query.year == .latest }
}
