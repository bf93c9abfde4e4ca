public import Foundation
public import WorldBank

/// An answer together with where each part of it came from.
public struct ProvidedData: Sendable {
    /// The country list and indicator datasets.
    public let data: EconomyData
    /// The provenance of the country list first, then of each indicator in order.
    public let provenance: [DatasetProvenance]
    /// Things the person should know, one line each (fallbacks, repaired cache files).
    public let notices: [String]

    /// Creates an answer.
    public init(data: EconomyData, provenance: [DatasetProvenance], notices: [String]) {
        self.data = data
        self.provenance = provenance
        self.notices = notices
    }

    /// The World Bank `lastupdated` dates of the indicators, distinct, in order.
    public var lastUpdated: [String] {
        var seen: [String] = []
        for date in provenance.compactMap(\.lastUpdated) where !seen.contains(date) { seen.append(date) }
        return seen
    }

    /// One phrase for all the datasets: `live` when they agree, else each dataset named. Without
    /// `now`, cache entries are named by fetch time rather than age (see ``DatasetProvenance/originText(now:)``).
    public func originSummary(now: Date?) -> String {
        let texts = provenance.map { $0.originText(now: now) }
        if let first = texts.first, texts.allSatisfy({ $0 == first }) { return first }
        return zip(provenance, texts).map { "\($0.key): \($1)" }.joined(separator: "; ")
    }

    /// The line printed on stderr and written into every output:
    /// `data: live · World Bank lastupdated 2026-03-20 · Source: World Bank, World Development Indicators`.
    public func provenanceLine(now: Date) -> String {
        let dates = lastUpdated.isEmpty ? "unknown" : lastUpdated.joined(separator: ", ")
        return "data: \(originSummary(now: now)) · World Bank lastupdated \(dates) · \(Attribution.source)"
    }
}
