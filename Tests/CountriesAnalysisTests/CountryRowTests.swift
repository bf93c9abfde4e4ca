import CountriesAnalysis
import Testing
import WorldBank

/// Rows pick the right year and never divide by another year's population.
@Suite struct CountryRowTests {
    static let venezuela = Country(
        id: "VEN", iso2Code: "VE", name: "Venezuela, RB",
        region: Classification(id: "LCN", iso2Code: "ZJ", name: "Latin America & Caribbean "),
        adminRegion: Classification(
            id: "LAC", iso2Code: "XJ", name: "Latin America & Caribbean (excluding high income)"),
        incomeLevel: Classification(id: "INX", iso2Code: "XY", name: "Not classified"),
        lendingType: Classification(id: "IBD", iso2Code: "XF", name: "IBRD"), capitalCity: "Caracas",
        longitude: -69.8371,
        latitude: 9.08165)

    /// Venezuela's real figures: GDP stops in 2014, population goes on to 2024.
    static let economy = Economy(
        country: venezuela,
        values: [
            .population: [2014: 30_193_258, 2023: 28_300_854, 2024: 28_405_543],
            .gdp: [2013: 258_993_600_000, 2014: 482_359_318_767.703],
        ])

    @Test func latestPairsGDPWithThePopulationOfItsOwnYear() {
        let row = CountryRow(economy: Self.economy, selection: .latest)
        #expect(row.population == YearValue(year: 2024, value: 28_405_543))
        #expect(row.gdp == YearValue(year: 2014, value: 482_359_318_767.703))
        #expect(row.gdpPerCapita == YearValue(year: 2014, value: 482_359_318_767.703 / 30_193_258))
        #expect(row.perCapitaPopulation == 30_193_258)
        #expect(row.country.region.name == "Latin America & Caribbean")
    }

    @Test func aYearWithoutGDPHasNoPerCapitaFigure() {
        let row = CountryRow(economy: Self.economy, selection: .year(2023))
        #expect(row.population == YearValue(year: 2023, value: 28_300_854))
        #expect(row.gdp == nil)
        #expect(row.gdpPerCapita == nil)
    }

    @Test func regionTotalsDivideOnlyOverEconomiesWithBothFigures() {
        let rows = [
            CountryRow(economy: Self.economy, selection: .year(2023)),
            CountryRow(
                economy: Economy(
                    country: Self.venezuela, values: [.population: [2023: 1_000_000], .gdp: [2023: 5_000_000_000]]),
                selection: .year(2023)),
        ]
        let summary = RegionSummary(region: Self.venezuela.region, rows: rows)
        #expect(summary.population == 29_300_854)
        #expect(summary.gdp == 5_000_000_000)
        #expect(summary.gdpPerCapita == 5_000)
        #expect(summary.missingGDP == 1)
        #expect(summary.missingPopulation == 0)
    }

    /// Kenya's and Uganda's real 2022 population and GDP, with GDP also asked for as an extra.
    @Test func extrasTotalAsSumsAndPopulationWeightedMeans() {
        let economies = [
            ("KEN", 54_252_461.0, 113_419_826_113.90314), ("UGA", 47_312_719.0, 45_565_333_216.414154),
        ].map { id, people, gdp in
            Economy(
                country: Country(
                    id: id, iso2Code: "", name: id, region: Self.venezuela.region, adminRegion: .blank,
                    incomeLevel: Self.venezuela.incomeLevel, lendingType: .blank, capitalCity: nil, longitude: nil,
                    latitude: nil),
                values: [.population: [2022: people], .gdp: [2022: gdp]])
        }
        let rows = economies.map { CountryRow(economy: $0, selection: .year(2022), extras: [.gdp, .population]) }
        let summary = RegionSummary(region: nil, rows: rows)
        #expect(summary.extraSums == [113_419_826_113.90314 + 45_565_333_216.414154, 54_252_461 + 47_312_719])
        let people = 54_252_461.0 + 47_312_719
        let mean = (113_419_826_113.90314 * 54_252_461 + 45_565_333_216.414154 * 47_312_719) / people
        #expect(summary.extraMeans[0] == mean)
        #expect(summary.extraMeans[1] == (54_252_461.0 * 54_252_461 + 47_312_719.0 * 47_312_719) / people)
    }
}
