import Analysis
import Foundation
import OfflineStore
import Rendering
import ReportPublishing
import WorldBank

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `countries report`: a dated report folder (HTML, Markdown, CSV, JSON), safe to run from cron.
enum ReportCommand {
    static let out = Option<String>.text(
        "out", "DIR", help: "the report folder (default reports)", completion: .directories)
    static let year = Option<YearSelection>.year(help: "a year from 1960, or 'latest' (default latest)")
    static let keep = Option<Int>.integer("keep", "N", in: 1...100_000, help: "keep only the N newest dated reports")
    static let ifChanged = Flag("if-changed", help: "write nothing when the data equals that of the latest report")

    static let spec = CommandSpec(
        name: "report",
        summary: "Write a dated report (HTML, Markdown, CSV, JSON) into reports/, safe under cron",
        options: [out, year, keep, ifChanged],
        discussion: """
            Writes DIR/YYYY-MM-DD/ with index.html, index.md, countries.csv, regions/<region>.csv,
            summary.json and economies.json, and points DIR/latest at it. The report is built in a
            hidden folder and renamed into place, so a failed or killed run leaves earlier reports
            intact; a lock (DIR/.lock) makes a second concurrent run exit 75. On success the only
            output is the folder written, on stdout. When an earlier report exists, a "What changed"
            section lists new data years, revisions above 0.5 %, reclassified, added and removed economies.
            """,
        examples: [
            "countries report", "countries report --out /srv/reports --keep 30 --if-changed",
            "countries report --year 2022 --offline",
        ])

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws -> ExitCode {
        let session = try DataSession(parsed, context: context)
        let year = try parsed.value(year) ?? .latest
        let keep = try parsed.value(keep)
        let directory = try ReportDirectory(
            root: URL(fileURLWithPath: try parsed.value(out) ?? "reports", isDirectory: true))
        let lock = try directory.lock()
        defer { lock.release() }
        directory.removeAbandonedStaging()

        let answer = try await session.provide(IndicatorCode.core, period: year.period, quiet: true)
        let listing = await MainActor.run {
            ReportModel(economies: answer.data.economies, query: ListQuery(year: year)).listing
        }
        let basis = ReportBasis(listing: listing, lastUpdated: answer.lastUpdated)
        let previous = previousBasis(in: directory, console: context.console)
        if parsed.isSet(ifChanged), let previous, previous.basis == basis {
            context.console.err(
                "notice: the data equals that of report \(previous.name) (World Bank lastupdated "
                    + "\(answer.lastUpdated.joined(separator: ", "))); nothing written\n")
            return .success
        }

        let document = ReportDocument(
            listing: listing, changes: previous.map { basis.changes(since: $0.basis) },
            generatedAt: context.now.formatted(.iso8601))
        let source = answer.sourceNote(now: nil)
        let staged = try directory.stage(DayText.format(context.now))
        do {
            let files = try ReportFiles.render(document, basis: basis, source: source, requests: answer.requests.count)
            for (path, text) in files { try staged.write(text, to: path) }
            if context.environment["COUNTRIES_FAILPOINT"] == "report-before-publish" { raise(SIGKILL) }
            let target = try directory.publish(staged)
            if let keep { _ = try directory.prune(keep: keep, protecting: staged.name) }
            context.console.out(target.path + "\n")
            return .success
        } catch {
            staged.discard()
            throw error
        }
    }

    /// The figures of the latest report, to say what changed; a damaged file is said on stderr and
    /// the report is built without "What changed" rather than failing or pretending nothing changed.
    private static func previousBasis(in directory: ReportDirectory, console: any Console) -> (
        name: String, basis: ReportBasis
    )? {
        do {
            return try directory.latestBasis()
        } catch {
            console.err("notice: \(error.message); this report has no \"What changed\" section\n")
            return nil
        }
    }
}
