public import WorldBank

/// One economy's rows over the years of a range: a row of the wide layout.
public struct EconomySeries: Sendable, Hashable {
    /// The economy (or aggregate).
    public let country: Country
    /// One row per year, oldest first.
    public internal(set) var rows: [CountryRow]

    /// The row of `year`, if the range holds it.
    public func row(_ year: Int) -> CountryRow? {
        rows.first { $0.year == year }
    }
}
