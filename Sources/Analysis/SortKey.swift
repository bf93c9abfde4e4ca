public import WorldBank

/// The order a listing is sorted in (`--sort`): by name, or by any figure a listing can show of an
/// economy (a measure, its growth, its shares, its rank), named as its CSV column is.
public struct SortKey: Sendable, Hashable, CustomStringConvertible {
    /// A figure a listed row holds: population, GDP, GDP per capita, an extra indicator, or an
    /// indicator per person.
    public enum Figure: Sendable, Hashable {
        /// `SP.POP.TOTL`.
        case population
        /// `NY.GDP.MKTP.CD`.
        case gdp
        /// GDP over the population of the same year.
        case gdpPerCapita
        /// An extra indicator (`--indicator`).
        case indicator(IndicatorCode)
        /// An indicator over the population of its year (`--per-capita`).
        case perPerson(IndicatorCode)

        /// Its CSV column and JSON member, the name every output and `--sort` use (`gdp_usd`).
        public var key: String {
            switch self {
            case .population: "population"
            case .gdp: "gdp_usd"
            case .gdpPerCapita: "gdp_per_capita_usd"
            case .indicator(let code): code.rawValue
            case .perPerson(let code): "\(code.rawValue)_per_person"
            }
        }

        /// Its value and year in `row`.
        public func value(in row: CountryRow, of query: ListQuery) -> YearValue? {
            switch self {
            case .population: row.population
            case .gdp: row.gdp
            case .gdpPerCapita: row.gdpPerCapita
            case .indicator(let code): query.extras.firstIndex(of: code).flatMap { row.extras[$0] }
            case .perPerson(let code): query.perCapita.firstIndex(of: code).flatMap { row.perPerson[$0] }
            }
        }

        /// The indicator it is, for one the Bank publishes; `nil` for a ratio computed here.
        public var code: IndicatorCode? {
            switch self {
            case .population: .population
            case .gdp: .gdp
            case .indicator(let code): code
            case .gdpPerCapita, .perPerson: nil
            }
        }

        /// The figures a listing of `query` shows, in column order.
        public static func listed(in query: ListQuery) -> [Figure] {
            [.population, .gdp, .gdpPerCapita] + query.extras.map(Figure.indicator)
                + query.perCapita.map(Figure.perPerson)
        }
    }

    /// What is computed from a figure: the figure itself, its growth over a range or from the year
    /// before, its share of the region or of the listed total, or its rank among those listed.
    public enum Statistic: Sendable, Hashable, CaseIterable {
        /// The figure itself.
        case value
        /// Compound annual growth over the range, in percent (`--growth`).
        case compoundGrowth
        /// Change from the year before, in percent (`--growth`).
        case change
        /// Share of its region's total, in percent (`--share`).
        case shareOfRegion
        /// Share of the listed economies' total, in percent (`--share`).
        case shareOfListed
        /// Rank among the listed economies, 1 for the largest (`--rank`).
        case rank

        /// What follows the figure's key in the column's name (`_cagr_pct`).
        public var suffix: String {
            switch self {
            case .value: ""
            case .compoundGrowth: "_cagr_pct"
            case .change: "_change_pct"
            case .shareOfRegion: "_share_region_pct"
            case .shareOfListed: "_share_listed_pct"
            case .rank: "_rank"
            }
        }
    }

    /// The figure sorted by; `nil` for the name.
    public let figure: Figure?
    /// What of the figure is sorted by.
    public let statistic: Statistic

    /// Sorts by `statistic` of `figure`.
    public init(_ figure: Figure, _ statistic: Statistic = .value) {
        self.figure = figure
        self.statistic = statistic
    }

    private init() {
        figure = nil
        statistic = .value
    }

    /// Alphabetical by economy name.
    public static let name = SortKey()
    /// By population.
    public static let population = SortKey(.population)
    /// By GDP.
    public static let gdp = SortKey(.gdp)
    /// By GDP per capita.
    public static let gdpPerCapita = SortKey(.gdpPerCapita)

    /// The column's name (`gdp_usd_cagr_pct`), or `name`.
    public var description: String { figure.map { $0.key + statistic.suffix } ?? "name" }

    /// True when a listing of `query` shows this key's column.
    public func isShown(in query: ListQuery) -> Bool {
        guard let figure else { return true }
        let isPanel = !query.year.years.isEmpty
        switch statistic {
        case .value: return true
        case .compoundGrowth, .change: return query.growth && isPanel
        case .shareOfRegion, .shareOfListed:
            guard query.share, !isPanel, let code = figure.code else { return false }
            return IndicatorCode.core.contains(code) || query.summable.contains(code)
        case .rank: return query.rank
        }
    }

    /// Every key a listing of `query` could sort by, shown or not, in column order.
    public static func all(for query: ListQuery) -> [SortKey] {
        [.name] + Figure.listed(in: query).flatMap { figure in Statistic.allCases.map { SortKey(figure, $0) } }
    }

    /// The key `text` names among those of `query`: a column's name whatever its case, with `-` for
    /// `_` and without its units (`gdp-cagr` for `gdp_usd_cagr_pct`, `gdp-per-capita`).
    public static func named(_ text: String, for query: ListQuery) -> SortKey? {
        let wanted = loose(text)
        return all(for: query).first { loose($0.description) == wanted }
    }

    /// `name` lower-cased, with `_` for `-` and without the unit words `usd` and `pct`.
    private static func loose(_ name: String) -> String {
        name.lowercased().replacing("-", with: "_").split(separator: "_").filter { $0 != "usd" && $0 != "pct" }
            .joined(separator: "_")
    }

    /// The value each economy of `series` (its rows in the listed year, or each year of a range) is
    /// sorted by: the figure in the listed year (the last of a range), its growth, its share of the
    /// region in `regionTotals`; a share of the listed total and a rank sort as the figure does.
    /// `nil` for the name.
    func values(of series: [EconomySeries], query: ListQuery, regionTotals: [String: [IndicatorCode: Double]])
        -> [Double?]?
    {
        guard let figure else { return nil }
        let years = query.year.years
        func value(_ row: CountryRow?) -> Double? { row.flatMap { figure.value(in: $0, of: query)?.value } }
        return series.map { series in
            let last = series.rows.last
            switch statistic {
            case .value, .shareOfListed, .rank:
                return value(last)
            case .compoundGrowth:
                let byYear = series.rows.reduce(into: [Int: Double]()) { byYear, row in
                    if let year = row.year, let value = value(row) { byYear[year] = value }
                }
                return Growth.compoundAnnual(byYear)?.percent
            case .change:
                return years.count < 2
                    ? nil : Growth.change(from: value(series.row(years[years.count - 2])), to: value(last))
            case .shareOfRegion:
                guard let last, let value = value(last), let code = figure.code,
                    let total = regionTotals[last.country.region.id]?[code], total > 0
                else { return nil }
                return value / total * 100
            }
        }
    }

    /// True when smaller values come first unless `--desc`: a rank's order is its figure's reversed.
    var isReversed: Bool { statistic == .rank }
}
