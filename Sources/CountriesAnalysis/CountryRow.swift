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
        country = economy.country
        if case .year(let year) = selection { self.year = year } else { year = nil }
        population = Self.pick(economy, .population, selection)
        gdp = Self.pick(economy, .gdp, selection)
        if let gdp, let people = economy.value(.population, in: gdp.year), people > 0 {
            gdpPerCapita = YearValue(year: gdp.year, value: gdp.value / people)
            perCapitaPopulation = people
        } else {
            gdpPerCapita = nil
            perCapitaPopulation = nil
        }
        self.extras = extras.map { Self.pick(economy, $0, selection) }
        var notes: [IndicatorCode: ObservationNote] = [:]
        for (code, value) in zip([.population, .gdp] + extras, [population, gdp] + self.extras) {
            if let value, let note = economy.note(code, in: value.year) { notes[code] = note }
        }
        self.notes = notes
        perPerson = perCapita.map { code in
            Self.pick(economy, code, selection).flatMap { value in
                economy.value(.population, in: value.year).flatMap { people in
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
