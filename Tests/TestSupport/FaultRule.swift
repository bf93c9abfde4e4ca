/// A fault the fake server injects into the requests whose target contains ``match``.
public struct FaultRule: Encodable, Sendable {
    /// What goes wrong.
    public enum Kind: String, Encodable, Sendable {
        case latency, status, html, xml, truncate, drop, endless, envelope
        case wrongContentType = "wrong_content_type"
        case nullPage = "null_page"
        case mismatch, huge, barrier, hold, none, empty
        case emptyValues = "empty_values"
        case duplicate, shrink, control, implausible, tiny
        case hugeChunked = "huge_chunked"
    }

    /// A substring of path and query the rule applies to; empty matches every request.
    public let match: String
    /// The fault.
    public let kind: Kind
    /// How many requests it affects; -1 for all.
    public let times: Int
    /// The HTTP status, for `status` and `html`.
    public let status: Int?
    /// The `Retry-After` header in seconds, for `status`.
    public let retryAfter: Int?
    /// The delay in milliseconds, for `latency`.
    public let ms: Int?
    /// The body size in bytes, for `huge`.
    public let size: Int?
    /// The API message id, for `envelope`.
    public let id: String?
    /// How many requests a `barrier` gathers before letting them all go.
    public let count: Int?
    /// How long a `barrier` or `hold` waits at most, in milliseconds.
    public let timeoutMs: Int?

    private enum CodingKeys: String, CodingKey {
        case match, kind, times, status, ms, size, id, count
        case retryAfter = "retry_after"
        case timeoutMs = "timeout_ms"
    }

    /// Creates a rule.
    public init(
        _ kind: Kind, match: String = "", times: Int = 1, status: Int? = nil, retryAfter: Int? = nil,
        ms: Int? = nil, size: Int? = nil, id: String? = nil, count: Int? = nil, timeoutMs: Int? = nil
    ) {
        self.kind = kind
        self.match = match
        self.times = times
        self.status = status
        self.retryAfter = retryAfter
        self.ms = ms
        self.size = size
        self.id = id
        self.count = count
        self.timeoutMs = timeoutMs
    }
}

/// One request as the fake server logged it.
public struct ServedRequest: Decodable, Sendable, Equatable {
    /// Arrival order, from 1.
    public let seq: Int
    /// The HTTP method.
    public let method: String
    /// The path, such as `/v2/country/all/indicator/SP.POP.TOTL`.
    public let path: String
    /// The raw query string.
    public let query: String
    /// The `User-Agent` header the client sent.
    public let userAgent: String
    /// The client's port: requests with the same port came over the same connection.
    public let peer: Int
    /// The bytes of the answer's body that were sent.
    public let bytes: Int
    private enum CodingKeys: String, CodingKey {
        case seq, method, path, query, arrival, completion, status, fault, peer, bytes
        case userAgent = "user_agent"
    }

    /// Monotonic seconds when the request line arrived.
    public let arrival: Double
    /// Monotonic seconds when the last byte of the answer was written; `nil` while still in flight.
    public let completion: Double?
    /// The status sent, 0 when the connection was dropped; `nil` while still in flight.
    public let status: Int?
    /// The fault applied, if any.
    public let fault: String?

    /// The value of query parameter `name`, if present.
    public func parameter(_ name: String) -> String? {
        query.split(separator: "&").lazy.compactMap { pair -> String? in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 && parts[0] == name ? String(parts[1]) : nil
        }.first
    }

    /// True when this request and `other` were being served at the same moment.
    public func overlaps(_ other: ServedRequest) -> Bool {
        arrival < (other.completion ?? .infinity) && other.arrival < (completion ?? .infinity)
    }
}
