#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Everything that can go wrong between asking the World Bank a question and holding a checked answer.
///
/// Each case keeps the URL and enough of the response to diagnose it, and ``message`` says what
/// failed in facts. What to do about it names a program's options, so the program says it: the
/// library knows no command line.
public enum WorldBankError: Error, Sendable, Hashable {
    /// The configured base URL is not an http(s) URL.
    case invalidBaseURL(String)
    /// The API answered with its error envelope, usually with HTTP 200.
    case api(url: URL, messages: [APIMessage])
    /// The server answered with a status that is not a success.
    case httpStatus(url: URL, status: Int, bodyPrefix: String)
    /// The body is not JSON: an HTML error page, XML, or a wrong content type.
    case notJSON(url: URL, status: Int, contentType: String, bodyPrefix: String)
    /// The body is JSON but not the shape the API promises; `path` names where it broke.
    case malformed(url: URL, path: String, reason: String, bodyPrefix: String)
    /// The answer is well formed but contradicts itself (an entry twice, one value given twice).
    case untrusted(url: URL, reason: String)
    /// The pages of one answer disagree with each other, twice in a row.
    case inconsistentPages(url: URL, reason: String)
    /// Every try failed; `attempts` says what each one ran into.
    case retriesExhausted(url: URL, attempts: [RetryReason])
    /// No complete answer arrived within the allowed time.
    case timedOut(URL, Duration)
    /// The connection could not be made or broke off (DNS, refused, reset, closed early).
    case connectionFailed(URL, reason: String)
    /// The host cannot be reached at all (unknown host, connection refused, no network): a failure
    /// that will not change in a second, so it is retried once at most.
    case unreachable(URL, reason: String)
    /// The server sent more than the size cap allows; the rest was not read.
    case bodyTooLarge(URL, limit: Int)
    /// The request was cancelled because the command is ending.
    case cancelled(URL)

    /// One line for people: what failed, with which value.
    public var message: String {
        switch self {
        case .invalidBaseURL(let text):
            "invalid World Bank API URL '\(text)': expected an http:// or https:// URL with a host"
        case .api(_, let messages):
            "the World Bank API refused the query: "
                + messages.map { "\($0.key) (id \($0.id)): \($0.value)" }.joined(separator: "; ")
        case .httpStatus(let url, let status, let prefix):
            "HTTP \(status) from \(url.shownText): \(prefix)"
        case .notJSON(let url, let status, let contentType, let prefix):
            "expected JSON from \(url.shownText), got HTTP \(status) '\(contentType)': \(prefix)"
        case .malformed(let url, let path, let reason, let prefix):
            "unexpected JSON from \(url.shownText) at \(path): \(reason) (body starts: \(prefix))"
        case .untrusted(let url, let reason):
            "the World Bank API sent data that cannot be trusted (\(url.shownText)): \(reason)"
        case .inconsistentPages(let url, let reason):
            "the pages of \(url.shownText) disagree even after a restart: \(reason)"
        case .retriesExhausted(let url, let attempts):
            // The reasons of the tries, each once: `HTTP 503; connection failed (…)`.
            "gave up on \(url.shownText) after \(attempts.count == 1 ? "1 try" : "\(attempts.count) tries"): "
                + attempts.reduce(into: [RetryReason]()) { if !$0.contains($1) { $0.append($1) } }
                .map(\.description).joined(separator: "; ")
        case .timedOut(let url, _), .connectionFailed(let url, _), .unreachable(let url, _), .bodyTooLarge(let url, _),
            .cancelled(let url):
            "\(transportSummary ?? ""): \(url.shownText)"
        }
    }

    /// What went wrong with a response that never came, without the URL (`no answer within 30 s`);
    /// `nil` for a response that came.
    var transportSummary: String? {
        switch self {
        case .timedOut(_, let limit): "no answer within \(limit.secondsText)"
        case .connectionFailed(_, let reason), .unreachable(_, let reason): "connection failed (\(reason))"
        case .bodyTooLarge(_, let limit): "the response is larger than the \(limit / 1_048_576) MiB limit"
        case .cancelled: "cancelled"
        default: nil
        }
    }

    /// What happened, as the start of a notice: "could not be reached" only when no answer came;
    /// a wrong status, an HTML page or broken data is said as such. A 404 is said as such because
    /// the API answers every real path: it means the base URL is wrong (see ``isWrongAddress``).
    public var fallbackReason: String {
        if isUnreachable { return "the World Bank API could not be reached: \(message)" }
        if isWrongAddress { return "the World Bank API answered 404 Not Found: \(message)" }
        return "the World Bank API sent an answer that cannot be used: \(message)"
    }

    /// True for a 404: the API answers every path it has, so the base URL points somewhere else,
    /// which only the person who gave it can fix.
    public var isWrongAddress: Bool {
        if case .httpStatus(_, 404, _) = self { true } else { false }
    }

    /// True when no answer came at all (no connection, timeouts, retries used up): exit code 69.
    /// Every other failure is an answer that was refused or cannot be used: exit code 65.
    public var isUnreachable: Bool {
        switch self {
        case .timedOut, .connectionFailed, .unreachable, .cancelled, .retriesExhausted: true
        default: false
        }
    }

    /// True when the failure means the service could not be reached or kept failing, as opposed
    /// to refusing the query: the cases where an offline answer is a fair substitute.
    public var isServiceUnavailable: Bool {
        switch self {
        case .api(_, let messages): messages.contains { $0.isTransient }
        case .invalidBaseURL: false
        default: true
        }
    }
}
