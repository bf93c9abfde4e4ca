/// One real economy with the figures of every indicator that was asked for: the merged row.
public struct Economy: Sendable, Hashable, Codable {
    /// The economy's entry in the country list.
    public let country: Country
    /// The non-empty values of each indicator by year.
    public let values: [IndicatorCode: [Int: Double]]

    /// Creates a merged row.
    public init(country: Country, values: [IndicatorCode: [Int: Double]]) {
        self.country = country
        self.values = values
    }

    /// The value of `indicator` in `year`, `nil` when the Bank has none.
    public func value(_ indicator: IndicatorCode, in year: Int) -> Double? {
        values[indicator]?[year]
    }

    /// The most recent non-empty value of `indicator`, with its year.
    public func latest(_ indicator: IndicatorCode) -> YearValue? {
        values[indicator]?.max { $0.key < $1.key }.map { YearValue(year: $0.key, value: $0.value) }
    }
}
