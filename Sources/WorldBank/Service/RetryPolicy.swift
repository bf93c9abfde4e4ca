/// How often and how patiently a failed request is tried again.
///
/// Exponential backoff with full jitter spreads retries from many cron jobs apart; `Retry-After`
/// wins when the server sends it, up to ``maximumDelay`` so a hostile header cannot stall a run.
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

    /// The wait before try number `attempt + 1` (attempt counts from 1), honouring `retryAfter`.
    public func delay(afterAttempt attempt: Int, retryAfter: Duration?) -> Duration {
        if let retryAfter { return min(retryAfter, maximumDelay) }
        let exponential = baseDelay * (1 << min(attempt - 1, 16))
        let capped = min(exponential, maximumDelay)
        let jitter = Double.random(in: 0.5...1.0)
        return capped * jitter
    }
}
