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

    /// The list of the World Bank's databases: the cached one, else the API's, else (offline, or
    /// when the API cannot be reached) the one database built into the tool, the World Development
    /// Indicators, with a notice saying that the others are not known yet.
    public func databases() async throws -> DatabaseList {
        let cached = cacheIsUsable ? catalogueCache.databases() : nil
        if let cached, options.mode != .refresh { return DatabaseList(databases: cached, origin: .cache) }
        if options.mode == .offline {
            return DatabaseList(databases: [.wdi], origin: .snapshot, notices: [.databasesNotFetched])
        }
        do {
            let live = try await service.withinBudget(options.networkBudget) { try await self.service.databases() }
            guard !live.isEmpty else { throw StoreError.emptyAnswer(what: "list of databases", values: 0, records: 0) }
            var notices: [StoreNotice] = []
            if cacheIsUsable {
                do { try catalogueCache.write(live) } catch { notices.append(.cacheNotUpdated(error)) }
            }
            return DatabaseList(databases: live, origin: .live, notices: notices, requests: await service.requestLog)
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            let requests = await service.requestLog
            guard let cached else {
                return DatabaseList(
                    databases: [.wdi], origin: .snapshot,
                    notices: [.answeredOffline(cause: unavailable, copies: [.snapshot]), .databasesNotFetched],
                    requests: requests)
            }
            return DatabaseList(
                databases: cached, origin: .cache, notices: [.answeredOffline(cause: unavailable, copies: [.cache])],
                requests: requests)
        }
    }

    /// The indicator catalogue of `database`: the bundled one for the World Development Indicators,
    /// else the cached one, else the API's (`/v2/sources/{id}/indicators`), cached for next time.
    public func catalogue(of database: Database) async throws -> DatabaseCatalogue {
        if database.id == .wdi {
            return DatabaseCatalogue(database: database, catalogue: try snapshot.catalogue(), origin: .snapshot)
        }
        let what = "indicator catalogue of database \(database.id) (\(database.name))"
        let cached = cacheIsUsable ? catalogueCache.catalogue(database.id) : nil
        if let cached, options.mode != .refresh {
            return DatabaseCatalogue(database: database, catalogue: cached, origin: .cache)
        }
        if options.mode == .offline { throw StoreError.notInSnapshot(what) }
        do {
            let live = try await service.withinBudget(options.networkBudget) {
                try await self.service.catalogue(of: database.id)
            }
            guard !live.isEmpty else { throw StoreError.emptyAnswer(what: what, values: 0, records: 0) }
            var notices: [StoreNotice] = []
            if cacheIsUsable {
                do { try catalogueCache.write(live, of: database.id) } catch { notices.append(.cacheNotUpdated(error)) }
            }
            return DatabaseCatalogue(
                database: database, catalogue: IndicatorCatalogue(live), origin: .live, notices: notices,
                requests: await service.requestLog)
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            guard let cached else { throw StoreError.notStored(what: what, cause: unavailable) }
            return DatabaseCatalogue(
                database: database, catalogue: cached, origin: .cache,
                notices: [.answeredOffline(cause: unavailable, copies: [.cache])], requests: await service.requestLog)
        }
    }
}

/// The World Bank's databases with where the list came from.
public struct DatabaseList: ProviderAnswer {
    /// The databases, by number.
    public let databases: [Database]
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
            }
        return SourceNote(origin: text, lastUpdated: [], databases: [database.name])
    }
}
