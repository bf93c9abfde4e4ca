import Foundation

/// The World Bank API v2 client: fetches the country list and indicators concurrently and returns
/// only answers that were checked page by page.
///
/// An actor so that the log of requests it made can be read safely while fetches run; the
/// fetching itself is `nonisolated` and runs fully in parallel.
public actor WorldBankService {
    /// Settings fixed for the service's life.
    public nonisolated let configuration: ServiceConfiguration
    nonisolated let transport: any HTTPTransport
    private var requests: [RequestRecord] = []

    /// Creates a service; production code keeps the default `URLSession` transport.
    public init(
        configuration: ServiceConfiguration = ServiceConfiguration(),
        transport: any HTTPTransport = URLSessionTransport()
    ) {
        self.configuration = configuration
        self.transport = transport
    }

    /// Every HTTP exchange made so far, in completion order.
    public var requestLog: [RequestRecord] { requests }

    func record(_ request: RequestRecord) {
        requests.append(request)
    }

    /// The whole country list: economies and aggregates.
    public nonisolated func countries() async throws -> [Country] {
        let endpoint = Endpoint.countries(perPage: configuration.perPageOverride ?? 1_000)
        let (_, records): (PageMetadata, [CountryRecord]) = try await fetchAll(endpoint)
        return records.map(\.country)
    }

    /// Every observation of `indicator` over `period`.
    public nonisolated func indicator(_ indicator: IndicatorCode, period: Period) async throws -> IndicatorDataset {
        let endpoint = Endpoint.indicator(indicator, period: period, perPage: configuration.perPageOverride)
        let (metadata, records): (PageMetadata, [ObservationRecord]) = try await fetchAll(endpoint)
        let name = records.first?.indicatorName ?? indicator.rawValue
        return IndicatorDataset(
            indicator: indicator, name: name,
            metadata: DatasetMetadata(sourceID: metadata.sourceID, lastUpdated: metadata.lastUpdated),
            observations: records.map(\.observation))
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

    /// Fetches several indicators concurrently, keeping the order of `indicators`.
    public nonisolated func indicatorDatasets(_ indicators: [IndicatorCode], period: Period) async throws
        -> [IndicatorDataset]
    {
        try await withThrowingTaskGroup(of: (Int, IndicatorDataset).self) { group in
            for (index, code) in indicators.enumerated() {
                group.addTask { (index, try await self.indicator(code, period: period)) }
            }
            var results: [Int: IndicatorDataset] = [:]
            for try await (index, dataset) in group { results[index] = dataset }
            return indicators.indices.compactMap { results[$0] }
        }
    }
}
