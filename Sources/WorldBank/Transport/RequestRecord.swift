public import Foundation

/// One HTTP exchange the client made, for `--verbose` output and report summaries.
public struct RequestRecord: Sendable, Hashable {
    /// The URL requested.
    public let url: URL
    /// The HTTP status, or `nil` when no response arrived.
    public let status: Int?
    /// Which try of this URL it was, from 1.
    public let attempt: Int

    /// Creates a record.
    public init(url: URL, status: Int?, attempt: Int) {
        self.url = url
        self.status = status
        self.attempt = attempt
    }
}
