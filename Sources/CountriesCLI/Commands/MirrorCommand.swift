import BulkMirror
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries mirror`: the Bank's bulk files mirrored as Parquet with a Delta log, so that every
/// indicator answers offline and the folder can be read by DuckDB, polars, pyarrow and Spark.
enum MirrorCommand {
    /// The variable naming the root under which the bulk files lie, as `WORLDBANK_API_URL` names the API's.
    static let bulkVariable = "COUNTRIES_BULK_URL"
    /// The Bank's own root.
    static let bankRoot = "https://databank.worldbank.org"

    static let directory = Option(
        "dir", "DIR",
        help: "the mirror folder (default $COUNTRIES_MIRROR_DIR, else $XDG_DATA_HOME/countries/mirror, "
            + "else ~/.local/share/countries/mirror)", completion: .directories, parse: .path)
    static let bulkURL = Option(
        "bulk-url", "URL",
        help: "the root under which data/download/WDI_CSV.zip lies (default $\(bulkVariable), else \(bankRoot))",
        parse: ValueParser { text, option, _ throws(UsageError) in try parseRoot(text, from: "--\(option.name)") })
    static let stall = Option(
        "stall", "DURATION", help: "end a download that receives nothing for this long (default 60s)",
        parse: .duration(positive: true))
    static let list = Flag("list", help: "list the releases held, without asking the server")
    static let json = Flag("json", help: "print the releases as JSON on stdout")

    static let spec = CommandSpec(
        name: "mirror",
        summary: "Mirror a whole database from the Bank's bulk file, for every indicator offline",
        positionals: ["[DATABASE...]"], options: [directory, bulkURL, stall, list, json],
        discussion: """
            Downloads the bulk file of each DATABASE (wdi, the default: WDI_CSV.zip, about 283 MB; gender:
            Gender_Stats_CSV.zip) and builds a release of the mirror from it: the values as Parquet (economy,
            indicator, year, value; one row group per indicator), the economies, the series with their
            licences, the footnotes and notes, a release.json of every file's bytes and SHA-256, and a Delta
            Lake commit. DuckDB, polars, pyarrow, Spark and deltalake read the folder as it is.

            An unchanged release costs one conditional request (ETag, Last-Modified). An interrupted download
            is resumed from where it stopped. A release is built in a hidden folder and published whole: a
            failed or stopped run leaves the mirror as it was. Every value of the CSV is read back from the
            Parquet file and compared before the release is published.

            Data commands then answer any indicator of a mirrored database offline, and fall back to the
            mirror when the API cannot answer. 'cache clear' never touches the mirror.
            """,
        examples: [
            "countries mirror", "countries mirror wdi gender", "countries mirror --list",
            "countries mirror --dir /data/worldbank --bulk-url http://127.0.0.1:8080",
        ], run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        var databases: [BulkDatabase] = []
        for name in parsed.positionals {
            let named = try database(name)
            if !databases.contains(where: { $0.name == named.name }) { databases.append(named) }
        }
        let mirror = Mirror(root: parsed.value(directory) ?? Mirror.defaultRoot(environment: context.environment))
        let chosen = databases.isEmpty ? [BulkDatabase.wdi] : databases
        if parsed.isSet(list) {
            let held = (databases.isEmpty ? BulkDatabase.all : databases).flatMap(mirror.releases(of:))
            return try context.console.out(
                parsed.isSet(json) ? document(held, mirror: mirror) : table(held, mirror: mirror))
        }
        var settings = Mirror.UpdateSettings(
            root: try parsed.value(bulkURL) ?? root(from: context.environment), transport: CurlTransport(),
            createdBy: "countries \(ToolVersion.current)", scratch: context.scratch)
        if let stall = parsed.value(stall) { settings.stallLimit = stall }
        let progress = ProgressLine(console: context.console, serving: false)
        settings.progress = { progress.update(text($0)) }
        var updates: [Mirror.Update] = []
        for database in chosen {
            let update = try await update(database, in: mirror, settings: settings)
            progress.clear()
            context.console.err(summary(update, mirror: mirror) + "\n")
            updates.append(update)
        }
        if parsed.isSet(json) { try context.console.out(document(updates.map(\.release), mirror: mirror)) }
    }

    /// Updates `database`, a failure to reach the server said with what to do about a bulk file
    /// (not the API's hint: `--offline` does not apply to a mirror).
    private static func update(
        _ database: BulkDatabase, in mirror: Mirror, settings: Mirror.UpdateSettings
    ) async throws -> Mirror.Update {
        do {
            return try await mirror.update(database, settings: settings)
        } catch let error as WorldBankError {
            let general = CLIError.from(error)
            throw CLIError(
                general.message,
                hint:
                    "check the network, or --\(bulkURL.spec.name) (\(bulkVariable)), and run 'countries mirror' again: "
                    + "the mirror was left as it was, and a download resumes where it stopped",
                code: general.code, cause: error)
        }
    }

    /// The database `name` names.
    private static func database(_ name: String) throws(UsageError) -> BulkDatabase {
        guard let database = BulkDatabase.find(name) else {
            throw UsageError(
                "unknown database '\(name)'",
                hint: "mirror knows "
                    + BulkDatabase.all.map { "\($0.name) (\($0.database.name))" }.joined(separator: ", "))
        }
        return database
    }

    /// The root of `$COUNTRIES_BULK_URL`, else the Bank's.
    private static func root(from environment: [String: String]) throws(UsageError) -> URL {
        guard let text = environment[bulkVariable], !text.isEmpty else {
            return URL(string: bankRoot) ?? URL(fileURLWithPath: "/")
        }
        return try parseRoot(text, from: "$" + bulkVariable)
    }

    /// An http or https URL with a host and nothing after its path.
    private static func parseRoot(_ text: String, from origin: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false, url.query == nil, url.fragment == nil
        else {
            throw UsageError(
                "invalid \(origin) '\(text)': not an http or https root URL",
                hint: "give the root under which data/download/WDI_CSV.zip lies, such as \(bankRoot)")
        }
        return url
    }

    private static func text(_ progress: Mirror.UpdateProgress) -> String {
        switch progress {
        case .downloading(let bytes, let length):
            "downloading \(megabytes(bytes))" + (length.map { " of \(megabytes($0))" } ?? "")
        case .hashing: "checking the download's SHA-256"
        case .building: "building the release: reading every value, writing Parquet, reading it back"
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(fixed: Double(bytes) / 1_000_000, decimals: 1) + " MB"
    }

    /// "wdi: release 2026-10-01 built, 8,790,085 values of 1,441 indicators in /…/wdi/release=2026-10-01".
    private static func summary(_ update: Mirror.Update, mirror: Mirror) -> String {
        let release = update.release
        guard let database = BulkDatabase.find(release.database) else { return release.database }
        return "\(release.database): release \(release.release) "
            + (update.built ? "built" : "unchanged on the server, nothing downloaded") + ", "
            + "\(String.grouped(release.values.rows)) values of \(String.grouped(release.values.indicators)) indicators, "
            + "\(release.values.economies) economies, \(release.values.firstYear)-\(release.values.lastYear), in "
            + mirror.folder(of: database, release: release.release)
    }

    private static func table(_ releases: [ReleaseManifest], mirror: Mirror) -> String {
        guard !releases.isEmpty else { return "No release held in \(mirror.root)\n" }
        return releases.map { release in
            let bytes = release.files.reduce(0) { $0 + $1.bytes }
            return "\(release.database)  \(release.release)  \(String.grouped(release.values.rows)) values  "
                + "\(String.grouped(release.values.indicators)) indicators  \(megabytes(bytes))  zip sha256 "
                + String(release.source.sha256.prefix(12))
        }.joined(separator: "\n") + "\n"
    }

    private static func document(_ releases: [ReleaseManifest], mirror: Mirror) -> String {
        JSONValue.object([
            ("folder", .string(mirror.root)),
            (
                "releases",
                .array(
                    releases.map { release in
                        .object([
                            ("database", .string(release.database)), ("release", .string(release.release)),
                            ("values", .integer(release.values.rows)),
                            ("indicators", .integer(release.values.indicators)),
                            ("economies", .integer(release.values.economies)),
                            ("source_url", .string(release.source.url)),
                            ("source_sha256", .string(release.source.sha256)),
                            ("built_at", .string(release.builtAt.formatted(.iso8601))),
                        ])
                    })
            ),
        ]).rendered()
    }
}
