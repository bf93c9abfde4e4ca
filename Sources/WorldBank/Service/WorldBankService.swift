import Synchronization

/// The World Bank API v2 client: fetches the country list and indicators concurrently and returns
/// only answers that were checked page by page.
///
/// An actor, as the design asks, whose configuration never changes (`nonisolated let`): the
/// fetching is `nonisolated` and runs fully in parallel. Requests go through one small wrapper
/// around the one-method transport, `RetryingTransport`, so retries and the request log live
/// outside the client's own logic.
public actor WorldBankService {
    /// Settings fixed for the service's life.
    public nonisolated let configuration: ServiceConfiguration
    /// Every HTTP exchange the service made, each try on its own.
    nonisolated let log = RequestLog()
    nonisolated let transport: any HTTPTransport
    /// How far the queries of indicator values have come, for ``ServiceConfiguration/onProgress``.
    nonisolated let progress = Mutex(FetchProgress())

    /// Creates a service; production code keeps the default ``CurlTransport``.
    public init(
        configuration: ServiceConfiguration = ServiceConfiguration(),
        transport: any HTTPTransport = CurlTransport()
    ) {
        self.configuration = configuration
        self.transport = RetryingTransport(
            base: transport, policy: configuration.retryPolicy, log: log, classify: Self.transientFailure(in:))
    }

    /// Every HTTP exchange made so far, in completion order.
    public nonisolated var requestLog: [RequestRecord] {
        get async { await log.records }
    }

    /// Runs `work` (questions to this service) for at most `budget`, then gives up with "no answer
    /// within …" naming the API root, whether or not `work` has noticed: the network budget of a
    /// command, after which the offline copy answers.
    public nonisolated func withinBudget<T: Sendable>(
        _ budget: Duration, _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withDeadline(
            budget, error: WorldBankError.timedOut(configuration.baseURL.url, budget), operation: work)
    }

    /// The whole country list: economies and aggregates.
    public nonisolated func countries() async throws -> [Country] {
        let endpoint = Endpoint.countries(perPage: configuration.perPageOverride ?? 1_000)
        let (_, records): (PageMetadata, [CountryRecord]) = try await fetchAll(endpoint)
        return try AnswerChecks.countries(
            records.map(\.country), url: endpoint.url(base: configuration.baseURL, page: 1))
    }

    /// The entries the API lists as members of the group `group` (`/country?region=EUU`), each once:
    /// a code named twice makes the answer untrusted. An empty list is the API's answer for a
    /// group it holds no members of.
    public nonisolated func members(of group: String) async throws -> [Country] {
        let endpoint = Endpoint.members(of: group, perPage: configuration.perPageOverride ?? 1_000)
        let (_, records): (PageMetadata, [CountryRecord]) = try await fetchAll(endpoint)
        return try AnswerChecks.countries(
            records.map(\.country), url: endpoint.url(base: configuration.baseURL, page: 1),
            list: "the member list of \(group)")
    }

    /// Every observation of `indicator` over `period`.
    public nonisolated func indicator(_ indicator: IndicatorCode, period: Period) async throws -> IndicatorDataset {
        try await indicatorDatasets([indicator], period: period)[0]
    }

    /// What the API says of `indicator` (`/indicator/{id}`).
    public nonisolated func indicatorInfo(_ indicator: IndicatorCode) async throws -> IndicatorInfo {
        let endpoint = Endpoint.indicatorInfo(indicator)
        let (_, records): (PageMetadata, [IndicatorRecord]) = try await fetchAll(endpoint)
        guard let info = records.lazy.compactMap(\.info).first(where: { $0.code == indicator }) else {
            throw WorldBankError.malformed(
                url: endpoint.url(base: configuration.baseURL, page: 1), path: "$[1]",
                reason: "no record for \(indicator)", bodyPrefix: "")
        }
        return info
    }

    /// The World Bank's databases (`/v2/sources`), by number: what `--source` may name; the
    /// records that are not one (and the repeats of a number) are counted in ``SourceList/leftOut``.
    public nonisolated func databases() async throws -> SourceList {
        let endpoint = Endpoint.databases(perPage: configuration.perPageOverride ?? 1_000)
        let (_, records): (PageMetadata, [SourceRecord]) = try await fetchAll(endpoint)
        var seen: Set<DatabaseID> = []
        var leftOut = records.compactMap(\.leftOut)
        let databases = records.compactMap(\.database).filter { database in
            guard seen.insert(database.id).inserted else {
                leftOut.append("id \(database.id) listed again ('\(database.name)')")
                return false
            }
            return true
        }
        return SourceList(databases: databases.sorted { $0.id < $1.id }, leftOut: leftOut)
    }

    /// Every indicator of `database` (`/v2/sources/{id}/indicators`), sorted by code: the catalogue
    /// its codes are checked against and searched in.
    public nonisolated func catalogue(of database: DatabaseID) async throws -> [IndicatorInfo] {
        let endpoint = Endpoint.catalogue(of: database, perPage: configuration.perPageOverride ?? 1_000)
        let (_, records): (PageMetadata, [IndicatorRecord]) = try await fetchAll(endpoint)
        var seen: Set<IndicatorCode> = []
        return records.compactMap(\.info).filter { seen.insert($0.code).inserted }.sorted { $0.code < $1.code }
    }

    /// The country list and every indicator in `indicators`, all fetched at the same time.
    ///
    /// The country list and the indicator set are independent, so they go out together with
    /// `async let`; the indicators run in a task group and come back in the order asked.
    public nonisolated func economyData(indicators: [IndicatorCode], period: Period) async throws -> EconomyData {
        async let countryList = countries()
        async let datasets = indicatorDatasets(indicators, period: period)
        return EconomyData(countries: try await countryList, datasets: try await datasets)
    }
}
