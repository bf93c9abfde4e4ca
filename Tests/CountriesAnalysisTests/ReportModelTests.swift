import CountriesAnalysis
import Foundation
import Observation
import Synchronization
import Testing
import WorldBank

/// Sorting, filtering, limits and grouping of the report model.
@Suite @MainActor struct ReportModelTests {
    static func economy(_ id: String, region: String, population: Double?, gdp: Double?) -> Economy {
        Economy(
            country: Country(
                id: id, iso2Code: String(id.prefix(2)), name: id,
                region: Classification(
                    id: region, iso2Code: "", name: region == "EAS" ? "East Asia & Pacific" : "Europe & Central Asia"),
                adminRegion: Classification(id: "", iso2Code: "", name: ""),
                incomeLevel: Classification(id: "HIC", iso2Code: "XD", name: "High income"),
                lendingType: Classification(id: "LNX", iso2Code: "XX", name: "Not classified"), capitalCity: nil,
                longitude: nil, latitude: nil),
            values: [
                .population: population.map { [2022: $0] } ?? [:], .gdp: gdp.map { [2022: $0] } ?? [:],
            ])
    }

    static let economies = [
        economy("KOR", region: "EAS", population: 51_672_569, gdp: 1_673_916_511_799.7087),
        economy("HKG", region: "EAS", population: 7_346_100, gdp: 358_696_261_481.1598),
        economy("DEU", region: "ECS", population: 83_797_985, gdp: nil),
        economy("ISL", region: "ECS", population: 382_003, gdp: 28_064_201_762.1),
    ]

    static func listing(_ query: ListQuery) -> Listing {
        ReportModel(economies: economies, query: query).listing
    }

    @Test func sortingByAValuePutsMissingValuesLastInBothDirections() {
        let ascending = Self.listing(ListQuery(year: .year(2022), sort: .gdp))
        let descending = Self.listing(ListQuery(year: .year(2022), sort: .gdp, descending: true))
        #expect(ascending.rows.map(\.country.id) == ["ISL", "HKG", "KOR", "DEU"])
        #expect(descending.rows.map(\.country.id) == ["KOR", "HKG", "ISL", "DEU"])
    }

    @Test func groupsFollowRegionNamesWithTheirOwnTotals() {
        let listing = Self.listing(ListQuery(year: .year(2022), sort: .population, descending: true, limit: 3))
        #expect(listing.rows.map(\.country.id) == ["DEU", "KOR", "HKG"])
        #expect(listing.groups.map(\.region.id) == ["EAS", "ECS"])
        #expect(listing.groups.map { $0.rows.map(\.country.id) } == [["KOR", "HKG"], ["DEU"]])
        #expect(listing.total.population == Double(51_672_569 + 7_346_100 + 83_797_985))
        #expect(listing.total.missingGDP == 1)
    }

    @Test func changingTheQueryNotifiesObserversOfTheListing() {
        let model = ReportModel(economies: Self.economies, query: ListQuery(year: .year(2022)))
        let changed = Mutex(false)
        let before = withObservationTracking {
            model.listing
        } onChange: {
            changed.withLock { $0 = true }
        }
        model.query.sort = .population

        #expect(changed.withLock { $0 })
        #expect(before.rows.map(\.country.id) == ["DEU", "HKG", "ISL", "KOR"])
        #expect(model.listing.rows.map(\.country.id) == ["ISL", "HKG", "KOR", "DEU"])
    }

    @Test func totalsByRegionEndWithTheTotalOfAll() {
        let model = ReportModel(economies: Self.economies, query: ListQuery(year: .year(2022)))
        let totals = model.totals(by: .region)
        #expect(totals.map { $0.region?.id } == ["EAS", "ECS", nil])
        #expect(totals.map(\.population) == [51_672_569 + 7_346_100, 83_797_985 + 382_003, 143_198_657])
        #expect(totals.map(\.missingGDP) == [0, 1, 1])
    }

    @Test func totalsByIncomeLevelRegroupTheSameEconomies() {
        let totals = ReportModel(economies: Self.economies, query: ListQuery(year: .year(2022))).totals(by: .income)
        #expect(totals.map { $0.region?.id } == ["HIC", nil])
        #expect(totals.map(\.population) == [143_198_657, 143_198_657])
    }

    @Test func totalsOfARangeHaveEachYearsGroupsAndTotal() {
        let totals = ReportModel(economies: Self.economies, query: ListQuery(year: .range(2021, 2022)))
            .totals(by: .region)
        #expect(totals.map(\.year) == [2021, 2021, 2021, 2022, 2022, 2022])
        #expect(totals.map(\.population) == [nil, nil, nil, 51_672_569 + 7_346_100, 83_797_985 + 382_003, 143_198_657])
    }

    @Test func profilesComeInTheOrderAskedEachOnceAndShareTheirLastYear() {
        let model = ReportModel(economies: Self.economies)
        let countries = ["ISL", "KOR", "ISL"].compactMap { id in Self.economies.first { $0.country.id == id }?.country }
        let profiles = model.profiles(of: countries, count: 3)
        #expect(profiles.map(\.country.id) == ["ISL", "KOR"])
        #expect(profiles.map { $0.years.map(\.year) } == [[2020, 2021, 2022], [2020, 2021, 2022]])
    }

    @Test func theReportDocumentIsTheListingOfTheScopeWithItsLargestEconomies() {
        let model = ReportModel(
            economies: Self.economies, query: ListQuery(region: Self.economies[0].country.region, year: .year(2022)))
        let document = model.document(
            title: "East Asia", changes: nil, generatedAt: Date(timeIntervalSince1970: 0), freshness: nil)
        #expect(document.listing.rows.map(\.country.id) == ["HKG", "KOR"])
        #expect(document.largest.map(\.country.id) == ["KOR", "HKG"])
        #expect(document.total.population == Double(51_672_569 + 7_346_100))
        #expect(document.listing == model.listing, "the report draws the same listing as the command")
    }
}
