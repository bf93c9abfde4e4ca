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
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: cache.root.path, isDirectory: &isFolder)
        cacheIsUsable = !exists || isFolder.boolValue
        if !cacheIsUsable {
            notices.append("the cache folder \(cache.root.path) is not a folder; running without a cache")
        }
    }

    /// False when the cache path is taken by something that is not a folder: the command then runs
    /// without a cache, said once, instead of failing on every read and write.
    private nonisolated let cacheIsUsable: Bool

    /// How many recent years of population are asked for beside the newest values, so that GDP per
    /// capita can divide each economy's newest GDP by the population of the same year: in the March
    /// 2026 release the oldest "newest GDP" is 2011 (Eritrea), 14 years before the last year.
    static let recentPopulationYears = 14

    /// For "latest" (each indicator's newest value only), the population of the recent years, asked
    /// for in the same round trip as the newest values: GDP per capita divides GDP by the population
    /// of its own year (Venezuela: GDP 2014 over population 2014).
    ///
    /// The 14 recent years move about 750 KB, where the full histories are about 8 MB; only when an
    /// economy's newest GDP is older than that is a second round trip made, for the years it needs.
    private func recentPopulation(indicators: [IndicatorCode], period: Period) async throws -> [Resolved] {
        guard period == .mostRecentNonEmpty(1), indicators.contains(.population), indicators.contains(.gdp) else {
            return []
        }
        return try await resolve([.indicator(.population, .mostRecent(Self.recentPopulationYears))])
    }

    /// `recent` when it holds the population of every year of the newest GDP values, else the
    /// population of exactly those years, in one more query.
    private func populationForGDPYears(answers: [Resolved], recent: [Resolved]) async throws -> [Resolved] {
        guard let gdp = answers.first(where: { $0.dataset?.indicator == .gdp })?.dataset else { return recent }
        let years = gdp.observations.filter { $0.value != nil }.map(\.year)
        guard let first = years.min(), let last = years.max() else { return recent }
        let held = recent.compactMap(\.dataset).flatMap(\.observations).map(\.year)
        if let oldest = held.min(), let newest = held.max(), oldest <= first, last <= newest { return recent }
        return try await resolve([.indicator(.population, first == last ? .year(first) : .range(first, last))])
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
            let budget = options.networkBudget
            let timedOut = WorldBankError.transport(.timedOut(service.configuration.baseURL.url, budget))
            let info = try await withDeadline(budget, error: timedOut) { try await self.service.indicatorInfo(code) }
            return DescribedIndicator(info: info, origin: .live, notices: [], requests: await service.requestLog)
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            guard let info = try? fromCatalogue() else { throw unavailable }
            return DescribedIndicator(
                info: info, origin: .snapshot,
                notices: [
                    "\(unavailable.fallbackReason); answering from the bundled catalogue"
                ], requests: await service.requestLog)
        }
    }

    /// The country list and `indicators` over `period`, resolved concurrently: the country list
    /// and one query for every indicator that the cache cannot answer.
    public func economyData(indicators: [IndicatorCode], period: Period) async throws -> ProvidedData {
        async let countryList = resolve([.countries])
        async let datasets = resolve(indicators.map { DatasetKey.indicator($0, period) })
        async let population = recentPopulation(indicators: indicators, period: period)
        let countries = try await countryList
        var indicatorAnswers = try await datasets
        let recent = try await population
        if !recent.isEmpty {
            indicatorAnswers += try await populationForGDPYears(answers: indicatorAnswers, recent: recent)
        }
        let data = EconomyData(
            countries: countries.first?.countries ?? [], datasets: indicatorAnswers.compactMap(\.dataset))
        let implausible = EconomyMerger.implausibleValues(in: data.datasets)
        if !implausible.isEmpty { note("left out " + EconomyMerger.describe(implausible: implausible)) }
        return ProvidedData(
            data: data, provenance: countries.map(\.provenance) + indicatorAnswers.map(\.provenance),
            notices: collectedNotices(), requests: await service.requestLog, apiUnreachable: unreachable != nil)
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

    /// Answers `keys` (the country list, or indicators of one period) from a fresh cache, else from
    /// one live fetch of all the rest, else from the cache at any age or the snapshot.
    nonisolated func resolve(_ keys: [DatasetKey]) async throws -> [Resolved] {
        var answers: [DatasetKey: Resolved] = [:]
        var cached: [DatasetKey: StoredDataset] = [:]
        if options.mode != .refresh {
            // Files are read side by side: on two cores, a warm run waits for the largest one only.
            cached = await withTaskGroup(of: (DatasetKey, StoredDataset?).self) { group in
                for key in keys { group.addTask { (key, await self.readCache(key)) } }
                var found: [DatasetKey: StoredDataset] = [:]
                for await (key, stored) in group { found[key] = stored }
                return found
            }
            for (key, stored) in cached where options.mode == .offline || isFresh(stored) {
                answers[key] = Resolved(stored, .cache)
            }
        }
        let missing = keys.filter { answers[$0] == nil }
        guard !missing.isEmpty else { return keys.compactMap { answers[$0] } }
        if options.mode == .offline {
            let results = await withTaskGroup(of: (DatasetKey, Result<Resolved, StoreError>).self) { group in
                for key in missing {
                    group.addTask { (key, Result { () throws(StoreError) in try self.snapshotAnswer(key) }) }
                }
                var results: [DatasetKey: Result<Resolved, StoreError>] = [:]
                for await (key, result) in group { results[key] = result }
                return results
            }
            // The first failure in the order asked, whichever task finished first.
            for key in missing { answers[key] = try results[key]?.get() }
            return keys.compactMap { answers[$0] }
        }
        // Once the API could not be reached in this run, the rest is answered offline at once.
        if let earlier = await unreachable {
            for key in missing { answers[key] = try await fallback(key, cached: cached[key], unavailable: earlier) }
            return keys.compactMap { answers[$0] }
        }
        do {
            let budget = options.networkBudget
            let fetched = try await withDeadline(
                budget, error: WorldBankError.transport(.timedOut(service.configuration.baseURL.url, budget))
            ) { try await self.fetchLive(missing) }
            for (live, stored) in fetched {
                let key = live.provenance.key
                let reference = cached[key].map { Resolved($0, .cache) } ?? (try? snapshotAnswer(key))
                if reference == nil, let dataset = live.dataset, Self.isNearlyEmpty(dataset) {
                    // Nothing to compare with: an answer without values is not an answer.
                    throw StoreError.emptyAnswer(
                        what: "\(key)", values: dataset.observations.count { $0.value != nil },
                        records: dataset.observations.count)
                }
                if let reference, let problem = Self.suspicion(of: live, comparedWith: reference) {
                    // Not cached and not shown as live: the offline copy answers, and the person is told why.
                    answers[key] = reference
                    await note(
                        "the World Bank API answered the \(key) with \(problem); answering from "
                            + (reference.provenance.origin == .cache ? "the cache" : "the bundled snapshot"))
                    continue
                }
                if let dataset = live.dataset, !dataset.observations.contains(where: { $0.value != nil }) {
                    await note("the World Bank has no \(dataset.indicator) figures for \(Self.periodText(key))")
                }
                if cacheIsUsable {
                    do {
                        try cache.write(stored)
                    } catch {
                        await note("cannot update the cache: \(error.message)")
                    }
                }
                answers[key] = live
            }
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            for key in missing { answers[key] = try await fallback(key, cached: cached[key], unavailable: unavailable) }
        }
        return keys.compactMap { answers[$0] }
    }

    /// The smallest share of the values (economy × year) an offline copy holds that a live answer
    /// must hold for the same question.
    static let minimumCoverage = 0.95

    /// Why `live` should not be believed, given what `reference` (the cache or the snapshot) holds for
    /// the same question: no values where the copy has some, or far fewer values (each economy and
    /// year counts, so a range with half its years missing is caught), or far fewer economies.
    static func suspicion(of live: Resolved, comparedWith reference: Resolved) -> String? {
        let (liveCount, referenceCount, what): (Int, Int, String)
        if let dataset = live.dataset {
            // Only the years both cover are compared: a later release answers "the latest 14 years"
            // with years the copy does not have yet, and those are not missing values. An answer with
            // no records at all (a `null` page) is compared with everything the copy holds.
            let asked = dataset.observations.isEmpty ? nil : Set(dataset.observations.map(\.year))
            let held = (reference.dataset?.observations ?? []).filter {
                $0.value != nil && asked?.contains($0.year) != false
            }
            let years = Set(held.map(\.year))
            liveCount = dataset.observations.count { $0.value != nil && years.contains($0.year) }
            referenceCount = held.count
            what = "values"
        } else {
            liveCount = live.countries.withoutAggregates.count
            referenceCount = reference.countries.withoutAggregates.count
            what = "economies"
        }
        let copy = reference.provenance.origin == .cache ? "the cache" : "the bundled snapshot"
        if liveCount == 0, referenceCount > 0 { return "no \(what), where \(copy) has \(referenceCount)" }
        guard referenceCount >= 20, Double(liveCount) < Double(referenceCount) * minimumCoverage else { return nil }
        return "\(liveCount) \(what), where \(copy) has \(referenceCount)"
    }

    /// True when fewer than 1 in 100 of the records sent carry a value (none, for a `null` page):
    /// for an indicator nothing offline holds, such an answer is not believed.
    static func isNearlyEmpty(_ dataset: IndicatorDataset) -> Bool {
        dataset.observations.count { $0.value != nil } * 100 < max(1, dataset.observations.count)
    }

    /// `2026`, `2010–2022`, or `any year`, for notices.
    static func periodText(_ key: DatasetKey) -> String {
        guard case .indicator(_, let period) = key else { return "any year" }
        switch period {
        case .year(let year): return "\(year)"
        case .range(let first, let last): return "\(first)–\(last)"
        case .mostRecent(let count): return "the latest \(count) years"
        case .mostRecentNonEmpty, .history: return "any year"
        }
    }

    /// The offline answer to `key` when the API cannot be reached: the cache at any age (`cached`, or
    /// read now under `--refresh`, which skipped it), else the snapshot; with neither, an error that
    /// says both and does not send the person in circles.
    private nonisolated func fallback(_ key: DatasetKey, cached: StoredDataset?, unavailable: WorldBankError)
        async throws -> Resolved
    {
        let stale = options.mode == .refresh ? await readCache(key) : cached
        let answer: Resolved
        if let stale {
            answer = Resolved(stale, .cache)
        } else {
            do {
                answer = try snapshotAnswer(key)
            } catch .notInSnapshot {
                throw StoreError.notStored(
                    what: "\(key)", reason: unavailable.fallbackReason, unreachable: unavailable.isUnreachable)
            } catch {
                // Without a readable snapshot, the API's own failure is the more useful message.
                throw unavailable
            }
        }
        await noteUnreachable(unavailable, fallback: answer.provenance.origin)
        return answer
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
            dataset: stored.dataset(for: period), period: period, fetchedAt: history.fetchedAt,
            source: history.source)
    }

    private nonisolated func readCacheFile(_ key: DatasetKey) async -> StoredDataset? {
        guard cacheIsUsable else { return nil }
        do {
            return try cache.read(key)
        } catch .unreadable(let reason) {
            await note("cannot read the cache file for the \(key) (\(reason)); it was left as it is")
            return nil
        } catch {
            await note("removed a damaged cache file for the \(key) (\(error.message))")
            return nil
        }
    }

    /// Live answers to `keys` as the tool uses them, with their stored form for the cache: the
    /// country list, or every indicator in as few queries as the API allows.
    private nonisolated func fetchLive(_ keys: [DatasetKey]) async throws -> [(Resolved, StoredDataset)] {
        let source = service.configuration.baseURL.description
        var codes: [IndicatorCode] = []
        var period = Period.history
        for key in keys {
            switch key {
            case .countries:
                let countries = try await service.countries()
                let now = clock()
                return [
                    (
                        Resolved(countries: countries, key: key, origin: .live, at: now),
                        StoredDataset(countries: countries, fetchedAt: now, source: source)
                    )
                ]
            case .indicator(let code, let asked):
                codes.append(code)
                period = asked
            }
        }
        let datasets = try await service.indicatorDatasets(codes, period: period)
        let now = clock()
        return datasets.map { dataset in
            (
                Resolved(dataset: dataset, key: .indicator(dataset.indicator, period), origin: .live, at: now),
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
            "\(unreachable.fallbackReason); answering from "
            + sources.joined(separator: " and ")
        return [line] + notices
    }
}
