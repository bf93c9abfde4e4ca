import CountriesAnalysis
import WorldBank

/// Counts with their noun: `1 economy`, `48 economies`, `1 try`, `2 tries`, so no message says
/// "after 1 tries".
public enum Plural {
    /// `count` and `noun`, the noun in its plural (`noun + "s"` unless given) when `count` is not 1.
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }

    static func economies(_ count: Int) -> String { Self.count(count, "economy", plural: "economies") }

    /// `48 economies`, or `2 aggregates` for the World Bank's own aggregates.
    static func rows(_ rows: [CountryRow]) -> String {
        let aggregates = rows.count { $0.country.isAggregate }
        guard aggregates == rows.count, aggregates > 0 else { return economies(rows.count) }
        return count(aggregates, "aggregate")
    }
}
