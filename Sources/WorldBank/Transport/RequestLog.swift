#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The requests one run made, in completion order.
///
/// An actor because pages are fetched in parallel and every one of them appends; whoever owns the
/// run reads it afterwards (`--verbose`, a report's `summary.json`) without reaching into the client.
actor RequestLog {
    /// Every exchange so far.
    private(set) var records: [RequestRecord] = []

    /// Adds one exchange.
    func append(_ record: RequestRecord) {
        records.append(record)
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
