public import WorldBank

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
    /// The World Bank `lastupdated` date, for indicators (a mirrored release's day).
    public let lastUpdated: String?
    /// The release of the bulk file it was read from, for ``Origin/mirror``.
    public let mirrored: MirroredRelease?

    /// The provenance of the dataset `key` from `origin`.
    public init(
        key: DatasetKey, origin: Origin, fetchedAt: Date, lastUpdated: String?, mirrored: MirroredRelease? = nil
    ) {
        self.key = key
        self.origin = origin
        self.fetchedAt = fetchedAt
        self.lastUpdated = lastUpdated
        self.mirrored = mirrored
    }

    /// `live`, `cache (12 min old)`, `snapshot (fetched 2026-04-30)` or `mirror (World Development
    /// Indicators release 2026-10-01, bulk file WDI_CSV.zip sha256 230ed3832e31)`; without `now`, a cache
    /// entry is named by its fetch time instead of its age (`cache (fetched 2026-11-29T11:50:00Z)`),
    /// which stays the same from run to run, as reports need.
    public func originText(now: Date?) -> String {
        switch origin {
        case .live: "live"
        case .cache:
            now.map { "cache (\(AgeText.describe($0.timeIntervalSince(fetchedAt))) old)" }
                ?? "cache (fetched \(fetchedAt.formatted(.iso8601)))"
        case .snapshot: "snapshot (fetched \(DayText.format(fetchedAt)))"
        case .mirror: "mirror (" + (mirrored?.text ?? "a bulk file") + ")"
        }
    }

    /// What proves the figure of `economy` in `year` in this dataset, for anyone to check: the
    /// bulk file's release and SHA-256 for a figure read from the mirror (the API's edition may
    /// differ), else the API request under `baseURL` whose answer holds it.
    public func proof(economy: String, year: Int, baseURL: BaseURL) -> String {
        if let mirrored {
            return "\(mirrored.databaseName) release \(mirrored.release), bulk file \(mirrored.fileName) sha256 "
                + "\(mirrored.sha256): \(economy) \(year)"
        }
        guard case .indicator(let code, _, let source) = key else { return baseURL.url.absoluteString }
        return baseURL.request(economy: economy, indicator: code, period: .year(year), source: source)
    }
}
