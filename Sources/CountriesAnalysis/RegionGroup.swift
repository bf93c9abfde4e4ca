public import WorldBank

/// The economies of one region in listing order, with their totals.
public struct RegionGroup: Sendable, Hashable {
    /// The region.
    public let region: Classification
    /// Its listed economies.
    public let rows: [CountryRow]

    /// Their totals.
    public var summary: RegionSummary { RegionSummary(region: region, rows: rows) }

    /// False for the group of the World Bank's own aggregates, which has no totals of its own.
    public var holdsEconomies: Bool { region.id != Country.aggregateRegionID }
}
