import Testing
import WorldBank

/// A period cuts a full history as the API answers it.
@Suite struct PeriodTests {
    /// Rows 0-7: B's years newest first, A's out of order (a tie at 2021), then B again.
    static let economies = ["B", "B", "B", "A", "A", "A", "A", "B"]
    static let years = [2022, 2021, 2019, 2020, 2021, 2019, 2021, 2023]

    static func cut(_ period: Period) -> [Int] {
        period.positions(years: years, economies: economies, inCodeOrder: <)
    }

    @Test func theNewestValuesOfEachEconomyComeInCodeOrderNewestFirst() {
        // A: 2021 at rows 4 and 6 (the earlier row first), then 2020; B, from both of its runs: 2023, 2022.
        #expect(Self.cut(.mostRecentNonEmpty(2)) == [4, 6, 7, 0])
        #expect(Self.cut(.mostRecentNonEmpty(1)) == [4, 7])
        #expect(Self.cut(.mostRecentNonEmpty(9)) == [4, 6, 3, 5, 7, 0, 1, 2])
        #expect(Self.cut(.mostRecentNonEmpty(0)) == [])
    }

    @Test func yearsRangesAndTheNewestYearsKeepTheHistorysOrder() {
        #expect(Self.cut(.year(2021)) == [1, 4, 6])
        #expect(Self.cut(.range(2020, 2021)) == [1, 3, 4, 6])
        #expect(Self.cut(.mostRecent(2)) == [0, 7])
        #expect(Self.cut(.history) == Array(0..<8))
        #expect(Period.mostRecentNonEmpty(1).positions(years: [], economies: [String](), inCodeOrder: <) == [])
    }
}
