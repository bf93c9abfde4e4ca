public import WorldBank

/// The economies of one answer, ready to be filtered, sorted and grouped by region for display.
///
/// `@MainActor` because it is the one place where the command's view of the data is assembled
/// and read by every renderer in turn; the values it hands out (``Listing``, ``RegionSummary``) are
/// `Sendable` and immutable, so renderers stay pure functions that can run anywhere.
@MainActor public final class ReportModel {
    /// Every real economy of the answer, in country-list order.
    public let economies: [Economy]

    /// Creates a model over merged economies (aggregates already dropped).
    public init(economies: [Economy]) {
        self.economies = economies.filter { !$0.country.isAggregate }
    }

    /// The regions that have at least one economy, sorted by name.
    public var regions: [Classification] { Self.distinct(economies.map(\.country.region)) }

    /// The income levels that have at least one economy, sorted by name.
    public var incomeLevels: [Classification] { Self.distinct(economies.map(\.country.incomeLevel)) }

    /// The listing `query` asks for.
    public func listing(_ query: ListQuery) -> Listing {
        let rows =
            economies
            .filter { query.region == nil || $0.country.region.id == query.region?.id }
            .filter { query.income == nil || $0.country.incomeLevel.id == query.income?.id }
            .map { CountryRow(economy: $0, selection: query.year, extras: query.extras) }
        let sorted = Self.sort(rows, by: query.sort, descending: query.descending)
        let limited = query.limit.map { Array(sorted.prefix($0)) } ?? sorted
        return Listing(query: query, rows: limited)
    }

    /// One summary per region for `year`, sorted by region name, then the total of all economies.
    public func regionSummaries(year: YearSelection) -> (regions: [RegionSummary], total: RegionSummary) {
        let listing = listing(ListQuery(year: year))
        return (listing.groups.map(\.summary), listing.total)
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
