public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A manifest's datasets asked for again, each said to hold or to have moved: what
/// `countries verify` reports.
public struct ManifestVerification: ProviderAnswer {
    /// One check per dataset of the manifest, in its order.
    public let checks: [DatasetCheck]
    /// The fresh answer the checks were made against.
    public let answer: ProvidedData

    public var notices: [StoreNotice] { answer.notices }
    public var requests: [RequestRecord] { answer.requests }
    public func sourceNote(now: Date?) -> SourceNote { answer.sourceNote(now: now) }

    /// True when every dataset holds: the same values and the same `lastupdated`.
    public var holds: Bool { checks.allSatisfy { $0.status == .unchanged } }

    /// One dataset of a manifest against the answer it gets now.
    public struct DatasetCheck: Sendable, Hashable {
        /// What the manifest recorded.
        public let recorded: Manifest.Dataset
        /// What it is now.
        public let now: Manifest.Dataset
        /// Whether it moved, and how.
        public let status: Status
        /// The figures that differ from those the manifest recorded, when an earlier edition with
        /// exactly its values is still held (in the cache or the snapshot); `nil` when none is, so
        /// that which figures moved cannot be said.
        public let revisions: [ValueRevision]?

        /// The largest change in percent among ``revisions``, by size, with its revision.
        public var largestChange: ValueRevision? {
            revisions?.filter { $0.changePercent != nil }.max {
                abs($0.changePercent ?? 0) < abs($1.changePercent ?? 0)
            }
        }
    }

    /// How one dataset compares with what the manifest recorded.
    public enum Status: String, Sendable, Hashable {
        /// The same values, the same `lastupdated`.
        case unchanged
        /// The same `lastupdated`, other values: the Bank revised the release in place.
        case revised
        /// Another `lastupdated`: a newer release, whose values may or may not differ.
        case newerRelease = "newer-release"
    }

    /// The checks of `manifest`'s datasets against `answer`; `earlier` gives the editions held of a
    /// dataset (cache, snapshot), among which the recorded values are looked for.
    static func checks(
        of manifest: Manifest, against answer: ProvidedData, earlier: (DatasetKey) -> [IndicatorDataset]
    ) -> [DatasetCheck] {
        let fresh = answer.manifestDatasets
        var datasets: [DatasetKey: IndicatorDataset] = [:]
        let indicatorKeys = answer.provenance.map(\.key).filter { $0 != .countries }
        for (key, dataset) in zip(indicatorKeys, answer.data.datasets) { datasets[key] = dataset }
        return manifest.datasets.compactMap { recorded in
            guard let now = fresh.first(where: { $0.key == recorded.key }) else { return nil }
            let status: Status =
                now.lastUpdated != recorded.lastUpdated
                ? .newerRelease : now.values != recorded.values ? .revised : .unchanged
            var revisions: [ValueRevision]? = now.values == recorded.values ? [] : nil
            if revisions == nil, let current = datasets[recorded.key],
                let before = earlier(recorded.key).first(where: { ValuesFingerprint($0) == recorded.values })
            {
                revisions = ValueRevision.between(before, current)
            }
            return DatasetCheck(recorded: recorded, now: now, status: status, revisions: revisions)
        }
    }
}

extension DataProvider {
    /// The datasets of `manifest` asked for again, as the options allow (live, or the cache with
    /// `--offline`), each checked against what the manifest recorded.
    public func verify(_ manifest: Manifest) async throws -> ManifestVerification {
        let answer = try await datasets(manifest.datasets.map(\.key))
        let checks = ManifestVerification.checks(of: manifest, against: answer) { key in
            let held = cacheIsUsable ? cache.editions(of: key).compactMap { $0.indicator?.dataset } : []
            return held + ((try? snapshotAnswer(key).dataset).map { [$0] } ?? [])
        }
        return ManifestVerification(checks: checks, answer: answer)
    }

    /// Exactly `keys`, each answered as ``economyData(indicators:period:also:)`` answers its own: the
    /// country list and each period's indicators in one query of their own.
    public func datasets(_ keys: [DatasetKey]) async throws -> ProvidedData {
        var countries: [Resolved] = []
        var indicators: [Resolved] = []
        var periods: [Period] = []
        for case .indicator(_, let period) in keys where !periods.contains(period) { periods.append(period) }
        if keys.contains(.countries) { countries = try await resolve([.countries]) }
        for period in periods {
            indicators += try await resolve(
                keys.filter { if case .indicator(_, period) = $0 { true } else { false } })
        }
        return ProvidedData(
            data: EconomyData(countries: countries.first?.countries ?? [], datasets: indicators.compactMap(\.dataset)),
            provenance: (countries + indicators).map(\.provenance), notices: collectedNotices(),
            requests: await service.requestLog, apiUnreachable: unreachable != nil)
    }
}
