import Synchronization

/// One request's way from an async caller through a callback-based ``RequestEngine`` and back.
///
/// The waiter is registered before anything can call back, a result that arrives first is kept
/// for it, nothing is started for a caller that is already cancelled, and the continuation is
/// resumed exactly once on every path: every mutable part sits in one `Mutex`, and whoever takes
/// the continuation out of it is the only one who resumes it.
final class HTTPExchange: Sendable {
    private struct State {
        /// Set by ``start(_:limit:)`` before anything can call back; `nil` again once taken out to
        /// be resumed, so after the start it also says whether the exchange has finished.
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        /// The engine's id of the request, once it has started.
        var id: UInt64?
        var cancelled = false
    }

    private let request: HTTPRequest
    private let engine: any RequestEngine
    private let state = Mutex(State())

    private init(request: HTTPRequest, engine: any RequestEngine) {
        self.request = request
        self.engine = engine
    }

    /// Sends `request` through `engine` and waits for its response, or for ``WorldBankError/cancelled(_:)``
    /// as soon as the calling task is cancelled.
    static func send(_ request: HTTPRequest, limit: Int, through engine: any RequestEngine) async throws
        -> HTTPResponse
    {
        guard !Task.isCancelled else { throw WorldBankError.cancelled(request.url) }
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
        // A cancellation that came before the waiter existed ended the exchange already.
        let cancelled = state.withLock { state -> Bool in
            state.continuation = continuation
            return state.cancelled
        }
        guard !cancelled else { return finish(.failure(.cancelled(request.url))) }
        let id = engine.start(request, limit: limit) { [self] result in finish(result) }
        guard let id else {
            return finish(.failure(.connectionFailed(request.url, reason: "the request could not be started")))
        }
        // A cancellation that came while the request was being handed over is passed on now.
        let cancelNow = state.withLock { state -> Bool in
            state.id = id
            return state.cancelled && state.continuation != nil
        }
        if cancelNow { engine.cancel(id) }
    }

    private func cancel() {
        let id = state.withLock { state -> UInt64? in
            state.cancelled = true
            return state.continuation == nil ? nil : state.id
        }
        if let id { engine.cancel(id) }
    }

    private func finish(_ result: Result<HTTPResponse, WorldBankError>) {
        let continuation = state.withLock { state in state.continuation.take() }
        continuation?.resume(with: result.mapError { $0 })
    }
}

/// What runs requests for an ``HTTPExchange``: starts one, and cancels one by the id it returned.
///
/// A protocol so that the exchange's every path (completed before its waiter was registered,
/// cancelled before it started, cancelled in flight, refused at start) can be tested with an engine
/// that decides when each callback comes; ``CurlTransport`` is the real one.
protocol RequestEngine: Sendable {
    /// Starts `request`, capping its body at `limit` bytes, and returns an id for ``cancel(_:)``.
    /// `completion` is called exactly once, possibly before this returns; when the request cannot be
    /// started at all, this returns `nil` and `completion` is never called.
    func start(
        _ request: HTTPRequest, limit: Int,
        completion: @escaping @Sendable (Result<HTTPResponse, WorldBankError>) -> Void
    ) -> UInt64?

    /// Ends request `id` early: its completion then reports ``WorldBankError/cancelled(_:)``,
    /// unless it has completed already.
    func cancel(_ id: UInt64)
}
