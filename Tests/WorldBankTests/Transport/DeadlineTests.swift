import Synchronization
import Testing
import WorldBank

/// A deadline returns control at its time even when the work under it ignores cancellation, and
/// the work is let go behind it.
@Suite struct DeadlineTests {
    /// Work that ignores cancellation: it ends only when the test opens the gate.
    final class Gate: Sendable {
        private let waiter = Mutex<CheckedContinuation<Int, Never>?>(nil)
        private let (entered, enteredContinuation) = AsyncStream<Void>.makeStream()

        func pass() async -> Int {
            await withCheckedContinuation { continuation in
                waiter.withLock { $0 = continuation }
                enteredContinuation.yield()
            }
        }

        func waitUntilEntered() async {
            for await _ in entered { return }
        }

        func open() {
            waiter.withLock { $0.take() }?.resume(returning: 1)
        }
    }

    struct TimedOut: Error, Equatable {}

    @Test func workThatIgnoresCancellationIsAbandonedAtTheDeadline() async throws {
        let gate = Gate()

        await #expect(throws: TimedOut()) {
            try await withDeadline(.milliseconds(50), error: TimedOut()) { await gate.pass() }
        }
        gate.open()
    }

    @Test func workThatFinishesFirstGivesItsValue() async throws {
        let value = try await withDeadline(.seconds(3_600), error: TimedOut()) { 42 }

        #expect(value == 42)
    }

    @Test func workThatFailsFirstGivesItsError() async throws {
        struct Refused: Error, Equatable {}

        await #expect(throws: Refused()) {
            try await withDeadline(.seconds(3_600), error: TimedOut()) { () async throws -> Int in throw Refused() }
        }
    }

    @Test func cancellingTheCallerEndsTheWaitThoughTheWorkIgnoresIt() async throws {
        let gate = Gate()
        let task = Task { try await withDeadline(.seconds(3_600), error: TimedOut()) { await gate.pass() } }
        await gate.waitUntilEntered()

        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        gate.open()
    }
}
