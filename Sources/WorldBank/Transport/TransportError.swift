public import Foundation

/// Why an HTTP exchange produced no response at all.
public enum TransportError: Error, Sendable, Hashable {
    /// No complete answer arrived within the allowed time.
    case timedOut(URL, Duration)
    /// The connection could not be made or broke off (DNS, refused, reset, closed early).
    case connectionFailed(URL, reason: String)
    /// The host cannot be reached at all (unknown host, connection refused, no network): a failure
    /// that will not change in a second, so it is retried once at most.
    case unreachable(URL, reason: String)
    /// The server sent more than the size cap allows; the rest was not read.
    case bodyTooLarge(URL, limit: Int)
    /// The request was cancelled because the command is ending.
    case cancelled(URL)

    /// The URL the failure happened on.
    public var url: URL {
        switch self {
        case .timedOut(let url, _), .connectionFailed(let url, _), .unreachable(let url, _), .bodyTooLarge(let url, _),
            .cancelled(let url):
            url
        }
    }

    /// A one-line explanation for people.
    public var summary: String {
        switch self {
        case .timedOut(_, let limit): "no answer within \(limit.secondsText)"
        case .connectionFailed(_, let reason), .unreachable(_, let reason): "connection failed (\(reason))"
        case .bodyTooLarge(_, let limit): "the response is larger than the \(limit / 1_048_576) MiB limit"
        case .cancelled: "cancelled"
        }
    }
}

extension Duration {
    /// The duration as seconds for messages, such as `30 s` or `0.2 s`.
    public var secondsText: String {
        timeInterval == timeInterval.rounded() ? "\(Int(timeInterval)) s" : String(format: "%.1f s", timeInterval)
    }

    /// The duration as a `TimeInterval`, for Foundation APIs.
    public var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
