import TestSupport
import Testing
import WorldBank

@testable import OfflineStore

/// Searching the real bundled catalogue (`data/wdi-indicators.csv`) puts the indicator people mean first.
@Suite struct IndicatorCatalogueTests {
    static let catalogue = Result { try BundledSnapshot(folder: RepositoryPaths.snapshot).catalogue() }

    /// The first three codes and the number of hits for each query, read from the real catalogue.
    @Test(arguments: [
        ("population", ["SP.POP.TOTL", "SP.POP.TOTL.MA.IN", "SP.POP.TOTL.FE.IN"], 385),
        ("unemployment rate", ["SL.UEM.TOTL.ZS", "SL.UEM.TOTL.MA.NE.ZS", "SL.UEM.TOTL.NE.ZS"], 32),
        ("life expectancy", ["SP.DYN.LE00.IN", "SP.DYN.LE00.MA.IN", "SP.DYN.LE00.FE.IN"], 3),
        ("gdp per capita", ["NY.GDP.PCAP.CD", "NY.GDP.PCAP.CN", "NY.GDP.PCAP.KN"], 25),
        ("gdp", ["NY.GDP.MKTP.CD", "NY.GDP.MKTP.KD.ZG", "NY.GDP.PCAP.CD"], 103),
        ("co2 per capita", ["EN.GHG.CO2.PC.CE.AR5", "EN.GHG.ALL.PC.CE.AR5"], 2),
        ("inflation", ["FP.CPI.TOTL.ZG", "NY.GDP.DEFL.KD.ZG", "NY.GDP.DEFL.KD.ZG.AD"], 6),
    ])
    func theHeadlineIndicatorComesFirst(query: String, first: [String], count: Int) throws {
        let hits = try Self.catalogue.get().search([query])
        #expect(hits.prefix(3).map(\.code.rawValue) == first)
        #expect(hits.count == count)
    }

    @Test func everyHeadlineIsInTheCatalogue() throws {
        let codes = Set(try Self.catalogue.get().indicators.map(\.code.rawValue))
        #expect(IndicatorCatalogue.headlines.subtracting(codes) == [])
    }

    @Test func pluralsAndSeparateArgumentsFindTheSameIndicators() throws {
        let catalogue = try Self.catalogue.get()
        let singular = catalogue.search(["mortality rate"])
        #expect(singular.first?.code.rawValue == "SH.DYN.MORT")
        #expect(catalogue.search(["mortality", "rates"]) == singular)
    }

    @Test func namesHoldingTheWordComeBeforeDescriptionsHoldingIt() throws {
        let inName = try Self.catalogue.get().search(["unemployment"]).map {
            $0.name.lowercased().contains("unemployment")
        }
        #expect(inName.contains(false))
        #expect(inName == inName.sorted { $0 && !$1 })
    }

    @Test func aWordThatMatchesNothingExcludesTheIndicator() throws {
        #expect(try Self.catalogue.get().search(["zzzz", "life"]) == [])
        #expect(try Self.catalogue.get().search([" "]) == [])
    }
}
