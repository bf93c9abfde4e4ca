import Foundation
import Synchronization
import Testing

@testable import WorldBank

/// Every path of a request through a callback-based engine ends in exactly one answer: a result
/// that comes before its id, a caller cancelled before, during or after the start, and an engine
/// that cannot start at all. The engine here does what each test scripts, when it scripts it.
@Suite struct HTTPExchangeTests {
    final class ScriptedEngine: RequestEngine {
        enum Script: Sendable {
            /// Calls back with this result inside `start`, before the id is returned.
            case answerDuringStart(Result<HTTPResponse, WorldBankError>)
            /// Returns no id: the request cannot be started.
            case refuse
            /// Calls back only when cancelled; says on `started` that the request is in flight.
            case holdUntilCancelled
            /// Cancels the calling task from inside `start`, then holds like `holdUntilCancelled`.
            case cancelCallerDuringStart
        }

        struct Record {
            var starts = 0
            var cancels: [UInt64] = []
            var pending: [UInt64: @Sendable (Result<HTTPResponse, WorldBankError>) -> Void] = [:]
        }

        let script: Script
        let record = Mutex(Record())
        let started: AsyncStream<Void>
        private let startedContinuation: AsyncStream<Void>.Continuation

        init(_ script: Script) {
            self.script = script
            (started, startedContinuation) = AsyncStream.makeStream()
        }

        func start(
            _ request: HTTPRequest, limit: Int,
            completion: @escaping @Sendable (Result<HTTPResponse, WorldBankError>) -> Void
        ) -> UInt64? {
            record.withLock { $0.starts += 1 }
            switch script {
            case .answerDuringStart(let result):
                completion(result)
            case .refuse:
                return nil
            case .holdUntilCancelled:
                record.withLock { $0.pending[7] = completion }
                startedContinuation.yield()
            case .cancelCallerDuringStart:
                record.withLock { $0.pending[7] = completion }
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return 7
        }

        func cancel(_ id: UInt64) {
            let completion = record.withLock { record in
                record.cancels.append(id)
                return record.pending.removeValue(forKey: id)
            }
            completion?(.failure(.cancelled(HTTPExchangeTests.request.url)))
        }
    }

    static let request = HTTPRequest(url: URL(fileURLWithPath: "/v2/country"))
    static let answer = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("[]".utf8))

    @Test func aResultThatArrivesBeforeItsIDIsDeliveredToTheWaiter() async throws {
        let engine = ScriptedEngine(.answerDuringStart(.success(Self.answer)))

        let response = try await HTTPExchange.send(Self.request, limit: 1_000, through: engine)

        #expect(response == Self.answer)
        #expect(engine.record.withLock { ($0.starts, $0.cancels) } == (1, []))
    }

    @Test func aFailureThatArrivesBeforeItsIDIsThrownAsItCame() async throws {
        let refused = WorldBankError.unreachable(Self.request.url, reason: "connection refused")
        let engine = ScriptedEngine(.answerDuringStart(.failure(refused)))

        await #expect(throws: refused) { try await HTTPExchange.send(Self.request, limit: 1_000, through: engine) }
    }

    @Test func aCallerCancelledBeforeItStartsStartsNothing() async throws {
        let engine = ScriptedEngine(.holdUntilCancelled)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await HTTPExchange.send(Self.request, limit: 1_000, through: engine)
        }

        await #expect(throws: WorldBankError.cancelled(Self.request.url)) { try await task.value }
        #expect(engine.record.withLock { ($0.starts, $0.cancels) } == (0, []))
    }

    @Test func aCancellationInFlightEndsTheWaitAndTheRequest() async throws {
        let engine = ScriptedEngine(.holdUntilCancelled)
        let task = Task { try await HTTPExchange.send(Self.request, limit: 1_000, through: engine) }
        for await _ in engine.started { break }

        task.cancel()

        await #expect(throws: WorldBankError.cancelled(Self.request.url)) { try await task.value }
        #expect(engine.record.withLock { ($0.starts, $0.cancels) } == (1, [7]))
    }

    @Test func aCancellationWhileStartingCancelsTheRequestOnceItHasAnID() async throws {
        let engine = ScriptedEngine(.cancelCallerDuringStart)

        await #expect(throws: WorldBankError.cancelled(Self.request.url)) {
            try await HTTPExchange.send(Self.request, limit: 1_000, through: engine)
        }
        #expect(engine.record.withLock { ($0.starts, $0.cancels) } == (1, [7]))
    }

    @Test func anEngineThatCannotStartFailsTheRequestAtOnce() async throws {
        let engine = ScriptedEngine(.refuse)

        await #expect(
            throws: WorldBankError.connectionFailed(Self.request.url, reason: "the request could not be started")
        ) {
            try await HTTPExchange.send(Self.request, limit: 1_000, through: engine)
        }
    }
}
