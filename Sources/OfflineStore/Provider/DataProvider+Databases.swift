public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The World Bank's databases and their catalogues: fetched once, kept beside the cached answers
/// and read from there afterwards, online or not, so that `--source` is checked before any data
/// request. Only `--refresh` asks the API again (and the cached copy answers if it cannot be reached).
extension DataProvider {
    /// The cache of the database list and catalogues, in the folder of this API root.
    nonisolated var catalogueCache: CatalogueCache { CatalogueCache(folder: cache.folder, scratch: cache.scratch) }

    /// An answer kept once fetched (the list of databases, a catalogue, a member list): `cached`
    /// unless `--refresh` asks again; offline, what `offline` answers; else the API's answer from
    /// `fetch`, kept by `keep` (a failure to keep it is said, not thrown); when the API cannot be
    /// reached, `cached` at any age, else what `neverKept` answers. `notices` go first.
    func keptOnce<Value: Sendable>(
        cached: Value?, notices: [StoreNotice] = [], fetch: @escaping @Sendable () async throws -> Value,
        keep: (Value) throws(StoreError) -> Void, offline: () throws -> Kept<Value>,
        neverKept: (WorldBankError) throws -> Kept<Value>
    ) async throws -> Kept<Value> {
        if let cached, options.mode != .refresh { return Kept(value: cached, origin: .cache) }
        if options.mode == .offline { return try offline() }
        do {
            let live = try await service.withinBudget(options.networkBudget, fetch)
            var notices = notices
            if cacheIsUsable {
                do { try keep(live) } catch { notices.append(.cacheNotUpdated(error)) }
            }
            return Kept(value: live, origin: .live, notices: notices, requests: await service.requestLog)
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            guard let cached else {
                var answer = try neverKept(unavailable)
                answer.requests = await service.requestLog
                return answer
            }
            return Kept(
                value: cached, origin: .cache, notices: [.answeredOffline(cause: unavailable, copies: [.cache])],
                requests: await service.requestLog)
        }
    }

    /// What ``keptOnce(cached:notices:fetch:keep:offline:neverKept:)`` answers: the value and where it
    /// came from.
    struct Kept<Value: Sendable>: Sendable {
        let value: Value
        let origin: Origin
        var notices: [StoreNotice] = []
        var requests: [RequestRecord] = []
    }

    /// The list of the World Bank's databases: the cached one, else the API's, else (offline, or
    /// when the API cannot be reached) the one database built into the tool, the World Development
    /// Indicators, with a notice saying that the others are not known yet.
    public func databases() async throws -> DatabaseList {
        let kept = try await keptOnce(
            cached: cacheIsUsable ? catalogueCache.databases().map { SourceList(databases: $0) } : nil,
            fetch: {
                let live = try await self.service.databases()
                guard !live.databases.isEmpty else {
                    throw StoreError.emptyAnswer(what: "list of databases", values: 0, records: live.leftOut.count)
                }
                return live
            },
            keep: { live throws(StoreError) in try catalogueCache.write(live.databases) },
            offline: { Kept(value: SourceList(databases: [.wdi]), origin: .snapshot, notices: [.databasesNotFetched]) },
            neverKept: { unavailable in
                Kept(
                    value: SourceList(databases: [.wdi]), origin: .snapshot,
                    notices: [.answeredOffline(cause: unavailable, copies: [.snapshot]), .databasesNotFetched])
            })
        let leftOut: [StoreNotice] = kept.value.leftOut.isEmpty ? [] : [.databasesLeftOut(kept.value.leftOut)]
        return DatabaseList(
            databases: kept.value.databases, leftOut: kept.value.leftOut, origin: kept.origin,
            notices: leftOut + kept.notices, requests: kept.requests)
    }

    /// The indicator catalogue of `database`: the bundled one for the World Development Indicators,
    /// else the cached one, else the API's (`/v2/sources/{id}/indicators`), cached for next time.
    public func catalogue(of database: Database) async throws -> DatabaseCatalogue {
        if database.id == .wdi {
            return DatabaseCatalogue(database: database, catalogue: try snapshot.catalogue(), origin: .snapshot)
        }
        let what = "indicator catalogue of database \(database.id) (\(database.name))"
        let kept = try await keptOnce(
            cached: cacheIsUsable ? catalogueCache.catalogue(database.id) : nil,
            fetch: {
                let live = try await self.service.catalogue(of: database.id)
                guard !live.isEmpty else { throw StoreError.emptyAnswer(what: what, values: 0, records: 0) }
                return IndicatorCatalogue(live)
            },
            keep: { live throws(StoreError) in try catalogueCache.write(live.indicators, of: database.id) },
            offline: { throw StoreError.notInSnapshot(what) },
            neverKept: { unavailable in throw StoreError.notStored(what: what, cause: unavailable) })
        return DatabaseCatalogue(
            database: database, catalogue: kept.value, origin: kept.origin,
            notices: kept.notices, requests: kept.requests)
    }
}

/// The World Bank's databases with where the list came from.
public struct DatabaseList: ProviderAnswer {
    /// The databases, by number.
    public let databases: [Database]
    /// Why each record of the API's list that is not a database was left out (only when the list
    /// was just fetched: the cache keeps the databases).
    public var leftOut: [String] = []
    /// Live, the cache, or `snapshot` for the one database built into the tool.
    public let origin: Origin
    public var notices: [StoreNotice] = []
    public var requests: [RequestRecord] = []

    public func sourceNote(now: Date?) -> SourceNote {
        let text =
            switch origin {
            case .live: "live (World Bank API /sources)"
            case .cache: "cache (list of databases)"
            case .snapshot: "built into countries (World Development Indicators only)"
            case .mirror: "the mirrored databases"
            }
        // The list is the API's own description of its databases, not figures of one of them.
        return SourceNote(origin: text, lastUpdated: [], databases: ["Indicators API (list of sources)"])
    }
}

/// One database's indicator catalogue with where it came from.
public struct DatabaseCatalogue: ProviderAnswer {
    /// The database.
    public let database: Database
    /// Its indicators.
    public let catalogue: IndicatorCatalogue
    /// Live, the cache, or `snapshot` for the bundled catalogue of the World Development Indicators.
    public let origin: Origin
    public var notices: [StoreNotice] = []
    public var requests: [RequestRecord] = []

    public func sourceNote(now: Date?) -> SourceNote {
        let text =
            switch origin {
            case .live: "live (World Bank API /sources/\(database.id)/indicators)"
            case .cache: "cache (indicator catalogue of database \(database.id))"
            case .snapshot: "indicator catalogue bundled with countries"
            case .mirror: "the series of the mirror's newest release of database \(database.id)"
            }
        return SourceNote(origin: text, lastUpdated: [], databases: [database.name])
    }
}
