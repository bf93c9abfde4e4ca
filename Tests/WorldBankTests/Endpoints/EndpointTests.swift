import Foundation
import Testing

@testable import WorldBank

/// URLs are built in one place, with the page size chosen so usual queries take one page.
@Suite struct EndpointTests {
    static var base: BaseURL { get throws { try .loopbackForTests } }

    @Test(arguments: [
        (
            Period.year(2022),
            "http://127.0.0.1:8080/v2/country/all/indicator/SP.POP.TOTL?format=json&date=2022&per_page=1000&page=1"
        ),
        (
            .range(2000, 2022),
            "http://127.0.0.1:8080/v2/country/all/indicator/SP.POP.TOTL?format=json&date=2000:2022&per_page=6900&page=1"
        ),
        (
            .mostRecentNonEmpty(1),
            "http://127.0.0.1:8080/v2/country/all/indicator/SP.POP.TOTL?format=json&mrnev=1&per_page=300&page=1"
        ),
        (.history, "http://127.0.0.1:8080/v2/country/all/indicator/SP.POP.TOTL?format=json&per_page=20000&page=1"),
    ])
    func indicatorURLsCarryThePeriodAndPageSize(period: Period, url: String) throws {
        #expect(
            Endpoint.indicators([.population], period: period).url(base: try Self.base, page: 1).absoluteString == url)
    }

    @Test func severalIndicatorsGoInOneQueryOfTheirSource() throws {
        let url = Endpoint.indicators([.population, .gdp], period: .year(2022)).url(base: try Self.base, page: 1)
        #expect(
            url.absoluteString
                == "http://127.0.0.1:8080/v2/country/all/indicator/SP.POP.TOTL;NY.GDP.MKTP.CD?format=json&date=2022&source=2&per_page=2000&page=1"
        )
    }

    @Test func batchesKeepToSixtyCodesAndFifteenHundredCharacters() throws {
        let short = try (1...130).map { try #require(IndicatorCode("A.\($0)")) }
        #expect(Endpoint.batches(short).map(\.count) == [60, 60, 10])
        let long = try (1...100).map { try #require(IndicatorCode("SP.POP.TOTL.LONG.CODE.NUMBER.\($0)")) }
        let batches = Endpoint.batches(long)
        #expect(batches.flatMap { $0 } == long, "every code once, in order")
        #expect(batches.allSatisfy { $0.map(\.rawValue).joined(separator: ";").count <= 1_500 })
        #expect(batches.map(\.count) == [47, 46, 7], "47 fill 1,494 characters; one more would pass 1,500")
    }

    @Test func theCountryListFitsOnePage() throws {
        #expect(
            Endpoint.countries().url(base: try Self.base, page: 2).absoluteString
                == "http://127.0.0.1:8080/v2/country?format=json&per_page=1000&page=2")
    }

    @Test func aGroupsMembersAreAskedByRegionInOnePage() throws {
        #expect(
            Endpoint.members(of: "EUU").url(base: try Self.base, page: 1).absoluteString
                == "http://127.0.0.1:8080/v2/country?format=json&region=EUU&per_page=1000&page=1")
    }

    @Test(arguments: [
        "ftp://example.org/v2", "file:///etc/passwd", "not a url", "http://", "https://host/v2?x=1",
        "http://exa mple.com/v2", "http://exa\tmple.com/v2", "http://exa%20mple.com/v2",
    ])
    func onlyHTTPBaseURLsAreAccepted(text: String) {
        #expect(throws: WorldBankError.invalidBaseURL(text)) { try BaseURL(parsing: text) }
    }

    @Test(arguments: ["sp.pop.totl", " NY.GDP.MKTP.CD "])
    func indicatorCodesAreNormalised(text: String) {
        #expect(IndicatorCode(text)?.rawValue == text.trimmingCharacters(in: .whitespaces).uppercased())
    }

    @Test(arguments: ["", "SP/POP", "../etc", "A B", ".HIDDEN", "SP.POP.TOTL?x=1"])
    func unsafeIndicatorCodesAreRefused(text: String) {
        #expect(IndicatorCode(text) == nil)
    }
}

extension BaseURL {
    /// A fixed loopback base URL for URL-building tests; nothing listens there.
    static var loopbackForTests: BaseURL {
        get throws { try BaseURL(parsing: "http://127.0.0.1:8080/v2") }
    }
}
