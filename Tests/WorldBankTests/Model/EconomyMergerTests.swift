import Testing
import WorldBank

/// Merging drops aggregates by region id, never by an empty capital.
@Suite struct EconomyMergerTests {
    static func country(_ id: String, _ iso2: String, region: String, capital: String?) -> Country {
        Country(
            id: id, iso2Code: iso2, name: id, region: Classification(id: region, iso2Code: "", name: region),
            adminRegion: Classification(id: "", iso2Code: "", name: ""),
            incomeLevel: Classification(id: "HIC", iso2Code: "XD", name: "High income"),
            lendingType: Classification(id: "LNX", iso2Code: "XX", name: "Not classified"),
            capitalCity: capital, longitude: nil, latitude: nil)
    }

    @Test func aggregatesGoEconomiesWithoutACapitalStay() {
        let countries = [
            Self.country("HKG", "HK", region: "EAS", capital: ""),
            Self.country("WLD", "1W", region: "NA", capital: ""),
            Self.country("KOR", "KR", region: "EAS", capital: "Seoul"),
        ]
        let population = IndicatorDataset(
            indicator: .population, name: "Population, total",
            metadata: DatasetMetadata(sourceID: "2", lastUpdated: "2026-03-20"),
            observations: [
                Observation(economyID: "HKG", economyISO2: "HK", indicator: .population, year: 2022, value: 7_346_100),
                Observation(
                    economyID: "WLD", economyISO2: "1W", indicator: .population, year: 2022, value: 7_989_545_217),
                Observation(economyID: "", economyISO2: "KR", indicator: .population, year: 2022, value: 51_672_569),
                Observation(economyID: "KOR", economyISO2: "KR", indicator: .population, year: 2021, value: nil),
            ])

        let economies = EconomyMerger.merge(entries: countries.withoutAggregates, datasets: [population])

        #expect(economies.map(\.country.id) == ["HKG", "KOR"])
        #expect(economies.map { $0.value(.population, in: 2022) } == [7_346_100, 51_672_569])
        #expect(economies[1].values[.population] == [2022: 51_672_569])
    }

    @Test func latestPicksTheNewestYearWithAValue() {
        let economy = Economy(
            country: Self.country("VEN", "VE", region: "LCN", capital: "Caracas"),
            values: [.gdp: [2013: 258_993_600_000, 2014: 482_359_318_767.703]])
        #expect(economy.latest(.gdp) == YearValue(year: 2014, value: 482_359_318_767.703))
        #expect(economy.latest(.population) == nil)
    }
}
