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
        completion: @escaping @Sendable (Result<HTTPResponse, TransportError>) -> Void
    ) -> UInt64?

    /// Ends request `id` early: its completion then reports ``TransportError/cancelled(_:)``,
    /// unless it has completed already.
    func cancel(_ id: UInt64)
}
