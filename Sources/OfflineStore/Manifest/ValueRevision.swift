public import WorldBank

/// One figure that differs between two editions of a dataset: revised, new, or no longer given.
///
/// What `countries revisions` lists and `countries verify` counts: the Bank revises figures in
/// place, and people who cite them need to see which moved and by how much.
public struct ValueRevision: Sendable, Hashable {
    /// The economy's ISO3 code.
    public let economy: String
    /// The indicator.
    public let indicator: IndicatorCode
    /// The year of the figure.
    public let year: Int
    /// The figure in the earlier edition; `nil` for a figure that is new.
    public let before: Double?
    /// The figure in the later edition; `nil` for one that is no longer given.
    public let after: Double?

    /// A revision.
    public init(economy: String, indicator: IndicatorCode, year: Int, before: Double?, after: Double?) {
        self.economy = economy
        self.indicator = indicator
        self.year = year
        self.before = before
        self.after = after
    }

    /// The change in percent of the earlier figure; `nil` unless both are given and the earlier is not zero.
    public var changePercent: Double? {
        guard let before, let after, before != 0 else { return nil }
        return (after - before) / abs(before) * 100
    }

    /// The figures of `later` that differ from those of `earlier` (same indicator), sorted by
    /// economy and year: changed values, values only `later` gives and values only `earlier` gave.
    public static func between(_ earlier: IndicatorDataset, _ later: IndicatorDataset) -> [ValueRevision] {
        func values(_ dataset: IndicatorDataset) -> [Place: Double] {
            var values: [Place: Double] = [:]
            for observation in dataset.observations {
                if let value = observation.value {
                    values[Place(economy: observation.economyID, year: observation.year)] = value
                }
            }
            return values
        }
        let before = values(earlier)
        let after = values(later)
        return Set(before.keys).union(after.keys).sorted().compactMap { place in
            let old = before[place]
            let new = after[place]
            return old == new
                ? nil
                : ValueRevision(
                    economy: place.economy, indicator: later.indicator, year: place.year, before: old, after: new)
        }
    }

    /// An economy and a year: where a figure stands.
    private struct Place: Hashable, Comparable {
        let economy: String
        let year: Int

        static func < (left: Place, right: Place) -> Bool { (left.economy, left.year) < (right.economy, right.year) }
    }
}
