public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// An indicator's description with where it came from: the live API, a mirrored release (with the
/// long definition), or the bundled catalogue.
public struct DescribedIndicator: ProviderAnswer {
    /// The description.
    public let info: IndicatorInfo
    /// Live, the mirror, or the snapshot's catalogue.
    public let origin: Origin
    public let notices: [StoreNotice]
    public let requests: [RequestRecord]
    /// The indicator's licence, as far as a copy on this machine states it.
    public let licences: LicenceNote
    /// The release the description was read from, when the mirror gave it.
    public let mirrored: MirroredRelease?

    /// A description from `origin`.
    public init(
        info: IndicatorInfo, origin: Origin, notices: [StoreNotice], requests: [RequestRecord],
        licences: LicenceNote, mirrored: MirroredRelease? = nil
    ) {
        self.info = info
        self.origin = origin
        self.notices = notices
        self.requests = requests
        self.licences = licences
        self.mirrored = mirrored
    }

    public func sourceNote(now: Date?) -> SourceNote {
        let text =
            switch origin {
            case .live: "live (World Bank API /indicator)"
            case .mirror:
                mirrored.map { "mirror (\($0.databaseName) release \($0.release), bulk file \($0.fileName))" }
                    ?? "mirror"
            case .cache, .snapshot: "indicator catalogue bundled with countries"
            }
        return SourceNote(origin: text, lastUpdated: [], licences: licences)
    }
}
