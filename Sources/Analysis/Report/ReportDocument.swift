public import Foundation
import WorldBank

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
    /// What the summary paragraph says.
    public let highlights: ReportHighlights
    /// Each region's population and GDP over the last 20 years.
    public let trends: [RegionTrend]
    /// How fresh the figures are, in words a reader needs; `nil` when unknown.
    public let freshness: ReportFreshness?
    /// When the report was generated: the only part that differs between two runs over the same data.
    public let generatedAt: Date

    /// How many economies the "largest" chart shows.
    public static let largestCount = 15

    /// Builds the document from a full listing (every economy of the scope, sorted by name).
    public init(
        title: String, listing: Listing, changes: ReportChanges?, generatedAt: Date, trends: [RegionTrend] = [],
        freshness: ReportFreshness? = nil
    ) {
        self.title = title
        self.listing = listing
        largest = Array(
            listing.rows.filter { $0.gdp != nil }
                .sorted { ($0.gdp?.value ?? 0, $1.country.id) > ($1.gdp?.value ?? 0, $0.country.id) }
                .prefix(Self.largestCount))
        self.changes = changes
        highlights = ReportHighlights(listing: listing, changes: changes)
        self.trends = trends
        self.freshness = freshness
        self.generatedAt = generatedAt
    }

    /// The region totals, sorted by region name.
    public var regions: [RegionSummary] { listing.groups.filter(\.holdsEconomies).map(\.summary) }
}
