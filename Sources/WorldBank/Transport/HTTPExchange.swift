import Synchronization

/// One request's way from an async caller through a callback-based ``RequestEngine`` and back.
///
/// The waiter is registered before anything can call back, a result that arrives first is kept
/// for it, nothing is started for a caller that is already cancelled, and the continuation is
/// resumed exactly once on every path: every mutable part sits in one `Mutex`, and whoever takes
/// the continuation out of it is the only one who resumes it.
final class HTTPExchange: Sendable {
    private enum Stage {
        /// Made, not yet started.
        case waiting
        /// Being handed to the engine; `cancelRequested` when a cancellation came meanwhile.
        case starting(cancelRequested: Bool)
        /// Started under this id.
        case running(UInt64)
        /// Resumed, or about to be.
        case finished
    }

    private struct State {
        var stage = Stage.waiting
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
    }

    private let request: HTTPRequest
    private let engine: any RequestEngine
    private let state = Mutex(State())

    private init(request: HTTPRequest, engine: any RequestEngine) {
        self.request = request
        self.engine = engine
    }

    /// Sends `request` through `engine` and waits for its response, or for ``TransportError/cancelled(_:)``
    /// as soon as the calling task is cancelled.
    static func send(_ request: HTTPRequest, limit: Int, through engine: any RequestEngine) async throws
        -> HTTPResponse
    {
        guard !Task.isCancelled else { throw TransportError.cancelled(request.url) }
        let exchange = HTTPExchange(request: request, engine: engine)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.start(continuation, limit: limit)
            }
        } onCancel: {
            exchange.cancel()
        }
    }

    private func start(_ continuation: CheckedContinuation<HTTPResponse, any Error>, limit: Int) {
        let go = state.withLock { state -> Bool in
            state.continuation = continuation
            // A cancellation that came before the waiter existed ended the exchange already.
            guard case .waiting = state.stage else { return false }
            state.stage = .starting(cancelRequested: false)
            return true
        }
        guard go else { return finish(.failure(.cancelled(request.url))) }
        let id = engine.start(request, limit: limit) { [self] result in finish(result) }
        guard let id else {
            return finish(.failure(.connectionFailed(request.url, reason: "the request could not be started")))
        }
        let cancelNow = state.withLock { state -> Bool in
            guard case .starting(let cancelRequested) = state.stage else { return false }
            state.stage = .running(id)
            return cancelRequested
        }
        if cancelNow { engine.cancel(id) }
    }

    private func cancel() {
        let id = state.withLock { state -> UInt64? in
            switch state.stage {
            case .waiting:
                state.stage = .finished
                return nil
            case .starting:
                state.stage = .starting(cancelRequested: true)
                return nil
            case .running(let id):
                return id
            case .finished:
                return nil
            }
        }
        if let id { engine.cancel(id) }
    }

    private func finish(_ result: Result<HTTPResponse, TransportError>) {
        let continuation = state.withLock { state -> CheckedContinuation<HTTPResponse, any Error>? in
            state.stage = .finished
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result.mapError { $0 })
    }
}
