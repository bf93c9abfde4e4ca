public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// An answer together with where each part of it came from and the requests it took: everything
/// a command needs to know, so that no command reaches into the provider or the client.
public struct ProvidedData: ProviderAnswer {
    /// The country list and indicator datasets.
    public let data: EconomyData
    /// The provenance of the country list first, then of each indicator in order.
    public let provenance: [DatasetProvenance]
    /// Things the person should know, one line each (fallbacks, repaired cache files).
    public let notices: [StoreNotice]
    /// The HTTP exchanges made for this answer, each try on its own; empty when none was needed.
    public let requests: [RequestRecord]
    /// True when the API was asked and could not be reached, so offline copies answered instead.
    public let apiUnreachable: Bool
    /// The databases the figures come from, each once: the World Development Indicators (population
    /// and GDP always are), then the one `--source` named.
    public var databases: [Database] = [.wdi]
    /// The licences of the indicators' figures, as far as a copy on this machine states them.
    public var licences = LicenceNote()

    /// The World Bank `lastupdated` dates of the indicators, distinct, in order.
    public var lastUpdated: [String] {
        var seen: Set<String> = []
        return provenance.compactMap(\.lastUpdated).filter { seen.insert($0).inserted }
    }

    /// What every output and the stderr line say about these figures: one origin for all the
    /// datasets when they agree (`live`), else each dataset named. Without `now` (reports), cache
    /// entries are named by fetch time rather than age, so that reruns over the same data match byte
    /// for byte (see ``DatasetProvenance/originText(now:)``).
    public func sourceNote(now: Date?) -> SourceNote {
        let texts = provenance.map { $0.originText(now: now) }
        let named = zip(provenance, texts).map { "\($0.key): \($1)" }.joined(separator: "; ")
        return SourceNote(
            origin: Set(texts).count == 1 ? texts[0] : named, lastUpdated: lastUpdated,
            databases: databases.map(\.name), licences: licences)
    }
}
