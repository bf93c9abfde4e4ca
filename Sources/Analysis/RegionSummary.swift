public import WorldBank

/// The totals of a group of economies: a region, or every economy listed.
///
/// GDP per capita of a group is total GDP over total population of the economies that have both
/// for the same year, so an economy with GDP but no population cannot inflate it.
public struct RegionSummary: Sendable, Hashable {
    /// The region, or `nil` for the total of all listed economies.
    public let region: Classification?
    /// How many economies are in the group.
    public let economies: Int
    /// Total population of the economies with a value.
    public let population: Double
    /// Total GDP of the economies with a value.
    public let gdp: Double
    /// Total GDP over total population, over economies with both for the same year.
    public let gdpPerCapita: Double?
    /// How many economies lack a population value.
    public let missingPopulation: Int
    /// How many economies lack a GDP value.
    public let missingGDP: Int

    /// Sums `rows` as the group `region`.
    public init(region: Classification?, rows: [CountryRow]) {
        self.region = region
        economies = rows.count
        population = rows.compactMap(\.population?.value).reduce(0, +)
        gdp = rows.compactMap(\.gdp?.value).reduce(0, +)
        let paired = rows.filter { $0.perCapitaPopulation != nil }
        let pairedPopulation = paired.compactMap(\.perCapitaPopulation).reduce(0, +)
        let pairedGDP = paired.compactMap(\.gdp?.value).reduce(0, +)
        gdpPerCapita = pairedPopulation > 0 ? pairedGDP / pairedPopulation : nil
        missingPopulation = rows.count { $0.population == nil }
        missingGDP = rows.count { $0.gdp == nil }
    }

    /// The name to show: the region's, or "All listed economies".
    public var name: String { region?.name ?? "All listed economies" }
}
