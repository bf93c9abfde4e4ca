import OfflineStore
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The options every data command accepts: where data comes from and how patient to be.
struct DataCommandOptions: Sendable {
    static let offline = Flag(
        "offline", help: "never touch the network: answer from the cache, else the bundled snapshot")
    static let online = Flag("online", help: "use the API even when COUNTRIES_OFFLINE=1 makes --offline the default")
    static let refresh = Flag("refresh", help: "ignore the cache and ask the API (the answer is still cached)")
    static let live = Flag(
        "live",
        help: "every figure from the API: exit 69 when it cannot answer (default with COUNTRIES_LIVE=1)")
    static let maxAge = Option(
        "max-age", "AGE", default: .seconds(24 * 3_600), help: "how old a cached answer may be, such as 30m, 24h, 7d",
        parse: .duration(unitRequired: true))
    static let baseURL = Option(
        "base-url", "URL", help: "World Bank API root (default $WORLDBANK_API_URL, else https://api.worldbank.org/v2)",
        parse: ValueParser { text, _, _ throws(UsageError) in try DataCommandOptions.parseBaseURL(text) })
    static let timeout = Option(
        "timeout", "SECONDS", default: .seconds(30), help: "give up on one HTTP request after this long",
        parse: .duration(positive: true))
    static let networkBudget = Option(
        "network-budget", "SECONDS", default: .seconds(15),
        help: "give the API this long per question, then answer from the cache or snapshot",
        parse: .duration(positive: true))
    static let deadline = Option(
        "deadline", "SECONDS", default: .seconds(300), help: "give up on the whole command after this long",
        parse: .duration(positive: true))
    static let verbose = Flag("verbose", help: "print every request and the full cause of errors on stderr")
    static let manifest = Option(
        "manifest", "FILE",
        help: "also write (atomically) what the output was made from: datasets, requests, hashes of their values",
        completion: .files, parse: .path)
    static let release = Option(
        "release", "YYYY-MM-DD",
        help: "every figure as of this release of the mirror ('countries releases'), offline",
        parse: releaseDay)
    /// A release's day, as `--release` takes it wherever it is declared.
    static let releaseDay = ValueParser { text, _, _ throws(UsageError) in try DataCommandOptions.parseRelease(text) }
    static let source = Option(
        "source", "ID|NAME",
        help: "the World Bank database of the other indicators, by number or name (default $COUNTRIES_SOURCE, "
            + "else 2, World Development Indicators; list them with 'countries sources')",
        parse: .text)

    /// Declared here, as every data option is, but listed only by the commands that show the
    /// Bank's figures row by row (`list`, `show`), where a footnote has a place beside its figure.
    static let footnotes = Flag(
        "footnotes", help: "ask for the World Bank's footnotes and show them beside the figures (notes in a table)")

    /// The options as `--help` lists them.
    static let all: [any OptionDeclaration] = [
        source, offline, online, refresh, live, release, maxAge, baseURL, timeout, networkBudget, deadline, verbose,
        manifest,
    ]

    /// What a command that never asks the API accepts of the network options, and ignores: a script
    /// that passes `--offline` or `--base-url` to every command (or a wrapper that adds them) works
    /// with these commands too, and their help says the options change nothing there.
    static let ignored: [any OptionDeclaration] = [
        Flag("offline", help: "accepted and ignored: this command never asks the World Bank API"),
        Flag("online", help: "accepted and ignored, as --offline"),
        Option("base-url", "URL", help: "accepted and ignored, as --offline", parse: .text),
    ]

    /// The environment variable that makes `--offline` the default.
    static let offlineVariable = "COUNTRIES_OFFLINE"
    /// The environment variable that makes `--live` the default.
    static let liveVariable = "COUNTRIES_LIVE"
    /// The environment variable that names the database when `--source` does not.
    static let sourceVariable = "COUNTRIES_SOURCE"

