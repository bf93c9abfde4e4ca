import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Streamable HTTP transport at the path `/mcp`, stateless: each POST carries one JSON-RPC
/// message and gets its answer as `application/json`, the same bytes stdio writes for it. No
/// session, no server-sent events: a GET (which would open an event stream) is 405.
///
/// A request is spoken in the revision its own `_meta` names (2026-07-28, whose
/// `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` headers must repeat the body), or in the
/// revision of its `MCP-Protocol-Version` header after an `initialize` (2025-03-26 when it has
/// none, as the specification says). A page on another site cannot make a browser call it: a
/// request whose `Origin` is not this machine's (or the host served) is 403.
public struct MCPHTTPEndpoint: Sendable {
    private let server: MCPServer
    private let allowedOriginHosts: Set<String>

    /// The path served.
    public static let path = "/mcp"

    /// `server` at ``path``; browsers' requests are taken from pages on the loopback host or on
    /// `servedHost` (the host the listener is bound to).
    public init(server: MCPServer, servedHost: String) {
        self.server = server
        allowedOriginHosts = ["localhost", "127.0.0.1", "[::1]", "::1", servedHost.lowercased()]
    }

    /// The answer to `request`.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        guard request.path == Self.path else {
            return .text(404, "Not Found: the MCP endpoint is \(Self.path)")
        }
        if let origin = request.header("origin"), !allows(origin: origin) {
            let shown = ControlCharacters.visible(String(origin.prefix(100)))
            return Self.error(403, .invalidRequest("requests from the origin '\(shown)' are refused"))
        }
        guard request.method == "POST" else {
            // No event stream is offered: the specification's answer to a GET is 405.
            return .text(
                405, "Method Not Allowed: POST one JSON-RPC message to \(Self.path)", headers: ["Allow": "POST"])
        }
        guard let type = request.header("content-type"), Self.mediaTypes(type).contains("application/json") else {
            return .text(415, "Unsupported Media Type: send Content-Type: application/json")
        }
        if let accept = request.header("accept"),
            Self.mediaTypes(accept).isDisjoint(with: ["application/json", "application/*", "*/*"])
        {
            return .text(406, "Not Acceptable: the answers are application/json; accept it")
        }
        for name in ["mcp-protocol-version", "mcp-method", "mcp-name"] where request.count(of: name) > 1 {
            return Self.error(400, .headerMismatch("the \(name) header is sent more than once"))
        }
        let header = request.header("mcp-protocol-version")
        switch RPCMessage(line: request.body) {
        case .invalid(let id, let error):
            return Self.error(400, error, id: id)
        case .notification, .response:
            // A stateless server keeps nothing a notification could change: taken, and dropped.
            if let header, ProtocolVersion(rawValue: header) == nil {
                return Self.error(400, .unsupportedVersion(header, supported: ProtocolVersion.allCases))
            }
            return HTTPResponse(status: 202)
        case .request(let id, let method, let params):
            let handshake: ProtocolVersion
            switch Self.revision(of: request, header: header, method: method, params: params) {
            case .success(let version): handshake = version
            case .failure(let error): return Self.error(400, error, id: id)
            }
            let answer = await server.answer(id, method, params, handshake: handshake)
            let stateless = Envelope.writtenRevision(of: params) != nil
            let status = stateless ? answer["error"]?["code"]?.integerValue.map(Self.status(of:)) ?? 200 : 200
            return .json(status, answer.compactText())
        }
    }

    /// The revision of a request without an envelope (its header's, or 2025-03-26), or an error
    /// when the headers and the body disagree.
    private static func revision(of request: HTTPRequest, header: String?, method: String, params: JSONValue?)
        -> Result<ProtocolVersion, RPCError>
    {
        if let written = Envelope.writtenRevision(of: params) {
            guard header == written else {
                return .failure(.headerMismatch("MCP-Protocol-Version must repeat _meta's revision '\(written)'"))
            }
            guard request.header("mcp-method") == method else {
                return .failure(.headerMismatch("Mcp-Method must repeat the method '\(method)'"))
            }
            if method == "tools/call", let name = params?["name"]?.stringValue,
                decodedHeader(request.header("mcp-name")) != name
            {
                return .failure(.headerMismatch("Mcp-Name must repeat the tool's name '\(name)'"))
            }
            return .success(.latestHandshake)
        }
        guard let header else { return .success(.v2025_03_26) }
        guard let version = ProtocolVersion(rawValue: header) else {
            return .failure(.unsupportedVersion(header, supported: ProtocolVersion.allCases))
        }
        guard !version.isStateless else {
            return .failure(
                .invalidParams("a \(header) request carries _meta with \"\(Envelope.protocolVersionKey)\""))
        }
        return .success(version)
    }

    /// A header value as written, or the UTF-8 text of its `=?base64?…?=` form.
    private static func decodedHeader(_ value: String?) -> String? {
        guard let value, value.hasPrefix("=?base64?"), value.hasSuffix("?=") else { return value }
        let payload = value.dropFirst(9).dropLast(2)
        return Data(base64Encoded: String(payload)).flatMap { String(data: $0, encoding: .utf8) }
    }

    private func allows(origin: String) -> Bool {
        guard let schemeEnd = origin.firstRange(of: "://") else { return false }
        var host = origin[schemeEnd.upperBound...]
        if host.hasPrefix("[") {
            host = host.prefix { $0 != "]" } + "]"
        } else {
            host = host.prefix { $0 != ":" && $0 != "/" }
        }
        return allowedOriginHosts.contains(host.lowercased())
    }

    /// The media types a header lists, without their parameters, in lower case.
    private static func mediaTypes(_ header: String) -> Set<String> {
        Set(
            header.split(separator: ",").map {
                String($0.prefix { $0 != ";" }.filter { $0 != " " && $0 != "\t" }).lowercased()
            })
    }

    /// The HTTP status of a stateless request's JSON-RPC error (2026-07-28): 400 for what the
    /// client sent wrong, 404 for a method that does not exist, 200 for a failure of the server's.
    private static func status(of code: Int) -> Int {
        switch code {
        case -32_700, -32_600, -32_602, -32_020, -32_021, -32_022: 400
        case -32_601: 404
        default: 200
        }
    }

    private static func error(_ status: Int, _ error: RPCError, id: RequestID? = nil) -> HTTPResponse {
        .json(status, MCPServer.response(id: id, .failure(error)).compactText())
    }
}
