/// A transport wrapper that writes every exchange into a ``RequestLog``, answered or not.
///
/// Middleware in the manner of swift-openapi-runtime: it knows nothing of World Bank pages and
/// can sit around any transport, so logging never has to be threaded through the client.
public struct RecordingTransport: HTTPTransport {
    /// The transport that does the work.
    public let base: any HTTPTransport
    /// Where exchanges are written.
    public let log: RequestLog

    /// Wraps `base`, writing into `log`.
    public init(base: any HTTPTransport, log: RequestLog) {
        self.base = base
        self.log = log
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            let response = try await base.send(request)
            await log.append(RequestRecord(url: request.url, status: response.status, attempt: request.attempt))
            return response
        } catch {
            await log.append(RequestRecord(url: request.url, status: nil, attempt: request.attempt))
            throw error
        }
    }
}
