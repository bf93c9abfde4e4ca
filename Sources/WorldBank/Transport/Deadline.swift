import Synchronization

/// Runs `operation`, throwing `error` once `limit` has passed, whether or not `operation` has
/// noticed that it was cancelled.
///
/// A task group would wait for its slowest child, so a deadline built from one is only as good as
/// the operation's cancellation handling. Here the operation and a timer race as unstructured
/// tasks: the caller resumes at whichever ends first, the loser is cancelled, and an operation
/// that ignores cancellation is abandoned to finish (and clean up) behind the caller's back.
/// Cancelling the caller ends the wait at once with `CancellationError`.
public func withDeadline<T: Sendable>(
    _ limit: Duration, error timeoutError: any Error, operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let race = DeadlineRace<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            race.begin(continuation, limit: limit, timeoutError: timeoutError, operation: operation)
        }
    } onCancel: {
        race.settle(.failure(CancellationError()))
    }
}

/// The state of one ``withDeadline(_:error:operation:)``: the waiter, the outcome once known, and
/// the two racing tasks, all in one `Mutex` so that exactly one outcome resumes the waiter.
private final class DeadlineRace<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var outcome: Result<T, any Error>?
        var racers: [Task<Void, Never>] = []
    }

    private let state = Mutex(State())

    func begin(
        _ continuation: CheckedContinuation<T, any Error>, limit: Duration, timeoutError: any Error,
        operation: @escaping @Sendable () async throws -> T
    ) {
        let work = Task {
            do {
                settle(.success(try await operation()))
            } catch {
                settle(.failure(error))
            }
        }
        let timer = Task {
            // A cancelled sleep means the race is over; only a full one is a timeout.
            guard (try? await Task.sleep(for: limit)) != nil else { return }
            settle(.failure(timeoutError))
        }
        let early = state.withLock { state -> Result<T, any Error>? in
            if let outcome = state.outcome { return outcome }
            state.continuation = continuation
            state.racers = [work, timer]
            return nil
        }
        if let early {
            work.cancel()
            timer.cancel()
            continuation.resume(with: early)
        }
    }

    /// Records the first outcome and resumes the waiter with it; later ones are ignored.
    func settle(_ outcome: Result<T, any Error>) {
        let (continuation, racers) = state.withLock {
            state -> (CheckedContinuation<T, any Error>?, [Task<Void, Never>]) in
            guard state.outcome == nil else { return (nil, []) }
            state.outcome = outcome
            defer { state.racers = [] }
            return (state.continuation.take(), state.racers)
        }
        racers.forEach { $0.cancel() }
        continuation?.resume(with: outcome)
    }
}
