/// The facts a report's summary paragraph states beside the listing's totals, computed from the
/// listing and the changes: which region is largest, where GDP per capita is highest and lowest,
/// what moved most.
public struct ReportHighlights: Sendable, Hashable {
    /// The region with the most people.
    public let mostPopulous: RegionSummary?
    /// The region with the largest GDP.
    public let largestEconomy: RegionSummary?
    /// The economy with the highest GDP per capita.
    public let richest: CountryRow?
    /// The economy with the lowest GDP per capita.
    public let poorest: CountryRow?
    /// The largest revisions since the previous report, largest first (at most three).
    public let movers: [Revision]
    /// Economies whose latest value is more than three years behind the newest one (latest only).
    public let stale: [StaleFigure]

    /// An economy whose latest figure of an indicator is old.
    public struct StaleFigure: Sendable, Hashable {
        /// The economy.
        public let row: CountryRow
        /// Which figure: population or GDP.
        public let indicatorName: String
        /// The year of its latest value.
        public let year: Int
    }

    /// How many years behind the newest value a latest value may be before the report names it.
    public static let staleAfterYears = 3

    /// The highlights of `listing`, with `changes` since the previous report when there is one.
    public init(listing: Listing, changes: ReportChanges?) {
        let regions = listing.groups.filter(\.holdsEconomies).map(\.summary)
        mostPopulous = regions.max { ($0.population ?? 0) < ($1.population ?? 0) }
        largestEconomy = regions.max { ($0.gdp ?? 0) < ($1.gdp ?? 0) }
        let economies = listing.rows.filter { !$0.country.isAggregate && $0.gdpPerCapita != nil }
        richest = economies.max { ($0.gdpPerCapita?.value ?? 0) < ($1.gdpPerCapita?.value ?? 0) }
        poorest = economies.min { ($0.gdpPerCapita?.value ?? 0) < ($1.gdpPerCapita?.value ?? 0) }
        movers = Array(
            (changes?.revisions ?? []).sorted { abs($0.relativeChange) > abs($1.relativeChange) }.prefix(3))
        var stale: [StaleFigure] = []
        if listing.showsYears {
            for (name, years) in [
                ("population", listing.rows.map(\.population?.year)), ("GDP", listing.rows.map(\.gdp?.year)),
            ] {
                guard let newest = years.compactMap({ $0 }).max() else { continue }
                for (row, year) in zip(listing.rows, years) {
                    if let year, newest - year > Self.staleAfterYears {
                        stale.append(StaleFigure(row: row, indicatorName: name, year: year))
                    }
                }
            }
        }
        self.stale = stale
    }
}
