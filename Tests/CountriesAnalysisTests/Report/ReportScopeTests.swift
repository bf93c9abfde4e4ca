import CountriesAnalysis
import Testing
import WorldBank

/// A report's series from its query: what its folder and its pointer are called.
@Suite struct ReportScopeTests {
    static let africa = Classification(id: "SSF", iso2Code: "ZG", name: "Sub-Saharan Africa")
    static func codes(_ texts: [String]) -> [IndicatorCode] { texts.compactMap(IndicatorCode.init) }

    @Test func theQueryNamesTheSeriesAndTheDefaultKeepsThePlainNames() {
        let world = ReportScope(ListQuery())
        let scoped = ReportScope(
            ListQuery(region: Self.africa, year: .year(2022), extras: Self.codes(["SP.DYN.LE00.IN", "EN.ATM.CO2E.PC"])))

        #expect((world.folderName(day: "2026-11-30"), world.latestName) == ("2026-11-30", "latest"))
        #expect(scoped.slug == "ssf-2022-en-atm-co2e-pc-sp-dyn-le00-in")
        #expect(scoped.folderName(day: "2026-11-30") == "2026-11-30-ssf-2022-en-atm-co2e-pc-sp-dyn-le00-in")
        #expect(scoped.latestName == "latest-ssf-2022-en-atm-co2e-pc-sp-dyn-le00-in")
        #expect(ReportScope(folderName: "2026-11-30-ssf-2022-en-atm-co2e-pc-sp-dyn-le00-in") == scoped)
        #expect(ReportScope(folderName: "2026-11-30") == world)
        #expect(ReportScope(folderName: "2026-11-30-") == nil)
        #expect(ReportScope(folderName: "latest-ssf") == nil)
    }

    @Test func manyIndicatorsAreNamedByTheirCountAndAChecksumThatKeepsTheirSetApart() {
        let twenty = Self.codes((1...20).map { "SOME.LONG.INDICATOR.CODE.\($0)" })
        let scope = ReportScope(ListQuery(year: .year(2022), extras: twenty))
        let other = ReportScope(
            ListQuery(year: .year(2022), extras: twenty.dropLast() + Self.codes(["SP.DYN.LE00.IN"])))
        let reordered = ReportScope(ListQuery(year: .year(2022), extras: twenty.reversed()))

        #expect(scope.slug.hasPrefix("2022-20-indicators-"))
        #expect(scope.slug.count <= ReportScope.maximumLength)
        #expect(scope != other)
        #expect(scope == reordered)
        #expect(ReportScope(name: scope.slug) == scope)
    }
}
