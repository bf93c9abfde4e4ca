public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Answers every data question of a command from the best source available: the live API, a fresh
/// cache, or the bundled snapshot, and records which one it used.
///
/// A cron job must not fail because the API had a bad hour, and nobody should hit the API for data
/// fetched ten minutes ago. An actor because it gathers notices from datasets resolved in parallel.
public actor DataProvider {
    /// The API client, for what only the API says (databases, catalogues, member lists, an
    /// indicator's description); its request log is handed out with every answer, never the client.
    nonisolated let service: WorldBankService
    /// Where fresh figures come from: the API client itself unless another source is given.
    nonisolated let live: any DatasetSource
    /// The on-disk cache.
    public nonisolated let cache: DatasetCache
    /// The bundled snapshot.
    public nonisolated let snapshot: BundledSnapshot
    /// Whole databases held as releases of the Bank's bulk files, when there is a mirror.
    public nonisolated let mirror: (any DatabaseMirror)?
    /// The sources allowed.
    public nonisolated let options: DataOptions
    nonisolated let clock: @Sendable () -> Date
    private var notices: [StoreNotice] = []
    var unreachable: WorldBankError?
    private var fallbacks: Set<Origin> = []

    /// Creates a provider whose fresh figures come from `live` (the API client `service` unless
    /// given), whose offline copies are `cache`, `mirror` and `snapshot`; `clock` is injectable so
    /// that cache ages can be tested.
    public init(
        service: WorldBankService, live: (any DatasetSource)? = nil, cache: DatasetCache,
        mirror: (any DatabaseMirror)? = nil, snapshot: BundledSnapshot, options: DataOptions,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.live = live ?? service
        self.cache = cache
        self.mirror = mirror
        self.snapshot = snapshot
        self.options = options
        self.clock = clock
        var status = stat()
        cacheIsUsable = stat(cache.root.path, &status) != 0 || (status.st_mode & S_IFMT) == S_IFDIR
        if !cacheIsUsable {
            notices.append(.cacheNotAFolder(path: cache.root.path))
        }
    }

    /// False when the cache path is taken by something that is not a folder: the command then runs
    /// without a cache, said once, instead of failing on every read and write.
    nonisolated let cacheIsUsable: Bool

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
        // Years read in place: making an observation of every row of population's recent years
        // was a tenth of an offline listing's page faults.
        let table = gdp.observations
        let years = table.indices.lazy.filter { table.value(at: $0) != nil }.map(table.year(at:))
        guard let first = years.min(), let last = years.max() else { return recent }
        let held = recent.compactMap(\.dataset).flatMap { dataset in
            let rows = dataset.observations
            return rows.indices.lazy.map(rows.year(at:))
        }
        if let oldest = held.min(), let newest = held.max(), oldest <= first, last <= newest { return recent }
        return try await resolve([.indicator(.population, first == last ? .year(first) : .range(first, last))])
    }

    /// What `code` is: the API's own description when it answers (never with `--offline`), else the
    /// bundled catalogue's, with a notice saying why.
    public func describe(_ code: IndicatorCode) async throws -> DescribedIndicator {
        // A mirrored release holds the long definition and the licence; the bundled catalogue the
        // API's short one.
        let mirrored = mirror?.series(code, in: .wdi)
        let licences = licences(of: [.indicator(code, .history)])
        func offline(cause: WorldBankError?, requests: [RequestRecord]) throws(StoreError) -> DescribedIndicator {
            if let mirrored {
                return DescribedIndicator(
                    info: mirrored.info, origin: .mirror,
                    notices: cause.map { [.describedOffline(cause: $0, from: .mirror)] } ?? [], requests: requests,
                    licences: licences, mirrored: mirrored.release)
            }
            guard let info = try snapshot.catalogue().info(code) else {
                throw .notInSnapshot("\(code) in its indicator catalogue")
            }
            return DescribedIndicator(
                info: info, origin: .snapshot,
                notices: cause.map { [.describedOffline(cause: $0, from: .snapshot)] } ?? [], requests: requests,
                licences: licences)
        }
        if options.mode == .offline { return try offline(cause: nil, requests: []) }
        do {
            let info = try await service.withinBudget(options.networkBudget) {
                try await self.service.indicatorInfo(code)
            }
            return DescribedIndicator(
                info: info, origin: .live, notices: [], requests: await service.requestLog, licences: licences)
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable && options.fallsBack {
            let requests = await service.requestLog
            guard let answer = try? offline(cause: unavailable, requests: requests)
            else { throw unavailable }
            return answer
        }
    }

    /// The country list and `indicators` over `period`, resolved concurrently: the country list
    /// and one query for every indicator that the cache cannot answer; with `also`, one more query
    /// beside them for the same indicators over that period (a report's trend years and a year
    /// before them; a year's figures and each economy's latest value), each cached under its own period, the two merged into one series per indicator.
    ///
    /// Population and GDP come from the World Development Indicators; the other `indicators` from
    /// `database`, asked with its number and cached apart.
    public func economyData(
        indicators: [IndicatorCode], period: Period, also: Period? = nil, database: Database = .wdi
    ) async throws -> ProvidedData {
        func key(_ code: IndicatorCode, _ period: Period) -> DatasetKey {
            .indicator(code, period, source: IndicatorCode.core.contains(code) ? .wdi : database.id)
        }
        async let countryList = resolve([.countries])
        async let datasets = resolve(indicators.map { key($0, period) })
        async let more = resolve(also.map { also in indicators.map { key($0, also) } } ?? [])
        async let population = recentPopulation(indicators: indicators, period: period)
        async let published = publishedLicences(for: indicators.map { key($0, period) })
        let countries = try await countryList
        var indicatorAnswers = try await datasets + more
        let recent = try await population
        if !recent.isEmpty {
            indicatorAnswers += try await populationForGDPYears(answers: indicatorAnswers, recent: recent)
        }
        let data = EconomyData(
            countries: countries.first?.countries ?? [], datasets: indicatorAnswers.compactMap(\.dataset))
        let implausible = EconomyMerger.implausibleValues(in: data.datasets)
        if !implausible.isEmpty { note(.implausibleLeftOut(implausible)) }
        let provenance = countries.map(\.provenance) + indicatorAnswers.map(\.provenance)
        var answer = ProvidedData(
            data: data, provenance: provenance, notices: collectedNotices(), requests: await service.requestLog,
            apiUnreachable: unreachable != nil, databases: Self.databases(of: indicators, asked: database))
        answer.licences = licences(of: provenance.map(\.key), published: await published)
        return answer
    }

    /// What is known of the licences of the indicators `keys` name
    /// (``LicenceNote/held(for:mirror:published:)``), with the labels of the API's series metadata
    /// `published`, else those kept in the cache.
    nonisolated func licences(of keys: [DatasetKey], published: [LicenceKey: IndicatorLicence]? = nil) -> LicenceNote {
        let kept = cacheIsUsable && !unlabelled(keys).isEmpty ? catalogueCache.licences() : [:]
        return LicenceNote.held(for: keys, mirror: mirror, published: published ?? kept)
    }

    /// The indicators of `keys` that neither a mirrored release nor the built-in labels (population's,
    /// GDP's) label: the only ones the labels of the API's series metadata are read or asked for, so
    /// that the everyday listing never opens that file.
    nonisolated func unlabelled(_ keys: [DatasetKey]) -> [LicenceKey] {
        var found: [LicenceKey] = []
        for case .indicator(let code, _, let source) in keys {
            let key = LicenceKey(source: source, code: code)
            guard !found.contains(key), source != .wdi || LicenceNote.coreSeries[code] == nil,
                mirror?.licence(of: code, in: source) == nil
            else { continue }
            found.append(key)
        }
        return found
    }

    /// The labels of the API's series metadata for the indicators of `keys` that no copy on this
    /// machine labels: those kept in the cache, and (unless offline) the others asked side by side
    /// within the network budget and kept. An answer from the API alone is then credited with the
    /// label the Bank gives its series, never assumed CC BY 4.0; a label that cannot be had leaves
    /// the licence said to be unknown.
    func publishedLicences(for keys: [DatasetKey]) async -> [LicenceKey: IndicatorLicence] {
        let unlabelled = unlabelled(keys)
        guard !unlabelled.isEmpty else { return [:] }
        var labels = cacheIsUsable ? catalogueCache.licences() : [:]
        let wanted = unlabelled.filter { labels[$0] == nil }
        guard !wanted.isEmpty, options.mode != .offline, options.release == nil else { return labels }
        let (service, asked) = (service, Dictionary(grouping: wanted, by: \.source))
        let fetched = try? await service.withinBudget(options.networkBudget) {
            await withTaskGroup(of: [LicenceKey: IndicatorLicence].self) { group in
                for (source, keys) in asked {
                    group.addTask {
                        let labels = (try? await service.licences(of: keys.map(\.code), in: source)) ?? [:]
                        return Dictionary(
                            uniqueKeysWithValues: labels.map { (LicenceKey(source: source, code: $0), $1) })
                    }
                }
                var found: [LicenceKey: IndicatorLicence] = [:]
                for await labels in group { found.merge(labels) { first, _ in first } }
                return found
            }
        }
        guard let fetched, !fetched.isEmpty else { return labels }
        if cacheIsUsable { try? catalogueCache.add(fetched) }
        labels.merge(fetched) { $1 }
        return labels
    }

    /// The databases figures of `indicators` come from when the others than population and GDP
    /// are asked of `asked`: each once, in the order a credit line names them.
    static func databases(of indicators: [IndicatorCode], asked: Database) -> [Database] {
        let fromAsked = indicators.contains { !IndicatorCode.core.contains($0) }
        let fromWDI = indicators.contains { IndicatorCode.core.contains($0) } || asked.id == .wdi
        return (fromWDI ? [.wdi] : []) + (fromAsked && asked.id != .wdi ? [asked] : [])
    }

    func note(_ notice: StoreNotice) {
        if !notices.contains(notice) { notices.append(notice) }
    }

    func noteUnreachable(_ error: WorldBankError, fallback: Origin) {
        if unreachable == nil { unreachable = error }
        fallbacks.insert(fallback)
    }

    func collectedNotices() -> [StoreNotice] {
        guard let unreachable else { return notices }
        let copies = [Origin.cache, .mirror, .snapshot].filter(fallbacks.contains)
        return [.answeredOffline(cause: unreachable, copies: copies)] + notices
    }
}
