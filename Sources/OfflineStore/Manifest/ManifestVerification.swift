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

    /// True when every figure the output shows holds: each dataset's scope (``Manifest/Scope``) has
    /// the values it had, or, without a scope, the dataset has the same values and `lastupdated`.
    public var holds: Bool { checks.allSatisfy(\.outputHolds) }

    /// One dataset of a manifest against the answer it gets now.
    public struct DatasetCheck: Sendable, Hashable {
        /// What the manifest recorded.
        public let recorded: Manifest.Dataset
        /// What it is now.
        public let now: Manifest.Dataset
        /// Whether it moved, and how.
        public let status: Status
        /// The figures that differ from those the manifest recorded (of the scope's economies, when it
        /// has one), when an earlier edition with exactly its values is still held (in the cache or the
        /// snapshot); `nil` when none is, so that which figures moved cannot be said.
        public let revisions: [ValueRevision]?
        /// For a manifest that recorded the part of the dataset its output shows (``Manifest/Scope``):
        /// true when those figures are the same now, whatever moved elsewhere in the dataset.
        public let scopeHolds: Bool?

        /// True when the figures of the output hold: those of its scope, else the whole dataset's.
        public var outputHolds: Bool { scopeHolds ?? (status == .unchanged) }

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

    /// The checks of `manifest`'s datasets against `answer` and `also` (datasets asked apart from
    /// it: groups' member lists); `earlier` gives the editions held of a dataset (cache, snapshot),
    /// among which the recorded values are looked for.
    static func checks(
        of manifest: Manifest, against answer: ProvidedData, also: [Manifest.Dataset] = [],
        earlier: (DatasetKey) -> [IndicatorDataset]
    ) -> [DatasetCheck] {
        let fresh = answer.manifestDatasets + also
        let datasets = answer.datasetsByKey
        return manifest.datasets.compactMap { recorded in
            guard let now = fresh.first(where: { $0.key == recorded.key }) else { return nil }
            let status: Status =
                now.lastUpdated != recorded.lastUpdated
                ? .newerRelease : now.values != recorded.values ? .revised : .unchanged
            let scope = recorded.scope.map { Set($0.economies) }
            let scopeHolds = recorded.scope.flatMap { recordedScope in
                datasets[recorded.key].map { ValuesFingerprint($0, economies: Set(recordedScope.economies)) }
                    .map { $0 == recordedScope.values }
            }
            var revisions: [ValueRevision]? = now.values == recorded.values || scopeHolds == true ? [] : nil
            if revisions == nil, let current = datasets[recorded.key],
                let before = earlier(recorded.key).first(where: { ValuesFingerprint($0) == recorded.values })
            {
                revisions = ValueRevision.between(before, current).filter { scope?.contains($0.economy) ?? true }
            }
            return DatasetCheck(
                recorded: recorded, now: now, status: status, revisions: revisions, scopeHolds: scopeHolds)
        }
    }
}
