/// How far a service's queries of indicator values have come: what a progress line says
/// ("fetching 3 of 4 queries, 412,000 values").
public struct FetchProgress: Sendable, Hashable {
    /// Queries of indicator values started so far (a query is one batch of codes, all its pages).
    public internal(set) var queries = 0
    /// Queries whose every page has been taken in.
    public internal(set) var finishedQueries = 0
    /// Observations taken in so far, empty ones included.
    public internal(set) var values = 0

    /// Creates a progress report.
    public init(queries: Int = 0, finishedQueries: Int = 0, values: Int = 0) {
        self.queries = queries
        self.finishedQueries = finishedQueries
        self.values = values
    }
}
