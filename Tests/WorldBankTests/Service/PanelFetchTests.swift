import Foundation
import TestSupport
import Testing
import WorldBank

/// A panel of many indicators against the loopback fake: its queries share one queue of at most
/// four requests in flight, and the answers come back in the order asked. The values of the codes
/// other than population are SYNTHETIC (the fake makes them up): only their plumbing is checked.
@Suite struct PanelFetchTests {
    @Test func twoHundredIndicatorsInSmallPagesNeverHaveMoreThanFourRequestsInFlight() async throws {
        let codes = [IndicatorCode.population] + (try SyntheticPanel.codes(199))
        let (datasets, log) = try await withFakeWorldBank { server in
            // The first four requests are held until all four are in flight together; a little
            // latency on every request makes any fifth one in flight visible in the log.
            try await server.setFaults([
                FaultRule(.latency, times: -1, ms: 20), FaultRule(.barrier, times: 4, count: 4, timeoutMs: 120_000),
            ])
            let service = WorldBankService(
                configuration: .forTests(server.baseURL, perPage: 6_000, timeout: .seconds(300)))
            let datasets = try await service.indicatorDatasets(codes, period: .year(2022))
            return (datasets, try await server.requestLog())
        }
        // 60, 60, 60 and 20 codes; 296 entries each (265 for population), so about 17,700 records
        // (3 pages of 6,000) for each of the first three queries and 5,920 (1 page) for the last.
        let queries = Dictionary(grouping: log, by: \.path)
        #expect(queries.count == 4)
        #expect(queries.values.map(\.count).sorted() == [1, 3, 3, 3])
        #expect(log.allSatisfy { $0.status == 200 })
        #expect(log.filter { $0.fault == "barrier" }.count == 4, "page 1 of the four queries went together")
        #expect(ConcurrencyTests.mostInFlight(log) == 4, "the queries go together, never more than 4 at once")
        #expect(datasets.map(\.indicator) == codes)
        #expect(datasets.map { $0.observations.count } == [265] + Array(repeating: 296, count: 199))
        let kenya = try #require(datasets[0].observations.first { $0.economyID == "KEN" })
        #expect(kenya.value == (try SharedFigures.value("SP.POP.TOTL", "KEN", 2022)))
    }
}
