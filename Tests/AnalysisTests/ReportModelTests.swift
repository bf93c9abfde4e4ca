import Analysis
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
}
