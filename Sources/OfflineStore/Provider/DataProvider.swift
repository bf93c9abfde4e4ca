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

    /// What `code` is: the API's own description when it answers (never with `--offline`), else the
    /// bundled catalogue's, with a notice saying why.
    public func describe(_ code: IndicatorCode) async throws -> DescribedIndicator {
        func fromCatalogue() throws(StoreError) -> IndicatorInfo {
            guard let info = try snapshot.catalogue().info(code) else {
                throw .notInSnapshot("\(code) in its indicator catalogue")
            }
            return info
        }
        if options.mode == .offline {
            return DescribedIndicator(info: try fromCatalogue(), origin: .snapshot, notices: [], requests: [])
        }
        do {
            let info = try await service.indicatorInfo(code)
            return DescribedIndicator(info: info, origin: .live, notices: [], requests: await service.requestLog)
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            guard let info = try? fromCatalogue() else { throw unavailable }
            return DescribedIndicator(
                info: info, origin: .snapshot,
                notices: [
                    "the World Bank API could not be reached: \(unavailable.message); answering from the bundled catalogue"
                ], requests: await service.requestLog)
        }
    }

    /// The country list and `indicators` over `period`, resolved concurrently.
    public func economyData(indicators: [IndicatorCode], period: Period) async throws -> ProvidedData {
        async let countryList = resolve(.countries)
        async let datasets = resolveAll(indicators.map { DatasetKey.indicator($0, period) })
        let countries = try await countryList
        let indicatorAnswers = try await datasets
        let data = EconomyData(countries: countries.countries, datasets: indicatorAnswers.compactMap(\.dataset))
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

    /// One dataset, in the form the rest of the tool uses, with where it came from.
    struct Resolved: Sendable {
        /// The country list, for the country-list key.
        let countries: [Country]
        /// The indicator answer, for an indicator key.
        let dataset: IndicatorDataset?
        let provenance: DatasetProvenance

        /// A fresh answer, used as it came from the API (the stored form is only for the cache).
        init(countries: [Country] = [], dataset: IndicatorDataset? = nil, key: DatasetKey, origin: Origin, at: Date) {
            self.countries = countries
            self.dataset = dataset
            provenance = DatasetProvenance(
                key: key, origin: origin, fetchedAt: at, lastUpdated: dataset?.metadata.lastUpdated)
        }

        /// An answer read from a cache or snapshot file.
        init(_ stored: StoredDataset, _ origin: Origin) {
            self.init(
                countries: stored.countries ?? [], dataset: stored.indicator?.dataset, key: stored.key, origin: origin,
                at: stored.fetchedAt)
        }
    }

    nonisolated func resolve(_ key: DatasetKey) async throws -> Resolved {
        var cached: StoredDataset?
        if options.mode != .refresh {
            cached = await readCache(key)
            if let cached, options.mode == .offline || isFresh(cached) { return Resolved(cached, .cache) }
        }
        if options.mode == .offline { return try snapshotAnswer(key) }
        do {
            let (live, stored) = try await fetchLive(key)
            do {
                try cache.write(stored)
            } catch {
                await note("cannot update the cache: \(error.message)")
            }
            return live
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            if options.mode == .refresh { cached = await readCache(key) }
            let answer: Resolved
            if let cached {
                answer = Resolved(cached, .cache)
            } else {
                do {
                    answer = try snapshotAnswer(key)
                } catch .notInSnapshot {
                    throw StoreError.unreachableAndNotStored(what: "\(key)", reason: unavailable.message)
                } catch {
                    // Without a readable snapshot, the API's own failure is the more useful message.
                    throw unavailable
                }
            }
            await noteUnreachable(unavailable, fallback: answer.provenance.origin)
            return answer
        }
    }

    private nonisolated func isFresh(_ stored: StoredDataset) -> Bool {
        let age = clock().timeIntervalSince(stored.fetchedAt)
        return age >= 0 && age <= options.maxAge.timeInterval
    }

    /// The cached answer to `key`, or one cut from a cached full history of the same indicator, so
    /// that an indicator fetched once for "latest" answers any year offline too.
    private nonisolated func readCache(_ key: DatasetKey) async -> StoredDataset? {
        if let exact = await readCacheFile(key) { return exact }
        guard case .indicator(let code, let period) = key, period != .history,
            let history = await readCacheFile(.indicator(code, .history)), let stored = history.indicator
        else { return nil }
        return StoredDataset(
            dataset: stored.dataset.restricted(to: period), period: period, fetchedAt: history.fetchedAt,
            source: history.source)
    }

    private nonisolated func readCacheFile(_ key: DatasetKey) async -> StoredDataset? {
        do {
            return try cache.read(key)
        } catch {
            await note("removed a damaged cache file for the \(key) (\(error.message)); fetching it again")
            return nil
        }
    }

    /// A live answer as the tool uses it, and its stored form for the cache.
    private nonisolated func fetchLive(_ key: DatasetKey) async throws -> (Resolved, StoredDataset) {
        let source = service.configuration.baseURL.description
        switch key {
        case .countries:
            let countries = try await service.countries()
            let now = clock()
            return (
                Resolved(countries: countries, key: key, origin: .live, at: now),
                StoredDataset(countries: countries, fetchedAt: now, source: source)
            )
        case .indicator(let code, let period):
            let dataset = try await service.indicator(code, period: period)
            let now = clock()
            return (
                Resolved(dataset: dataset, key: key, origin: .live, at: now),
                StoredDataset(dataset: dataset, period: period, fetchedAt: now, source: source)
            )
        }
    }

    private nonisolated func snapshotAnswer(_ key: DatasetKey) throws(StoreError) -> Resolved {
        switch key {
        case .countries:
            return Resolved(try snapshot.file(.countries), .snapshot)
        case .indicator(let code, let period):
            let (dataset, fetchedAt) = try snapshot.indicator(code, period: period)
            return Resolved(dataset: dataset, key: key, origin: .snapshot, at: fetchedAt)
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
