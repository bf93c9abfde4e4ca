import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production transport: one `URLSession` for all of a service's requests, so that HTTP
/// keep-alive reuses connections (over HTTPS a new connection costs a TCP and a TLS handshake), with
/// a hard size cap and a whole-request deadline.
///
/// `URLSession`'s own timeout only measures silence between packets, so a server that trickles a
/// body forever would never time out; the deadline here bounds the whole exchange. Bodies are
/// streamed through a ``ResponseCollector`` per request, so an oversized answer is cut off as soon
/// as it passes the cap instead of being held in memory.
public final class URLSessionTransport: HTTPTransport {
    /// The largest body accepted, in bytes.
    public let maximumBodySize: Int
    private let maximumConnections: Int
    private let delegate = SessionDelegate()
    /// Made at the first request: a run answered from the cache never pays for setting up
    /// `URLSession` (a few milliseconds, a tenth of such a run).
    private let session = Mutex<URLSession?>(nil)

    /// Creates a transport; 64 MiB is far above the largest real answer (about 6 MiB), and at most
    /// `maximumConnections` connections are open to one host at once.
    public init(maximumBodySize: Int = 64 * 1_048_576, maximumConnections: Int = 4) {
        self.maximumBodySize = maximumBodySize
        self.maximumConnections = max(1, maximumConnections)
    }

    deinit {
        session.withLock { $0?.finishTasksAndInvalidate() }
    }

    /// The session, made on first use.
    private func openSession() -> URLSession {
        session.withLock { session in
            if let session { return session }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.httpMaximumConnectionsPerHost = maximumConnections
            let made = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            session = made
            return made
        }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "GET"
        urlRequest.timeoutInterval = request.timeout.timeInterval
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }

        let collector = ResponseCollector(url: request.url, limit: maximumBodySize, timeout: request.timeout)
        let task = openSession().dataTask(with: urlRequest)
        delegate.register(collector, for: task.taskIdentifier)

        return try await withDeadline(request.timeout, error: TransportError.timedOut(request.url, request.timeout)) {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    collector.start(continuation)
                    task.resume()
                }
            } onCancel: {
                task.cancel()
            }
        }
    }
}
