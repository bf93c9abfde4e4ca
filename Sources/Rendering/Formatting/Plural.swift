import Analysis

/// Counts with their noun: `1 economy`, `48 economies`.
enum Plural {
    static func economies(_ count: Int) -> String { count == 1 ? "1 economy" : "\(count) economies" }

    /// `48 economies`, or `2 aggregates` for the World Bank's own aggregates.
    static func rows(_ rows: [CountryRow]) -> String {
        let aggregates = rows.count { $0.country.isAggregate }
        guard aggregates == rows.count, aggregates > 0 else { return economies(rows.count) }
        return aggregates == 1 ? "1 aggregate" : "\(aggregates) aggregates"
    }
}
