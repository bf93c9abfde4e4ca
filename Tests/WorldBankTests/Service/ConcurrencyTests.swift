import Foundation
import TestSupport
import Testing
import WorldBank

/// Concurrency proved from the server's request log (arrival and completion times), not from the
/// wall clock of the test. The latency is long (2 s) because the suite runs many tests at once on
/// two cores: a request may wait a few hundred milliseconds for a thread, and overlap must still
/// show whenever the client really sent its requests together.
@Suite struct ConcurrencyTests {
    @Test func countryListAndBothIndicatorsAreInFlightTogether() async throws {
        try await withFakeWorldBank(latency: .seconds(2)) { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            _ = try await service.economyData(indicators: [.population, .gdp], period: .year(2022))

            let log = try await server.requestLog()
            #expect(log.count == 3)
            #expect(
                Set(log.map(\.path)) == [
                    "/v2/country", "/v2/country/all/indicator/SP.POP.TOTL", "/v2/country/all/indicator/NY.GDP.MKTP.CD",
                ])
            for (index, request) in log.enumerated() {
                for other in log[(index + 1)...] {
                    #expect(request.overlaps(other), "\(request.path) and \(other.path) did not overlap")
                }
            }
        }
    }

    @Test func laterPagesOverlapAndArriveOnlyAfterPageOne() async throws {
        let (dataset, log) = try await withFakeWorldBank(latency: .seconds(2)) { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL, perPage: 50))
            let dataset = try await service.indicator(.population, period: .year(2022))
            return (dataset, try await server.requestLog())
        }

        let pages = log.compactMap { $0.parameter("page").flatMap(Int.init) }
        #expect(pages.sorted() == Array(1...6))
        let first = try #require(log.first { $0.parameter("page") == "1" })
        let later = log.filter { $0.parameter("page") != "1" }
        #expect(later.allSatisfy { $0.arrival >= first.completion ?? .infinity })
        #expect(later.count == 5)
        #expect(Self.mostInFlight(later) == 4, "later pages run in parallel, at most 4 at a time")
        #expect(dataset.observations.count == 265)
        #expect(dataset.observations.first?.economyID == "ABW")
    }

    /// The largest number of requests of `log` that the server was serving at one moment.
    static func mostInFlight(_ log: [ServedRequest]) -> Int {
        log.map { request in
            log.filter { $0.arrival <= request.arrival && request.arrival < $0.completion ?? .infinity }.count
        }
        .max() ?? 0
    }

    @Test func pagesAreAssembledInOrderWhateverOrderTheyFinishIn() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.latency, match: "page=2", times: -1, ms: 300)])
            let service = WorldBankService(configuration: .forTests(server.baseURL, perPage: 50))
            let paged = try await service.indicator(.gdp, period: .year(2022))

            let whole = try await WorldBankService(configuration: .forTests(server.baseURL))
                .indicator(.gdp, period: .year(2022))

            #expect(paged.observations == whole.observations)
            #expect(paged.observations.count == 262)
        }
    }
}
