public import WorldBank

/// A region's population and GDP over recent years: what the report's trend charts draw.
///
/// A plain sum per year jumps when an economy enters or leaves the data (Latin America's GDP "fell"
/// 20.4 % in 2015 when Venezuela stopped reporting; the economies reporting both years fell 14.0 %).
/// So each line is chained (``method``): the last year with data holds the region's total, and each
/// earlier year is the next year's value times the change of the economies with a value in both.
public struct RegionTrend: Sendable, Hashable {
    /// The region.
    public let region: Classification
    /// One point per year, oldest first.
    public let points: [Point]
    /// The region's economies each line leaves out, by indicator: those without a figure in the
    /// line's last year, where it is anchored. Every point of a line is of the others, so a point
    /// is the region's total only when this is empty; a listing's "latest" total, which takes their
    /// older figures, differs by theirs, and a chart says so.
    public let without: [IndicatorCode: [String]]

    /// How the lines are built, in the words charts and `summary.json` use.
    public static let method =
        "chained: each year's change is that of the economies with figures in both years, "
        + "anchored at the last year's total"

    /// The values of one year.
    public struct Point: Sendable, Hashable {
        /// The calendar year.
        public let year: Int
        /// The region's population on the chained line; `nil` after its last year with data.
        public let population: Double?
        /// The region's GDP (current US$) on the chained line; `nil` after its last year with data.
        public let gdp: Double?
    }

    /// How many years a trend line covers, up to the newest year with any figure.
    public static let years = 20

    /// The trend of every region of `economies` over the `count` years up to the newest year with
    /// any figure, regions sorted by name.
    public static func trends(of economies: [Economy], count: Int = years) -> [RegionTrend] {
        guard let last = economies.compactMap(\.newestYear).max() else { return [] }
        let years = (last - count + 1)...last
        let regions = ClassificationMatcher.choices(from: economies.map(\.country.region))
        return regions.map { region in
            let members = economies.filter { $0.country.region.id == region.id }
            let (population, gdp) = (
                chained(.population, of: members, over: years), chained(.gdp, of: members, over: years)
            )
            var without: [IndicatorCode: [String]] = [:]
            for (code, line) in [(IndicatorCode.population, population), (.gdp, gdp)] {
                guard let end = line.keys.max() else { continue }
                let left = members.filter { $0.value(code, in: end) == nil }.map(\.country.id)
                if !left.isEmpty { without[code] = left }
            }
            return RegionTrend(
                region: region,
                points: years.map { Point(year: $0, population: population[$0], gdp: gdp[$0]) }, without: without)
        }
    }

    /// The chained line of `code` over `members`: the total of the last year of `years` with any
    /// value, then back year by year at the change of the economies with values in both years; the
    /// line stops at a year that shares no economy with the next.
    static func chained(_ code: IndicatorCode, of members: [Economy], over years: ClosedRange<Int>) -> [Int: Double] {
        guard
            let end = years.last(where: { year in members.contains { $0.value(code, in: year) != nil } }),
            var value = RegionSummary.sum(members.compactMap { $0.value(code, in: end) })
        else { return [:] }
        var line = [end: value]
        for year in stride(from: end - 1, through: years.lowerBound, by: -1) {
            let pairs = members.compactMap { economy in
                economy.value(code, in: year).flatMap { before in economy.value(code, in: year + 1).map { (before, $0) }
                }
            }
            let after = pairs.reduce(0) { $0 + $1.1 }
            guard after > 0 else { break }
            value *= pairs.reduce(0) { $0 + $1.0 } / after
            line[year] = value
        }
        return line
    }
}
