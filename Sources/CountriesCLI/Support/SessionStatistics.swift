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
    let session: DataSession
    let countries: [Country]
    let countryListOrigin: String
    let aliases: [EconomyAlias]
    let catalogue: IndicatorCatalogue?
    /// How long one question may take.
    let deadline: Duration

    /// The statistics of `session`, reading the bundled country list, names and catalogue once.
    init(session: DataSession, deadline: Duration) throws {
        self.session = session
        self.deadline = deadline
        let snapshot = session.context.snapshot
        let stored = try snapshot.file(.countries)
        countries = stored.countries ?? []
        countryListOrigin = "World Bank country list, snapshot (fetched \(DayText.format(stored.fetchedAt)))"
        aliases = snapshot.aliases()
        catalogue = try? snapshot.catalogue()
    }

    var baseURL: BaseURL { session.options.baseURL }
    var now: Date { Date() }

    func economyData(indicators: [IndicatorCode], period: Period, also: Period?, database: Database) async throws
        -> ProvidedData
    {
        try await withinDeadline {
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

    func memberList(of group: Classification) async throws -> MemberList {
        try await withinDeadline { try await session.ask(serving: true) { try await $0.memberList(of: group) }.list }
    }

    func failureText(_ error: any Error) -> String {
        let failure = CLIError.from(error)
        return "\(failure.message) (\(failure.hint))."
    }

    private func withinDeadline<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let deadline = deadline
        return try await withDeadline(
            deadline,
            error: CLIError(
                "the question did not finish within \(deadline.secondsText)",
                hint: "the server's --deadline bounds each question; raise it, or start the server with --offline",
                code: .unavailable),
            operation: work)
    }
}
