public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// What an output was made from, so that anyone can ask the World Bank again later and see whether
/// the same figures come back: the tool, the command line, and every dataset with its requests,
/// release date, origin and the fingerprint of its values.
///
/// The Bank revises a release in place without moving `lastupdated`, so a date alone is no proof;
/// the fingerprint (``ValuesFingerprint``) is.
public struct Manifest: Sendable, Hashable {
    /// `countries 0.1.0`.
    public let tool: String
    /// The arguments as given, after the command's name, with any user name or password in a URL removed.
    public let commandLine: [String]
    /// When the command ran.
    public let createdAt: Date
    /// Every dataset the output used, in the order it was asked for.
    public let datasets: [Dataset]
    /// The files the command wrote (`--output`, a report's files), each with its SHA-256, so that
    /// the output can be told from an edited copy; `-` for stdout.
    public let outputs: [Output]

    /// A manifest of `datasets`, for the files `outputs`.
    public init(tool: String, commandLine: [String], createdAt: Date, datasets: [Dataset], outputs: [Output] = []) {
        self.tool = tool
        self.commandLine = commandLine
        self.createdAt = createdAt
        self.datasets = datasets
        self.outputs = outputs
    }

    /// One file a command wrote.
    public struct Output: Sendable, Hashable {
        /// The path as given (relative to the report folder, for a report's files); `-` for stdout.
        public let path: String
        /// The SHA-256 of its bytes, in lower-case hexadecimal.
        public let sha256: String
        /// Its size in bytes.
        public let bytes: Int

        /// The output at `path` with `contents`.
        public init(path: String, contents: [UInt8]) {
            var hash = SHA256()
            hash.update(contents)
            self.init(path: path, sha256: hash.hexDigest(), bytes: contents.count)
        }

        /// An output as a manifest recorded it.
        public init(path: String, sha256: String, bytes: Int) {
            self.path = path
            self.sha256 = sha256
            self.bytes = bytes
        }
    }

    /// The part of a dataset an output shows: its economies (`list --region SSF` shows 48 of them),
    /// with the fingerprint of their values, so that `verify` judges the output's own figures and
    /// not a revision elsewhere in the dataset.
    public struct Scope: Sendable, Hashable {
        /// The economies' codes (ISO3, and the Bank's aggregates shown), sorted.
        public let economies: [String]
        /// The fingerprint of their values in the dataset.
        public let values: ValuesFingerprint

        /// The scope of `economies` in `dataset`.
        public init(_ economies: Set<String>, of dataset: IndicatorDataset) {
            self.economies = economies.sorted()
            values = ValuesFingerprint(dataset, economies: economies)
        }

        /// A scope as a manifest recorded it.
        public init(economies: [String], values: ValuesFingerprint) {
            self.economies = economies
            self.values = values
        }
    }

    /// One dataset an output used.
    public struct Dataset: Sendable, Hashable {
        /// The database it is part of, by its number and name (the country list: World Development
        /// Indicators).
        public let database: Database
        /// Which dataset: the country list, or an indicator over a period.
        public let key: DatasetKey
        /// The API requests that returned it, without credentials; empty when the cache or the
        /// snapshot answered.
        public let requests: [String]
        /// The World Bank `lastupdated` date; `nil` for the country list.
        public let lastUpdated: String?
        /// When it was fetched from the API.
        public let fetchedAt: Date
        /// Live, cache or snapshot.
        public let origin: Origin
        /// The fingerprint of its values.
        public let values: ValuesFingerprint
        /// The part of it the output shows; `nil` when the output shows (or sums) all of it.
        public var scope: Scope?
        /// The indicator's licence as a copy on this machine labelled it when the output was made;
        /// `nil` when none did (and for the country list).
        public var licence: IndicatorLicence?
        /// The release of a bulk file it was read from, when the mirror gave it.
        public var mirrored: MirroredRelease?

        /// A dataset entry.
        public init(
            database: Database, key: DatasetKey, requests: [String], lastUpdated: String?, fetchedAt: Date,
            origin: Origin, values: ValuesFingerprint, scope: Scope? = nil
        ) {
            self.database = database
            self.key = key
            self.requests = requests
            self.lastUpdated = lastUpdated
            self.fetchedAt = fetchedAt
            self.origin = origin
            self.values = values
            self.scope = scope
        }
    }
}

extension Manifest {
    /// Where the output's figures came from, as recorded: the databases of its indicators, their
    /// releases (`lastupdated`) and their origins with the day each was fetched, never an age, so
    /// that it reads the same whenever it is read.
    public var sourceNote: SourceNote {
        let indicators = datasets.filter { if case .indicator = $0.key { true } else { false } }
        var databases: [String] = []
        for name in indicators.map(\.database.name) where !databases.contains(name) { databases.append(name) }
        let provenance = datasets.map {
            DatasetProvenance(
                key: $0.key, origin: $0.origin, fetchedAt: $0.fetchedAt, lastUpdated: $0.lastUpdated,
                mirrored: $0.mirrored)
        }
        let texts = provenance.map { $0.originText(now: nil) }
        let origin =
            Set(texts).count <= 1
            ? texts.first ?? "" : zip(provenance, texts).map { "\($0.key): \($1)" }.joined(separator: "; ")
        var known: [IndicatorCode: IndicatorLicence] = [:]
        var unknown: [IndicatorCode] = []
        for dataset in indicators {
            guard case .indicator(let code, _, let source) = dataset.key else { continue }
            if let licence = dataset.licence ?? (source == .wdi ? LicenceNote.coreSeries[code] : nil) {
                known[code] = licence
            } else if !unknown.contains(code) {
                unknown.append(code)
            }
        }
        return SourceNote(
            origin: origin, lastUpdated: Array(Set(indicators.compactMap(\.lastUpdated))).sorted(),
            databases: databases, licences: LicenceNote(known: known, unknown: unknown))
    }
}
