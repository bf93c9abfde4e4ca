import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production transport: `URLSession`, with a hard size cap and a whole-request deadline.
///
/// `URLSession`'s own timeout only measures silence between packets, so a server that trickles a
/// body forever would never time out; the deadline here bounds the whole exchange. Bodies are
/// streamed through ``ResponseCollector`` so an oversized answer is cut off as soon as it passes
/// the cap instead of being held in memory.
public struct URLSessionTransport: HTTPTransport {
    /// The largest body accepted, in bytes.
    public let maximumBodySize: Int

    /// Creates a transport; 64 MiB is far above the largest real answer (about 6 MiB).
    public init(maximumBodySize: Int = 64 * 1_048_576) {
        self.maximumBodySize = maximumBodySize
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "GET"
        urlRequest.timeoutInterval = request.timeout.timeInterval
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = request.timeout.timeInterval
        configuration.timeoutIntervalForResource = request.timeout.timeInterval
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData

        let collector = ResponseCollector(url: request.url, limit: maximumBodySize, timeout: request.timeout)
        let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: urlRequest)

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
