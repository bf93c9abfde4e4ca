public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Whole databases held on this machine as releases of the Bank's bulk files (the mirror that
/// `countries mirror` builds), asked one indicator at a time: the door through which any indicator
/// of a mirrored database answers offline, and answers when the API cannot, by the same rule as
/// every other copy held (the newest release first).
public protocol DatabaseMirror: Sendable {
    /// The whole history of `code` in `database`'s release `release` (nil: the newest held), or nil
    /// when that release does not hold a value of it.
    func history(of code: IndicatorCode, in database: DatabaseID, release: String?) throws(StoreError)
        -> MirroredHistory?

    /// The days of `database`'s releases held, oldest first.
    func releases(of database: DatabaseID) -> [String]

    /// What `database`'s newest release says of the series `code` (its name, definition, source and
    /// licence), or nil when none lists it.
    func series(_ code: IndicatorCode, in database: DatabaseID) -> MirroredSeries?

    /// The licence `database`'s newest release labels `code` with, or nil when none lists it: what
    /// every output's credit needs, without reading the series' long texts.
    func licence(of code: IndicatorCode, in database: DatabaseID) -> IndicatorLicence?
}

/// The release of a bulk file an answer was read from: what its provenance names.
public struct MirroredRelease: Sendable, Hashable {
    /// The database (`World Development Indicators`).
    public let databaseName: String
    /// The release's day (`2026-10-01`): the bulk file's `Last-Modified` day.
    public let release: String
    /// The bulk file (`WDI_CSV.zip`).
    public let fileName: String
    /// The bulk file's SHA-256, in hex.
    public let sha256: String
    /// When the release was built on this machine.
    public let builtAt: Date
    /// Where the bulk file was downloaded from; nil when not recorded.
    public let url: String?

    /// Describes a release.
    public init(
        databaseName: String, release: String, fileName: String, sha256: String, builtAt: Date, url: String? = nil
    ) {
        self.databaseName = databaseName
        self.release = release
        self.fileName = fileName
        self.sha256 = sha256
        self.builtAt = builtAt
        self.url = url
    }

    /// `WDI release 2026-10-01, bulk file WDI_CSV.zip sha256 230ed3832e31`: the words of provenance.
    public var text: String {
        "\(databaseName) release \(release), bulk file \(fileName) sha256 \(sha256.prefix(12))"
    }
}

/// One indicator's history from a release.
public struct MirroredHistory: Sendable {
    /// Every value of the indicator the release holds, as one dataset (its `lastupdated` is the
    /// release's day).
    public let dataset: IndicatorDataset
    /// The release.
    public let release: MirroredRelease

    /// A history read from `release`.
    public init(dataset: IndicatorDataset, release: MirroredRelease) {
        self.dataset = dataset
        self.release = release
    }
}

/// What a release says of one series.
public struct MirroredSeries: Sendable, Hashable {
    /// Its description, as the catalogue gives one.
    public let info: IndicatorInfo
    /// Its licence.
    public let licence: IndicatorLicence
    /// The release.
    public let release: MirroredRelease

    /// A series of `release`.
    public init(info: IndicatorInfo, licence: IndicatorLicence, release: MirroredRelease) {
        self.info = info
        self.licence = licence
        self.release = release
    }
}

extension DatabaseMirror {
    /// The whole history of `code` in `database`'s newest release held.
    public func history(of code: IndicatorCode, in database: DatabaseID) throws(StoreError) -> MirroredHistory? {
        try history(of: code, in: database, release: nil)
    }
}

/// An indicator of one database, as the licence label the API's series metadata gives is kept.
public struct LicenceKey: Sendable, Hashable {
    /// The database.
    public let source: DatabaseID
    /// The indicator.
    public let code: IndicatorCode

    /// The indicator `code` of `source`.
    public init(source: DatabaseID, code: IndicatorCode) {
        self.source = source
        self.code = code
    }
}

extension LicenceNote {
    /// What is known of the licences of the indicators `keys` name: the label of the newest release
    /// `mirror` holds that lists each, else population's and GDP's (``coreSeries``), else the label
    /// the API's series metadata gave (`published`), else not known.
    public static func held(
        for keys: [DatasetKey], mirror: (any DatabaseMirror)?, published: [LicenceKey: IndicatorLicence] = [:]
    ) -> LicenceNote {
        var known: [IndicatorCode: IndicatorLicence] = [:]
        var unknown: [IndicatorCode] = []
        for case .indicator(let code, _, let source) in keys where known[code] == nil && !unknown.contains(code) {
            if let licence = mirror?.licence(of: code, in: source) ?? (source == .wdi ? coreSeries[code] : nil)
                ?? published[LicenceKey(source: source, code: code)]
            {
                known[code] = licence
            } else {
                unknown.append(code)
            }
        }
        return LicenceNote(known: known, unknown: unknown)
    }
}
