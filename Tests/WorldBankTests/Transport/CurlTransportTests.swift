import Foundation
import Synchronization
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

    @Test func endlessAnswersArrivingTogetherAllFailAsTooLargeWithinOneSharedBudget() async throws {
        let cap = 8 * 1_048_576
        let budget = 12 * 1_048_576
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.hugeChunked, times: -1, size: 1 << 30)])
            let transport = CurlTransport(maximumBodySize: cap, bodyBudget: budget)
            let requests = try (1...4).map { page in
                HTTPRequest(url: try #require(URL(string: "\(server.baseURL)/country?format=json&page=\(page)")))
            }

            let failures = await withTaskGroup(of: (any Error)?.self) { group in
                for request in requests {
                    group.addTask {
                        do {
                            _ = try await transport.send(request)
                            return nil
                        } catch { return error }
                    }
                }
                return await group.reduce(into: [(any Error)?]()) { $0.append($1) }
            }

            #expect(failures.count == 4)
            for failure in failures {
                guard case .bodyTooLarge(_, let limit) = failure as? WorldBankError else {
                    Issue.record("expected bodyTooLarge, got \(String(describing: failure))")
                    continue
                }
                #expect(limit <= cap)
            }
            let memory = transport.bodyMemory
            #expect(memory.peak <= budget, "the bodies never held more than the budget together")
            #expect(memory.peak > cap, "the bodies arrived together: more than one body's cap was held at once")
            #expect(memory.buffered == 0, "every body's bytes went back to the budget")
            let log = try await server.requestLog()
            #expect(log.count == 4)
            #expect(log.allSatisfy { $0.bytes < 1 << 30 }, "the client hung up on every answer")
        }
    }

    #if os(Linux)
        /// The engine's thread as the kernel names it, read on that thread.
        static func currentThreadFolder() throws -> String {
            // "/proc/thread-self" links to "<pid>/task/<tid>".
            "/proc/" + (try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))
        }

        @Test func aTransportReleasedOnItsEnginesThreadStopsThatThreadAtOnce() async throws {
            try await withFakeWorldBank { server in
                try await server.setFaults([FaultRule(.hold, timeoutMs: 60_000)])
                let request = try Self.request(server)
                let engineThread = ThreadProbe()
                // The completion holds the only reference to the transport, so that the transport
                // is released on the engine's thread, once that completion has run.
                func startAlone() {
                    let transport = CurlTransport()
                    let id = transport.start(request, limit: 1_048_576) { _ in
                        withExtendedLifetime(transport) { engineThread.record(try? Self.currentThreadFolder()) }
                    }
                    #expect(id != nil)
                }
                startAlone()
                try await server.waitForRequests(1)
                try await server.release()

                // Before the engine woke itself, its thread slept on in curl_multi_poll for 600 s.
                let deadline = ContinuousClock.now + .seconds(5)
                while ContinuousClock.now < deadline {
                    if let folder = engineThread.folder, !FileManager.default.fileExists(atPath: folder) { break }
                    try await Task.sleep(for: .milliseconds(10))
                }
                let folder = try #require(engineThread.folder, "the completion ran and saw its thread")
                #expect(!FileManager.default.fileExists(atPath: folder), "the engine's thread ended within 5 s")
            }
        }

        /// Where a completion records the thread it ran on.
        final class ThreadProbe: Sendable {
            private let state = Mutex<String?>(nil)
            var folder: String? { state.withLock { $0 } }
            func record(_ folder: String?) { state.withLock { $0 = folder } }
        }
    #endif
}
