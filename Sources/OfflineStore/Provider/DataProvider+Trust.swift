import WorldBank

/// Whether a live answer is believed: judged value by value against what the cache or the snapshot
/// holds for the same question.
extension DataProvider {
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

    /// `2026`, `2010–2022`, or `any year`, for notices.
    static func periodText(_ key: DatasetKey) -> String {
        guard case .indicator(_, let period, _) = key else { return "any year" }
        switch period {
        case .year, .range: return DatasetKey.words(period)
        case .mostRecent: return "the " + DatasetKey.words(period)
        case .mostRecentNonEmpty, .history: return "any year"
        }
    }
}
