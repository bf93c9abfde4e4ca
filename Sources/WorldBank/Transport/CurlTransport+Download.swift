import CCurl
import Synchronization

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension CurlTransport {
    /// Where a download goes: the open file its body is written to as it arrives, the open file the
    /// response's header block is written to before the body's first byte (so that a download
    /// stopped by a signal leaves its validators beside its bytes, for a resumption), and how long
    /// it may stall.
    public struct DownloadTarget: Sendable, Hashable {
        /// The body's file.
        public let body: Int32
        /// The header block's file, or -1.
        public let headers: Int32
        /// The download ends as timed out when less than a byte a second arrived for this long.
        public let stallLimit: Duration?

        /// A target writing the body to `body` and the header block to `headers` (-1 for nowhere).
        public init(body: Int32, headers: Int32 = -1, stallLimit: Duration? = nil) {
            self.body = body
            self.headers = headers
            self.stallLimit = stallLimit
        }
    }

    /// Downloads `url` into `target` as it arrives (a bulk file of hundreds of MB is never held),
    /// with `headers` (`Range`, `If-None-Match`, …), at most `limit` bytes and `timeout` for the
    /// whole exchange. The response's body is empty: the bytes are in the file, as many as it grew
    /// by. A failure is a ``WorldBankError`` as for any request; a write that failed (the disk is
    /// full) is ``WorldBankError/connectionFailed(_:reason:)`` naming the system's reason.
    public func download(
        _ url: URL, headers: [String: String], to target: DownloadTarget, limit: Int, timeout: Duration
    ) async throws -> HTTPResponse {
        if let reason = http_engine_library_error() {
            throw WorldBankError.unreachable(url, reason: "libcurl could not be loaded: \(String(cString: reason))")
        }
        var request = HTTPRequest(url: url)
        request.headers = headers
        request.timeout = timeout
        let stall = target.stallLimit.map { max(1, Int($0.timeInterval.rounded(.up))) } ?? 0
        let file = http_engine_file(body_fd: target.body, headers_fd: target.headers, stall_seconds: stall)
        return try await HTTPExchange.send(request, limit: limit, through: FileDownload(transport: self, file: file))
    }
}

/// The engine of one download to a file: the transport's own, with the file to write to.
private struct FileDownload: RequestEngine {
    let transport: CurlTransport
    let file: http_engine_file

    func start(
        _ request: HTTPRequest, limit: Int,
        completion: @escaping @Sendable (Result<HTTPResponse, WorldBankError>) -> Void
    ) -> UInt64? {
        transport.start(request, limit: limit, writingTo: file, completion: completion)
    }

    func cancel(_ id: UInt64) { transport.cancel(id) }
}
