public import Foundation
public import WorldBank

/// An answer together with where each part of it came from and the requests it took: everything
/// a command needs to know, so that no command reaches into the provider or the client.
public struct ProvidedData: Sendable {
    /// The country list and indicator datasets.
    public let data: EconomyData
    /// The provenance of the country list first, then of each indicator in order.
    public let provenance: [DatasetProvenance]
    /// Things the person should know, one line each (fallbacks, repaired cache files).
    public let notices: [String]
    /// The HTTP exchanges made for this answer, each try on its own; empty when none was needed.
    public let requests: [RequestRecord]
    /// True when the API was asked and could not be reached, so offline copies answered instead.
    public let apiUnreachable: Bool

    /// Creates an answer.
    public init(
        data: EconomyData, provenance: [DatasetProvenance], notices: [String], requests: [RequestRecord] = [],
        apiUnreachable: Bool = false
    ) {
        self.data = data
        self.provenance = provenance
        self.notices = notices
        self.requests = requests
        self.apiUnreachable = apiUnreachable
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

    /// What every output and the stderr line say about these figures. Without `now` (reports),
    /// cache entries are named by fetch time so that reruns over the same data match byte for byte.
    public func sourceNote(now: Date?) -> SourceNote {
        SourceNote(origin: originSummary(now: now), lastUpdated: lastUpdated)
    }
}
