/// Why one try of a request is worth repeating: kept as a value, so messages and tests read the
/// reason itself rather than parsing it back out of text.
public enum RetryReason: Sendable, Hashable, CustomStringConvertible {
    /// No response: a timeout or a broken connection.
    case transport(TransportError)
    /// A status that means "later" (429, 500, 502, 503, 504).
    case status(Int)
    /// A body that is not JSON (an HTML error page, XML), or JSON with a wrong content type.
    case notJSON(contentType: String, bodyPrefix: String, wrongContentType: Bool)
    /// The API's own "service unavailable" message (id 105).
    case serviceUnavailable

    public var description: String {
        switch self {
        case .transport(let error): error.summary
        case .status(let status): "HTTP \(status)"
        case .notJSON(let contentType, let prefix, let wrongType):
            "\(wrongType ? "wrong content type" : "not JSON") ('\(contentType)': \(prefix))"
        case .serviceUnavailable: "API message 105 (service unavailable)"
        }
    }
}
