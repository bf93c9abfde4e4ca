/// Settings of a ``WorldBankService`` that never change during its life.
public struct ServiceConfiguration: Sendable {
    /// The API root; the default is the public World Bank API.
    public let baseURL: BaseURL
    /// The budget of one HTTP request.
    public let requestTimeout: Duration
    /// Retries of failed requests.
    public let retryPolicy: RetryPolicy
    /// How many later pages of one query may be in flight at once.
    public let maximumConcurrentPages: Int
    /// A page size forced on every query; `nil` lets each endpoint choose. Tests set it small to
    /// exercise paging.
    public let perPageOverride: Int?
    /// The `User-Agent` sent with every request, naming the tool and its version.
    public let userAgent: String

    /// Creates a configuration.
    public init(
        baseURL: BaseURL = .worldBank,
        requestTimeout: Duration = .seconds(30),
        retryPolicy: RetryPolicy = RetryPolicy(),
        maximumConcurrentPages: Int = 4,
        perPageOverride: Int? = nil,
        userAgent: String = "countries/\(ToolVersion.current) (World Bank country statistics analyzer)"
    ) {
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.retryPolicy = retryPolicy
        self.maximumConcurrentPages = max(1, maximumConcurrentPages)
        self.perPageOverride = perPageOverride
        self.userAgent = userAgent
    }
}
