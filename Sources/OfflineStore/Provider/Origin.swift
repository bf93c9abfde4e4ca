public import Foundation

/// Where one dataset came from on this run.
public enum Origin: String, Sendable, Hashable, Codable {
    /// Fetched from the World Bank API just now.
    case live
    /// Read from the on-disk cache.
    case cache
    /// Read from the bundled snapshot in `data/`.
    case snapshot
}

/// The origin, age and World Bank date of one dataset: what every figure shown must say about itself.
public struct DatasetProvenance: Sendable, Hashable, Codable {
    /// Which dataset.
    public let key: DatasetKey
    /// Live, cache or snapshot.
    public let origin: Origin
    /// When the data was fetched from the API.
    public let fetchedAt: Date
    /// The World Bank `lastupdated` date, for indicators.
    public let lastUpdated: String?

    /// Creates a provenance record.
    public init(key: DatasetKey, origin: Origin, fetchedAt: Date, lastUpdated: String?) {
        self.key = key
        self.origin = origin
        self.fetchedAt = fetchedAt
        self.lastUpdated = lastUpdated
    }

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

/// Human ages such as `42 s`, `12 min`, `3 h`, `2 d`.
public enum AgeText {
    /// Describes `seconds` in the largest whole unit.
    public static func describe(_ seconds: TimeInterval) -> String {
        let seconds = max(0, Int(seconds))
        switch seconds {
        case ..<60: return "\(seconds) s"
        case ..<3_600: return "\(seconds / 60) min"
        case ..<172_800: return "\(seconds / 3_600) h"
        default: return "\(seconds / 86_400) d"
        }
    }
}

/// Calendar days in UTC, `2026-04-30`, so every output names days the same way.
public enum DayText {
    /// Formats `date` as `YYYY-MM-DD` in UTC.
    public static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
