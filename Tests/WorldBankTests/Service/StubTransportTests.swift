import Foundation
import Synchronization
import Testing

@testable import WorldBank

/// Unit tests through the one-method transport protocol, answering in memory.
@Suite struct StubTransportTests {
    /// Answers each request with the next canned response and records the URLs asked.
    final class ScriptedTransport: HTTPTransport {
        private let script: Mutex<[HTTPResponse]>
        private let asked = Mutex<[URL]>([])

        init(_ responses: [HTTPResponse]) { script = Mutex(responses) }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            asked.withLock { $0.append(request.url) }
            guard let next = script.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
                throw WorldBankError.connectionFailed(request.url, reason: "script exhausted")
            }
            return next
        }

        var urls: [URL] { asked.withLock { $0 } }
    }

    static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json;charset=utf-8"], body: Data(text.utf8))
    }

    static func service(_ transport: ScriptedTransport) -> WorldBankService {
        WorldBankService(
            configuration: ServiceConfiguration(
                baseURL: .worldBank, retryPolicy: RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(1))),
            transport: transport)
    }

    @Test func aShortAnswerIsRestartedOnceThenRefused() async throws {
        let short = #"[{"page":1,"pages":1,"per_page":50,"total":2,"sourceid":"2","lastupdated":"2026-03-20"},[]]"#
        let transport = ScriptedTransport([Self.json(short), Self.json(short)])

        let error = await #expect(throws: WorldBankError.self) {
            try await Self.service(transport).indicator(.population, period: .year(2022))
        }

        #expect(transport.urls.count == 2)
        guard case .inconsistentPages(_, let reason)? = error else {
            Issue.record("expected inconsistentPages, got \(String(describing: error))")
            return
        }
        #expect(reason == "received 0 records, the API announced 2")
    }

    @Test func validJSONOfTheWrongShapeFailsAtOnceNamingThePath() async throws {
        let wrong =
            #"[{"page":1,"pages":1,"per_page":"50","total":1},[{"id":"COL","iso2Code":"CO","name":"Colombia"}]]"#
        let transport = ScriptedTransport([Self.json(wrong)])

        let error = await #expect(throws: WorldBankError.self) { try await Self.service(transport).countries() }

        guard case .malformed(_, let path, let reason, _)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(path == "$[1][0].region")
        #expect(reason == "missing key 'region'")
        #expect(transport.urls.count == 1)
    }

    @Test func retryAfterAcceptsSecondsAndHTTPDates() {
        let now = Date(timeIntervalSince1970: 1_795_953_600)
        #expect(RetryingTransport.retryAfter("7", now: now) == .seconds(7))
        #expect(RetryingTransport.retryAfter("Sun, 29 Nov 2026 12:00:30 GMT", now: now) == .seconds(30))
        #expect(RetryingTransport.retryAfter("soon", now: now) == nil)
        #expect(
            RetryPolicy(maximumDelay: .seconds(5)).delay(afterAttempt: 1, retryAfter: .seconds(3_600)) == .seconds(5))
    }
}
