/// Settings of a ``WorldBankService`` that never change during its life.
public struct ServiceConfiguration: Sendable {
    /// The API root; the default is the public World Bank API.
    public let baseURL: BaseURL
    /// The budget of one HTTP request.
    public let requestTimeout: Duration
    /// Retries of failed requests.
    public let retryPolicy: RetryPolicy
    /// A page size forced on every query; `nil` lets each endpoint choose. Tests set it small to
    /// exercise paging.
    public let perPageOverride: Int?
    /// Called, from any thread, each time a page of indicator values has been taken in: what a
    /// progress line on a terminal is drawn from. The service never draws it itself.
    public let onProgress: (@Sendable (FetchProgress) -> Void)?

    /// Creates a configuration.
    public init(
        baseURL: BaseURL = .worldBank,
        requestTimeout: Duration = .seconds(30),
        retryPolicy: RetryPolicy = RetryPolicy(),
        perPageOverride: Int? = nil,
        onProgress: (@Sendable (FetchProgress) -> Void)? = nil
    ) {
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.retryPolicy = retryPolicy
        self.perPageOverride = perPageOverride
        self.onProgress = onProgress
    }
}
