import Foundation
import TestSupport
import Testing

@testable import WorldBank

/// The production transport against a real HTTP server on 127.0.0.1: each way an exchange can end
/// is one typed outcome, and nothing waits past its time.
@Suite struct CurlTransportTests {
    static func request(_ server: FakeWorldBank, timeout: Duration = .seconds(300)) throws -> HTTPRequest {
        HTTPRequest(url: try #require(URL(string: "\(server.baseURL)/country?format=json")), timeout: timeout)
    }

    @Test func anAnswerArrivesWithItsStatusHeadersAndBody() async throws {
        try await withFakeWorldBank { server in
            let response = try await CurlTransport().send(try Self.request(server))

            #expect(response.status == 200)
            #expect(response.contentType == "application/json;charset=utf-8")
            #expect(
                String(decoding: response.body.prefix(44), as: UTF8.self)
                    == #"[{"page":1,"pages":6,"per_page":"50","total""#)
        }
    }

    @Test func aRefusedConnectionSaysSo() async throws {
        let url = try #require(URL(string: "\(RepositoryPaths.unreachableBaseURL)/country?format=json"))

        await #expect(throws: WorldBankError.unreachable(url, reason: "connection refused")) {
            try await CurlTransport().send(HTTPRequest(url: url))
        }
    }

    @Test func aConnectionClosedWithoutAnAnswerSaysSo() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.drop)])
            let request = try Self.request(server)

            await #expect(
                throws: WorldBankError.connectionFailed(
                    request.url, reason: "the server closed the connection without answering")
            ) { try await CurlTransport().send(request) }
        }
    }

    @Test func anAnswerCutShortSaysSo() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.truncate)])
            let request = try Self.request(server)

            await #expect(throws: WorldBankError.connectionFailed(request.url, reason: "the answer was cut short")) {
                try await CurlTransport().send(request)
            }
        }
    }

    @Test(arguments: [FaultRule.Kind.huge, .hugeChunked])
    func aBodyOverTheCapIsCutOffWhileItStreams(kind: FaultRule.Kind) async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(kind, size: 64 * 1_048_576)])
            let request = try Self.request(server)

            await #expect(throws: WorldBankError.bodyTooLarge(request.url, limit: 1_048_576)) {
                try await CurlTransport(maximumBodySize: 1_048_576).send(request)
            }
            let log = try await server.requestLog()
            #expect(log.count == 1)
            #expect(try #require(log.first?.bytes) < 64 * 1_048_576, "the client hung up before the end")
        }
    }

    @Test func aSilentServerTimesOutAtTheRequestTimeout() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.hold, times: -1, timeoutMs: 600_000)])
            let request = try Self.request(server, timeout: .milliseconds(300))

            await #expect(throws: WorldBankError.timedOut(request.url, .milliseconds(300))) {
                try await CurlTransport().send(request)
            }
            try await server.release()
        }
    }

    @Test func cancellingARequestInFlightEndsItAtOnce() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.hold, times: -1, timeoutMs: 600_000)])
            let request = try Self.request(server)
            let transport = CurlTransport()
            let task = Task { try await transport.send(request) }
            try await server.waitForRequests(1)

            task.cancel()

            await #expect(throws: WorldBankError.cancelled(request.url)) { try await task.value }
            try await server.release()
        }
    }
}
