import CountriesAnalysis
import WorldBank

/// One figure the tool shows of an economy or a group: population, GDP, GDP per capita, or an
/// extra indicator. Its names, its kind and where its value sits in each kind of row are said here
/// once; every listing, region table, profile, comparison, report table and chart draws the
/// measures of ``core``, so that adding one is one entry here (and, for a figure the rows do not
/// hold yet, its field in `CountriesAnalysis`).
struct Measure: Sendable {
    /// What a sentence calls it (`population`, `GDP per capita`).
    let noun: String
    /// The column heading (`GDP (US$)`).
    let header: String
    /// The heading in a terminal table, where width is scarce (`GDP/capita`).
    let terminalHeader: String
    /// The CSV column and JSON member (`gdp_usd`).
    let key: String
    /// The CSV column and JSON member of its year in a "latest" listing (`gdp_year`); a ratio says
    /// its year too (`gdp_per_capita_year`, GDP's year, whose population it divides by), so that
    /// nobody divides a 2011 GDP by the 2024 population beside it.
    let yearKey: String?
    /// How people see it.
    let kind: ColumnKind
    /// The currency titles name (`US$`); `nil` for a count.
    let unit: String?
    /// The indicator it is, for a figure the Bank publishes; `nil` for one computed here.
    let code: IndicatorCode?
    /// Where its value sits in a listed row.
    let place: Place
    /// Its total over a group of economies; `nil` when it has none.
    let total: (@Sendable (RegionSummary) -> Double?)?
    /// Its value in one year of a profile; `nil` when profiles leave it out.
    let profile: (@Sendable (EconomyProfile.ProfileYear) -> Double?)?
    /// Its sum over a region in one year; `nil` when it is not a sum (a ratio has no trend).
    let trend: (@Sendable (RegionTrend.Point) -> Double?)?

    /// Where a measure's value sits in a ``CountryRow``: a case, not a closure, so that a cell reads
    /// the field in place (a wide panel reads 600,000 cells, and a row handed to a closure was
    /// copied each time).
    enum Place: Sendable {
        case population, gdp, gdpPerCapita
        /// The `index`th of the row's ``CountryRow/extras``.
        case extra(Int)
        /// The `index`th of the row's ``CountryRow/perPerson``.
        case perPerson(Int)
    }

    /// Its value and year in a listed row.
    func row(_ row: CountryRow) -> YearValue? {
        switch place {
        case .population: row.population
        case .gdp: row.gdp
        case .gdpPerCapita: row.gdpPerCapita
        case .extra(let index): row.extras.indices.contains(index) ? row.extras[index] : nil
        case .perPerson(let index): row.perPerson.indices.contains(index) ? row.perPerson[index] : nil
        }
    }

    /// The name at the start of a title (`Population`, `GDP per capita`).
    var title: String { noun.prefix(1).uppercased() + noun.dropFirst() }

    /// The title with its unit (`GDP (US$)`).
    var titleWithUnit: String { title + (unit.map { " (\($0))" } ?? "") }

    /// The title of a chart by region, `detail` after it: `GDP by region, 2005–2024 (current US$)`.
    func regionTitle(_ detail: String = "") -> String {
        "\(title) by region\(detail)" + (unit.map { " (current \($0))" } ?? "")
    }

    /// People in each economy or group.
    static let population = Measure(
        noun: "population", header: "Population", terminalHeader: "Population", key: SortKey.Figure.population.key,
        yearKey: "population_year", kind: .quantity, unit: nil, code: .population, place: .population,
        total: \.population, profile: \.population, trend: \.population)

    /// Gross domestic product in current US dollars.
    static let gdp = Measure(
        noun: "GDP", header: "GDP (US$)", terminalHeader: "GDP (US$)", key: SortKey.Figure.gdp.key, yearKey: "gdp_year",
        kind: .money, unit: "US$", code: .gdp, place: .gdp, total: \.gdp, profile: \.gdp, trend: \.gdp)

    /// GDP over the population of the same year.
    static let gdpPerCapita = Measure(
        noun: "GDP per capita", header: "GDP per capita", terminalHeader: "GDP/capita",
        key: SortKey.Figure.gdpPerCapita.key,
        yearKey: "gdp_per_capita_year", kind: .moneyPerHead, unit: "US$", code: nil, place: .gdpPerCapita,
        total: \.gdpPerCapita, profile: \.gdpPerCapita, trend: nil)

    /// The measures every view shows, in order.
    static let core = [population, gdp, gdpPerCapita]

    /// The measures that are sums over time: the report's trend charts and the profile's sparklines.
    static var trended: [Measure] { core.filter { $0.trend != nil } }

    /// The core measures, then the extra indicators `extras` (`--indicator`) in the order asked,
    /// then those of `perCapita` per person.
    /// An extra is totalled as a sum when it is among `summable`, else as a population-weighted mean.
    static func listed(
        with extras: [IndicatorCode], perCapita: [IndicatorCode] = [], summable: Set<IndicatorCode> = []
    ) -> [Measure] {
        core + extras.enumerated().map { index, code in extra(code, at: index, summable: summable.contains(code)) }
            + perCapita.enumerated().map { index, code in
                Measure(
                    noun: "\(code.rawValue) per person", header: "\(code.rawValue) per person",
                    terminalHeader: "\(code.rawValue)/person", key: SortKey.Figure.perPerson(code).key,
                    yearKey: "\(SortKey.Figure.perPerson(code).key)_year",
                    kind: .quantity, unit: nil, code: nil,
                    place: .perPerson(index), total: nil,
                    profile: nil, trend: nil)
            }
    }

    /// The measures a listing of `query` shows.
    static func listed(for query: ListQuery) -> [Measure] {
        listed(with: query.extras, perCapita: query.perCapita, summable: query.summable)
    }

    /// True when its values add up over economies (population, GDP, a summable extra of `query`):
    /// a share of a total means something only then; a ratio computed here never adds up.
    func isSummable(in query: ListQuery) -> Bool {
        guard let code else { return false }
        return IndicatorCode.core.contains(code) || query.summable.contains(code)
    }

    /// The extra indicator `code` (`--indicator`), the `index`th of a row's extras; its total is a
    /// sum when it is `summable`, else the population-weighted mean.
    static func extra(_ code: IndicatorCode, at index: Int, summable: Bool = false) -> Measure {
        Measure(
            noun: code.rawValue, header: code.rawValue, terminalHeader: code.rawValue,
            key: SortKey.Figure.indicator(code).key,
            yearKey: "\(code.rawValue)_year", kind: .quantity, unit: nil, code: code,
            place: .extra(index),
            total: { summary in
                let totals = summable ? summary.extraSums : summary.extraMeans
                return totals.indices.contains(index) ? totals[index] : nil
            },
            profile: nil, trend: nil)
    }

    /// The measure of the indicator `code`: a core one, else an extra.
    static func of(_ code: IndicatorCode) -> Measure {
        core.first { $0.code == code } ?? extra(code, at: -1)
    }
}
