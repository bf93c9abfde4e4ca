#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The origin, age and World Bank date of one dataset: what every figure shown must say about itself.
public struct DatasetProvenance: Sendable, Hashable {
    /// Which dataset.
    public let key: DatasetKey
    /// Live, cache or snapshot.
    public let origin: Origin
    /// When the data was fetched from the API.
    public let fetchedAt: Date
    /// The World Bank `lastupdated` date, for indicators.
    public let lastUpdated: String?

    /// `live`, `cache (12 min old)` or `snapshot (fetched 2026-04-30)`; without `now`, a cache
    /// entry is named by its fetch time instead of its age (`cache (fetched 2026-11-29T11:50:00Z)`),
    /// which stays the same from run to run, as reports need.
    public func originText(now: Date?) -> String {
        switch origin {
        case .live: "live"
        case .cache:
            now.map { "cache (\(AgeText.describe($0.timeIntervalSince(fetchedAt))) old)" }
                ?? "cache (fetched \(fetchedAt.formatted(.iso8601)))"
        case .snapshot: "snapshot (fetched \(DayText.format(fetchedAt)))"
        }
    }
}
