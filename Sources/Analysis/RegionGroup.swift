public import WorldBank

/// The economies of one region in listing order, with their totals.
public struct RegionGroup: Sendable, Hashable {
    /// The region.
    public let region: Classification
    /// Its listed economies.
    public let rows: [CountryRow]
    /// Their totals.
    public let summary: RegionSummary

    /// Groups `rows` of `region`.
    public init(region: Classification, rows: [CountryRow]) {
        self.region = region
        self.rows = rows
        summary = RegionSummary(region: region, rows: rows)
    }

    /// False for the group of the World Bank's own aggregates, which has no totals of its own.
    public var holdsEconomies: Bool { region.id != Country.aggregateRegionID }
}
