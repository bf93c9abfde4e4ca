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
    static let spec = CommandSpec(
        name: "report",
        summary: "Write a dated report (HTML, Markdown, CSV, JSON) into reports/, safe under cron",
        options: [
            .value("out", "DIR", "the report folder (default reports)"),
            .value("year", "Y", "a year from 1960, or 'latest' (default latest)"),
            .value("keep", "N", "keep only the N newest dated reports"),
            .flag("if-changed", "write nothing when the data equals that of the latest report"),
        ],
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

    @MainActor static func run(_ parsed: ParsedArguments, context: RunContext) async throws -> ExitCode {
        let year = try ValueParser.year(in: parsed, now: context.now)
        let keep = try parsed.value("keep").map { text throws(UsageError) in
            try ValueParser.integer(text, option: "--keep", range: 1...100_000)
        }
        let directory = try ReportDirectory(
            root: URL(fileURLWithPath: parsed.value("out") ?? "reports", isDirectory: true))
        let lock = try directory.lock()
        defer { lock.release() }
        directory.removeAbandonedStaging()

        let provider = context.makeProvider()
        let answer = try await context.provide(
            indicators: [.population, .gdp], period: year.period, provider: provider, quiet: true)
        let listing = ReportModel(economies: answer.data.economies).listing(ListQuery(year: year))
        let basis = ReportBasis(listing: listing, lastUpdated: answer.lastUpdated)
        let previous = directory.latestBasis()
        if parsed.flag("if-changed"), let previous, previous.basis == basis {
            context.console.err(
                "notice: the data equals that of report \(previous.name) (World Bank lastupdated "
                    + "\(answer.lastUpdated.joined(separator: ", "))); nothing written\n")
            return .success
        }

        let document = ReportDocument(
            listing: listing, changes: previous.map { basis.changes(since: $0.basis) },
            generatedAt: context.now.formatted(.iso8601))
        let source = SourceNote(origin: answer.originSummary(now: nil), lastUpdated: answer.lastUpdated)
        let staged = try directory.stage(DayText.format(context.now))
        do {
            let files = try ReportFiles.render(
                document, basis: basis, source: source, requests: await provider.service.requestLog.count)
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
}
