import Foundation

/// A transport wrapper that repeats a request while the answer means "try again later", with
/// exponential backoff and jitter, honouring `Retry-After` up to the policy's cap.
///
/// A host that cannot be reached at all (unknown host, connection refused, no network) gets one quick
/// retry and no more: waiting with backoff would only delay the offline answer by seconds.
///
/// Transient failures are decided in one place: no response (timeout, broken connection), a
/// status such as 503, or whatever `classify` recognises in a response (the World Bank client adds
/// HTML error pages and the API's "service unavailable" message). Anything else is returned as is.
public struct RetryingTransport: HTTPTransport {
    /// Statuses that mean the server is overloaded or briefly broken.
    public static let retryableStatuses: Set<Int> = [429, 500, 502, 503, 504]

    /// The wait before the one retry of an unreachable host.
    static let quickRetryDelay = Duration.milliseconds(100)

    /// The transport that does the work.
    public let base: any HTTPTransport
    /// How often and how patiently to try.
    public let policy: RetryPolicy
    /// Recognises transient answers beyond the status code; `nil` means "keep this response".
    public let classify: @Sendable (HTTPResponse) -> RetryReason?

    /// Wraps `base`.
    public init(
        base: any HTTPTransport, policy: RetryPolicy,
        classify: @escaping @Sendable (HTTPResponse) -> RetryReason? = { _ in nil }
    ) {
        self.base = base
        self.policy = policy
        self.classify = classify
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var reasons: [RetryReason] = []
        for attempt in 1...policy.maximumAttempts {
            var attemptRequest = request
            attemptRequest.attempt = attempt
            let reason: RetryReason
            var retryAfter: Duration?
            do {
                let response = try await base.send(attemptRequest)
                if Self.retryableStatuses.contains(response.status) {
                    reason = .status(response.status)
                    retryAfter = Self.retryAfter(response.headers["retry-after"])
                } else if let transient = classify(response) {
                    reason = transient
                } else {
                    return response
                }
            } catch let error as TransportError {
                switch error {
                case .cancelled, .bodyTooLarge: throw WorldBankError.transport(error)
                case .timedOut, .connectionFailed: reason = .transport(error)
                case .unreachable:
                    reasons.append(.transport(error))
                    guard attempt < min(2, policy.maximumAttempts) else {
                        throw WorldBankError.retriesExhausted(url: request.url, attempts: reasons)
                    }
                    try await Task.sleep(for: Self.quickRetryDelay)
                    continue
                }
            }
            reasons.append(reason)
            // A server that asks for a longer wait than the policy allows is not waited for at all.
            if let retryAfter, retryAfter > policy.maximumDelay {
                throw WorldBankError.retriesExhausted(url: request.url, attempts: reasons)
            }
            if attempt < policy.maximumAttempts {
                try await Task.sleep(for: policy.delay(afterAttempt: attempt, retryAfter: retryAfter))
            }
        }
        throw WorldBankError.retriesExhausted(url: request.url, attempts: reasons)
    }

    /// The wait a `Retry-After` header asks for: delta-seconds (`120`) or an HTTP date; `nil` when
    /// absent or unreadable.
    static func retryAfter(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return .milliseconds(max(0, Int(date.timeIntervalSince(now) * 1000)))
    }
}
