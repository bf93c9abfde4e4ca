import Foundation
import Synchronization
import Testing

@testable import WorldBank

/// The wrapper around the one-method transport: retries and the request log.
@Suite struct TransportMiddlewareTests {
    /// Answers with the next scripted status, or fails the connection when the script says `nil`.
    final class ScriptedStatuses: HTTPTransport {
        private let script: Mutex<[Int?]>

        init(_ statuses: [Int?]) { script = Mutex(statuses) }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let next = script.withLock { $0.isEmpty ? 500 : $0.removeFirst() }
            guard let status = next else { throw WorldBankError.connectionFailed(request.url, reason: "refused") }
            return HTTPResponse(status: status, headers: ["Content-Type": "text/plain"], body: Data("\(status)".utf8))
        }
    }

    static let request = HTTPRequest(url: URL(fileURLWithPath: "/v2/country"))
    static let quickPolicy = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(1))

    @Test func retriesAreLoggedTryByTryUntilAnAnswerThatIsKept() async throws {
        let log = RequestLog()
        let transport = RetryingTransport(
            base: ScriptedStatuses([nil, 503, 200]), policy: Self.quickPolicy, log: log)

        let response = try await transport.send(Self.request)

        #expect(response.status == 200)
        #expect(
            await log.records == [
                RequestRecord(url: Self.request.url, status: nil, attempt: 1),
                RequestRecord(url: Self.request.url, status: 503, attempt: 2),
                RequestRecord(url: Self.request.url, status: 200, attempt: 3),
            ])
    }

    @Test func aClassifiedAnswerIsRetriedAndEveryReasonIsKeptTyped() async throws {
        let transport = RetryingTransport(
            base: ScriptedStatuses([200, 200, 200]), policy: Self.quickPolicy,
            classify: { $0.status == 200 ? .serviceUnavailable : nil })

        let error = await #expect(throws: WorldBankError.self) { try await transport.send(Self.request) }

        #expect(
            error == .retriesExhausted(url: Self.request.url, attempts: Array(repeating: .serviceUnavailable, count: 3))
        )
        #expect(error?.message == "gave up on file:///v2/country after 3 tries: API message 105 (service unavailable)")
    }

    /// Fails every request as a host that cannot be reached.
    struct NoRoute: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            throw WorldBankError.unreachable(request.url, reason: "host not found")
        }
    }

    @Test func anUnreachableHostIsTriedTwiceAtMostWhateverThePolicy() async throws {
        let log = RequestLog()
        let transport = RetryingTransport(
            base: NoRoute(), policy: RetryPolicy(maximumAttempts: 4), log: log)

        let error = await #expect(throws: WorldBankError.self) { try await transport.send(Self.request) }

        let reason = RetryReason.transport(.unreachable(Self.request.url, reason: "host not found"))
        #expect(error == .retriesExhausted(url: Self.request.url, attempts: [reason, reason]))
        #expect(await log.records.map(\.attempt) == [1, 2])
    }

    @Test func aStatusThatIsNotTransientIsReturnedAtOnce() async throws {
        let log = RequestLog()
        let transport = RetryingTransport(
            base: ScriptedStatuses([404, 200]), policy: Self.quickPolicy, log: log)

        let response = try await transport.send(Self.request)

        #expect(response.status == 404)
        #expect(await log.records.map(\.attempt) == [1])
    }
}
