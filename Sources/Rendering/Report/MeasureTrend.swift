import CountriesAnalysis
import WorldBank

/// One measure's trend lines as the report shows them, a small chart per region in the page and a
/// table in `index.md`: each region's chained values by year, over the years from the first to the
/// last that any region has, so that no chart or row runs on past the data (GDP ends a year before
/// population).
struct MeasureTrend {
    /// One region's line, by year; `nil` before its first and after its last year with data.
    struct Line {
        let region: Classification
        let values: [Int: Double]
        /// The region's economies the line leaves out: those without a figure in its last year.
        let without: [String]

        /// `without CUB, VEN and 6 more (no 2023 figure)`, or nothing when the line holds them all.
        var withoutText: String? {
            guard let last = values.keys.max(), !without.isEmpty else { return nil }
            let named = without.prefix(4).joined(separator: ", ")
            return "without \(named)" + (without.count > 4 ? " and \(without.count - 4) more" : "")
                + " (no \(last) figure)"
        }
    }

    let measure: Measure
    let lines: [Line]
    /// From the first to the last year with any value.
    let years: ClosedRange<Int>

    /// `Population by region, 2005–2024`, `GDP by region, 2005–2023 (current US$)`.
    var title: String { measure.regionTitle(", \(years.lowerBound)–\(years.upperBound)") }

    /// The trended measures of `trends` that have any value, in the order of ``Measure/trended``.
    static func all(_ trends: [RegionTrend]) -> [MeasureTrend] {
        Measure.trended.compactMap { measure in
            guard let value = measure.trend else { return nil }
            let lines = trends.map { trend in
                Line(
                    region: trend.region,
                    values: Dictionary(
                        trend.points.compactMap { point in value(point).map { (point.year, $0) } },
                        uniquingKeysWith: { first, _ in first }),
                    without: measure.code.flatMap { trend.without[$0] } ?? [])
            }
            let years = lines.flatMap(\.values.keys)
            guard let first = years.min(), let last = years.max() else { return nil }
            return MeasureTrend(measure: measure, lines: lines, years: first...last)
        }
    }

    /// The heading over all of them: `Trends, 2005–2024`.
    static func heading(_ trends: [MeasureTrend]) -> String {
        guard let first = trends.map(\.years.lowerBound).min(), let last = trends.map(\.years.upperBound).max()
        else { return "Trends" }
        return "Trends, \(first)–\(last)"
    }
}
