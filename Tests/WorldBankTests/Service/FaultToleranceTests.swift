import Foundation
import TestSupport
import Testing
import WorldBank

/// Transient faults are retried and the answer is still exact; persistent ones end in a typed error.
@Suite struct FaultToleranceTests {
    static let transientFaults: [FaultRule] = [
        FaultRule(.status, match: "SP.POP.TOTL", times: 2, status: 503),
        FaultRule(.status, match: "SP.POP.TOTL", times: 1, status: 429),
        FaultRule(.html, match: "SP.POP.TOTL", times: 2, status: 502),
        FaultRule(.truncate, match: "SP.POP.TOTL", times: 3),
        FaultRule(.drop, match: "SP.POP.TOTL", times: 2),
        FaultRule(.xml, match: "SP.POP.TOTL", times: 1),
        FaultRule(.wrongContentType, match: "SP.POP.TOTL", times: 1),
        FaultRule(.envelope, match: "SP.POP.TOTL", times: 1, id: "105"),
    ]

    @Test(arguments: transientFaults)
    func aTransientFaultIsRetriedAndTheAnswerIsExact(fault: FaultRule) async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([fault])
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            let dataset = try await service.indicator(.population, period: .year(2022))

            let korea = dataset.observations.first { $0.economyID == "KOR" }
            #expect(korea?.value == 51_672_569)
            #expect(dataset.observations.count == 265)
            let log = try await server.requestLog()
            #expect(log.count == fault.times + 1)
            #expect(log.last?.status == 200)
        }
    }

    @Test func retryAfterIsHonoured() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.status, match: "country", times: 1, status: 503, retryAfter: 1)])
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            let countries = try await service.countries()

            #expect(countries.count == 296)
            let log = try await server.requestLog()
            #expect(log.count == 2)
            #expect(log[1].arrival - (log[0].completion ?? .infinity) >= 0.95)
        }
    }

    @Test func aPersistentOutageEndsInATypedErrorListingEveryTry() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.status, times: -1, status: 503)])
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            let error = await #expect(throws: WorldBankError.self) { try await service.countries() }

            guard case .retriesExhausted(let url, let attempts)? = error else {
                Issue.record("expected retriesExhausted, got \(String(describing: error))")
                return
            }
            #expect(url.path == "/v2/country")
            #expect(attempts == Array(repeating: .status(503), count: 4))
            #expect(try await server.requestLog().count == 4)
        }
    }

    @Test func aPersistentHTMLPageIsReportedWithItsFirstBytes() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.html, times: -1, status: 200)])
            let service = WorldBankService(configuration: .forTests(server.baseURL))

            let error = await #expect(throws: WorldBankError.self) { try await service.countries() }

            #expect(error?.message.contains("not JSON ('text/html") == true, "\(String(describing: error?.message))")
            #expect(error?.message.contains("<html>") == true)
        }
    }

    @Test func aBodyThatNeverEndsTimesOut() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.endless, times: -1)])
            let configuration = ServiceConfiguration(
                baseURL: server.baseURL, requestTimeout: .seconds(1),
                retryPolicy: RetryPolicy(maximumAttempts: 2, baseDelay: .milliseconds(10)))
            let service = WorldBankService(configuration: configuration)

            let error = await #expect(throws: WorldBankError.self) { try await service.countries() }

            guard case .retriesExhausted(let url, let attempts)? = error else {
                Issue.record("expected retriesExhausted, got \(String(describing: error))")
                return
            }
            #expect(attempts.map(\.description) == ["no answer within 1 s", "no answer within 1 s"])
            #expect(attempts == Array(repeating: .transport(.timedOut(url, .seconds(1))), count: 2))
        }
    }

    @Test func aBodyOverTheSizeCapIsRefusedWithoutRetrying() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.huge, times: -1, size: 2_000_000)])
            let service = WorldBankService(
                configuration: .forTests(server.baseURL), transport: CurlTransport(maximumBodySize: 1_048_576))

            let error = await #expect(throws: WorldBankError.self) { try await service.countries() }

            #expect(error?.message.hasPrefix("the response is larger than the 1 MiB limit") == true)
            #expect(try await server.requestLog().count == 1)
        }
    }

    @Test func pagesThatDisagreeRestartTheQueryOnceThenFail() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.mismatch, match: "page=3", times: -1)])
            let service = WorldBankService(configuration: .forTests(server.baseURL, perPage: 100))

            let error = await #expect(throws: WorldBankError.self) {
                try await service.indicator(.population, period: .year(2022))
            }

            guard case .inconsistentPages(_, let reason)? = error else {
                Issue.record("expected inconsistentPages, got \(String(describing: error))")
                return
            }
            #expect(reason == "page 3 reports total 266, lastupdated 2026-04-01; page 1 reported 265, 2026-03-20")
            let firstPages = try await server.requestLog().filter { $0.parameter("page") == "1" }
            #expect(firstPages.count == 2)
        }
    }

    @Test func aSingleMismatchIsHealedByTheRestart() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.mismatch, match: "page=2", times: 1)])
            let service = WorldBankService(configuration: .forTests(server.baseURL, perPage: 100))

            let dataset = try await service.indicator(.population, period: .year(2022))

            #expect(dataset.observations.count == 265)
        }
    }
}

extension FaultRule: CustomTestStringConvertible {
    public var testDescription: String { "\(kind.rawValue) ×\(times)\(status.map { " (\($0))" } ?? "")" }
}
