import Foundation
import TestSupport
import Testing
import WorldBank

/// The client through the real `URLSession` against the fake World Bank API on 127.0.0.1.
@Suite struct ServiceIntegrationTests {
    /// 2022 figures of a handful of economies, copied from the shared CSVs.
    static let expected2022: [(id: String, population: Double, gdp: Double)] = [
        ("KOR", 51_672_569, 1_673_916_511_799.7087),
        ("COL", 51_737_944, 345_329_875_078.5117),
        ("USA", 334_017_321, 25_744_108_000_000.0),
        ("HKG", 7_346_100, 358_696_261_481.1598),
        ("ISR", 9_557_500, 525_002_447_652.77344),
    ]

    @Test func mergedRowsFor2022MatchTheSharedData() async throws {
        try await withFakeWorldBank { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            let data = try await service.economyData(indicators: [.population, .gdp], period: .year(2022))
            let rows = Dictionary(uniqueKeysWithValues: data.economies.map { ($0.country.id, $0) })

            for (id, population, gdp) in Self.expected2022 {
                #expect(rows[id]?.value(.population, in: 2022) == population, "population of \(id)")
                #expect(rows[id]?.value(.gdp, in: 2022) == gdp, "GDP of \(id)")
            }
            #expect(data.countries.count == 296)
            #expect(data.economies.count == 217)
            #expect(data.economies.allSatisfy { !$0.country.isAggregate })
            #expect(rows["WLD"] == nil)
            #expect(rows["HKG"]?.country.capitalCity == nil)
            #expect(
                rows["COL"]?.country.region
                    == Classification(id: "LCN", iso2Code: "ZJ", name: "Latin America & Caribbean"))
            #expect(
                data.datasets.map(\.metadata) == [
                    DatasetMetadata(sourceID: "2", lastUpdated: "2026-03-20"),
                    DatasetMetadata(sourceID: "2", lastUpdated: "2026-03-20"),
                ])
            #expect(data.datasets.map(\.name) == ["Population, total", "GDP (current US$)"])
        }
    }

    @Test func aGroupsMembersAreTheEconomiesTheFakeListsForIt() async throws {
        try await withFakeWorldBank { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL))
            let euro = try await service.members(of: "EMU")
            #expect(euro.count == 20)
            let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
            #expect(euro.compactMap { population[$0.id] }.reduce(0, +) == 348_200_155)
            #expect(population["EMU"] == 348_200_155)
            // A region the country list classifies is answered by its field, as the API does.
            #expect(try await service.members(of: "SSF").map(\.region.id) == Array(repeating: "SSF", count: 48))
            #expect(try await service.members(of: "OED").count == 38)
            #expect(try await service.members(of: "AFR").isEmpty)
        }
    }

    @Test func everyRequestCarriesTheToolsUserAgentAndAsksForJSON() async throws {
        try await withFakeWorldBank { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            _ = try await service.countries()

            let log = try await server.requestLog()
            #expect(log.map(\.path) == ["/v2/country"])
            #expect(log.first?.parameter("format") == "json")
            #expect(log.first?.parameter("per_page") == "1000")
            #expect(log.first?.userAgent == "countries/0.1.0 (World Bank country statistics analyzer)")
        }
    }

    @Test func mostRecentNonEmptyValueGivesEachEconomyItsOwnYear() async throws {
        try await withFakeWorldBank { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            let data = try await service.economyData(indicators: [.gdp], period: .mostRecentNonEmpty(1))
            let rows = Dictionary(uniqueKeysWithValues: data.economies.map { ($0.country.id, $0) })

            #expect(rows["VEN"]?.latest(.gdp)?.year == 2014)
            #expect(rows["CUW"]?.latest(.gdp)?.year == 2022)
            #expect(rows["KOR"]?.latest(.gdp) == YearValue(year: 2023, value: 1_712_792_854_202.3687))
        }
    }

    @Test func anUnknownIndicatorIsTheAPIsTypedError() async throws {
        try await withFakeWorldBank { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL))
            let code = try #require(IndicatorCode("NO.SUCH.CODE"))

            let error = await #expect(throws: WorldBankError.self) {
                try await service.indicator(code, period: .year(2022))
            }
            guard case .api(let url, let messages)? = error else {
                Issue.record("expected the API error, got \(String(describing: error))")
                return
            }
            #expect(url.path == "/v2/country/all/indicator/NO.SUCH.CODE")
            #expect(
                messages == [
                    APIMessage(id: "120", key: "Invalid value", value: "The provided parameter value is not valid")
                ])
        }
    }

    @Test func aQueryThatMatchesNothingEndsAfterOneRequest() async throws {
        try await withFakeWorldBank { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            let dataset = try await service.indicator(.population, period: .year(1900))

            #expect(dataset.observations == [])
            #expect(try await server.requestLog().count == 1)
        }
    }
}

extension ServiceConfiguration {
    /// A configuration for tests: the fake server, quick retries, and a timeout a loaded machine
    /// cannot reach by accident (tests about timeouts set their own).
    static func forTests(_ baseURL: BaseURL, perPage: Int? = nil, timeout: Duration = .seconds(120))
        -> ServiceConfiguration
    {
        ServiceConfiguration(
            baseURL: baseURL, requestTimeout: timeout,
            retryPolicy: RetryPolicy(maximumAttempts: 4, baseDelay: .milliseconds(10), maximumDelay: .seconds(2)),
            perPageOverride: perPage)
    }
}
