public import WorldBank

/// One release of a bulk database as `countries releases` lists it: held in the mirror, named by
/// the Data Catalog, or both.
public struct ReleaseEntry: Sendable, Hashable {
    /// The mirror's name of the database (`wdi`).
    public let database: String
    /// The release's day (`2026-10-01`).
    public let release: String
    /// What the mirror holds of it; nil when it is only named by the catalogue.
    public let held: Held?
    /// The dated file the Data Catalog names for it, when it names one.
    public let catalogueURL: String?

    /// What the mirror holds of a release: the figures, and the bulk file they were read from.
    public struct Held: Sendable, Hashable {
        /// The values held.
        public let values: Int
        /// The indicators with at least one value.
        public let indicators: Int
        /// Where the bulk file was fetched from.
        public let sourceURL: String
        /// The bulk file's length.
        public let bytes: Int
        /// The bulk file's SHA-256, in hex.
        public let sha256: String

        /// What the mirror holds of a release.
        public init(values: Int, indicators: Int, sourceURL: String, bytes: Int, sha256: String) {
            self.values = values
            self.indicators = indicators
            self.sourceURL = sourceURL
            self.bytes = bytes
            self.sha256 = sha256
        }
    }

    /// A release of `database`.
    public init(database: String, release: String, held: Held?, catalogueURL: String?) {
        self.database = database
        self.release = release
        self.held = held
        self.catalogueURL = catalogueURL
    }
}

/// `countries releases` as a ``Document``: every release known, oldest first, with what the
/// machine has of each, and a note saying how to add one.
public enum ReleasesRenderer {
    /// The document of `releases`; `withoutCatalogue` says why the Data Catalog's dated files are
    /// not among them (not asked, not known, could not be read), nil when it was read: a release it
    /// does not name is then missing from it, not merely not looked for.
    public static func document(_ releases: [ReleaseEntry], withoutCatalogue: String?, source: SourceNote)
        -> Document
    {
        let table = Table(columns, rows: releases)
        var document = Document(
            data: table, shape: .releases, json: [("rows", ColumnJSON.array(table))], source: source)
        document.add(.table(table, title: nil))
        let held = releases.count { $0.held != nil }
        let named = releases.count { $0.catalogueURL != nil }
        var notes = [
            "\(Plural.count(held, "release")) held"
                + (withoutCatalogue.map { " (\($0))" } ?? ", \(named) named by the World Bank's Data Catalog")
                + ". The Bank publishes no list of its releases: the catalogue names its dated files, "
                + "of which it keeps some, not all."
        ]
        if let missing = releases.last(where: { $0.held == nil && $0.catalogueURL != nil }) {
            notes.append("Add one with 'countries mirror --release \(missing.release)'.")
        }
        document.note(notes)
        return document
    }

    /// Database, release, what is held, the file and where it came from.
    static let columns: [Column<ReleaseEntry>] = [
        Column("Database", key: "database", kind: .code) { .text($0.database) },
        Column("Release", key: "release", kind: .label(width: 10)) { .text($0.release) },
        Column("Held", key: "held", kind: .code) { .flag($0.held != nil) },
        Column("Values", key: "values", kind: .count) { .integer($0.held?.values) },
        Column("Indicators", key: "indicators", kind: .count) { .integer($0.held?.indicators) },
        Column("Zip bytes", key: "zip_bytes", kind: .count) { .integer($0.held?.bytes) },
        Column("Zip SHA-256", terminalHeader: "SHA-256", key: "zip_sha256", kind: .code, dropPriority: 1) {
            .text($0.held?.sha256)
        },
        Column("Fetched from", key: "source_url", kind: .name, dropPriority: 2) { .text($0.held?.sourceURL) },
        Column(
            "Dated file in the Data Catalog", terminalHeader: "Data Catalog", key: "catalogue_url", kind: .name,
            dropPriority: 2
        ) { .text($0.catalogueURL) },
    ]
}
