import CountriesAnalysis
import OfflineStore
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a data command gets its figures: the data options it was given, turned into a provider, a
/// deadline, a progress line and the stderr lines that say where the figures came from.
///
/// Only data commands build one, so a command that needs no API never validates API settings.
struct DataSession: Sendable {
    let context: RunContext
    var options: DataCommandOptions

    /// True under `--manifest`: only then are the answers' values hashed for it.
    let recordsManifest: Bool

    /// `readsSource` as for ``DataCommandOptions``: false for `snapshot update`, whose `--source` is its own.
    init(_ parsed: ParsedArguments, context: RunContext, readsSource: Bool = true) throws(UsageError) {
        self.context = context
        options = try DataCommandOptions(parsed, environment: context.environment, readsSource: readsSource)
        let manifest = parsed.value(DataCommandOptions.manifest)
        if let manifest, let output = parsed.value(OutputOptions.output), manifest != "-",
            Self.sameFile(manifest, output)
        {
            throw UsageError(
                "--manifest '\(manifest)' is the --output file: the manifest would replace the output it describes",
                hint: "give the manifest a name of its own, such as \(output).manifest.json")
        }
        recordsManifest = manifest != nil
        if recordsManifest { context.manifestDatasets.startRecording() }
    }

    /// True when `first` and `second` name one file: the same path once made absolute, or the same
    /// file reached through a link.
    private static func sameFile(_ first: String, _ second: String) -> Bool {
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.path
        }
        if absolute(first) == absolute(second) { return true }
        var one = stat()
        var other = stat()
        return stat(first, &one) == 0 && stat(second, &other) == 0 && one.st_dev == other.st_dev
            && one.st_ino == other.st_ino
    }

    /// The country list of the bundled snapshot, for checking what a person typed before any
    /// request; `nil` when the snapshot cannot be read (the answer is then checked instead).
    func bundledCountries() -> [Country]? {
        try? context.snapshot.file(.countries).countries
    }

    /// `question` resolved against this session's sources (every name and code checked, before any
    /// figure is asked for): what a command that asks no figures of its own checks its options with.
    func resolve(_ question: Question) async throws -> ResolvedQuestion {
        var question = question
        question.database = question.database ?? options.source
        return try await question.resolved(with: SessionStatistics(command: self), thisYear: DayText.year(context.now))
    }

    /// The API client configured from the options; `progress` is told how its fetches go.
    func makeService(progress: ProgressLine? = nil) -> WorldBankService {
        WorldBankService(
            configuration: ServiceConfiguration(
                baseURL: options.baseURL, requestTimeout: options.requestTimeout, onProgress: progress?.update))
    }

    /// Fetches `indicators` over `period` (and `also` over a second period, in the same round trip)
    /// and says on stderr where they came from; `quiet` leaves out the source line (for cron-friendly
    /// commands) unless `--verbose` asks for everything.
    ///
    /// The indicators other than population and GDP come from `database` (see ``database(builtInOnly:)``).
    func provide(
        _ indicators: [IndicatorCode], period: Period, also: Period? = nil, quiet: Bool = false,
        database: Database = .wdi
    ) async throws -> ProvidedData {
        let answer = try await ask(quiet: quiet) { provider in
            try await provider.economyData(indicators: indicators, period: period, also: also, database: database)
        }
        if recordsManifest { context.manifestDatasets.add(answer) }
        return answer
    }

    /// Runs `question` against a provider, with a progress line on a terminal for a fetch that takes
    /// over a second (``ProgressLine``),
    /// then prints the requests (under `--verbose`) and the notices on stderr; the source line follows
    /// the command's output once it has been written. `serving` is for a server's many questions:
    /// no progress line and no source line at the end (each answer carries its own).
    func ask<Answer: ProviderAnswer>(
        quiet: Bool = false, serving: Bool = false,
        _ question: @escaping @Sendable (DataProvider) async throws -> Answer
    ) async throws -> Answer {
        let progress = ProgressLine(console: context.console, serving: serving)
        let service = makeService(progress: progress)
        let provider = DataProvider(
            service: service,
            cache: DatasetCache(root: context.cacheRoot, api: options.baseURL, scratch: context.scratch),
            mirror: context.mirror, snapshot: context.snapshot, options: options.data)
        let answer: Answer
        do {
            defer { progress.clear() }
            answer = try await question(provider)
        } catch {
            logRequests(await service.requestLog)
            throw error
        }
        logRequests(answer.requests)
        for notice in answer.notices { context.console.err("notice: \(Self.text(of: notice))\n") }
        if !serving, !quiet || options.verbose {
            context.closingLines.add(answer.sourceNote(now: context.now).line + "\n")
        }
        return answer
    }

    /// The line a store's notice is said in: the store's own words, except where the cause of a
    /// fallback calls for this tool's options (a 404: check `--base-url`).
    static func text(of notice: StoreNotice) -> String {
        switch notice {
        case .answeredOffline(let cause, let copies):
            "\(CLIError.fallbackReason(cause)); answering from \(StoreNotice.copiesText(copies))"
        case .describedOffline(let cause, let origin):
            "\(CLIError.fallbackReason(cause)); answering from \(StoreNotice.describer(origin))"
        default: notice.message
        }
    }

    private func logRequests(_ requests: [RequestRecord]) {
        guard options.verbose else { return }
        for request in requests {
            context.console.err(
                "request: \(request.url.shownText) → \(request.status.map(String.init) ?? "no response")"
                    + " (try \(request.attempt))\n")
        }
    }
}