    /// Where data may come from; a command may change the mode (`verify` asks the API afresh).
    var data: DataOptions
    let baseURL: BaseURL
    let requestTimeout: Duration
    let verbose: Bool
    /// The database as typed (`--source`, else `$COUNTRIES_SOURCE`), trimmed; `nil` for the default.
    let source: String?
    /// True when `--source` itself was given, not only the environment variable.
    let sourceGiven: Bool

    /// `readsSource` is false for a command whose own `--source` means something else (`snapshot
    /// update`): it then takes no database, from the option or the environment.
    init(_ parsed: ParsedArguments, environment: [String: String], readsSource: Bool = true) throws(UsageError) {
        let offline = parsed.isSet(Self.offline)
        let online = parsed.isSet(Self.online)
        let refresh = parsed.isSet(Self.refresh)
        let live = parsed.isSet(Self.live)
        if offline, refresh || online || live {
            throw UsageError(
                "--offline and --\(live ? "live" : refresh ? "refresh" : "online") contradict each other",
                hint: "give one of them")
        }
        let isSet = { (name: String) in ["1", "true", "yes"].contains(environment[name]?.lowercased() ?? "") }
        let offlineByDefault = isSet(Self.offlineVariable)
        let liveByDefault = isSet(Self.liveVariable)
        if offlineByDefault, refresh || live, !online {
            throw UsageError(
                "--\(live ? "live" : "refresh") asks the API, but \(Self.offlineVariable)=1 makes --offline the default",
                hint: "add --online to ask the API this once")
        }
        if offlineByDefault, liveByDefault, !online, !offline {
            throw UsageError(
                "\(Self.liveVariable)=1 and \(Self.offlineVariable)=1 contradict each other",
                hint: "unset one of them, or give --offline or --online")
        }
        let release = parsed.value(Self.release)
        if release != nil, refresh || live || online {
            throw UsageError(
                "--release reads a release held in the mirror, and --\(live ? "live" : refresh ? "refresh" : "online") "
                    + "asks the API", hint: "give one of them")
        }
        let mode: DataOptions.Mode =
            if offline || release != nil || (offlineByDefault && !online && !refresh && !live) {
                .offline
            } else if live || liveByDefault {
                .live
            } else {
                refresh ? .refresh : .automatic
            }
        data = DataOptions(
            mode: mode, maxAge: parsed.value(Self.maxAge), networkBudget: parsed.value(Self.networkBudget),
            footnotes: parsed.isSet(Self.footnotes))
        data.release = release
        if let given = parsed.value(Self.baseURL) {
            baseURL = given
        } else if let text = environment[BaseURL.environmentVariable], !text.isEmpty {
            baseURL = try Self.parseBaseURL(text)
        } else {
            baseURL = .worldBank
        }
        requestTimeout = parsed.value(Self.timeout)
        verbose = parsed.isSet(Self.verbose)
        let given = readsSource ? parsed.value(Self.source) : nil
        let typed = (given ?? (readsSource ? environment[Self.sourceVariable] : nil))?.trimmingWhitespace
        source = typed?.isEmpty == false ? typed : nil
        sourceGiven = given != nil
        if let given, given.trimmingWhitespace.isEmpty {
            throw UsageError("--source is empty", hint: "give a database number or name, such as --source 3")
        }
    }

    /// A release's day, `YYYY-MM-DD`, as the mirror names its releases.
    static func parseRelease(_ text: String, option: String = "--release") throws(UsageError) -> String {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let month = Int(parts[1]), (1...12).contains(month), let day = Int(parts[2]), (1...31).contains(day)
        else {
            throw UsageError(
                "invalid \(option) '\(text)': not a day such as 2026-10-01",
                hint: "give the day of a release the mirror holds ('countries releases')")
        }
        return text
    }

    private static func parseBaseURL(_ text: String) throws(UsageError) -> BaseURL {
        do {
            return try BaseURL(parsing: text)
        } catch {
            throw UsageError(error.message, hint: CLIError.hint(for: error))
        }
    }
}
