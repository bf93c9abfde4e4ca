public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Everything one scheduled report shows, computed once and drawn by the HTML, Markdown, CSV and
/// JSON renderers alike, so the formats can never disagree.
public struct ReportDocument: Sendable, Hashable {
    /// The report's title (`--title`, else one naming the year and the scope).
    public let title: String
    /// Every economy, grouped by region, with totals.
    public let listing: Listing
    /// The 15 largest economies by GDP, largest first.
    public let largest: [CountryRow]
    /// The changes since the previous report, `nil` when there is none.
    public let changes: ReportChanges?
    /// The region totals, sorted by region name, each beside the World Bank's aggregate.
    public let regions: [RegionSummary]
    /// The total of every listed economy, beside WLD when the report covers every region.
    public let total: RegionSummary
    /// The region with the most people, for the summary paragraph (as are the five after it).
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
    /// Each region's population and GDP over the last 20 years.
    public let trends: [RegionTrend]
    /// How fresh the figures are, in words a reader needs; `nil` when unknown.
    public let freshness: ReportFreshness?
    /// When the report was generated: the only part that differs between two runs over the same data.
    public let generatedAt: Date

    /// How many economies the "largest" chart shows.
    public static let largestCount = 15

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

    /// Builds the document from a full listing (every economy of the scope, sorted by name);
    /// `economies` are those of the scope and `aggregates` the World Bank's own, to compare with.
    public init(
        title: String, listing: Listing, changes: ReportChanges?, generatedAt: Date, trends: [RegionTrend] = [],
        freshness: ReportFreshness? = nil, economies: [Economy] = [], aggregates: [Economy] = []
    ) {
        self.title = title
        self.listing = listing
        largest = Array(
            listing.rows.filter { $0.gdp != nil }
                .sorted { ($0.gdp?.value ?? 0, $1.country.id) > ($1.gdp?.value ?? 0, $0.country.id) }
                .prefix(Self.largestCount))
        self.changes = changes
        regions = listing.groups.filter(\.holdsEconomies).map {
            $0.summary.reconciled(economies: economies, aggregates: aggregates)
        }
        // A report of one region has no world to compare its total with.
        total =
            listing.query.region == nil
            ? listing.total.reconciled(economies: economies, aggregates: aggregates) : listing.total
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
                for case (let row, let year?) in zip(listing.rows, years) where newest - year > Self.staleAfterYears {
                    stale.append(StaleFigure(row: row, indicatorName: name, year: year))
                }
            }
        }
        self.stale = stale
        self.trends = trends
        self.freshness = freshness
        self.generatedAt = generatedAt
    }
}
