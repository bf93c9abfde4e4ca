public import OfflineStore
public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// How fresh a report's figures are, in the terms a reader needs: when the World Bank last updated
/// them, and whether this report got them live, from the cache, or from the copy bundled with the
/// tool (and why).
public struct ReportFreshness: Sendable, Hashable {
    /// The World Bank `lastupdated` dates (`2026-03-20`).
    public let lastUpdated: [String]
    /// Where the figures came from on this run: live only when every dataset was, else the
    /// snapshot, else the mirror, else the cache.
    public let origin: Origin
    /// The release of the bulk file read, when the origin is the mirror.
    public var mirrored: MirroredRelease?
    /// When the copy used was fetched (the oldest cache entry used); `nil` for live figures.
    public let fetchedAt: Date?
    /// True when the API was asked and could not be reached.
    public let apiUnreachable: Bool
    /// The names of the World Bank databases the figures come from, in order: the World Development
    /// Indicators (population and GDP), then the database `--source` named, when another.
    public let databases: [String]

    /// Creates a description of figures from `databases` (the World Development Indicators unless told).
    public init(
        lastUpdated: [String], origin: Origin, fetchedAt: Date? = nil, apiUnreachable: Bool,
        databases: [String] = [Database.wdi.name]
    ) {
        self.lastUpdated = lastUpdated
        self.origin = origin
        self.fetchedAt = fetchedAt
        self.apiUnreachable = apiUnreachable
        self.databases = databases
    }

    /// True when a reader should be warned: the figures are not live, or were fetched more than a
    /// week before `now`.
    public func deservesWarning(now: Date) -> Bool {
        switch origin {
        case .live: false
        case .cache, .mirror: apiUnreachable || now.timeIntervalSince(fetchedAt ?? now) > 7 * 86_400
        case .snapshot: true
        }
    }

    /// How fresh `answer` is: live only when every dataset was, else the snapshot, else the
    /// mirror's release, else the oldest cache entry used.
    public init(_ answer: ProvidedData) {
        let snapshot = answer.provenance.first { $0.origin == .snapshot }
        let mirrored = answer.provenance.first { $0.origin == .mirror }
        let oldestCached = answer.provenance.filter { $0.origin == .cache }.min { $0.fetchedAt < $1.fetchedAt }
        let (origin, fetchedAt): (Origin, Date?) =
            if let snapshot { (.snapshot, snapshot.fetchedAt) } else if let mirrored {
                (.mirror, mirrored.fetchedAt)
            } else if let oldestCached {
                (.cache, oldestCached.fetchedAt)
            } else { (.live, nil) }
        self.init(
            lastUpdated: answer.lastUpdated, origin: origin, fetchedAt: fetchedAt,
            apiUnreachable: answer.apiUnreachable,
            databases: answer.databases.map(\.name))
        self.mirrored = origin == .mirror ? mirrored?.mirrored : nil
    }
}
