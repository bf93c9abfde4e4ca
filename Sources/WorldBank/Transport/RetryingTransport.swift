#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A transport wrapper that repeats a request while the answer means "try again later", with
/// exponential backoff and jitter, honouring `Retry-After` up to the policy's cap, and writes every
/// try into a ``RequestLog``, answered or not.
///
/// A host that cannot be reached at all (unknown host, connection refused, no network) gets one quick
/// retry and no more: waiting with backoff would only delay the offline answer by seconds.
///
/// Transient failures are decided in one place: no response (timeout, broken connection), a
/// status such as 503, or whatever `classify` recognises in a response (the World Bank client adds
/// HTML error pages and the API's "service unavailable" message). Anything else is returned as is.
struct RetryingTransport: HTTPTransport {
    /// Statuses that mean the server is overloaded or briefly broken.
    static let retryableStatuses: Set<Int> = [429, 500, 502, 503, 504]
    /// The wait before the one retry of an unreachable host.
    static let quickRetryDelay = Duration.milliseconds(100)

    /// The transport that does the work.
    let base: any HTTPTransport
    /// How often and how patiently to try.
    let policy: RetryPolicy
    /// Where every try is written.
    var log = RequestLog()
    /// Recognises transient answers beyond the status code; `nil` means "keep this response".
    var classify: @Sendable (HTTPResponse) -> RetryReason? = { _ in nil }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var reasons: [RetryReason] = []
        for attempt in 1...policy.maximumAttempts {
            var retryAfter: Duration?
            do {
                let response = try await base.send(request)
                await log.append(RequestRecord(url: request.url, status: response.status, attempt: attempt))
                if Self.retryableStatuses.contains(response.status) {
                    reasons.append(.status(response.status))
                    retryAfter = Self.retryAfter(response.headers["retry-after"])
                } else if let transient = classify(response) {
                    reasons.append(transient)
                } else {
                    return response
                }
            } catch {
                await log.append(RequestRecord(url: request.url, status: nil, attempt: attempt))
                guard let failure = error as? WorldBankError else { throw error }
                switch failure {
                case .timedOut, .connectionFailed, .unreachable: reasons.append(.transport(failure))
                default: throw failure
                }
            }
            let unreachable = if case .transport(.unreachable) = reasons.last { true } else { false }
            // A server that asks for a longer wait than the policy allows is not waited for at all.
            guard attempt < (unreachable ? min(2, policy.maximumAttempts) : policy.maximumAttempts),
                retryAfter.map({ $0 <= policy.maximumDelay }) ?? true
            else { break }
            try await Task.sleep(
                for: unreachable ? Self.quickRetryDelay : policy.delay(afterAttempt: attempt, retryAfter: retryAfter))
        }
        throw WorldBankError.retriesExhausted(url: request.url, attempts: reasons)
    }

    /// The wait a `Retry-After` header asks for: delta-seconds (`120`) or an HTTP date; `nil` when
    /// absent or unreadable.
    static func retryAfter(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingWhitespace, !value.isEmpty else { return nil }
        if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
        guard let date = httpDate(value) else { return nil }
        return .milliseconds(max(0, Int(date.timeIntervalSince(now) * 1000)))
    }

    /// The moment an HTTP date names, in the one form servers send (RFC 9110's IMF-fixdate,
    /// `Sun, 06 Nov 1994 08:49:37 GMT`), read as the ISO 8601 time it spells: FoundationEssentials
    /// parses ISO 8601 but has no `DateFormatter`.
    private static func httpDate(_ text: String) -> Date? {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0].count == 4, parts[0].last == ",", parts[1].count == 2,
            let month = months.firstIndex(of: String(parts[2])), parts[3].count == 4, parts[4].count == 8,
            parts[5] == "GMT"
        else { return nil }
        let iso = "\(parts[3])-\(month < 9 ? "0" : "")\(month + 1)-\(parts[1])T\(parts[4])Z"
        return try? Date(iso, strategy: .iso8601)
    }
}

/// Why one try of a request is worth repeating: kept as a value, so messages and tests read the
/// reason itself rather than parsing it back out of text.
public enum RetryReason: Sendable, Hashable, CustomStringConvertible {
    /// No response: a timeout or a broken connection (``WorldBankError/timedOut(_:_:)`` and the like).
    case transport(WorldBankError)
    /// A status that means "later" (429, 500, 502, 503, 504).
    case status(Int)
    /// A body that is not JSON (an HTML error page, XML), or JSON with a wrong content type.
    case notJSON(contentType: String, bodyPrefix: String, wrongContentType: Bool)
    /// The API's own "service unavailable" message (id 105).
    case serviceUnavailable

    public var description: String {
        switch self {
        case .transport(let error): error.transportSummary ?? error.message
        case .status(let status): "HTTP \(status)"
        case .notJSON(let contentType, let prefix, let wrongType):
            "\(wrongType ? "wrong content type" : "not JSON") ('\(contentType)': \(prefix))"
        case .serviceUnavailable: "API message 105 (service unavailable)"
        }
    }
}

/// How often and how patiently a failed request is tried again.
///
/// Exponential backoff with equal jitter (each wait a random time between half and all of the
/// doubled delay, capped at ``maximumDelay``) spreads retries from many cron jobs apart yet never
/// retries at once; `Retry-After` wins when the server sends it, up to ``maximumDelay`` so a hostile
/// header cannot stall a run.
public struct RetryPolicy: Sendable, Hashable {
    /// Tries in all, the first included.
    public let maximumAttempts: Int
    /// The backoff before the second try; doubled for each further one.
    public let baseDelay: Duration
    /// The longest single wait, whether from backoff or from `Retry-After`.
    public let maximumDelay: Duration

    /// Creates a policy.
    public init(
        maximumAttempts: Int = 4, baseDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(30)
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
    }

    /// The wait before try number `attempt + 1` (attempt counts from 1): `retryAfter` capped at
    /// ``maximumDelay`` when given, else ``baseDelay`` doubled per earlier try, capped, times a random
    /// factor from 0.5 to 1.
    public func delay(afterAttempt attempt: Int, retryAfter: Duration?) -> Duration {
        if let retryAfter { return min(retryAfter, maximumDelay) }
        let exponential = baseDelay * (1 << min(attempt - 1, 16))
        return min(exponential, maximumDelay) * Double.random(in: 0.5...1.0)
    }
}
