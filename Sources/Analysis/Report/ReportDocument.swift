import WorldBank

/// Everything one scheduled report shows, computed once and drawn by the HTML, Markdown, CSV and
/// JSON renderers alike, so the formats can never disagree.
public struct ReportDocument: Sendable, Hashable {
    /// Every economy, grouped by region, with totals.
    public let listing: Listing
    /// The 15 largest economies by GDP, largest first.
    public let largest: [CountryRow]
    /// The changes since the previous report, `nil` when there is none.
    public let changes: ReportChanges?
    /// When the report was generated, ISO 8601 in UTC: the only part that differs between two
    /// runs over the same data.
    public let generatedAt: String

    /// How many economies the "largest" chart shows.
    public static let largestCount = 15

    /// Builds the document from a full listing (every economy, sorted by name).
    public init(listing: Listing, changes: ReportChanges?, generatedAt: String) {
        self.listing = listing
        largest = Array(
            listing.rows.filter { $0.gdp != nil }
                .sorted { ($0.gdp?.value ?? 0, $1.country.id) > ($1.gdp?.value ?? 0, $0.country.id) }
                .prefix(Self.largestCount))
        self.changes = changes
        self.generatedAt = generatedAt
    }

    /// The region totals, sorted by region name.
    public var regions: [RegionSummary] { listing.groups.map(\.summary) }
}
