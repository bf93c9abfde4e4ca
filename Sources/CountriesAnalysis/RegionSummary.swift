public import WorldBank

/// The totals of a group of economies: a region, or every economy listed.
///
/// GDP per capita of a group is total GDP over total population of the economies that have both
/// for the same year, so an economy with GDP but no population cannot inflate it. The World Bank's
/// own aggregates are never added in: they already are sums of economies.
public struct RegionSummary: Sendable, Hashable {
    /// The region, or `nil` for the total of all listed economies.
    public let region: Classification?
    /// The year summed, for one row of a range of years; `nil` otherwise.
    public let year: Int?
    /// How many economies are in the group.
    public let economies: Int
    /// Total population of the economies with a value; `nil` when none has one, never a silent 0.
    public let population: Double?
    /// Total GDP of the economies with a value; `nil` when none has one.
    public let gdp: Double?
    /// Total GDP over total population, over economies with both for the same year.
    public let gdpPerCapita: Double?
    /// How many economies lack a population value.
    public let missingPopulation: Int
    /// How many economies lack a GDP value.
    public let missingGDP: Int
    /// The oldest and newest year of the population values summed; they differ in a "latest" listing.
    public let populationYears: ClosedRange<Int>?
    /// The oldest and newest year of the GDP values summed.
    public let gdpYears: ClosedRange<Int>?
    /// Each extra indicator's sum, in the order of the rows' extras: the total of an amount.
    public let extraSums: [Double?]
    /// Each extra indicator's mean weighted by the population of the value's year: the total of a
    /// rate, as the Bank builds its own group figures.
    public let extraMeans: [Double?]
    /// The World Bank's own aggregate beside these sums, once ``reconciled(economies:aggregates:)``.
    public internal(set) var reconciliation: Reconciliation?

    /// Sums the economies among `rows` as the group `region`.
    public init(region: Classification?, rows: [CountryRow], year: Int? = nil) {
        // Read in place, never copied: a row is large, and a listing sums every region and all.
        let rows = rows.lazy.filter { !$0.country.isAggregate }
        self.region = region
        self.year = year
        economies = rows.count
        population = Self.sum(rows.compactMap(\.population?.value))
        gdp = Self.sum(rows.compactMap(\.gdp?.value))
        let paired = rows.filter { $0.perCapitaPopulation != nil }
        let people = paired.compactMap(\.perCapitaPopulation).reduce(0, +)
        gdpPerCapita = people > 0 ? paired.compactMap(\.gdp?.value).reduce(0, +) / people : nil
        missingPopulation = rows.count { $0.population == nil }
        missingGDP = rows.count { $0.gdp == nil }
        populationYears = Self.span(rows.compactMap(\.population?.year))
        gdpYears = Self.span(rows.compactMap(\.gdp?.year))
        let count = rows.first?.extras.count ?? 0
        extraSums = (0..<count).map { index in Self.sum(rows.compactMap { $0.extras[index]?.value }) }
        extraMeans = (0..<count).map { index in
            let weighted = rows.compactMap { row -> (Double, Double)? in
                guard let value = row.extras[index], let people = row.population, people.year == value.year
                else { return nil }
                return (value.value * people.value, people.value)
            }
            let people = weighted.map(\.1).reduce(0, +)
            return people > 0 ? weighted.map(\.0).reduce(0, +) / people : nil
        }
    }

    /// The name to show: the region's, or "All listed economies".
    public var name: String { region?.name ?? "All listed economies" }

    /// The total of `values`, `nil` for none: a sum of nothing is unknown, never a silent 0.
    static func sum(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +)
    }

    private static func span(_ years: [Int]) -> ClosedRange<Int>? {
        guard let first = years.min(), let last = years.max() else { return nil }
        return first...last
    }

    /// The region summaries of every year of `range`, each year's regions then its total, each
    /// beside its aggregate among `aggregates` (the World Bank's own).
    public static func regions(
        of economies: [Economy], aggregates: [Economy] = [], eachYearOf range: YearSelection
    ) -> [RegionSummary] {
        range.years.flatMap { year -> [RegionSummary] in
            let all = Listing.make(selected: economies, query: ListQuery(year: .year(year)))
            return
                (all.groups.map { RegionSummary(region: $0.region, rows: $0.rows, year: year) }
                + [RegionSummary(region: nil, rows: all.rows, year: year)])
                .map { $0.reconciled(economies: economies, aggregates: aggregates) }
        }
    }
}
