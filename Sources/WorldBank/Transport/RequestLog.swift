public import Foundation

/// The requests one run made, in completion order.
///
/// An actor because pages are fetched in parallel and every one of them appends; whoever owns the
/// run reads it afterwards (`--verbose`, a report's `summary.json`) without reaching into the client.
public actor RequestLog {
    private var entries: [RequestRecord] = []

    /// Creates an empty log.
    public init() {}

    /// Every exchange so far.
    public var records: [RequestRecord] { entries }

    /// Adds one exchange.
    func append(_ record: RequestRecord) {
        entries.append(record)
    }
}

/// One HTTP exchange the client made, for `--verbose` output and report summaries.
public struct RequestRecord: Sendable, Hashable {
    /// The URL requested.
    public let url: URL
    /// The HTTP status, or `nil` when no response arrived.
    public let status: Int?
    /// Which try of this URL it was, from 1.
    public let attempt: Int
}
