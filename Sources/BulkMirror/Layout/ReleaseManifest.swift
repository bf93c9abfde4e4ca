#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// `release.json`, the last file written into a release's folder: where the bulk file came from,
/// every file of the release with its bytes and SHA-256, and what the values hold. A folder without
/// it is not a release (a build stopped before it was done).
public struct ReleaseManifest: Codable, Sendable, Hashable {
    /// The format tag; any other is refused.
    public static let currentFormat = "countries-mirror-release/1"

    /// Where the bulk file came from and what it was.
    public struct Source: Codable, Sendable, Hashable {
        /// The URL asked for (before any redirect).
        public let url: String
        /// The server's `ETag`, opaque, when it sent one.
        public let etag: String?
        /// The server's `Last-Modified`, as sent.
        public let lastModified: String?
        /// The zip's length.
        public let bytes: Int
        /// The zip's SHA-256, in hex.
        public let sha256: String
    }

    /// One file of the release.
    public struct File: Codable, Sendable, Hashable {
        /// Its name in the release's folder (`values.parquet`).
        public let path: String
        /// What it holds: `values`, `economies`, `series`, `footnotes`, `country_series`, `series_time`.
        public let table: String
        /// Its rows.
        public let rows: Int
        /// Its length.
        public let bytes: Int
        /// Its SHA-256, in hex.
        public let sha256: String
    }

    /// What the values hold, as checked against the bulk file when the release was built.
    public struct Values: Codable, Sendable, Hashable {
        /// The non-empty cells of the values member, each now one row.
        public let rows: Int
        /// The indicators with at least one value.
        public let indicators: Int
        /// The economies and aggregates with at least one value.
        public let economies: Int
        /// The first and last year columns of the values member.
        public let firstYear: Int
        public let lastYear: Int
    }

    /// The format tag.
    public let format: String
    /// The mirror's name of the database (`wdi`).
    public let database: String
    /// The database's name (`World Development Indicators`).
    public let databaseName: String
    /// The API's number of the database.
    public let databaseID: Int
    /// The release's day, `YYYY-MM-DD`: the bulk file's `Last-Modified` day.
    public let release: String
    /// The bulk file.
    public let source: Source
    /// When the release was built here.
    public let builtAt: Date
    /// The program that built it (`countries 0.9.0`).
    public let createdBy: String
    /// Every file, values first.
    public let files: [File]
    /// What the values hold.
    public let values: Values

    /// The file of `table`.
    public func file(_ table: String) -> File? { files.first { $0.table == table } }

    /// The manifest's bytes: pretty, keys sorted, dates in ISO 8601.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The manifest in `data`, refused when it is not one of this format.
    static func decode(_ data: Data, path: String) throws(BulkError) -> ReleaseManifest {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let manifest = try? decoder.decode(ReleaseManifest.self, from: data),
            manifest.format == currentFormat
        else { throw .damaged(path: path, reason: "not a release manifest of \(currentFormat)") }
        return manifest
    }
}
