import BulkMirror
import OfflineStore
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries verify MANIFEST|REPORT_DIR`: asks again for the datasets a manifest recorded and says,
/// per dataset, whether it holds, was revised in place, or has a newer release.
enum VerifyCommand {
    static let spec = CommandSpec(
        name: "verify",
        summary: "Ask again for the data a manifest recorded: unchanged, revised, or a newer release",
        positionals: ["MANIFEST|REPORT_DIR"], positionalCompletion: .files,
        options: OutputOptions.all,
        discussion: """
            Reads a manifest (--manifest FILE of any data command, or a report folder's manifest.json),
            asks the World Bank API again for each of its datasets (with --offline, the cache, else the
            built-in snapshot), and says per dataset: unchanged (the same values and lastupdated),
            revised (the same lastupdated, other values: the Bank revised the release in place) or newer
            release (lastupdated moved), with how many figures moved and the largest change, found by
            the hash of its values. Which figures moved can be said while the earlier values are still
            held: the cache keeps the 3 newest editions of each dataset, and the snapshot its own.

            Exit status 0 when every dataset holds, 3 when any moved (the table says which), 65 when
            the manifest is not one (not JSON, another shape, larger than 4 MiB), 66 when it cannot be
            opened (missing, unreadable, a folder without manifest.json, a FIFO or device).
            """,
        examples: [
            "countries verify reports/latest", "countries verify run.json --format json",
            "countries verify reports/latest --offline",
        ], usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        guard let given = parsed.positionals.first, parsed.positionals.count == 1 else {
            throw UsageError(
                "verify takes one manifest file or report folder", hint: "run: countries verify reports/latest")
        }
        let (path, manifest) = try read(given)
        var session = try DataSession(parsed, context: context)
        // Asked live unless --offline: a fresh cache would only repeat what the manifest saw.
        if session.options.data.mode == .automatic {
            let data = session.options.data
            session.options.data = DataOptions(mode: .refresh, maxAge: data.maxAge, networkBudget: data.networkBudget)
        }
        let verification = try await session.ask { try await $0.verify(manifest) }
        if session.recordsManifest { context.manifestDatasets.add(verification.answer) }
        let countries =
            verification.answer.data.countries.isEmpty
            ? session.bundledCountries() ?? [] : verification.answer.data.countries
        let names = Dictionary(countries.map { ($0.id, $0.name) }) { first, _ in first }
        // A report's files are named inside its folder, an --output as it was given.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let outputs = manifest.outputs.filter { $0.path != "-" }.map { output in
            let inFolder = output.path.hasPrefix("/") ? output.path : folder + "/" + output.path
            let check = output.check(at: inFolder)
            return (output, check == .missing && !output.path.hasPrefix("/") ? output.check(at: output.path) : check)
        }
        let document = VerificationRenderer.document(
            verification, manifest: manifest, path: path, names: names, outputs: outputs,
            releases: try releaseNotes(manifest, mirror: context.mirror),
            source: verification.sourceNote(now: context.now))
        try await output.write(document, in: context)
        guard verification.holds else {
            let moved = verification.checks.filter { !$0.outputHolds }.map(\.recorded.key.name)
            throw CLIError(
                "\(moved.count) of \(verification.checks.count) datasets of \(path) moved: "
                    + moved.joined(separator: ", "),
                hint: "the output says how; 'countries revisions' lists the figures the Bank changed",
                code: .datasetsMoved)
        }
    }

    /// For each release of the mirror the manifest's figures were read from: "made from release R; N
    /// figures … since changed in release S (M by rounding only)", compared in the mirror, offline, over
    /// the output's own economies and the years its datasets asked (all years for latest values).
    static func releaseNotes(_ manifest: Manifest, mirror: MirrorReader) throws -> [String] {
        var notes: [String] = []
        let mirrored = manifest.datasets.filter { $0.mirrored != nil }
        for release in Set(mirrored.compactMap(\.mirrored)).sorted(by: { $0.release < $1.release }) {
            let datasets = mirrored.filter { $0.mirrored == release }
            let database = datasets.first?.key.source ?? .wdi
            let made = "Made from release \(release.release) of the \(release.databaseName)"
            guard let newest = mirror.releases(of: database).last else {
                notes.append(made + "; the mirror holds no release of it now, so what changed since cannot be said.")
                continue
            }
            guard newest != release.release else {
                notes.append(made + ", the newest the mirror holds.")
                continue
            }
            var differences: [ReleaseDifference] = []
            for dataset in datasets {
                guard case .indicator(let code, let period, _) = dataset.key else { continue }
                let years: ClosedRange<Int>? =
                    switch period {
                    case .year(let year): year...year
                    case .range(let first, let last): first...last
                    default: nil
                    }
                differences += try mirror.compare(
                    database, earlier: release.release, later: newest, indicators: [code],
                    economies: Set(dataset.scope?.economies ?? []), years: years
                ).differences
            }
            let rounding = differences.count { $0.kind == .roundingOnly }
            notes.append(
                made
                    + "; \(Plural.count(differences.count, "figure")) of its indicators for its economies and years since changed "
                    + "in release \(newest) (\(rounding) by rounding only).")
        }
        return notes
    }

    /// The manifest at `given` (a file or a report folder) with the path read, or the error that says
    /// what is wrong with it.
    static func read(_ given: String) throws(CLIError) -> (String, Manifest) {
        let file: (path: String, bytes: Data)
        do {
            file = try ManifestFile.read(given)
        } catch {
            throw CLIError(
                "cannot read the manifest '\(error.path)': \(CLIError.problem(of: error, limit: "4 MiB"))",
                hint: "give a file written by --manifest, or a report folder holding manifest.json",
                code: CLIError.exitCode(of: error), cause: error)
        }
        do {
            return (file.path, try ManifestJSON.manifest(parsing: file.bytes))
        } catch {
            throw CLIError(
                "'\(file.path)' is not a manifest countries can read: \(error.reason)",
                hint: "give a file written by --manifest, or a report folder holding manifest.json",
                code: .dataError, cause: error)
        }
    }
}
