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
        try await indicatorBatch([indicator], period: period, source: .wdi)[0]
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

    /// The World Bank's databases (`/v2/sources`), by number: what `--source` may name.
    public nonisolated func databases() async throws -> [Database] {
        let endpoint = Endpoint.databases(perPage: configuration.perPageOverride ?? 1_000)
        let (_, records): (PageMetadata, [SourceRecord]) = try await fetchAll(endpoint)
        var seen: Set<DatabaseID> = []
        return records.compactMap(\.database).filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
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

    /// Fetches several indicators, as few queries as the API allows (`Endpoint.batches(_:)`), the
    /// queries concurrently, keeping the order of `indicators`.
    ///
    /// `source` is the database the indicators are asked from (``DatabaseID/wdi`` unless told);
    /// with `footnotes`, each value's footnote is asked for too (`footnote=y`).
    public nonisolated func indicatorDatasets(
        _ indicators: [IndicatorCode], period: Period, source: DatabaseID = .wdi, footnotes: Bool = false
    ) async throws -> [IndicatorDataset] {
        try await withThrowingTaskGroup(of: [IndicatorDataset].self) { group in
            for batch in Endpoint.batches(indicators) {
                group.addTask {
                    try await self.indicatorBatch(batch, period: period, source: source, footnotes: footnotes)
                }
            }
            let datasets = try await group.reduce(into: [IndicatorCode: IndicatorDataset]()) { all, answer in
                for dataset in answer { all[dataset.indicator] = dataset }
            }
            return indicators.compactMap { datasets[$0] }
        }
    }

    /// One query for up to 60 indicators, its records split by indicator (records of an indicator
    /// not asked for are left out).
    private nonisolated func indicatorBatch(
        _ codes: [IndicatorCode], period: Period, source: DatabaseID, footnotes: Bool = false
    ) async throws -> [IndicatorDataset] {
        let endpoint = Endpoint.indicators(
            codes, period: period, source: source, perPage: configuration.perPageOverride, footnotes: footnotes)
        let (metadata, records): (PageMetadata, [ObservationRecord]) = try await fetchAll(endpoint)
        let url = endpoint.url(base: configuration.baseURL, page: 1)
        let observations = try AnswerChecks.observations(records.map(\.observation), url: url)
        let names = Dictionary(
            records.map { ($0.observation.indicator, $0.indicatorName) }, uniquingKeysWith: { a, _ in a })
        let byCode = Dictionary(grouping: observations, by: \.indicator)
        return codes.map { code in
            IndicatorDataset(
                indicator: code, name: names[code] ?? code.rawValue,
                metadata: DatasetMetadata(sourceID: metadata.sourceID, lastUpdated: metadata.lastUpdated),
                observations: byCode[code] ?? [], hasFootnotes: footnotes)
        }
    }
}
