import BulkMirror
import CountriesAnalysis
import MCPServer
import OfflineStore
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The MCP server's figures from this command line's data session: the data options (`--offline`,
/// `--base-url`, `--max-age`, …) as every command takes them, `--deadline` for each question, the
/// notices on stderr, and failures worded with this tool's options.
struct SessionStatistics: StatisticsSource {
    private(set) var session: DataSession
    /// How long one question may take when serving; a command's own `--deadline` bounds it whole.
    let deadline: Duration?
    /// True for a server's many questions: no progress line, no source line at the end, notices
    /// as they come. False for a command, whose answer is its output: the source line follows it
    /// and `--manifest` records its datasets.
    let serving: Bool

    /// The statistics of `session` for a server: `deadline` bounds each question. Throws when the
    /// bundled country list cannot be read, which every tool needs.
    init(serving session: DataSession, deadline: Duration) throws {
        _ = try session.context.snapshot.file(.countries)
        self.session = session
        self.deadline = deadline
        serving = true
    }

    /// The statistics of `session` for one command; `quiet` leaves out the source line at the end
    /// (for cron-friendly commands) unless `--verbose` asks for everything.
    init(command session: DataSession, quiet: Bool = false) {
        self.session = session
        deadline = nil
        serving = false
        self.quiet = quiet
    }

    /// True when a command's source line is left out.
    private var quiet = false

    /// The bundled country list (read once, when a name is to be found), empty when it cannot be
    /// read: the engine then finds names in the answer.
    var countries: [Country] { (try? session.context.snapshot.file(.countries).countries) ?? [] }
    var countryListOrigin: String {
        let fetched = (try? session.context.snapshot.file(.countries).fetchedAt).map(DayText.format) ?? "unknown"
        return "World Bank country list, snapshot (fetched \(fetched))"
    }
    var aliases: [EconomyAlias] { session.context.snapshot.aliases() }
    var catalogue: IndicatorCatalogue? { try? session.context.snapshot.catalogue() }
    var baseURL: BaseURL { session.options.baseURL }
    var now: Date { serving ? Date() : session.context.now }

    func economyData(indicators: [IndicatorCode], period: Period, also: Period?, database: Database) async throws
        -> ProvidedData
    {
        guard serving else {
            return try await session.provide(indicators, period: period, also: also, quiet: quiet, database: database)
        }
        return try await withinDeadline {
            try await session.ask(serving: true) { provider in
                try await provider.economyData(indicators: indicators, period: period, also: also, database: database)
            }
        }
    }

    func databases() async throws -> DatabaseList {
        try await withinDeadline { try await session.ask(serving: true) { try await $0.databases() } }
    }

    func catalogue(of database: Database) async throws -> DatabaseCatalogue {
        try await withinDeadline { try await session.ask(serving: true) { try await $0.catalogue(of: database) } }
    }

    func describe(_ indicator: IndicatorCode) async throws -> DescribedIndicator {
        try await withinDeadline { try await session.ask(serving: true) { try await $0.describe(indicator) } }
    }

    func memberList(of group: Classification) async throws -> ListedMembers {
        let listed = try await withinDeadline {
            try await session.ask(serving: true) { try await $0.memberList(of: group) }
        }
        // Under --manifest the member list is one of the run's datasets (`members@EUU`).
        if !serving, session.recordsManifest, let dataset = listed.manifestDataset {
            session.context.manifestDatasets.add(dataset)
        }
        return listed
    }

    func asOf(release: String) -> any StatisticsSource {
        var pinned = self
        let given = session.options.data
        pinned.session.options.data = DataOptions(
            mode: .offline, maxAge: given.maxAge, networkBudget: given.networkBudget, footnotes: given.footnotes)
        pinned.session.options.data.release = release
        return pinned
    }

    func releasesHeld(of database: DatabaseID) -> [String] {
        session.context.mirror.releases(of: database)
    }

    func failureText(_ error: any Error) -> String {
        let failure = CLIError.from(error)
        return "\(failure.message) (\(failure.hint))."
    }

    private func withinDeadline<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        guard let deadline else { return try await work() }
        return try await withDeadline(
            deadline,
            error: CLIError(
                "the question did not finish within \(deadline.secondsText)",
                hint: "the server's --deadline bounds each question; raise it, or start the server with --offline",
                code: .unavailable),
            operation: work)
    }
}
