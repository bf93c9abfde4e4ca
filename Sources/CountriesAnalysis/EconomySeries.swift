public import WorldBank

/// One economy's rows over the years of a range: a row of the wide layout.
public struct EconomySeries: Sendable, Hashable {
    /// The economy (or aggregate).
    public let country: Country
    /// One row per year, oldest first.
    public internal(set) var rows: [CountryRow]

    /// The row of `year`, if the range holds it.
    ///
    /// Found by position when the rows are the range's years one after another, as they are made:
    /// a wide panel asks this once per cell (60 indicators over 35 years are 2,100 cells an
    /// economy), and scanning the rows, each copied in turn, took seconds.
    public func row(_ year: Int) -> CountryRow? {
        if !rows.isEmpty, let first = rows[0].year {
            let position = year - first
            if rows.indices.contains(position), rows[position].year == year { return rows[position] }
        }
        return rows.firstIndex { $0.year == year }.map { rows[$0] }
    }
}
