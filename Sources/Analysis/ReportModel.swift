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
    /// Every real economy of the answer, in country-list order (aggregates were left out on merging).
    public private(set) var economies: [Economy]
    /// What the listing shows.
    public var query: ListQuery

    /// Creates a model over merged economies.
    public init(economies: [Economy] = [], query: ListQuery = ListQuery()) {
        self.economies = economies
        self.query = query
    }

    /// Replaces the economies with those of a newer answer, keeping the query.
    public func load(_ economies: [Economy]) {
        self.economies = economies
    }

    /// The regions that have at least one economy, sorted by name.
    public var regions: [Classification] { Self.distinct(economies.map(\.country.region)) }

    /// The income levels that have at least one economy, sorted by name.
    public var incomeLevels: [Classification] { Self.distinct(economies.map(\.country.incomeLevel)) }

    /// The listing ``query`` asks for: filtered, sorted, limited, grouped by region, with totals.
    public var listing: Listing {
        let query = query
        let rows =
            economies
            .filter { query.region == nil || $0.country.region.id == query.region?.id }
            .filter { query.income == nil || $0.country.incomeLevel.id == query.income?.id }
            .map { CountryRow(economy: $0, selection: query.year, extras: query.extras) }
        let sorted = Self.sort(rows, by: query.sort, descending: query.descending)
        let limited = query.limit.map { Array(sorted.prefix($0)) } ?? sorted
        return Listing(query: query, rows: limited)
    }

    /// One summary per region for the query's year, sorted by region name, then the total of all
    /// economies; filters and limits of the query do not apply.
    public var regionSummaries: (regions: [RegionSummary], total: RegionSummary) {
        let all = ReportModel(economies: economies, query: ListQuery(year: query.year)).listing
        return (all.groups.map(\.summary), all.total)
    }

    private static func sort(_ rows: [CountryRow], by key: SortKey, descending: Bool) -> [CountryRow] {
        rows.sorted { a, b in
            if key != .name {
                switch (a.sortValue(key), b.sortValue(key)) {
                case (let x?, let y?) where x != y: return descending ? x > y : x < y
                case (.some, nil): return true
                case (nil, .some): return false
                default: break
                }
                return NameOrder.precedes(a.country.name, b.country.name)
            }
            return descending
                ? NameOrder.precedes(b.country.name, a.country.name)
                : NameOrder.precedes(a.country.name, b.country.name)
        }
    }

    private static func distinct(_ classifications: [Classification]) -> [Classification] {
        var seen: [String: Classification] = [:]
        for classification in classifications where seen[classification.id] == nil {
            seen[classification.id] = classification
        }
        return seen.values.sorted { NameOrder.precedes($0.name, $1.name) }
    }
}
