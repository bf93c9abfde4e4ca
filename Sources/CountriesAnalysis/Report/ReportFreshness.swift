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
    /// Where the figures came from on this run.
    public enum Origin: Sendable, Hashable {
        /// From the World Bank API just now.
        case live
        /// From the cache, fetched at that time.
        case cache(fetchedAt: Date)
        /// From the snapshot bundled with the tool, fetched on that day.
        case snapshot(fetchedAt: Date)
    }

    /// The World Bank `lastupdated` dates (`2026-03-20`).
    public let lastUpdated: [String]
    /// Where the figures came from; the oldest source when they came from several.
    public let origin: Origin
    /// True when the API was asked and could not be reached.
    public let apiUnreachable: Bool
    /// The names of the World Bank databases the figures come from, in order: the World Development
    /// Indicators (population and GDP), then the database `--source` named, when another.
    public let databases: [String]

    /// Creates a description of figures from `databases` (the World Development Indicators unless told).
    public init(
        lastUpdated: [String], origin: Origin, apiUnreachable: Bool,
        databases: [String] = [Database.wdi.name]
    ) {
        self.lastUpdated = lastUpdated
        self.origin = origin
        self.apiUnreachable = apiUnreachable
        self.databases = databases
    }

    /// True when a reader should be warned: the figures are not live, or were fetched more than a
    /// week before `now`.
    public func deservesWarning(now: Date) -> Bool {
        switch origin {
        case .live: false
        case .cache(let fetched): apiUnreachable || now.timeIntervalSince(fetched) > 7 * 86_400
        case .snapshot: true
        }
    }
}
