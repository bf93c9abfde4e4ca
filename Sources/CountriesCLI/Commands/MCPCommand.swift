import AtomicFiles
import Dispatch
import MCPServer
import OfflineStore
import Rendering
import WorldBank

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `countries mcp`: the World Bank's figures for AI assistants, as a Model Context Protocol server
/// over stdio (JSON-RPC 2.0, one message a line) or, with `--http`, over the Streamable HTTP
/// transport at `/mcp`; every figure with its proof.
enum MCPCommand {
    static let http = Option(
        "http", "[HOST:]PORT",
        help: "serve over HTTP at http://HOST:PORT/mcp instead of stdio (HOST 127.0.0.1 unless given)",
        parse: ValueParser { text, option, _ throws(UsageError) in try parseAddress(text, option: "--\(option.name)") })

    static let spec = CommandSpec(
        name: "mcp",
        summary: "Serve the figures to AI assistants: a Model Context Protocol server on stdio or HTTP",
        options: [http],
        discussion: """
            Reads JSON-RPC 2.0 messages from stdin, one a line, and writes one response a line to stdout:
            nothing else ever goes to stdout; notices and logs go to stderr. Speaks MCP 2026-07-28 (each
            request stands alone; server/discover) and the revisions that start with initialize:
            2025-11-25, 2025-06-18, 2025-03-26 and 2024-11-05. With --http it serves the Streamable HTTP
            transport at http://HOST:PORT/mcp instead, stateless: one JSON-RPC message a POST, answered
            as application/json with the same bytes stdio writes; GET is 405 (no event stream); a
            request from a web page of another host (its Origin) is 403; an MCP-Protocol-Version the
            server does not speak is 400. It listens on 127.0.0.1 unless a HOST is given ('countries mcp
            --http 8765' serves http://127.0.0.1:8765/mcp; port 0 takes a free one, said on stderr), and has
            no authentication: give another HOST only on a network you trust. It runs until stopped
            (Ctrl-C). Tools: find_economies,
            find_indicators, describe_indicator, get_data, region_totals, economy_profile,
            group_members and check_claims; get_data, find_indicators and describe_indicator take a 'source' (another
            World Bank database, checked as --source is, before any data request; its catalogue is
            fetched once, then cached); every figure carries its indicator, economy, year, database, lastupdated
            date, origin (live, cache, snapshot) and the API request that returns it. Answers are
            bounded (500 figures, 200,000 bytes): a larger request is refused with how to narrow it.
            The data options apply to every tool call as to any command (--offline answers from the
            cache and the built-in snapshot alone; --release DAY from that release of the mirror), and
            get_data and region_totals take a 'release' of their own for one call; --deadline bounds
            each call, not the server. Over stdio it ends
            with exit code 0 when stdin closes. Register it with an assistant as the command
            'countries mcp', or as the URL http://127.0.0.1:PORT/mcp (see the README).
            """,
        examples: ["countries mcp", "countries mcp --offline", "countries mcp --base-url http://127.0.0.1:8080/v2"],
        usesDataOptions: true, servesUntilInputEnds: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let session = try DataSession(parsed, context: context)
        _ = try await session.database(builtInOnly: true)
        let source = try SessionStatistics(serving: session, deadline: parsed.value(DataCommandOptions.deadline))
        let console = context.console
        let server = MCPServer(source: source) { console.err($0) }
        let data = session.options.data.mode == .offline ? "offline" : "API \(session.options.baseURL)"
        if let address = parsed.value(http) {
            let listener: HTTPListener
            do {
                listener = try HTTPListener(host: address.host, port: address.port)
            } catch {
                throw CLIError(
                    "cannot listen on \(address.host):\(address.port): \(error.reason)",
                    hint: "give another port to --http, or a host of this machine", code: .unavailable)
            }
            let shown = listener.host.contains(":") ? "[\(listener.host)]" : listener.host
            console.err(
                "mcp: serving \(Tool.all.count) tools at http://\(shown):\(listener.port)\(MCPHTTPEndpoint.path) (\(data))\n"
            )
            await listener.serve(MCPHTTPEndpoint(server: server, servedHost: listener.host))
            return
        }
        console.err("mcp: serving \(Tool.all.count) tools on stdin and stdout (\(data))\n")
        try await server.serve(InputLines(reading: STDIN_FILENO)) { message in try console.out(message + "\n") }
        console.err("mcp: stdin closed, stopping\n")
    }

    /// A host and a port to listen on: `PORT`, `HOST:PORT` or `[IPv6]:PORT`.
    static func parseAddress(_ text: String, option: String) throws(UsageError) -> ListenAddress {
        var host = "127.0.0.1"
        var portText = Substring(text)
        if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
            if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        }
        guard let port = Int(portText), (0...65_535).contains(port), !host.isEmpty,
            host.allSatisfy({ $0.isLetter || $0.isNumber || ".-:".contains($0) })
        else {
            throw UsageError(
                "\(option) '\(ControlCharacters.visible(String(text.prefix(60))))' is not a port or a HOST:PORT",
                hint: "give a port such as 8765, or 127.0.0.1:8765 ([::1]:8765 for IPv6)")
        }
        return ListenAddress(host: host, port: port)
    }

    /// Where `--http` listens.
    struct ListenAddress: Sendable, Equatable {
        let host: String
        let port: Int
    }
}
