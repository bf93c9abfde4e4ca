public import WorldBank

/// One economy as listed: its metadata and the figures for the selected year, each with its year.
public struct CountryRow: Sendable, Hashable {
    /// The economy.
    public let country: Country
    /// The year asked for, `nil` for "latest" (each value then carries its own year).
    public let year: Int?
    /// Population, total.
    public let population: YearValue?
    /// GDP in current US dollars.
    public let gdp: YearValue?
    /// GDP divided by the population of the same year, never of another year.
    public let gdpPerCapita: YearValue?
    /// The population the per-capita figure divided by (same year as ``gdp``), for region totals.
    public let perCapitaPopulation: Double?
    /// The values of the extra indicators asked for with `--indicator`, in the order asked (the
    /// query's ``ListQuery/extras``); `nil` where the Bank has none.
    public let extras: [YearValue?]
    /// The indicators of ``ListQuery/perCapita`` divided by the population of their own year.
    public let perPerson: [YearValue?]
    /// The status and footnote of each figure shown that has one, by indicator (population, GDP,
    /// the extras), for the value of the year picked; figures computed here (per capita) have none.
    public let notes: [IndicatorCode: ObservationNote]

    /// Picks the figures of `economy` for `selection`.
    public init(
        economy: Economy, selection: YearSelection, extras: [IndicatorCode] = [], perCapita: [IndicatorCode] = []
    ) {
        let year: Int? = if case .year(let year) = selection { year } else { nil }
        self.init(
            economy: economy, year: year, population: Self.pick(economy, .population, selection),
            gdp: Self.pick(economy, .gdp, selection), extraCodes: extras,
            extras: extras.map { Self.pick(economy, $0, selection) },
            perCapita: perCapita.map { Self.pick(economy, $0, selection) },
            people: { economy.value(.population, in: $0) })
    }

    /// The rows of `economy` for each of `years`, as ``init(economy:selection:extras:perCapita:)``
    /// makes them for `.year`, each indicator's values found once, not once a year: a panel of 60
    /// indicators over 35 years asked the economy's values 2,100 times per economy.
    public static func rows(
        of economy: Economy, years: [Int], extras: [IndicatorCode] = [], perCapita: [IndicatorCode] = []
    ) -> [CountryRow] {
        let (population, gdp) = (economy.values[.population], economy.values[.gdp])
        let extraSeries = extras.map { economy.values[$0] }
        let perCapitaSeries = perCapita.map { economy.values[$0] }
        func value(_ series: [Int: Double]?, _ year: Int) -> YearValue? {
            series?[year].map { YearValue(year: year, value: $0) }
        }
        return years.map { year in
            CountryRow(
                economy: economy, year: year, population: value(population, year), gdp: value(gdp, year),
                extraCodes: extras, extras: extraSeries.map { value($0, year) },
                perCapita: perCapitaSeries.map { value($0, year) }, people: { population?[$0] })
        }
    }

    /// The row of the figures picked; `people` gives the population of a year, which the per-capita
    /// figures divide by (that of their own year, never of another).
    private init(
        economy: Economy, year: Int?, population: YearValue?, gdp: YearValue?, extraCodes: [IndicatorCode],
        extras: [YearValue?], perCapita: [YearValue?], people: (Int) -> Double?
    ) {
        country = economy.country
        self.year = year
        self.population = population
        self.gdp = gdp
        if let gdp, let people = people(gdp.year), people > 0 {
            gdpPerCapita = YearValue(year: gdp.year, value: gdp.value / people)
            perCapitaPopulation = people
        } else {
            gdpPerCapita = nil
            perCapitaPopulation = nil
        }
        self.extras = extras
        var notes: [IndicatorCode: ObservationNote] = [:]
        if !economy.notes.isEmpty {
            for (code, value) in zip([.population, .gdp] + extraCodes, [population, gdp] + extras) {
                if let value, let note = economy.note(code, in: value.year) { notes[code] = note }
            }
        }
        self.notes = notes
        perPerson = perCapita.map { value in
            value.flatMap { value in
                people(value.year).flatMap { people in
                    people > 0 ? YearValue(year: value.year, value: value.value / people) : nil
                }
            }
        }
    }

    private static func pick(_ economy: Economy, _ code: IndicatorCode, _ selection: YearSelection) -> YearValue? {
        switch selection {
        case .year(let year): economy.value(code, in: year).map { YearValue(year: year, value: $0) }
        case .latest: economy.latest(code)
        case .range(_, let last): economy.value(code, in: last).map { YearValue(year: last, value: $0) }
        }
    }
}
