import Foundation
import OfflineStore
import Rendering
import WorldBank

/// Everything a command needs from its surroundings: streams, environment, clock, options.
///
/// Built once per run so that tests can supply every part and commands never read globals.
struct RunContext: Sendable {
    let console: any Console
    let environment: [String: String]
    let executable: URL
    let now: Date
    let options: GlobalOptions

    /// How stdout may be styled: colour only on a terminal without `NO_COLOR`; width from
    /// `COLUMNS`, else the terminal.
    var style: TerminalStyle {
        let terminal = console.stdoutIsTerminal
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TerminalStyle(
            width: columns ?? (terminal ? console.terminalWidth : nil), color: terminal && !noColor,
            isTerminal: terminal)
    }

    /// The API client configured from the options.
    func makeService() -> WorldBankService {
        WorldBankService(
            configuration: ServiceConfiguration(baseURL: options.baseURL, requestTimeout: options.requestTimeout))
    }

    /// The cache folder from the environment.
    var cache: DatasetCache { DatasetCache(folder: DatasetCache.defaultFolder(environment: environment)) }

    /// The bundled snapshot, found from the environment or beside the executable.
    var snapshot: BundledSnapshot { BundledSnapshot.locate(environment: environment, executable: executable) }

    /// A provider for this run.
    func makeProvider() -> DataProvider {
        DataProvider(service: makeService(), cache: cache, snapshot: snapshot, options: options.data)
    }

    /// Fetches data under the command's deadline, with a progress line when stderr is a terminal,
    /// and prints the notices and (unless `quiet`, for cron-friendly commands) the provenance line
    /// on stderr.
    func provide(
        indicators: [IndicatorCode], period: Period, provider: DataProvider? = nil, quiet: Bool = false
    ) async throws -> ProvidedData {
        let provider = provider ?? makeProvider()
        if console.stderrIsTerminal { console.err("Fetching World Bank data…\r") }
        let answer: ProvidedData
        do {
            answer = try await withDeadline(
                options.deadline,
                error: CLIError(
                    "the command did not finish within \(options.deadline.secondsText)",
                    hint: "raise --deadline, or use --offline", code: .unavailable)
            ) {
                try await provider.economyData(indicators: indicators, period: period)
            }
        } catch {
            if console.stderrIsTerminal { console.err("\u{1B}[2K") }
            await reportRequests(provider)
            throw error
        }
        if console.stderrIsTerminal { console.err("\u{1B}[2K") }
        await reportRequests(provider)
        for notice in answer.notices { console.err("notice: \(notice)\n") }
        if !quiet || options.verbose { console.err(answer.provenanceLine(now: now) + "\n") }
        return answer
    }

    /// The source note renderers put into outputs.
    func sourceNote(_ answer: ProvidedData) -> SourceNote {
        SourceNote(origin: answer.originSummary(now: now), lastUpdated: answer.lastUpdated)
    }

    private func reportRequests(_ provider: DataProvider) async {
        guard options.verbose else { return }
        for request in await provider.service.requestLog {
            console.err(
                "request: \(request.url.absoluteString) → \(request.status.map(String.init) ?? "no response")"
                    + " (try \(request.attempt))\n")
        }
    }
}
