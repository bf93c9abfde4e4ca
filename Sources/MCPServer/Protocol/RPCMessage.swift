import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON-RPC 2.0 request id: a number or a string, sent back exactly as it came.
public enum RequestID: Sendable, Hashable {
    case number(Int)
    case string(String)

    /// The id as it goes back in the response.
    var json: JSONValue {
        switch self {
        case .number(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }

    /// The id a message holds: a string, or a number that is a whole number; `nil` for anything else.
    init?(_ value: JSONValue) {
        if let text = value.stringValue {
            self = .string(text)
        } else if let number = value.integerValue {
            self = .number(number)
        } else {
            return nil
        }
    }
}

/// A JSON-RPC error: the code a client acts on, a message a person or a model reads, and the
/// facts a client retries with (the revisions this server speaks, for an unsupported one).
public struct RPCError: Error, Sendable {
    /// The JSON-RPC code (-32700 parse error, -32600, -32601, -32602, -32603; -32020 and -32022 of
    /// MCP 2026-07-28).
    public let code: Int
    /// What was wrong, with the value that was.
    public let message: String
    /// What a client reads to recover, when there is something.
    let data: JSONValue?

    init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The line is not JSON (or not JSON this server reads: nested too deeply, too long).
    static func parseError(_ reason: String) -> RPCError { RPCError(code: -32_700, message: "Parse error: \(reason)") }
    /// A message longer than a transport keeps (its bytes were dropped as they came).
    static func messageTooLong(_ bytes: Int) -> RPCError {
        parseError(
            "a message of more than \(InputLine.maximumLength) bytes (\(bytes) bytes); send one message a line, smaller"
        )
    }
    /// The JSON is not a JSON-RPC request or notification.
    static func invalidRequest(_ reason: String) -> RPCError {
        RPCError(code: -32_600, message: "Invalid request: \(reason)")
    }
    /// No such method.
    static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: -32_601, message: "Method not found: \(method)")
    }
    /// The method exists; its parameters are wrong.
    static func invalidParams(_ reason: String) -> RPCError {
        RPCError(code: -32_602, message: "Invalid params: \(reason)")
    }
    /// The server failed on a request that was right.
    static func internalError(_ reason: String) -> RPCError {
        RPCError(code: -32_603, message: "Internal error: \(reason)")
    }
    /// An HTTP header says otherwise than the message it carries (2026-07-28).
    static func headerMismatch(_ reason: String) -> RPCError {
        RPCError(code: -32_020, message: "Header mismatch: \(reason)")
    }
    /// A revision this server does not speak, with those it does (2026-07-28; over HTTP also
    /// the answer to an unknown `MCP-Protocol-Version` header).
    static func unsupportedVersion(_ requested: String, supported: [ProtocolVersion]) -> RPCError {
        let shown = ControlCharacters.visible(String(requested.prefix(40)))
        return RPCError(
            code: -32_022,
            message: "Unsupported protocol version '\(shown)'; supported: "
                + supported.map(\.rawValue).joined(separator: ", "),
            data: .object([
                ("supported", .array(supported.map { .string($0.rawValue) })), ("requested", .string(shown)),
            ]))
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("code", .integer(code)), ("message", .string(message))]
        if let data { members.append(("data", data)) }
        return .object(members)
    }
}

/// One line from the client, read as JSON-RPC 2.0.
enum RPCMessage {
    /// A request: it gets exactly one response with its id.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// A notification: no response, ever.
    case notification(method: String, params: JSONValue?)
    /// A response to a request of the server's (this server sends none): ignored.
    case response
    /// Not a message this server can take; answered with `error` (and the id, when it could be read).
    case invalid(id: RequestID?, error: RPCError)

    /// Reads one line (without its line break).
    init(line: [UInt8]) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Data(line))
        } catch {
            self = .invalid(id: nil, error: .parseError(error.reason))
            return
        }
        guard value.objectMembers != nil else {
            let reason =
                value.arrayValue != nil
                ? "batches are not supported: send one message a line" : "a message is an object, not \(value.kindText)"
            self = .invalid(id: nil, error: .invalidRequest(reason))
            return
        }
        let id = value["id"].flatMap(RequestID.init)
        guard value["jsonrpc"]?.stringValue == "2.0" else {
            self = .invalid(id: id, error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))
            return
        }
        let params = value["params"]
        if let params, params.objectMembers == nil, params.arrayValue == nil {
            self = .invalid(id: id, error: .invalidRequest("\"params\" must be an object"))
            return
        }
        guard let method = value["method"] else {
            self =
                value["result"] != nil || value["error"] != nil
                ? .response
                : .invalid(
                    id: id, error: .invalidRequest("no \"method\""))
            return
        }
        guard let name = method.stringValue else {
            self = .invalid(id: id, error: .invalidRequest("\"method\" must be a string"))
            return
        }
        if value["id"] == nil {
            self = .notification(method: name, params: params)
        } else if let id {
            self = .request(id: id, method: name, params: params)
        } else {
            self = .invalid(id: nil, error: .invalidRequest("\"id\" must be a string or an integer"))
        }
    }
}
