#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The one thing the client needs from HTTP: send a GET, get the status, headers and body back.
///
/// Keeping HTTP behind this single method lets unit tests answer requests in memory, while
/// integration tests and the product use ``CurlTransport`` against a real server.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the whole response, or throws a ``WorldBankError`` (a timeout, a lost connection).
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A GET request as the client builds it; only the client makes them, a transport reads them.
public struct HTTPRequest: Sendable, Hashable {
    /// The absolute URL, already carrying its query.
    public let url: URL
    /// Headers to send, such as `User-Agent`.
    public internal(set) var headers: [String: String] = [:]
    /// How long the whole exchange may take before it counts as a timeout.
    public internal(set) var timeout: Duration = .seconds(30)
}

/// A complete HTTP response.
public struct HTTPResponse: Sendable, Hashable {
    /// The HTTP status code.
    public let status: Int
    /// Response headers with lower-cased names.
    public let headers: [String: String]
    /// The body, already bounded by the transport's size cap.
    public let body: Data

    /// Creates a response; header names are lower-cased so lookups never depend on the server's case.
    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The `Content-Type` header, or an empty string.
    public var contentType: String { headers["content-type"] ?? "" }
}
