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
    /// The variable naming the Data Catalog's service, which names the dated files.
    static let catalogueVariable = "COUNTRIES_CATALOGUE_URL"

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
    static let release = Option(
        "release", "YYYY-MM-DD",
        help: "add this past release beside those held, from its dated file ('countries releases' lists them)",
        parse: DataCommandOptions.releaseDay)
    static let fileURL = Option(
        "file-url", "URL",
        help: "with --release: the dated file's own URL (.../WDI_CSV_YYYY_MM_DD.zip), when the Data Catalog "
            + "no longer names it",
        parse: ValueParser { text, option, _ throws(UsageError) in try parseFileURL(text, from: "--\(option.name)") })
    static let catalogueURL = Option(
        "catalogue-url", "URL",
        help: "the Data Catalog's service, which names the dated files (default $\(catalogueVariable), else "
            + "\(ReleaseCatalogue.bankRoot))",
        parse: ValueParser { text, option, _ throws(UsageError) in
            try parseRoot(text, from: "--\(option.name)", example: ReleaseCatalogue.bankRoot)
        })

    static let spec = CommandSpec(
        name: "mirror",
        summary: "Mirror a whole database from the Bank's bulk file, for every indicator offline",
        positionals: ["[DATABASE...]"],
        options: [directory, bulkURL, stall, list, json, release, fileURL, catalogueURL],
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

            --release DAY adds a past release beside those held (in any order), from the dated file
            the World Bank's Data Catalog names for it (WDI_CSV_YYYY_MM_DD.zip), or from the dated
            file's own URL given with --file-url: its own folder and its own Delta commit, the
            newest release staying the table's latest version. 'countries releases' lists the
            releases held and those the catalogue names; --release on the data commands answers
            as of any release held.
            """,
        examples: [
            "countries mirror", "countries mirror wdi gender", "countries mirror --list",
            "countries mirror --release 2026-01-29",
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
        if parsed.value(fileURL) != nil, parsed.value(release) == nil {
            throw UsageError(
                "--file-url needs --release", hint: "give the day of the dated file: --release YYYY-MM-DD")
        }
        if parsed.isSet(list) {
            if parsed.value(release) != nil {
                throw UsageError(
                    "--list and --release cannot be combined",
                    hint: "list the releases with 'countries releases', then add one with --release")
            }
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
        if let day = parsed.value(release) {
            guard chosen.count == 1, let database = chosen.first else {
                throw UsageError(
                    "--release adds a release of one database, not \(chosen.map(\.name).joined(separator: " and "))",
                    hint: "run 'countries mirror DATABASE --release \(day)' once for each")
            }
            let file = try await datedFile(
                day, of: database, url: parsed.value(fileURL),
                catalogue: try parsed.value(catalogueURL) ?? catalogueRoot(from: context.environment))
            let update = try await withDatedHint(file) { try await mirror.add(file, of: database, settings: settings) }
            progress.clear()
            context.console.err(summary(update, mirror: mirror, dated: true) + "\n")
            if parsed.isSet(json) { try context.console.out(document([update.release], mirror: mirror)) }
            return
        }
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
            throw CLIError.from(
                error,
                hint:
                    "check the network, or --\(bulkURL.spec.name) (\(bulkVariable)), and run 'countries mirror' again: "
                    + "the mirror was left as it was, and a download resumes where it stopped")
        }
    }

    /// The dated file of release `day`: the one at `url` when given (its name must carry the day),
    /// else the one the Data Catalog under `catalogue` names.
    private static func datedFile(
        _ day: String, of database: BulkDatabase, url: URL?, catalogue: URL
    ) async throws -> ReleaseCatalogue.DatedFile {
        let expected = database.datedFileName(release: day)
        if let url {
            guard database.release(ofDatedFileName: url.lastPathComponent) == day else {
                throw UsageError(
                    "invalid --\(fileURL.spec.name) '\(url.absoluteString)': the file is not \(expected)",
                    hint: "give the URL of the dated file of release \(day), whose name is \(expected)")
            }
            return ReleaseCatalogue.DatedFile(release: day, url: url)
        }
        guard database.catalogueID != nil else {
            throw UsageError(
                "the Data Catalog's dataset of \(database.name) is not known",
                hint: "give the dated file's own URL with --\(fileURL.spec.name)")
        }
        let found: ReleaseCatalogue
        do {
            found = try await ReleaseCatalogue.fetch(database, root: catalogue, transport: CurlTransport())
        } catch let error as WorldBankError {
            throw CLIError.from(
                error,
                hint: "check the network, or --\(catalogueURL.spec.name) (\(catalogueVariable)), or give the dated "
                    + "file's own URL with --\(fileURL.spec.name)")
        }
        guard let file = found.files.first(where: { $0.release == day }) else {
            let named = found.files.map(\.release)
            throw CLIError(
                "the Data Catalog names no file of release \(day) of \(database.name) ("
                    + (named.isEmpty ? "it names none" : "it names \(named.joined(separator: ", "))") + ")",
                hint: "the Bank keeps some past files, not all: if you know where \(expected) lies, give its URL "
                    + "with --\(fileURL.spec.name)",
                code: .unavailable)
        }
        return file
    }

    /// Runs `body`, a refusal of the dated file said with what to do about that file.
    private static func withDatedHint<Result>(
        _ file: ReleaseCatalogue.DatedFile, _ body: () async throws -> Result
    ) async throws -> Result {
        do {
            return try await body()
        } catch let error as BulkError {
            guard case .refused(_, let status) = error else { throw error }
            throw CLIError(
                error.message,
                hint: status == 404
                    ? "the file is no longer where it was named; check --\(fileURL.spec.name) or the Data Catalog"
                    : "try again later; the mirror was left as it was",
                code: .unavailable, cause: error)
        } catch let error as WorldBankError {
            throw CLIError.from(
                error,
                hint: "check the network and run the command again: the mirror was left as it was, and a "
                    + "download resumes where it stopped")
        }
    }

    /// The database `name` names.
    static func database(_ name: String) throws(UsageError) -> BulkDatabase {
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

    /// The root of `$COUNTRIES_CATALOGUE_URL`, else the Bank's Data Catalog service.
    static func catalogueRoot(from environment: [String: String]) throws(UsageError) -> URL {
        guard let text = environment[catalogueVariable], !text.isEmpty else {
            return URL(string: ReleaseCatalogue.bankRoot) ?? URL(fileURLWithPath: "/")
        }
        return try parseRoot(text, from: "$" + catalogueVariable, example: ReleaseCatalogue.bankRoot)
    }

    /// An http or https URL with a host, its query kept (`?versionId=…`).
    private static func parseFileURL(_ text: String, from origin: String) throws(UsageError) -> URL {
        guard text.utf8.count <= 2_048, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme), url.host?.isEmpty == false
        else {
            throw UsageError(
                "invalid \(origin) '\(text)': not an http or https URL",
                hint: "give the dated file's URL, such as .../WDI_CSV_2026_01_29.zip")
        }
        return url
    }

    /// An http or https URL with a host and nothing after its path.
    static func parseRoot(_ text: String, from origin: String, example: String = bankRoot) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false, url.query == nil, url.fragment == nil
        else {
            throw UsageError(
                "invalid \(origin) '\(text)': not an http or https root URL",
                hint: example == bankRoot
                    ? "give the root under which data/download/WDI_CSV.zip lies, such as \(bankRoot)"
                    : "give the service's root, such as \(example)")
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
    private static func summary(_ update: Mirror.Update, mirror: Mirror, dated: Bool = false) -> String {
        let release = update.release
        guard let database = BulkDatabase.find(release.database) else { return release.database }
        return "\(release.database): release \(release.release) "
            + (update.built
                ? "built" : dated ? "already held, nothing downloaded" : "unchanged on the server, nothing downloaded")
            + ", "
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
