/// One HTTP/1.1 request as the MCP endpoint reads it: its method, path, headers and body.
public struct HTTPRequest: Sendable {
    /// `POST`, `GET`, … as sent.
    public var method: String
    /// The request target (`/mcp`, perhaps with a query).
    public var target: String
    /// The header lines in order, names in lower case (a name may come more than once).
    public var headers: [(name: String, value: String)]
    /// The body, exactly `Content-Length` bytes.
    public var body: [UInt8]
    /// Whether the connection stays open after the answer (HTTP/1.1 unless `Connection: close`).
    public var keepsAlive: Bool

    /// A request as a client sends it; `headers`' names are matched without regard to case.
    public init(
        method: String, target: String, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        keepsAlive: Bool = true
    ) {
        self.method = method
        self.target = target
        self.headers = headers.map { (name: $0.name.lowercased(), value: $0.value) }
        self.body = body
        self.keepsAlive = keepsAlive
    }

    /// The value of the first header named `name` (lower case).
    func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// How many times a header named `name` (lower case) is sent.
    func count(of name: String) -> Int { headers.count { $0.name == name } }

    /// The path, without a query.
    var path: Substring { target.prefix { $0 != "?" } }
}

/// One HTTP/1.1 response: a status, its headers and a body.
public struct HTTPResponse: Sendable, Equatable {
    /// 200, 202, 400, …
    public let status: Int
    /// `Content-Type`, `Allow`, … (the length and the connection headers are added when written).
    public let headers: [String: String]
    /// The body.
    public let body: [UInt8]

    init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON-RPC message with `status`.
    static func json(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Array(text.utf8))
    }

    /// A line of text for a person, with `status`.
    static func text(_ status: Int, _ text: String, headers: [String: String] = [:]) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: headers.merging(["Content-Type": "text/plain; charset=utf-8"]) { $1 },
            body: Array((text + "\n").utf8))
    }

    /// The bytes on the wire: status line, headers (sorted, so that two runs write the same
    /// bytes), `Content-Length`, `Connection`, a blank line and the body.
    func serialized(keepingAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: \(keepingAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8) + body
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 202: "Accepted"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 431: "Request Header Fields Too Large"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
