import Foundation
import OfflineStore
import WorldBank

/// The options every data command accepts: where data comes from and how patient to be.
struct DataCommandOptions: Sendable {
    static let offline = Flag(
        "offline", help: "never touch the network: answer from the cache, else the bundled snapshot")
    static let online = Flag("online", help: "use the API even when COUNTRIES_OFFLINE=1 makes --offline the default")
    static let refresh = Flag("refresh", help: "ignore the cache and ask the API (the answer is still cached)")
    static let maxAge = Option<Duration>.duration(
        "max-age", "AGE", unitRequired: true, help: "how old a cached answer may be, such as 30m, 24h, 7d (default 24h)"
    )
    static let baseURL = Option<BaseURL>(
        "base-url", "URL", help: "World Bank API root (default $WORLDBANK_API_URL, else https://api.worldbank.org/v2)"
    ) { text, _ throws(UsageError) in try DataCommandOptions.parseBaseURL(text) }
    static let timeout = Option<Duration>.duration(
        "timeout", "SECONDS", positive: true, help: "give up on one HTTP request after this long (default 30)")
    static let networkBudget = Option<Duration>.duration(
        "network-budget", "SECONDS", positive: true,
        help: "give the API this long per question, then answer from the cache or snapshot (default 15)")
    static let deadline = Option<Duration>.duration(
        "deadline", "SECONDS", positive: true, help: "give up on the whole command after this long (default 300)")
    /// How long a data command may run in all, unless `--deadline` says otherwise.
    static let defaultDeadline = Duration.seconds(300)
    static let verbose = Flag("verbose", help: "print every request and the full cause of errors on stderr")

    /// The options as `--help` lists them.
    static let all: [any OptionDeclaration] = [
        offline, online, refresh, maxAge, baseURL, timeout, networkBudget, deadline, verbose,
    ]

    /// The environment variable that makes `--offline` the default.
    static let offlineVariable = "COUNTRIES_OFFLINE"

    let data: DataOptions
    let baseURL: BaseURL
    let requestTimeout: Duration
    let verbose: Bool

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        let offline = parsed.isSet(Self.offline)
        let online = parsed.isSet(Self.online)
        let refresh = parsed.isSet(Self.refresh)
        if offline, refresh || online {
            throw UsageError(
                "--offline and --\(refresh ? "refresh" : "online") contradict each other", hint: "give one of them")
        }
        let offlineByDefault = ["1", "true", "yes"].contains(environment[Self.offlineVariable]?.lowercased() ?? "")
        if offlineByDefault, refresh, !online {
            throw UsageError(
                "--refresh asks the API, but \(Self.offlineVariable)=1 makes --offline the default",
                hint: "add --online to ask the API this once")
        }
        let mode: DataOptions.Mode =
            offline || (offlineByDefault && !online && !refresh) ? .offline : refresh ? .refresh : .automatic
        data = DataOptions(
            mode: mode, maxAge: try parsed.value(Self.maxAge) ?? .seconds(24 * 3_600),
            networkBudget: try parsed.value(Self.networkBudget) ?? .seconds(15))
        if let given = try parsed.value(Self.baseURL) {
            baseURL = given
        } else if let text = environment[BaseURL.environmentVariable], !text.isEmpty {
            baseURL = try Self.parseBaseURL(text)
        } else {
            baseURL = .worldBank
        }
        requestTimeout = try parsed.value(Self.timeout) ?? .seconds(30)
        verbose = parsed.isSet(Self.verbose)
    }

    private static func parseBaseURL(_ text: String) throws(UsageError) -> BaseURL {
        do {
            return try BaseURL(parsing: text)
        } catch {
            throw UsageError(error.message, hint: error.hint)
        }
    }
}
