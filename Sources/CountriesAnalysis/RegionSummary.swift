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
        self.region = region
        self.year = year
        // One pass over the rows in their order (so each sum is added as before), never copying a
        // row: a row is large, and a listing sums every region and then all of them.
        let extrasCount = rows.first { !$0.country.isAggregate }?.extras.count ?? 0
        var (economies, missingPopulation, missingGDP, people, pairedGDP) = (0, 0, 0, 0.0, 0.0)
        var (populations, gdps, populationYears, gdpYears): ([Double], [Double], [Int], [Int]) = ([], [], [], [])
        var extras = [[Double]](repeating: [], count: extrasCount)
        var weighted = [[(value: Double, people: Double)]](repeating: [], count: extrasCount)
        for row in rows where !row.country.isAggregate {
            economies += 1
            if let population = row.population {
                populations.append(population.value)
                populationYears.append(population.year)
            } else {
                missingPopulation += 1
            }
            if let gdp = row.gdp {
                gdps.append(gdp.value)
                gdpYears.append(gdp.year)
            } else {
                missingGDP += 1
            }
            if let perCapita = row.perCapitaPopulation {
                people += perCapita
                if let gdp = row.gdp { pairedGDP += gdp.value }
            }
            for (index, extra) in row.extras.prefix(extrasCount).enumerated() {
                guard let extra else { continue }
                extras[index].append(extra.value)
                if let population = row.population, population.year == extra.year {
                    weighted[index].append((extra.value * population.value, population.value))
                }
            }
        }
        self.economies = economies
        self.missingPopulation = missingPopulation
        self.missingGDP = missingGDP
        population = Self.sum(populations)
        gdp = Self.sum(gdps)
        gdpPerCapita = people > 0 ? pairedGDP / people : nil
        self.populationYears = Self.span(populationYears)
        self.gdpYears = Self.span(gdpYears)
        extraSums = extras.map(Self.sum)
        extraMeans = weighted.map { weighted in
            let people = weighted.map(\.people).reduce(0, +)
            return people > 0 ? weighted.map(\.value).reduce(0, +) / people : nil
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
