public import Observation

// Scoped imports: WorldBank has a type named `Observation` that would shadow the Observation module
// the `@Observable` macro expands to.
public import struct WorldBank.Classification
public import struct WorldBank.Economy

/// The economies of one answer and the question asked of them, turned into the `Sendable` listings
/// and region totals that every renderer draws.
///
/// `@Observable` and `@MainActor`, the shape a SwiftUI screen binds to: an app sets ``query`` from
/// its controls and reads ``listing``; the command line drives it the same way, once. Everything it
/// hands out is an immutable value, so renderers stay pure functions that run anywhere and nothing
/// else in the tool has to be `@MainActor`.
@Observable @MainActor public final class ReportModel {
    /// Every real economy of the answer, in country-list order.
    public let economies: [Economy]
    /// The World Bank's own aggregates (World, regions, income groups), shown only when a query
    /// names them and never added into totals.
    public let aggregates: [Economy]
    /// What the listing shows.
    public var query: ListQuery

    /// Creates a model over merged economies and aggregates.
    public init(economies: [Economy] = [], aggregates: [Economy] = [], query: ListQuery = ListQuery()) {
        self.economies = economies
        self.aggregates = aggregates
        self.query = query
    }

    /// The listing ``query`` asks for: filtered, sorted, limited, grouped by region, with totals.
    public var listing: Listing {
        let query = query
        let chosen =
            query.countries.isEmpty
            ? economies
            : query.countries.compactMap { id in (economies + aggregates).first { $0.country.id == id } }
        let selected =
            chosen
            .filter { query.region == nil || $0.country.region.id == query.region?.id }
            .filter { query.income == nil || $0.country.incomeLevel.id == query.income?.id }
        // A range is sorted by its last year; each economy then gets one row per year.
        let rows = selected.map { CountryRow(economy: $0, selection: query.year, extras: query.extras) }
        let order =
            query.countries.isEmpty || query.sort != .name
            ? Self.sort(rows, by: query.sort, descending: query.descending) : rows
        let limited = query.limit.map { Array(order.prefix($0)) } ?? order
        let years = query.year.years
        guard !years.isEmpty else { return Listing(query: query, rows: limited) }
        let byID = Dictionary(selected.map { ($0.country.id, $0) }, uniquingKeysWith: { first, _ in first })
        let panel = limited.flatMap { row in
            years.compactMap { year in
                byID[row.country.id].map { CountryRow(economy: $0, selection: .year(year), extras: query.extras) }
            }
        }
        return Listing(query: query, rows: panel)
    }

    /// One summary per region for the query's year, sorted by region name, then the total of all
    /// economies; filters and limits of the query do not apply.
    public var regionSummaries: (regions: [RegionSummary], total: RegionSummary) {
        let all = ReportModel(economies: economies, query: ListQuery(year: query.year)).listing
        return (all.groups.map(\.summary), all.total)
    }

    /// The region summaries of every year of the query's range, each year's regions then its total.
    public var regionSummariesByYear: [RegionSummary] {
        query.year.years.flatMap { year -> [RegionSummary] in
            let all = ReportModel(economies: economies, query: ListQuery(year: .year(year))).listing
            return all.groups.map { RegionSummary(region: $0.region, rows: $0.rows, year: year) }
                + [RegionSummary(region: nil, rows: all.rows, year: year)]
        }
    }

    private static func sort(_ rows: [CountryRow], by key: SortKey, descending: Bool) -> [CountryRow] {
        // Positions are sorted, not the rows: a row is a large value, and a sort moves its elements
        // many times.
        let names = rows.map { NameOrder.Key($0.country.name) }
        let values = rows.map { $0.sortValue(key) }
        let order = rows.indices.sorted { a, b in
            if key != .name {
                switch (values[a], values[b]) {
                case (let x?, let y?) where x != y: return descending ? x > y : x < y
                case (.some, nil): return true
                case (nil, .some): return false
                default: break
                }
                return names[a] < names[b]
            }
            return descending ? names[b] < names[a] : names[a] < names[b]
        }
        return order.map { rows[$0] }
    }
}
