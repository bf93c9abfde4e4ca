public import Foundation
public import WorldBank

/// Answers every data question of a command from the best source available: the live API, a fresh
/// cache, or the bundled snapshot, and records which one it used.
///
/// A cron job must not fail because the API had a bad hour, and nobody should hit the API for data
/// fetched ten minutes ago. An actor because it gathers notices from datasets resolved in parallel.
public actor DataProvider {
    /// The API client; its request log is handed out with every answer, never the client itself.
    nonisolated let service: WorldBankService
    /// The on-disk cache.
    public nonisolated let cache: DatasetCache
    /// The bundled snapshot.
    public nonisolated let snapshot: BundledSnapshot
    /// The sources allowed.
    public nonisolated let options: DataOptions
    private nonisolated let clock: @Sendable () -> Date
    private var notices: [String] = []
    private var unreachable: WorldBankError?
    private var fallbacks: Set<Origin> = []

    /// Creates a provider; `clock` is injectable so that cache ages can be tested.
    public init(
        service: WorldBankService, cache: DatasetCache, snapshot: BundledSnapshot, options: DataOptions,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.cache = cache
        self.snapshot = snapshot
        self.options = options
        self.clock = clock
    }

    /// Every request made so far, for a command that failed and still wants to show them.
    public var requests: [RequestRecord] {
        get async { await service.requestLog }
    }

    /// The country list and `indicators` over `period`, resolved concurrently.
    public func economyData(indicators: [IndicatorCode], period: Period) async throws -> ProvidedData {
        async let countryList = resolve(.countries)
        async let datasets = resolveAll(indicators.map { DatasetKey.indicator($0, period) })
        let countries = try await countryList
        let indicatorAnswers = try await datasets
        let data = EconomyData(
            countries: countries.stored.countries ?? [],
            datasets: indicatorAnswers.compactMap { $0.stored.indicator?.dataset })
        return ProvidedData(
            data: data, provenance: [countries.provenance] + indicatorAnswers.map(\.provenance),
            notices: collectedNotices(), requests: await service.requestLog)
    }

    private nonisolated func resolveAll(_ keys: [DatasetKey]) async throws -> [Resolved] {
        try await withThrowingTaskGroup(of: (Int, Resolved).self) { group in
            for (index, key) in keys.enumerated() {
                group.addTask { (index, try await self.resolve(key)) }
            }
            var answers: [Int: Resolved] = [:]
            for try await (index, answer) in group { answers[index] = answer }
            return keys.indices.compactMap { answers[$0] }
        }
    }

    /// One dataset with where it came from.
    struct Resolved: Sendable {
        let stored: StoredDataset
        let provenance: DatasetProvenance

        init(_ stored: StoredDataset, _ origin: Origin) {
            self.stored = stored
            provenance = DatasetProvenance(
                key: stored.key, origin: origin, fetchedAt: stored.fetchedAt,
                lastUpdated: stored.indicator?.metadata.lastUpdated)
        }
    }

    nonisolated func resolve(_ key: DatasetKey) async throws -> Resolved {
        var cached: StoredDataset?
        if options.mode != .refresh {
            cached = await readCache(key)
            if let cached, options.mode == .offline || isFresh(cached) { return Resolved(cached, .cache) }
        }
        if options.mode == .offline { return try Resolved(snapshotAnswer(key), .snapshot) }
        do {
            let live = try await fetchLive(key)
            do {
                try cache.write(live)
            } catch {
                await note("cannot update the cache: \(error.message)")
            }
            return Resolved(live, .live)
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            if options.mode == .refresh { cached = await readCache(key) }
            let answer: Resolved
            if let cached {
                answer = Resolved(cached, .cache)
            } else {
                // Without an offline copy, the API's own failure is the more useful message.
                guard let stored = try? snapshotAnswer(key) else { throw unavailable }
                answer = Resolved(stored, .snapshot)
            }
            await noteUnreachable(unavailable, fallback: answer.provenance.origin)
            return answer
        }
    }

    private nonisolated func isFresh(_ stored: StoredDataset) -> Bool {
        let age = clock().timeIntervalSince(stored.fetchedAt)
        return age >= 0 && age <= options.maxAge.timeInterval
    }

    private nonisolated func readCache(_ key: DatasetKey) async -> StoredDataset? {
        do {
            return try cache.read(key)
        } catch {
            await note("removed a damaged cache file for the \(key) (\(error.message)); fetching it again")
            return nil
        }
    }

    private nonisolated func fetchLive(_ key: DatasetKey) async throws -> StoredDataset {
        let source = service.configuration.baseURL.description
        switch key {
        case .countries:
            return StoredDataset(countries: try await service.countries(), fetchedAt: clock(), source: source)
        case .indicator(let code, let period):
            let dataset = try await service.indicator(code, period: period)
            return StoredDataset(dataset: dataset, period: period, fetchedAt: clock(), source: source)
        }
    }

    private nonisolated func snapshotAnswer(_ key: DatasetKey) throws(StoreError) -> StoredDataset {
        switch key {
        case .countries:
            return try snapshot.file(.countries)
        case .indicator(let code, let period):
            let (dataset, fetchedAt) = try snapshot.indicator(code, period: period)
            return StoredDataset(dataset: dataset, period: period, fetchedAt: fetchedAt, source: "bundled snapshot")
        }
    }

    private func note(_ notice: String) {
        if !notices.contains(notice) { notices.append(notice) }
    }

    private func noteUnreachable(_ error: WorldBankError, fallback: Origin) {
        if unreachable == nil { unreachable = error }
        fallbacks.insert(fallback)
    }

    private func collectedNotices() -> [String] {
        guard let unreachable else { return notices }
        let sources = [Origin.cache, .snapshot].filter(fallbacks.contains).map {
            $0 == .cache ? "the cache" : "the bundled snapshot"
        }
        let line =
            "the World Bank API could not be reached: \(unreachable.message); answering from "
            + sources.joined(separator: " and ")
        return [line] + notices
    }
}
