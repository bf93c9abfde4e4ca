public import WorldBank

/// One economy's rows over the years of a range: a row of the wide layout.
public struct EconomySeries: Sendable, Hashable {
    /// The economy (or aggregate).
    public let country: Country
    /// One row per year, oldest first.
    public internal(set) var rows: [CountryRow]

    /// The row of `year`, if the range holds it.
    public func row(_ year: Int) -> CountryRow? {
        position(of: year).map { rows[$0] }
    }

    /// What `pick` reads from the row of `year`, if the range holds it, without copying the row:
    /// a wide panel asks this once per cell (60 indicators over 35 years are 2,100 cells an
    /// economy), and a copied row is a dozen reference counts changed twice.
    @inlinable
    public func value<Value>(in year: Int, _ pick: (CountryRow) -> Value?) -> Value? {
        position(of: year).flatMap { pick(rows[$0]) }
    }

    /// The position of the row of `year`: found by arithmetic when the rows are the range's years
    /// one after another, as they are made.
    @usableFromInline
    func position(of year: Int) -> Int? {
        if !rows.isEmpty, let first = rows[0].year {
            let position = year - first
            if rows.indices.contains(position), rows[position].year == year { return position }
        }
        return rows.firstIndex { $0.year == year }
    }
}
