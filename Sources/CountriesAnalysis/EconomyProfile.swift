public import WorldBank

/// One economy's metadata and its recent population and GDP with year-on-year growth: `show`.
public struct EconomyProfile: Sendable, Hashable {
    /// The economy.
    public let country: Country
    /// The most recent years, oldest first.
    public let years: [ProfileYear]

    /// One year of the profile.
    public struct ProfileYear: Sendable, Hashable {
        /// The economy, so that rows of several profiles can stand in one table.
        public let country: Country
        /// The calendar year.
        public let year: Int
        /// Population, total.
        public let population: Double?
        /// Change from the year before, as a fraction (0.012 is +1.2%).
        public let populationGrowth: Double?
        /// GDP in current US dollars.
        public let gdp: Double?
        /// Change from the year before, as a fraction.
        public let gdpGrowth: Double?
        /// GDP over the population of the same year.
        public let gdpPerCapita: Double?
        /// The status and footnote of the year's population and GDP, where the Bank gave one.
        public let notes: [IndicatorCode: ObservationNote]
    }

    /// The last `count` years up to `lastYear`, by default the newest year with any value.
    public init(economy: Economy, count: Int = 10, lastYear: Int? = nil) {
        country = economy.country
        guard let last = lastYear ?? economy.newestYear else {
            years = []
            return
        }
        func growth(_ code: IndicatorCode, _ year: Int) -> Double? {
            guard let now = economy.value(code, in: year), let before = economy.value(code, in: year - 1), before != 0
            else { return nil }
            return now / before - 1
        }
        years = ((last - count + 1)...last).map { year in
            let population = economy.value(.population, in: year)
            let gdp = economy.value(.gdp, in: year)
            return ProfileYear(
                country: economy.country, year: year, population: population,
                populationGrowth: growth(.population, year), gdp: gdp, gdpGrowth: growth(.gdp, year),
                gdpPerCapita: population.flatMap { people in gdp.map { $0 / people } },
                notes: [IndicatorCode.population, .gdp].reduce(into: [:]) { notes, code in
                    notes[code] = economy.note(code, in: year)
                })
        }
    }
}

extension Economy {
    /// The newest year with any value, which ends a profile.
    public var newestYear: Int? { values.values.flatMap(\.keys).max() }
}
