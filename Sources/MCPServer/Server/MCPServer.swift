public import CountriesAnalysis
import Rendering
import WorldBank

/// A Model Context Protocol server: JSON-RPC 2.0 requests in, one response each out, over a
/// line-delimited stream (stdio, ``serve(_:send:)``) or one HTTP exchange at a time
/// (``MCPHTTPEndpoint``). The answers are the same bytes over either.
///
/// It speaks the stateless revision 2026-07-28 (every request carries its revision, client and
/// capabilities in `_meta`; `server/discover` says what the server speaks) and the revisions that
/// start with `initialize`, back to 2024-11-05; the revision is read from each request, so one
/// stream may hold both.
///
/// An actor: over stdio, requests are read in order and answered at once, while each
/// `tools/call` runs as a task of its own (so that a slow answer from the API holds nothing up
/// and `notifications/cancelled` can stop it); responses are written one at a time, whole. A bad
/// line is a JSON-RPC error and the server goes on.
public actor MCPServer {
    /// The tools, in the order `tools/list` gives them.
    public let tools: [Tool]
    private let context: ToolContext
    private let log: @Sendable (String) -> Void
    /// The revision the stream's `initialize` agreed; until then, the newest that has one.
    private var version = ProtocolVersion.latestHandshake
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
    public func serve(_ lines: some AsyncSequence<InputLine, Never>, send: @escaping @Sendable (String) throws -> Void)
        async throws
    {
        self.send = send
        for await line in lines {
            if let sendFailure { throw sendFailure }
            switch line {
            case .tooLong(let bytes):
                write(Self.response(id: nil, .failure(.messageTooLong(bytes))))
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
        case .request(let id, let method, let params):
            switch plan(method, params, handshake: version, remembersHandshake: true) {
            case .answer(let result): write(Self.response(id: id, result))
            case .call(let version):
                guard running[id] == nil else {
                    return write(
                        Self.response(
                            id: id, .failure(.invalidRequest("request id \(id.json.compactText()) is in use"))))
                }
                running[id] = Task {
                    let result = await self.call(params, version)
                    self.finish(id, result)
                }
            }
        case .notification(let method, let params): notify(method, params)
        case .response: break
        case .invalid(let id, let error): write(Self.response(id: id, .failure(error)))
        }
    }

    private func finish(_ id: RequestID, _ result: Result<JSONValue, RPCError>) {
        running[id] = nil
        // A cancelled request gets no response (the client has forgotten it).
        if cancelled.remove(id) == nil { write(Self.response(id: id, result)) }
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

    /// The response to one request on its own (an HTTP exchange): `handshake` is the revision an
    /// earlier `initialize` agreed, as the client says it (HTTP's `MCP-Protocol-Version`).
    func answer(_ id: RequestID, _ method: String, _ params: JSONValue?, handshake: ProtocolVersion) async -> JSONValue
    {
        switch plan(method, params, handshake: handshake, remembersHandshake: false) {
        case .answer(let result): return Self.response(id: id, result)
        case .call(let version): return Self.response(id: id, await call(params, version))
        }
    }

    static func response(id: RequestID?, _ result: Result<JSONValue, RPCError>) -> JSONValue {
        let outcome: (String, JSONValue) =
            switch result {
            case .success(let value): ("result", value)
            case .failure(let error): ("error", error.json)
            }
        return .object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), outcome])
    }

    // MARK: Methods

    /// What to do with a request: answer it now, or run a tool call (which may take a while).
    private enum Plan {
        case answer(Result<JSONValue, RPCError>)
        case call(ProtocolVersion)
    }

    private func plan(_ method: String, _ params: JSONValue?, handshake: ProtocolVersion, remembersHandshake: Bool)
        -> Plan
    {
        let version: ProtocolVersion
        switch Envelope.revision(of: params) {
        case .none: version = handshake
        case .some(.success(let stateless)): version = stateless
        case .some(.failure(let error)): return .answer(.failure(error))
        }
        switch (method, version.isStateless) {
        case ("tools/call", _): return .call(version)
        case ("tools/list", _):
            return .answer(
                .success(
                    decorated(
                        [("tools", .array(tools.map { $0.listing(version) }))] + cacheHint(version), version)))
        case ("server/discover", true): return .answer(.success(discover(params)))
        case ("initialize", false):
            return .answer(
                initialize(params).map { agreed, result in
                    if remembersHandshake { self.version = agreed }
                    return result
                })
        case ("ping", false): return .answer(.success(.object([])))
        default:
            return .answer(.failure(.methodNotFound(ControlCharacters.visible(String(method.prefix(100))))))
        }
    }

    /// A stateless result says it is complete and who answered (2026-07-28); earlier results are
    /// as they were.
    private func decorated(_ members: [(String, JSONValue)], _ version: ProtocolVersion) -> JSONValue {
        guard version.isStateless else { return .object(members) }
        return .object(
            members + [
                ("resultType", .string("complete")),
                ("_meta", .object([(Envelope.serverInfoKey, Self.serverInfo(version))])),
            ])
    }

    /// The tool list and `server/discover` hold nothing of the caller's and change only with the
    /// program: any cache may keep them an hour (2026-07-28).
    private func cacheHint(_ version: ProtocolVersion) -> [(String, JSONValue)] {
        version.isStateless ? [("cacheScope", .string("public")), ("ttlMs", .integer(3_600_000))] : []
    }

    private static func serverInfo(_ version: ProtocolVersion) -> JSONValue {
        var info: [(String, JSONValue)] = [("name", .string("countries"))]
        if version.hasStructuredOutput { info.append(("title", .string("World Bank statistics (countries)"))) }
        info.append(("version", .string(ToolVersion.current)))
        return .object(info)
    }

    private func initialize(_ params: JSONValue?) -> Result<(ProtocolVersion, JSONValue), RPCError> {
        guard let requested = params?["protocolVersion"]?.stringValue else {
            return .failure(.invalidParams("initialize needs \"protocolVersion\""))
        }
        let agreed = ProtocolVersion.negotiated(requested)
        logConnection(params?["clientInfo"], agreed)
        return .success(
            (
                agreed,
                .object([
                    ("protocolVersion", .string(agreed.rawValue)),
                    ("capabilities", .object([("tools", .object([("listChanged", .bool(false))]))])),
                    ("serverInfo", Self.serverInfo(agreed)), ("instructions", .string(Self.instructions)),
                ])
            ))
    }

    /// `server/discover`: the stateless revisions spoken, the capabilities and the instructions.
    private func discover(_ params: JSONValue?) -> JSONValue {
        let version = ProtocolVersion.stateless.last ?? .v2026_07_28
        logConnection(params?["_meta"]?[Envelope.clientInfoKey], version)
        return decorated(
            [
                ("supportedVersions", .array(ProtocolVersion.stateless.map { .string($0.rawValue) })),
                ("capabilities", .object([("tools", .object([]))])), ("instructions", .string(Self.instructions)),
            ] + cacheHint(version), version)
    }

    private func logConnection(_ client: JSONValue?, _ version: ProtocolVersion) {
        let name = client?["name"]?.stringValue ?? "a client"
        // The name is the client's to choose: an escape sequence in it must not reach the terminal.
        log("mcp: \(ControlCharacters.visible(String(name.prefix(80)))) connected, protocol \(version.rawValue)\n")
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
    private func call(_ params: JSONValue?, _ version: ProtocolVersion) async -> Result<JSONValue, RPCError> {
        guard let name = params?["name"]?.stringValue else {
            return .failure(.invalidParams("tools/call needs \"name\", the tool's name"))
        }
        guard let tool = tools.first(where: { $0.name == name }) else {
            return .failure(
                .invalidParams(
                    "unknown tool '\(name.prefix(100))'; tools: " + tools.map(\.name).joined(separator: ", ")))
        }
        let accepted = tool.inputSchema["properties"]?.objectMembers?.map(\.0) ?? []
        do {
            let arguments = try ToolArguments(params?["arguments"], accepted: accepted)
            let answer = try await tool.run(arguments, context)
            let text = answer.compactText()
            guard text.utf8.count <= ToolContext.maximumBytes else {
                return .success(
                    failure(
                        ToolFailure(
                            "the answer would be \(text.utf8.count) bytes, over the cap of \(ToolContext.maximumBytes) "
                                + "bytes an answer holds. Narrow the request: fewer economies, indicators or years."),
                        version))
            }
            var result: [(String, JSONValue)] = [
                ("content", .array([.object([("type", .string("text")), ("text", .string(text))])]))
            ]
            if version.hasStructuredOutput { result.append(("structuredContent", answer)) }
            result.append(("isError", .bool(false)))
            return .success(decorated(result, version))
        } catch let error as ArgumentError {
            guard version.argumentErrorsAreToolErrors else {
                return .failure(.invalidParams("\(name): \(error.message)"))
            }
            return .success(failure(ToolFailure("Invalid arguments: \(error.message)."), version))
        } catch let failure as ToolFailure {
            return .success(self.failure(failure, version))
        } catch {
            log("mcp: \(name) failed: \(error)\n")
            return .success(failure(ToolFailure(context.source.failureText(error)), version))
        }
    }

    private func failure(_ failure: ToolFailure, _ version: ProtocolVersion) -> JSONValue {
        decorated(
            [
                // A tool error may quote what the caller sent: its control characters are shown, not passed on.
                (
                    "content",
                    .array([
                        .object([("type", .string("text")), ("text", .string(ControlCharacters.visible(failure.text)))])
                    ])
                ),
                ("isError", .bool(true)),
            ], version)
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
