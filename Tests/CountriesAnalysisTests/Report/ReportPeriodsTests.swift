import CountriesAnalysis
import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// A report asks for each economy's 20 newest values (and a year before them), not the full
/// histories: on the real data it must show exactly what the full histories show.
@Suite struct ReportPeriodsTests {
    static let snapshot = BundledSnapshot(folder: RepositoryPaths.snapshot)

    /// The country list with population and GDP cut to `periods`, as the API answers them.
    static func data(_ periods: [Period]) throws -> EconomyData {
        let countries = try #require(try snapshot.file(.countries).countries)
        let datasets = try periods.flatMap { period in
            try IndicatorCode.core.map { try snapshot.indicator($0, period: period).0 }
        }
        return EconomyData(countries: countries, datasets: datasets)
    }

    /// The report of `year` (of one region when `region` is set) as `countries report` builds it.
    static func document(_ data: EconomyData, year: YearSelection, region: Classification?) -> ReportDocument {
        let (economies, aggregates) = data.economiesAndAggregates
        let query = ListQuery(region: region, year: year)
        let scoped = query.select(from: economies)
        return ReportDocument(
            title: "", listing: Listing.make(selected: scoped, query: query), changes: nil,
            generatedAt: Date(timeIntervalSince1970: 0), trends: RegionTrend.trends(of: scoped), economies: scoped,
            aggregates: aggregates)
    }

    @Test(arguments: [
        (YearSelection.latest, 2026), (.year(2022), 2026), (.year(2007), 2026), (.year(2006), 2026),
        (.year(1990), 2026), (.year(1960), 2026), (.latest, 2040), (.year(2022), 2040),
    ])
    func theNewestValuesGiveTheReportOfTheFullHistories(year: YearSelection, thisYear: Int) throws {
        let (period, also) = year.periodsWithRecentValues(thisYear: thisYear)
        let windowed = try Self.data([period] + (also.map { [$0] } ?? []))
        let full = try Self.data([.history])
        let africa = Classification(id: "SSF", iso2Code: "ZG", name: "Sub-Saharan Africa")

        #expect(Self.document(windowed, year: year, region: nil) == Self.document(full, year: year, region: nil))
        #expect(Self.document(windowed, year: year, region: africa) == Self.document(full, year: year, region: africa))
        // Not the histories again: at most 20 values per entry and indicator, and one year.
        let count = { (data: EconomyData) in data.datasets.map(\.observations.count).reduce(0, +) }
        #expect(count(windowed) * 2 < count(full))
    }

    @Test func aYearIsAskedForBesideTheNewestValuesOnlyWhenTheyMayNotHoldIt() {
        #expect(YearSelection.latest.periodsWithRecentValues(thisYear: 2026) == (.mostRecentNonEmpty(20), nil))
        #expect(YearSelection.year(2007).periodsWithRecentValues(thisYear: 2026) == (.mostRecentNonEmpty(20), nil))
        #expect(
            YearSelection.year(2006).periodsWithRecentValues(thisYear: 2026) == (.mostRecentNonEmpty(20), .year(2006)))
    }
}
