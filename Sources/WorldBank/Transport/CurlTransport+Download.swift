import CCurl
import Synchronization

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension CurlTransport {
    /// Downloads `url` into the open file `descriptor` as it arrives (a bulk file of hundreds of MB is
    /// never held), with `headers` (`Range`, `If-None-Match`, …), at most `limit` bytes and `timeout`
    /// for the whole exchange. The response's body is empty: the bytes are in the file, as many as
    /// it grew by. A failure is a ``WorldBankError`` as for any request; a write that failed (the
    /// disk is full) is ``WorldBankError/connectionFailed(_:reason:)`` naming the system's reason.
    public func download(
        _ url: URL, headers: [String: String], to descriptor: Int32, limit: Int, timeout: Duration
    ) async throws -> HTTPResponse {
        if let reason = http_engine_library_error() {
            throw WorldBankError.unreachable(url, reason: "libcurl could not be loaded: \(String(cString: reason))")
        }
        var request = HTTPRequest(url: url)
        request.headers = headers
        request.timeout = timeout
        return try await HTTPExchange.send(
            request, limit: limit, through: FileDownload(transport: self, descriptor: descriptor))
    }
}

/// The engine of one download to a file: the transport's own, with the file to write to.
private struct FileDownload: RequestEngine {
    let transport: CurlTransport
    let descriptor: Int32

    func start(
        _ request: HTTPRequest, limit: Int,
        completion: @escaping @Sendable (Result<HTTPResponse, WorldBankError>) -> Void
    ) -> UInt64? {
        transport.start(request, limit: limit, writingTo: descriptor, completion: completion)
    }

    func cancel(_ id: UInt64) { transport.cancel(id) }
}
