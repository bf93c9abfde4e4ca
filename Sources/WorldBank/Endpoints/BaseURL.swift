#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The root of the World Bank API, validated once so that every later URL is well formed.
///
/// Only `http` and `https` are accepted: a `file:` or `ftp:` URL from a mistyped environment
/// variable must be refused with a clear message, not followed.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
    /// The validated URL.
    public let url: URL

    /// The public API.
    // A literal known to be valid; the force-try cannot fail at run time.
    public static let worldBank = try! BaseURL(parsing: "https://api.worldbank.org/v2")

    /// The environment variable that overrides the default, for tests, benchmarks and mirrors.
    public static let environmentVariable = "WORLDBANK_API_URL"

    /// Parses `text`, throwing ``WorldBankError/invalidBaseURL(_:)`` unless it is an http(s) URL with a host.
    public init(parsing text: String) throws(WorldBankError) {
        let trimmed = text.trimmingWhitespace
        // A space or a control character is no part of a URL: the parser would percent-encode it
        // into a host no one can reach, and the run would wait out its retries for nothing.
        guard
            !trimmed.unicodeScalars.contains(where: {
                $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
            }),
            let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
            host.allSatisfy({ $0.isLetter || $0.isNumber || "-.:[]_".contains($0) }), url.query == nil,
            (1...65_535).contains(url.port ?? 443)
        else {
            throw .invalidBaseURL(text)
        }
        self.url = url
    }

    /// The URL as it may be shown and stored: without a user name or password, which stay in
    /// ``url`` for the requests only.
    public var description: String { url.shownText }
}

extension URL {
    /// The URL as messages and files may show it: without a user name or password.
    public var shownText: String {
        guard user != nil || password != nil, var parts = URLComponents(url: self, resolvingAgainstBaseURL: false)
        else { return absoluteString }
        parts.user = nil
        parts.password = nil
        return parts.string ?? absoluteString
    }
}
