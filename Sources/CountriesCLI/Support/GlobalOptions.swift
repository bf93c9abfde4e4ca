import Foundation
import OfflineStore
import WorldBank

/// The options every data command accepts: where data comes from and how patient to be.
struct GlobalOptions: Sendable {
    /// The options as `--help` lists them.
    static let specs: [OptionSpec] = [
        .flag("offline", "never touch the network: answer from the cache, else the bundled snapshot"),
        .flag("refresh", "ignore the cache and ask the API (the answer is still cached)"),
        .value("max-age", "AGE", "how old a cached answer may be, such as 30m, 24h, 7d (default 24h)"),
        .value(
            "base-url", "URL", "World Bank API root (default $WORLDBANK_API_URL, else https://api.worldbank.org/v2)"),
        .value("timeout", "SECONDS", "give up on one HTTP request after this long (default 30)"),
        .value("deadline", "SECONDS", "give up on the whole command after this long (default 300)"),
        .flag("verbose", "print every request and the full cause of errors on stderr"),
        .flag("help", "show help for this command"),
    ]

    let data: DataOptions
    let baseURL: BaseURL
    let requestTimeout: Duration
    let deadline: Duration
    let verbose: Bool

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        if parsed.flag("offline"), parsed.flag("refresh") {
            throw UsageError("--offline and --refresh contradict each other", hint: "give one of them")
        }
        let mode: DataOptions.Mode = parsed.flag("offline") ? .offline : parsed.flag("refresh") ? .refresh : .automatic
        let maxAge = try parsed.value("max-age").map { text throws(UsageError) in
            try ValueParser.duration(text, option: "--max-age")
        }
        data = DataOptions(mode: mode, maxAge: maxAge ?? .seconds(24 * 3_600))

        let urlText = parsed.value("base-url") ?? environment[BaseURL.environmentVariable]
        if let urlText, !urlText.isEmpty {
            do {
                baseURL = try BaseURL(parsing: urlText)
            } catch {
                throw UsageError(error.message, hint: error.hint)
            }
        } else {
            baseURL = .worldBank
        }
        requestTimeout = try Self.seconds(parsed.value("timeout"), option: "--timeout", default: 30)
        deadline = try Self.seconds(parsed.value("deadline"), option: "--deadline", default: 300)
        verbose = parsed.flag("verbose")
    }

    private static func seconds(_ text: String?, option: String, default seconds: Int) throws(UsageError) -> Duration {
        guard let text else { return .seconds(seconds) }
        let value = try ValueParser.duration(text, option: option)
        guard value > .zero else {
            throw UsageError("invalid \(option) '\(text)'", hint: "give a positive number of seconds")
        }
        return value
    }
}
