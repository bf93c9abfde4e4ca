import BulkMirror
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries releases`: the official releases of the bulk databases, those the mirror holds and
/// those the World Bank's Data Catalog names, with what the machine has of each.
enum ReleasesCommand {
    static let offline = Flag("offline", help: "list only the releases held; do not ask the Data Catalog")

    static let spec = CommandSpec(
        name: "releases",
        summary: "List the official releases: those the mirror holds and those the Data Catalog names",
        positionals: ["[DATABASE]"],
        options: [MirrorCommand.directory, MirrorCommand.catalogueURL, offline] + OutputOptions.all,
        discussion: """
            Lists the releases of DATABASE (wdi, the default): each release the mirror holds, with its
            values, indicators, and the bulk file's bytes, SHA-256 and URL, and each dated file the
            World Bank's Data Catalog names (WDI_CSV_YYYY_MM_DD.zip). The Bank publishes no list of
            its releases: the catalogue names its dated files, of which it keeps some, not all.

            Add a release with 'countries mirror --release DAY'; answer as of one with --release DAY
            on any data command; compare two with 'countries revisions --between DAY1:DAY2'.
            When the catalogue cannot be reached, the releases held are listed with a notice, and the
            exit code is 0: what the machine holds is still the answer.
            """,
        examples: [
            "countries releases", "countries releases --offline --format csv",
            "countries releases --format json -o releases.json",
        ], run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        guard parsed.positionals.count <= 1 else {
            throw UsageError(
                "releases lists one database, not \(parsed.positionals.joined(separator: " and "))",
                hint: "run it once for each")
        }
        let database = try parsed.positionals.first.map(MirrorCommand.database) ?? .wdi
        let output = OutputOptions(parsed)
        let mirror = Mirror(
            root: parsed.value(MirrorCommand.directory) ?? Mirror.defaultRoot(environment: context.environment))
        let root =
            try parsed.value(MirrorCommand.catalogueURL) ?? MirrorCommand.catalogueRoot(from: context.environment)
        var catalogue: ReleaseCatalogue?
        var withoutCatalogue: String? =
            parsed.isSet(offline)
            ? "the Data Catalog not asked: --offline"
            : database.catalogueID == nil ? "no Data Catalog dataset of \(database.name) is known" : nil
        if withoutCatalogue == nil {
            withoutCatalogue = "the Data Catalog could not be read"
            do {
                catalogue = try await ReleaseCatalogue.fetch(database, root: root, transport: CurlTransport())
                withoutCatalogue = nil
            } catch let error as WorldBankError {
                context.console.err(
                    "notice: the Data Catalog could not be asked (\(error.message)): only the releases held are listed\n"
                )
            } catch let error as BulkError {
                context.console.err(
                    "notice: \(error.message): only the releases held are listed\n")
            }
        }
        let entries = Self.entries(held: mirror.releases(of: database), catalogue: catalogue, database: database)
        let origin = ["mirror \(mirror.root)"] + (catalogue.map { ["Data Catalog \($0.url.absoluteString)"] } ?? [])
        let source = SourceNote(
            origin: origin.joined(separator: "; "), lastUpdated: [], databases: [database.database.name])
        let document = ReleasesRenderer.document(entries, withoutCatalogue: withoutCatalogue, source: source)
        try await output.write(document, in: context)
    }

    /// The releases held and those the catalogue names, merged by day, oldest first.
    static func entries(
        held: [ReleaseManifest], catalogue: ReleaseCatalogue?, database: BulkDatabase
    ) -> [ReleaseEntry] {
        let named = Dictionary((catalogue?.files ?? []).map { ($0.release, $0.url.absoluteString) }) { first, _ in first
        }
        let manifests = Dictionary(held.map { ($0.release, $0) }) { first, _ in first }
        return Set(named.keys).union(manifests.keys).sorted().map { day in
            ReleaseEntry(
                database: database.name, release: day,
                held: manifests[day].map { manifest in
                    ReleaseEntry.Held(
                        values: manifest.values.rows, indicators: manifest.values.indicators,
                        sourceURL: manifest.source.url, bytes: manifest.source.bytes, sha256: manifest.source.sha256)
                }, catalogueURL: named[day])
        }
    }
}
