public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// An indicator's description with where it came from: the live API, or the bundled catalogue.
public struct DescribedIndicator: ProviderAnswer {
    /// The description.
    public let info: IndicatorInfo
    /// Live, or the snapshot's catalogue.
    public let origin: Origin
    public let notices: [StoreNotice]
    public let requests: [RequestRecord]

    public func sourceNote(now: Date?) -> SourceNote {
        SourceNote(
            origin: origin == .live ? "live (World Bank API /indicator)" : "indicator catalogue bundled with countries",
            lastUpdated: [])
    }
}
