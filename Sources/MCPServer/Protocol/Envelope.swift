import Rendering
import WorldBank

/// The per-request envelope of the stateless revision (2026-07-28): each request's `_meta` names
/// its revision, its client's capabilities and, by choice, the client; each result's `_meta`
/// names the server.
enum Envelope {
    static let protocolVersionKey = "io.modelcontextprotocol/protocolVersion"
    static let clientCapabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    static let clientInfoKey = "io.modelcontextprotocol/clientInfo"
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// The stateless revision a request asks for: `nil` when it carries no envelope (it is spoken
    /// in the revision its `initialize` agreed), an error when its envelope is malformed or names
    /// a revision this server does not speak.
    static func revision(of params: JSONValue?) -> Result<ProtocolVersion, RPCError>? {
        guard let meta = params?["_meta"], let requested = meta[protocolVersionKey] else { return nil }
        guard let text = requested.stringValue else {
            return .failure(.invalidParams("_meta's \"\(protocolVersionKey)\" must be a string"))
        }
        guard let version = ProtocolVersion(rawValue: text), version.isStateless else {
            return .failure(.unsupportedVersion(text, supported: ProtocolVersion.allCases))
        }
        guard meta[clientCapabilitiesKey]?.objectMembers != nil else {
            return .failure(.invalidParams("_meta needs \"\(clientCapabilitiesKey)\", an object (empty for none)"))
        }
        return .success(version)
    }

    /// The revision a request's envelope names as it is written, whatever it is: what an HTTP
    /// request's `MCP-Protocol-Version` header must repeat.
    static func writtenRevision(of params: JSONValue?) -> String? {
        params?["_meta"]?[protocolVersionKey]?.stringValue
    }
}
