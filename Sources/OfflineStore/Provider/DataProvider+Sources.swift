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

        /// A fresh answer, used as it came from the API (the stored form is only for the cache), or
        /// one read from the mirror's release `mirrored`.
        init(
            countries: [Country] = [], dataset: IndicatorDataset? = nil, key: DatasetKey, origin: Origin, at: Date,
            mirrored: MirroredRelease? = nil
        ) {
            self.countries = countries
            self.dataset = dataset
            provenance = DatasetProvenance(
                key: key, origin: origin, fetchedAt: at, lastUpdated: dataset?.metadata.lastUpdated, mirrored: mirrored)
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
        if let release = options.release { return try await answer(keys, asOf: release) }
        var answers: [DatasetKey: Resolved] = [:]
        var cached: [DatasetKey: HeldCopy] = [:]
        if options.readsCache {
            // Files are read side by side: on two cores, a warm run waits for the largest one only.
            cached = await withTaskGroup(of: (DatasetKey, HeldCopy?).self) { group in
                for key in keys { group.addTask { (key, await self.readCache(key)) } }
                var found: [DatasetKey: HeldCopy] = [:]
                for await (key, held) in group { found[key] = held }
                return found
            }
            // A run that wants footnotes takes a fresh answer only when it was asked with them.
            let usable = { (stored: StoredDataset) in self.isFresh(stored) && self.holdsWhatIsAsked(stored) }
            for (key, held) in cached where options.mode != .offline && usable(held.stored) {
                answers[key] = Resolved(held.stored, .cache)
            }
        }
        let missing = keys.filter { answers[$0] == nil }
        guard !missing.isEmpty else { return await notingFootnotes(keys.compactMap { answers[$0] }) }
        if options.mode == .offline {
            for key in missing { answers[key] = try await newestHeld(key, cached: cached[key]) }
            return await notingFootnotes(keys.compactMap { answers[$0] })
        }
        do {
            // Once the API could not be reached in this run, the rest is answered offline at once.
            if let earlier = await unreachable { throw earlier }
            let fetched = try await service.withinBudget(options.networkBudget) { try await self.fetchLive(missing) }
            var stored: [StoredDataset] = []
            for live in fetched {
                let key = live.provenance.key
                let reference = try? await newestHeld(key, cached: cached[key])
                // Nothing to compare with: an answer in which fewer than 1 in 100 of the records sent carry
                // a value (none, for a `null` page) is not an answer.
                if reference == nil, let records = live.dataset?.observations {
                    let values = records.indices.count { records.value(at: $0) != nil }
                    if values * 100 < max(1, records.count) {
                        throw StoreError.emptyAnswer(what: "\(key)", values: values, records: records.count)
                    }
                }
                if let reference, let problem = Self.suspicion(of: live, comparedWith: reference) {
                    guard options.fallsBack else { throw StoreError.liveAnswerDoubted(key: key, problem: problem) }
                    // Not cached and not shown as live: the offline copy answers, and the person is told why.
                    answers[key] = reference
                    await note(.liveAnswerDoubted(key: key, problem: problem, copy: reference.provenance.origin))
                    continue
                }
                if cacheIsUsable { stored.append(live.stored(source: self.live.location)) }
                answers[key] = live
            }
            for failure in await cache.write(stored) { await note(.cacheNotUpdated(failure)) }
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable && options.fallsBack {
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

    /// The offline answer to `key` when the API cannot be reached: the newest held copy
    /// (``newestHeld(_:cached:)``, the cache read now under `--refresh`, which skipped it); with
    /// neither a cached copy nor the snapshot, an error that says both and does not send the person
    /// in circles.
    nonisolated func fallback(_ key: DatasetKey, cached: HeldCopy?, unavailable: WorldBankError)
        async throws -> Resolved
    {
        let held = options.readsCache ? cached : await readCache(key)
        let answer: Resolved
        do {
            answer = try await newestHeld(key, cached: held)
        } catch StoreError.notInSnapshot {
            throw StoreError.notStored(what: "\(key)", cause: unavailable)
        } catch {
            // Without a readable snapshot, the API's own failure is the more useful message.
            throw unavailable
        }
        await noteUnreachable(unavailable, fallback: answer.provenance.origin)
        return answer
    }

    /// The answer to `key` this machine holds, by the one rule every offline answer is chosen by
    /// (``HeldCopy/Rank``): of the best cached copy, the mirror's newest release and the snapshot,
    /// the newest. Throws the snapshot's error when neither a cached copy nor the mirror answers and
    /// the snapshot cannot.
    nonisolated func newestHeld(_ key: DatasetKey, cached: HeldCopy?) async throws(StoreError) -> Resolved {
        var candidates: [(rank: HeldCopy.Rank, answer: () -> Resolved)] = []
        if let cached { candidates.append((cached.rank, { Resolved(cached.stored, .cache) })) }
        let mirrored: Resolved?
        do {
            mirrored = try mirrorAnswer(key)
        } catch {
            // A damaged mirror is said, and the other copies answer as if there were none.
            await note(.mirrorUnreadable(damage: error))
            mirrored = nil
        }
        if let mirrored {
            let rank = HeldCopy.Rank(
                release: mirrored.provenance.lastUpdated, holdsWhatIsAsked: !options.footnotes, place: .mirror,
                breadth: Period.history.breadth, fetchedAt: mirrored.provenance.fetchedAt)
            candidates.append((rank, { mirrored }))
        }
        do {
            let snapshot = try snapshotAnswer(key)
            let rank = HeldCopy.Rank(
                release: snapshot.provenance.lastUpdated, holdsWhatIsAsked: !options.footnotes || key == .countries,
                place: .snapshot, breadth: Period.history.breadth, fetchedAt: snapshot.provenance.fetchedAt)
            candidates.append((rank, { snapshot }))
        } catch {
            guard !candidates.isEmpty else { throw error }
        }
        // Never empty here: the snapshot's failure with no other candidate was thrown above.
        guard let best = candidates.max(by: { $0.rank < $1.rank }) else { throw .notInSnapshot("\(key)") }
        return best.answer()
    }

    /// `keys` as of the mirror's release `release`: every indicator from that release and nothing
    /// else (no API, no cache, no snapshot, whatever is newer), the country list as offline.
    private nonisolated func answer(_ keys: [DatasetKey], asOf release: String) async throws -> [Resolved] {
        var answers: [Resolved] = []
        for key in keys {
            guard case .indicator(let code, _, let database) = key else {
                answers.append(try await newestHeld(key, cached: await readCache(key)))
                continue
            }
            let name = database == .wdi ? Database.wdi.name : "World Bank database \(database)"
            let held = mirror?.releases(of: database) ?? []
            guard held.contains(release) else {
                throw StoreError.releaseNotHeld(release: release, database: name, held: held, what: nil)
            }
            guard let answer = try mirrorAnswer(key, release: release) else {
                throw StoreError.releaseNotHeld(release: release, database: name, held: held, what: code.rawValue)
            }
            answers.append(answer)
        }
        return await notingFootnotes(answers)
    }

    /// The mirror's answer to `key`: the history of the indicator in its database's release `release`
    /// (nil: the newest), cut to the period asked; nil for the country list, or when the release does
    /// not hold the indicator.
    nonisolated func mirrorAnswer(_ key: DatasetKey, release: String? = nil) throws(StoreError) -> Resolved? {
        guard let mirror, case .indicator(let code, let period, let database) = key,
            let history = try mirror.history(of: code, in: database, release: release)
        else { return nil }
        let stored = StoredDataset(
            dataset: history.dataset, period: .history, fetchedAt: history.release.builtAt, source: "",
            database: database
        ).cut(to: period)
        return Resolved(
            dataset: stored.indicator?.dataset, key: key, origin: .mirror, at: history.release.builtAt,
            mirrored: history.release)
    }

    nonisolated func isFresh(_ stored: StoredDataset) -> Bool {
        let age = clock().timeIntervalSince(stored.fetchedAt)
        return age >= 0 && age <= options.maxAge.timeInterval
    }

    /// The cached answer to `key`: of every cached answer that covers it (its own, a range or all
    /// years holding its years, more newest values: ``DatasetCache/keys(covering:)``), the newest
    /// (``HeldCopy/isNewer(than:)``), cut to `key`'s period with the statuses and footnotes of its
    /// values. So an indicator fetched once for "latest" answers any year offline too, and a year
    /// is answered from the newest release held whichever question fetched it.
    nonisolated func readCache(_ key: DatasetKey) async -> HeldCopy? {
        guard cacheIsUsable, case .indicator(_, let period, let database) = key else {
            return await readCacheFile(key).map { held($0, breadth: 0) }
        }
        var best: HeldCopy?
        for candidate in cache.keys(covering: key) {
            guard let stored = await readCacheFile(candidate), let indicator = stored.indicator,
                case .indicator(_, let held, _) = candidate
            else { continue }
            let cut =
                candidate == key
                ? stored
                : StoredDataset(
                    dataset: indicator.cut(to: period).dataset, period: period, fetchedAt: stored.fetchedAt,
                    source: stored.source, database: database)
            let copy = self.held(cut, breadth: held.breadth)
            if best.map({ copy.isNewer(than: $0) }) ?? true { best = copy }
        }
        return best
    }

    /// `stored`, a cached copy cut from an answer of `breadth`, ranked among the others.
    private nonisolated func held(_ stored: StoredDataset, breadth: Int) -> HeldCopy {
        HeldCopy(
            stored: stored,
            rank: HeldCopy.Rank(
                release: stored.indicator?.metadata.lastUpdated, holdsWhatIsAsked: holdsWhatIsAsked(stored),
                place: .cache, breadth: breadth, fetchedAt: stored.fetchedAt))
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

    /// Live answers to `keys`, from the provider's source (``DatasetSource``).
    nonisolated func fetchLive(_ keys: [DatasetKey]) async throws -> [Resolved] {
        let answers = try await live.answers(to: keys, footnotes: options.footnotes)
        let now = clock()
        return answers.map {
            Resolved(countries: $0.countries, dataset: $0.dataset, key: $0.key, origin: .live, at: now)
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

/// A copy of an answer held on this machine, in the cache, with what orders it among the others
/// that answer the same question (the snapshot's included).
struct HeldCopy: Sendable {
    /// The copy, cut to the question.
    let stored: StoredDataset
    /// What orders it.
    let rank: Rank

    /// True when this copy comes before `other` (``Rank``).
    func isNewer(than other: HeldCopy) -> Bool { rank > other.rank }

    /// The rule every offline answer is chosen by, between cached copies, the mirror and the
    /// snapshot alike: the newest release (`lastupdated`, a mirrored release's day) first; within one
    /// release a copy with the footnotes a run asks for, then a cached copy before the mirror before
    /// the snapshot (the nearer to this machine's own questions), then the copy cut from the widest
    /// answer (every year, then the longest range), so that two questions it covers show the same
    /// copy, then the one fetched last.
    struct Rank: Comparable, Sendable {
        /// Where a copy is kept, in the order a tie of releases is settled by.
        enum Place: Int, Sendable {
            case snapshot, mirror, cache
        }

        /// The World Bank release (`lastupdated`, a date in ISO 8601, so that text order is time order).
        let release: String?
        /// True when the copy holds what the run asks (its footnotes, when it wants them).
        let holdsWhatIsAsked: Bool
        /// Where it is kept.
        let place: Place
        /// How much of a history the file it was cut from holds (``Period/breadth``).
        let breadth: Int
        /// When it was fetched.
        let fetchedAt: Date

        static func < (left: Rank, right: Rank) -> Bool {
            func order(_ rank: Rank) -> (String, Int, Int, Int, Date) {
                (rank.release ?? "", rank.holdsWhatIsAsked ? 1 : 0, rank.place.rawValue, rank.breadth, rank.fetchedAt)
            }
            return order(left) < order(right)
        }
    }
}
