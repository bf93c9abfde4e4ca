public import CountriesAnalysis
import Rendering
import WorldBank

/// A Model Context Protocol server over one line-delimited stream (stdio): JSON-RPC 2.0 messages
/// in, one response per request out, nothing else on the output.
///
/// An actor: requests are read in order and `initialize`, `ping` and `tools/list` are answered at
/// once, while each `tools/call` runs as a task of its own (so that a slow answer from the API
/// holds nothing up and `notifications/cancelled` can stop it); responses are written one at a
/// time, whole. A bad line is a JSON-RPC error and the server goes on.
public actor MCPServer {
    /// The tools, in the order `tools/list` gives them.
    public let tools: [Tool]
    private let context: ToolContext
    private let log: @Sendable (String) -> Void
    /// The revision agreed in `initialize`; until then, the newest.
    private var version = ProtocolVersion.latest
    private var running: [RequestID: Task<Void, Never>] = [:]
    private var cancelled: Set<RequestID> = []
    private var send: (@Sendable (String) throws -> Void)?
    private var sendFailure: (any Error)?

    /// A server of `tools` over `source`; `log` takes the lines meant for stderr.
    public init(tools: [Tool] = Tool.all, source: any StatisticsSource, log: @escaping @Sendable (String) -> Void) {
        self.tools = tools
        context = ToolContext(source: source)
        self.log = log
    }

    /// Reads `lines` until they end, answering each message through `send` (one message, no line
    /// break), then waits for the tool calls still running. Throws what `send` threw, once the
    /// output can no longer be written.
    public func serve(_ lines: AsyncStream<InputLine>, send: @escaping @Sendable (String) throws -> Void) async throws {
        self.send = send
        for await line in lines {
            if let sendFailure { throw sendFailure }
            switch line {
            case .tooLong(let bytes):
                write(
                    response(
                        id: nil,
                        .failure(
                            .parseError(
                                "a message of more than \(InputLine.maximumLength) bytes (\(bytes) bytes); "
                                    + "send one message a line, smaller"))))
            case .line(let bytes):
                receive(RPCMessage(line: bytes))
            }
        }
        while let (_, task) = running.first {
            await task.value
        }
        if let sendFailure { throw sendFailure }
    }

    private func receive(_ message: RPCMessage) {
        switch message {
        case .request(let id, "tools/call", let params):
            guard running[id] == nil else {
                return write(
                    response(id: id, .failure(.invalidRequest("request id \(id.json.compactText()) is in use"))))
            }
            running[id] = Task {
                let result = await self.call(params)
                self.finish(id, result)
            }
        case .request(let id, let method, let params): write(response(id: id, handle(method, params)))
        case .notification(let method, let params): notify(method, params)
        case .response: break
        case .invalid(let id, let error): write(response(id: id, .failure(error)))
        }
    }

    private func finish(_ id: RequestID, _ result: Result<JSONValue, RPCError>) {
        running[id] = nil
        // A cancelled request gets no response (the client has forgotten it).
        if cancelled.remove(id) == nil { write(response(id: id, result)) }
    }

    private func write(_ message: JSONValue) {
        guard let send, sendFailure == nil else { return }
        do {
            try send(message.compactText())
        } catch {
            sendFailure = error
            for task in running.values { task.cancel() }
        }
    }

    private func response(id: RequestID?, _ result: Result<JSONValue, RPCError>) -> JSONValue {
        let outcome: (String, JSONValue) =
            switch result {
            case .success(let value): ("result", value)
            case .failure(let error): ("error", error.json)
            }
        return .object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), outcome])
    }

    // MARK: Methods

    private func handle(_ method: String, _ params: JSONValue?) -> Result<JSONValue, RPCError> {
        switch method {
        case "initialize": return initialize(params)
        case "ping": return .success(.object([]))
        case "tools/list":
            return .success(.object([("tools", .array(tools.map { $0.listing(version) }))]))
        default: return .failure(.methodNotFound(ControlCharacters.visible(String(method.prefix(100)))))
        }
    }

    private func initialize(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        guard let requested = params?["protocolVersion"]?.stringValue else {
            return .failure(.invalidParams("initialize needs \"protocolVersion\""))
        }
        version = ProtocolVersion.negotiated(requested)
        let client = params?["clientInfo"]?["name"]?.stringValue ?? "a client"
        // The name is the client's to choose: an escape sequence in it must not reach the terminal.
        log("mcp: \(ControlCharacters.visible(String(client.prefix(80)))) connected, protocol \(version.rawValue)\n")
        var info: [(String, JSONValue)] = [("name", .string("countries"))]
        if version.hasStructuredOutput { info.append(("title", .string("World Bank statistics (countries)"))) }
        info.append(("version", .string(ToolVersion.current)))
        return .success(
            .object([
                ("protocolVersion", .string(version.rawValue)),
                ("capabilities", .object([("tools", .object([("listChanged", .bool(false))]))])),
                ("serverInfo", .object(info)), ("instructions", .string(Self.instructions)),
            ]))
    }

    private func notify(_ method: String, _ params: JSONValue?) {
        guard method == "notifications/cancelled", let id = params?["requestId"].flatMap(RequestID.init),
            let task = running[id]
        else { return }
        cancelled.insert(id)
        task.cancel()
    }

    /// A `tools/call`: a JSON-RPC error for an unknown tool or a malformed call, else the tool's
    /// answer, or its failure as a result with `isError`.
    private func call(_ params: JSONValue?) async -> Result<JSONValue, RPCError> {
        guard let name = params?["name"]?.stringValue else {
            return .failure(.invalidParams("tools/call needs \"name\", the tool's name"))
        }
        guard let tool = tools.first(where: { $0.name == name }) else {
            return .failure(
                .invalidParams(
                    "unknown tool '\(name.prefix(100))'; tools: " + tools.map(\.name).joined(separator: ", ")))
        }
        let version = version
        let accepted = tool.inputSchema["properties"]?.objectMembers?.map(\.0) ?? []
        do {
            let arguments = try ToolArguments(params?["arguments"], accepted: accepted)
            let answer = try await tool.run(arguments, context)
            let text = answer.compactText()
            guard text.utf8.count <= ToolContext.maximumBytes else {
                return .success(
                    Self.failure(
                        ToolFailure(
                            "the answer would be \(text.utf8.count) bytes, over the cap of \(ToolContext.maximumBytes) "
                                + "bytes an answer holds. Narrow the request: fewer economies, indicators or years.")))
            }
            var result: [(String, JSONValue)] = [
                ("content", .array([.object([("type", .string("text")), ("text", .string(text))])]))
            ]
            if version.hasStructuredOutput { result.append(("structuredContent", answer)) }
            result.append(("isError", .bool(false)))
            return .success(.object(result))
        } catch let error as ArgumentError {
            guard version.argumentErrorsAreToolErrors else {
                return .failure(.invalidParams("\(name): \(error.message)"))
            }
            return .success(Self.failure(ToolFailure("Invalid arguments: \(error.message).")))
        } catch let failure as ToolFailure {
            return .success(Self.failure(failure))
        } catch {
            log("mcp: \(name) failed: \(error)\n")
            return .success(Self.failure(ToolFailure(context.source.failureText(error))))
        }
    }

    private static func failure(_ failure: ToolFailure) -> JSONValue {
        .object([
            // A tool error may quote what the caller sent: its control characters are shown, not passed on.
            (
                "content",
                .array([
                    .object([("type", .string("text")), ("text", .string(ControlCharacters.visible(failure.text)))])
                ])
            ),
            ("isError", .bool(true)),
        ])
    }

    /// What the server tells a model once, at `initialize`.
    static let instructions = """
        World Bank statistics (World Development Indicators) with the proof of every figure: its indicator \
        code, economy code, year, database, lastupdated date, origin (live, cache or built-in snapshot) and \
        the API request that returns it. Find codes with find_economies and find_indicators (never guess an \
        indicator code); get figures with get_data, economy_profile or region_totals; group_members lists a \
        group's economies. Quote figures with their year and the source line each answer ends with.
        """
}

extension Tool {
    /// Every tool the server offers, in `tools/list` order.
    public static let all: [Tool] = [
        .findEconomies, .findIndicators, .describeIndicator, .getData, .regionTotals, .economyProfile, .groupMembers,
        .checkClaims,
    ]
}
