public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// What the World Bank's Data Catalog says of a database's dated bulk files (BULK.md section 1):
/// the one place that names a past release's file, since the Bank publishes no list of releases.
///
/// The catalogue's description is JSON with a `resources` list; a resource's `distribution.url`
/// (or its own `url`) may be a dated file (`…/WDI_CSV_2026_01_29.zip?versionId=…`). Only those
/// URLs are read, whatever the resource is called: the names (`CSV`, `CSV file`) have changed, the
/// file names have not. A dated URL names its release; nothing else is trusted.
public struct ReleaseCatalogue: Sendable, Hashable {
    /// One dated file the catalogue names.
    public struct DatedFile: Sendable, Hashable {
        /// The day of the release (`2026-10-01`), as its file name gives it.
        public let release: String
        /// Where the file lies, with any query the catalogue gave (`?versionId=…`).
        public let url: URL

        /// A dated file of `release` at `url`.
        public init(release: String, url: URL) {
            self.release = release
            self.url = url
        }
    }

    /// The Data Catalog's service (`https://ddh-openapi.worldbank.org`).
    public static let bankRoot = "https://ddh-openapi.worldbank.org"
    /// The largest description read: the real one is tens of KB.
    static let maximumLength = 4 << 20

    /// Where the description was read.
    public let url: URL
    /// The catalogue's `last_updated_date` (`2026-10-01T00:00:00`), as written, when given.
    public let lastUpdated: String?
    /// The dated files of the database it names, oldest first, one per release.
    public let files: [DatedFile]

    /// The description of `database` under `root` (`<root>/dataset/download?dataset_unique_id=0037712`);
    /// nil when the database's dataset is not known.
    public static func url(of database: BulkDatabase, root: URL) -> URL? {
        guard let id = database.catalogueID else { return nil }
        return URL(string: root.absoluteString.trimmingSuffix("/") + "/dataset/download?dataset_unique_id=" + id)
    }

    /// Reads the description of `database` under `root` through `transport`, tried again while the
    /// service answers 502 or nothing.
    public static func fetch(
        _ database: BulkDatabase, root: URL, transport: any HTTPTransport
    ) async throws -> ReleaseCatalogue {
        guard let url = url(of: database, root: root) else {
            throw BulkError.unexpectedCatalogue(
                url: root.absoluteString, reason: "no dataset of \(database.name) is known")
        }
        let response = try await transport.document(at: url)
        guard response.status == 200 else { throw BulkError.refused(url: url.absoluteString, status: response.status) }
        guard response.body.count <= maximumLength else {
            throw BulkError.unexpectedCatalogue(
                url: url.absoluteString, reason: "\(response.body.count) bytes, more than \(maximumLength)")
        }
        return try ReleaseCatalogue(reading: response.body, from: url, database: database)
    }

    /// The description in `data`, read at `url`.
    public init(reading data: Data, from url: URL, database: BulkDatabase) throws(BulkError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data)
        } catch {
            throw .unexpectedCatalogue(url: url.absoluteString, reason: "not JSON (\(error.reason))")
        }
        guard let resources = (document["resources"] ?? document["Resources"])?.arrayValue else {
            throw .unexpectedCatalogue(url: url.absoluteString, reason: "no list of resources")
        }
        var files: [String: DatedFile] = [:]
        for resource in resources {
            let link = resource["distribution"]?["url"]?.stringValue ?? resource["url"]?.stringValue
            guard let link, let file = Self.datedFile(link, of: database) else { continue }
            files[file.release] = files[file.release] ?? file
        }
        self.url = url
        lastUpdated = document["last_updated_date"]?.stringValue
        self.files = files.values.sorted { $0.release < $1.release }
    }

    /// The dated file `link` names, if it is an http(s) URL of one of `database`'s dated files.
    static func datedFile(_ link: String, of database: BulkDatabase) -> DatedFile? {
        guard link.utf8.count <= 2_048, let url = URL(string: link), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme), url.host?.isEmpty == false,
            let release = database.release(ofDatedFileName: url.lastPathComponent)
        else { return nil }
        return DatedFile(release: release, url: url)
    }
}

extension String {
    /// The text without `suffix` at its end, if it ends with it.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
