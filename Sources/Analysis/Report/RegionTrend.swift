public import WorldBank

/// A region's population and GDP over recent years: what the report's trend charts draw.
///
/// Each year sums the economies that have a value that year, so a trend is built from the same
/// figures as the tables; an economy whose series starts late joins the sum when its data does.
public struct RegionTrend: Sendable, Hashable {
    /// The region.
    public let region: Classification
    /// One point per year, oldest first.
    public let points: [Point]

    /// The sums of one year.
    public struct Point: Sendable, Hashable {
        /// The calendar year.
        public let year: Int
        /// Total population of the region's economies with a value; `nil` when none has one.
        public let population: Double?
        /// Total GDP (current US$) of the region's economies with a value; `nil` when none has one.
        public let gdp: Double?
    }

    /// The trend of every region of `economies` over the `count` years up to the newest year with
    /// any figure, regions sorted by name.
    public static func trends(of economies: [Economy], count: Int = 20) -> [RegionTrend] {
        guard let last = economies.compactMap(\.newestYear).max() else { return [] }
        let regions = ClassificationMatcher.choices(from: economies.map(\.country.region))
        return regions.map { region in
            let members = economies.filter { $0.country.region.id == region.id }
            return RegionTrend(
                region: region,
                points: ((last - count + 1)...last).map { year in
                    Point(
                        year: year,
                        population: RegionSummary.sum(members.compactMap { $0.value(.population, in: year) }),
                        gdp: RegionSummary.sum(members.compactMap { $0.value(.gdp, in: year) }))
                })
        }
    }
}
