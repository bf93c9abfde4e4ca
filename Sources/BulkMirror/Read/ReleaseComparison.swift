public import OfflineStore
public import WorldBank

/// Two releases of a database held in the mirror, compared figure by figure: what was revised (and
/// by how much), what differs by rounding alone, what was added and removed, and which indicators
/// changed their name or unit between the two (a re-basing, whose figures are not comparable).
public struct ReleaseComparison: Sendable {
    /// An indicator whose name or unit differs between the two releases.
    public struct Rebased: Sendable, Hashable {
        /// The indicator.
        public let indicator: IndicatorCode
        /// Its name and unit in the earlier release, and in the later.
        public let before: String
        public let after: String
    }

    /// The database, as the Bank names it.
    public let databaseName: String
    /// The two releases' days, earlier first.
    public let earlier: String
    public let later: String
    /// Every figure that differs, by indicator, economy and year.
    public let differences: [ReleaseDifference]
    /// The indicators whose name or unit changed.
    public let rebased: [Rebased]
    /// How many indicators were compared.
    public let indicatorsCompared: Int
}

extension MirrorReader {
    /// `database`'s releases `earlier` and `later` compared, limited to `indicators` (none: every
    /// series either lists), `economies` (none: all) and `years` (nil: all). Each indicator is
    /// compared at the significant digits the coarser of its two releases writes.
    public func compare(
        _ database: DatabaseID, earlier: String, later: String, indicators: [IndicatorCode] = [],
        economies: Set<String> = [], years: ClosedRange<Int>? = nil
    ) throws(StoreError) -> ReleaseComparison {
        let held = releases(of: database)
        let name = BulkDatabase.of(database)?.database.name ?? "World Bank database \(database)"
        for day in [earlier, later] where !held.contains(day) {
            throw StoreError.releaseNotHeld(release: day, database: name, held: held, what: nil)
        }
        let before = try seriesLabels(of: database, release: earlier)
        let after = try seriesLabels(of: database, release: later)
        let codes =
            indicators.isEmpty
            ? Set(before.keys).union(after.keys).sorted().compactMap(IndicatorCode.init) : indicators
        var differences: [ReleaseDifference] = []
        var rebased: [ReleaseComparison.Rebased] = []
        for code in codes {
            if let old = before[code.rawValue], let new = after[code.rawValue], old != new {
                rebased.append(ReleaseComparison.Rebased(indicator: code, before: old, after: new))
            }
            let first = try history(of: code, in: database, release: earlier)?.dataset
            let second = try history(of: code, in: database, release: later)?.dataset
            guard first != nil || second != nil else { continue }
            let empty = IndicatorDataset(
                indicator: code, name: "", metadata: DatasetMetadata(sourceID: "", lastUpdated: nil),
                observations: ObservationTable())
            let revisions = ValueRevision.between(first ?? empty, second ?? empty).filter { revision in
                (economies.isEmpty || economies.contains(revision.economy))
                    && (years?.contains(revision.year) ?? true)
            }
            guard !revisions.isEmpty else { continue }
            differences += ReleaseDifference.classify(
                revisions, digits: min(Self.digits(of: first), Self.digits(of: second)))
        }
        return ReleaseComparison(
            databaseName: name, earlier: earlier, later: later, differences: differences, rebased: rebased,
            indicatorsCompared: codes.count)
    }

    /// The most significant digits any value of `dataset` is written with (17 without one).
    private static func digits(of dataset: IndicatorDataset?) -> Int {
        guard let dataset else { return 17 }
        var most = 0
        for observation in dataset.observations {
            if let value = observation.value { most = max(most, ReleaseDifference.significantDigits(value)) }
        }
        return most == 0 ? 17 : most
    }
}
