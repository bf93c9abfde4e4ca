import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where each answer comes from: a fresh cache, one live fetch of everything else (checked before it
/// is believed or cached), else the cache at any age or the bundled snapshot.
extension DataProvider {
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
                countries: stored.countries ?? [], dataset: stored.indicator?.dataset, key: stored.key,
                origin: origin, at: stored.fetchedAt)
        }

        /// The stored form of a live answer from `source`, for the cache.
        func stored(source: String) -> StoredDataset {
            guard let dataset, case .indicator(_, let period, let database) = provenance.key else {
                return StoredDataset(countries: countries, fetchedAt: provenance.fetchedAt, source: source)
            }
            return StoredDataset(
                dataset: dataset, period: period, fetchedAt: provenance.fetchedAt, source: source, database: database)
        }
    }

    /// Answers `keys` (the country list, or indicators of one period) from a fresh cache, else from
    /// one live fetch of all the rest, else from the cache at any age or the snapshot; an indicator
    /// without a single value is said, wherever the answer came from.
    nonisolated func resolve(_ keys: [DatasetKey]) async throws -> [Resolved] {
        let answers = try await answer(keys)
        for answer in answers {
            guard let dataset = answer.dataset, !dataset.observations.contains(where: { $0.value != nil }) else {
                continue
            }
            await note(.noFigures(indicator: dataset.indicator, key: answer.provenance.key))
        }
        return answers
    }

    /// The answers of ``resolve(_:)``, before their gaps are said.
    private nonisolated func answer(_ keys: [DatasetKey]) async throws -> [Resolved] {
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
            // A run that wants footnotes takes a fresh answer only when it was asked with them.
            let usable = { (stored: StoredDataset) in self.isFresh(stored) && self.holdsWhatIsAsked(stored) }
            for (key, stored) in cached where options.mode == .offline || usable(stored) {
                answers[key] = Resolved(stored, .cache)
            }
        }
        let missing = keys.filter { answers[$0] == nil }
        guard !missing.isEmpty else { return await notingFootnotes(keys.compactMap { answers[$0] }) }
        if options.mode == .offline {
            for key in missing { answers[key] = try snapshotAnswer(key) }
            return await notingFootnotes(keys.compactMap { answers[$0] })
        }
        do {
            // Once the API could not be reached in this run, the rest is answered offline at once.
            if let earlier = await unreachable { throw earlier }
            let fetched = try await service.withinBudget(options.networkBudget) { try await self.fetchLive(missing) }
            var stored: [StoredDataset] = []
            for live in fetched {
                let key = live.provenance.key
                let reference = cached[key].map { Resolved($0, .cache) } ?? (try? snapshotAnswer(key))
                // Nothing to compare with: an answer in which fewer than 1 in 100 of the records sent carry
                // a value (none, for a `null` page) is not an answer.
                if reference == nil, let records = live.dataset?.observations {
                    let values = records.indices.count { records.value(at: $0) != nil }
                    if values * 100 < max(1, records.count) {
                        throw StoreError.emptyAnswer(what: "\(key)", values: values, records: records.count)
                    }
                }
                if let reference, let problem = Self.suspicion(of: live, comparedWith: reference) {
                    // Not cached and not shown as live: the offline copy answers, and the person is told why.
                    answers[key] = reference
                    await note(.liveAnswerDoubted(key: key, problem: problem, copy: reference.provenance.origin))
                    continue
                }
                if cacheIsUsable { stored.append(live.stored(source: service.configuration.baseURL.description)) }
                answers[key] = live
            }
            for failure in await cache.write(stored) { await note(.cacheNotUpdated(failure)) }
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            for key in missing { answers[key] = try await fallback(key, cached: cached[key], unavailable: unavailable) }
        }
        return await notingFootnotes(keys.compactMap { answers[$0] })
    }

    /// True when `stored` holds what this run asks: any answer for a plain run, only one asked with
    /// footnotes for a run that wants them (the country list has none to ask).
    nonisolated func holdsWhatIsAsked(_ stored: StoredDataset) -> Bool {
        !options.footnotes || stored.indicator.map(\.hasFootnotes) ?? true
    }

    /// `answers`, after saying of each offline copy that answers without the footnotes that were
    /// wanted (offline, or when the API could not be reached) that it has none.
    private nonisolated func notingFootnotes(_ answers: [Resolved]) async -> [Resolved] {
        guard options.footnotes else { return answers }
        for answer in answers where answer.provenance.origin != .live {
            guard let dataset = answer.dataset, !dataset.hasFootnotes else { continue }
            await note(.footnotesNotHeld(key: answer.provenance.key, copy: answer.provenance.origin))
        }
        return answers
    }

    /// The offline answer to `key` when the API cannot be reached: the cache at any age (`cached`, or
    /// read now under `--refresh`, which skipped it), else the snapshot; with neither, an error that
    /// says both and does not send the person in circles.
    nonisolated func fallback(_ key: DatasetKey, cached: StoredDataset?, unavailable: WorldBankError)
        async throws -> Resolved
    {
        let stale = options.mode == .refresh ? await readCache(key) : cached
        let answer: Resolved
        do {
            answer = try stale.map { Resolved($0, .cache) } ?? snapshotAnswer(key)
        } catch StoreError.notInSnapshot {
            throw StoreError.notStored(what: "\(key)", cause: unavailable)
        } catch {
            // Without a readable snapshot, the API's own failure is the more useful message.
            throw unavailable
        }
        await noteUnreachable(unavailable, fallback: answer.provenance.origin)
        return answer
    }

    nonisolated func isFresh(_ stored: StoredDataset) -> Bool {
        let age = clock().timeIntervalSince(stored.fetchedAt)
        return age >= 0 && age <= options.maxAge.timeInterval
    }

    /// The cached answer to `key`, or one cut from a cached full history of the same indicator, so
    /// that an indicator fetched once for "latest" answers any year offline too.
    nonisolated func readCache(_ key: DatasetKey) async -> StoredDataset? {
        if let exact = await readCacheFile(key) { return exact }
        guard case .indicator(let code, let period, let database) = key, period != .history,
            let history = await readCacheFile(.indicator(code, .history, source: database)),
            let stored = history.indicator
        else { return nil }
        return StoredDataset(
            dataset: stored.cut(to: period).dataset, period: period, fetchedAt: history.fetchedAt,
            source: history.source, database: database)
    }

    nonisolated func readCacheFile(_ key: DatasetKey) async -> StoredDataset? {
        guard cacheIsUsable else { return nil }
        do {
            return try cache.read(key)
        } catch .unreadable(let reason) {
            await note(.cacheFileUnreadable(key: key, reason: reason))
        } catch {
            await note(.damagedCacheFileRemoved(key: key, damage: error))
        }
        return nil
    }

    /// Live answers to `keys`: the country list, or every indicator in as few queries as the API
    /// allows, each database's asked with its number, the databases side by side.
    nonisolated func fetchLive(_ keys: [DatasetKey]) async throws -> [Resolved] {
        var grouped: [DatabaseID: [IndicatorCode]] = [:]
        var order: [DatabaseID] = []
        var asked = Period.history
        for case .indicator(let code, let period, let database) in keys {
            if grouped[database] == nil { order.append(database) }
            grouped[database, default: []].append(code)
            asked = period
        }
        let (codes, databases, period) = (grouped, order, asked)
        guard !codes.isEmpty else {
            return [Resolved(countries: try await service.countries(), key: .countries, origin: .live, at: clock())]
        }
        let answers = try await withThrowingTaskGroup(of: (DatabaseID, [IndicatorDataset]).self) { group in
            for database in databases {
                let asked = codes[database] ?? []
                group.addTask {
                    (
                        database,
                        try await self.service.indicatorDatasets(
                            asked, period: period, source: database, footnotes: self.options.footnotes)
                    )
                }
            }
            return try await group.reduce(into: [DatabaseID: [IndicatorDataset]]()) { $0[$1.0] = $1.1 }
        }
        let now = clock()
        return databases.flatMap { database in
            (answers[database] ?? []).map {
                Resolved(
                    dataset: $0, key: .indicator($0.indicator, period, source: database), origin: .live, at: now)
            }
        }
    }

    nonisolated func snapshotAnswer(_ key: DatasetKey) throws(StoreError) -> Resolved {
        guard case .indicator(let code, let period, let database) = key else {
            return Resolved(try snapshot.file(.countries), .snapshot)
        }
        // The snapshot holds the World Development Indicators only.
        guard database == .wdi else { throw .notInSnapshot("\(key)") }
        let (dataset, fetchedAt) = try snapshot.indicator(code, period: period)
        return Resolved(dataset: dataset, key: key, origin: .snapshot, at: fetchedAt)
    }
}
