import Foundation
import MCPServer
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Streamable HTTP transport, served by a real ``HTTPListener`` on 127.0.0.1 (one for the
/// suite) and spoken to over a plain socket, so that every byte on the wire is the test's to see.
@Suite struct HTTPTransportTests {
    /// The suite's server: offline, over the built-in snapshot, on a port the system chose.
    static let port: Int = {
        do {
            let server = MCPServer(source: try ProviderStatistics(baseURL: RepositoryPaths.unreachableBaseURL)) { _ in }
            let listener = try HTTPListener(host: "127.0.0.1", port: 0)
            let endpoint = MCPHTTPEndpoint(server: server, servedHost: listener.host)
            listener.start(endpoint)
            return listener.port
        } catch {
            Issue.record("no listener: \(error)")
            return 0
        }
    }()

    static let modernHeaders = "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/list\r\n"
    static let listing =
        #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#

    /// A POST of `body` to `path` with `headers` (each ending in CRLF), as its raw request.
    static func post(_ body: String, path: String = "/mcp", headers: String = "") -> String {
        "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + "Accept: application/json, text/event-stream\r\n\(headers)Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    @Test func aGetOpensNoStreamAndOtherPathsAreNotServed() async throws {
        let get = try await RawHTTP.exchange(
            "GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n", port: Self.port)
        #expect(get.first?.status == 405 && get.first?.headers["allow"] == "POST")
        let elsewhere = try await RawHTTP.exchange(Self.post(Self.listing, path: "/other"), port: Self.port)
        #expect(elsewhere.first?.status == 404)
    }

    @Test(arguments: [
        ("https://attacker.example", 403), ("http://evil.localhost.example:8080", 403), ("null", 403),
        ("http://localhost:3000", 200), ("http://127.0.0.1", 200), ("http://[::1]:9000", 200),
    ])
    func aPageOfAnotherHostCannotCallIt(origin: String, status: Int) async throws {
        let answer = try await RawHTTP.exchange(
            Self.post(Self.listing, headers: Self.modernHeaders + "Origin: \(origin)\r\n"), port: Self.port)
        #expect(answer.first?.status == status)
        if status == 403 { #expect(answer.first?.body.contains("\"id\":null") == true) }
    }

    @Test func aRevisionNotSpokenIsA400NamingThoseThatAre() async throws {
        let unknown = Self.listing.replacingOccurrences(of: "2026-07-28", with: "2099-01-01")
        let answer = try await RawHTTP.exchange(
            Self.post(unknown, headers: "MCP-Protocol-Version: 2099-01-01\r\nMcp-Method: tools/list\r\n"),
            port: Self.port)
        #expect(answer.first?.status == 400)
        #expect(answer.first?.body.contains(#""code":-32022"#) == true)
        #expect(answer.first?.body.contains(#""requested":"2099-01-01""#) == true)
        // The initialize era: an unknown header is refused the same way.
        let legacy = try await RawHTTP.exchange(
            Self.post(
                #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#, headers: "MCP-Protocol-Version: 1999-01-01\r\n"),
            port: Self.port)
        #expect(legacy.first?.status == 400 && legacy.first?.body.contains(#""code":-32022"#) == true)
    }

    @Test func headersThatContradictTheBodyAreRefused() async throws {
        for headers in [
            "MCP-Protocol-Version: 2025-11-25\r\nMcp-Method: tools/list\r\n",
            "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\n",
            "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/list\r\nMcp-Method: tools/list\r\n",
        ] {
            let answer = try await RawHTTP.exchange(Self.post(Self.listing, headers: headers), port: Self.port)
            #expect(answer.first?.status == 400, "\(headers)")
            #expect(answer.first?.body.contains(#""code":-32020"#) == true, "\(headers)")
        }
    }

    @Test func answersAreTheBytesStdioWrites() async throws {
        let call =
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"get_data","arguments":{"economies":["KEN","WLD"],"year":2022},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#
        let overHTTP = try await RawHTTP.exchange(
            Self.post(
                call, headers: "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: get_data\r\n"),
            port: Self.port)
        #expect(overHTTP.first?.status == 200 && overHTTP.first?.headers["content-type"] == "application/json")
        let stdio = InProcessServer(source: try ProviderStatistics(baseURL: RepositoryPaths.unreachableBaseURL))
        stdio.send(line: call)
        let overStdio = await stdio.response(to: 7)
        try await stdio.close()
        #expect(overHTTP.first?.body == overStdio)
        #expect(overStdio.contains(#""resultType":"complete""#) && overStdio.contains(#""value":54252461"#))
    }

    @Test func oneConnectionCarriesManyExchangesAndNotificationsAreTaken() async throws {
        let initialize =
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        let initialized = #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#
        let list = #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#
        let version = "MCP-Protocol-Version: 2025-11-25\r\n"
        let answers = try await RawHTTP.exchange(
            Self.post(initialize) + Self.post(initialized, headers: version) + Self.post(list, headers: version),
            port: Self.port, responses: 3)
        #expect(answers.map(\.status) == [200, 202, 200])
        #expect(answers[0].body.contains(#""protocolVersion":"2025-11-25""#))
        #expect(answers[1].body.isEmpty)
        #expect(answers[2].body.contains(#""name":"check_claims""#) && !answers[2].body.contains("resultType"))
    }

    @Test func whatCannotBeReadIsRefusedBeforeItIsRead() async throws {
        let huge = try await RawHTTP.exchange(
            "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999999999\r\n\r\n",
            port: Self.port)
        #expect(huge.first?.status == 413 && huge.first?.headers["connection"] == "close")
        let chunked = try await RawHTTP.exchange(
            "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            port: Self.port)
        #expect(chunked.first?.status == 501)
        let text = try await RawHTTP.exchange(
            "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}", port: Self.port)
        #expect(text.first?.status == 415)
        let notJSON = try await RawHTTP.exchange(Self.post("{nope"), port: Self.port)
        #expect(notJSON.first?.status == 400 && notJSON.first?.body.contains(#""code":-32700"#) == true)
        let garbage = try await RawHTTP.exchange("NOT HTTP\r\n\r\n", port: Self.port)
        #expect(garbage.first?.status == 400)
    }
}

/// A plain HTTP/1.1 client over a socket: the raw request out, the responses read back whole.
enum RawHTTP {
    struct Response {
        let status: Int
        /// Names in lower case.
        let headers: [String: String]
        let body: String
    }

    struct Failure: Error {
        let reason: String
    }

    /// Sends `request` (one or more requests, pipelined) to 127.0.0.1:`port` and reads `responses`
    /// answers (fewer when the server closes the connection first), on a thread of its own: not one
    /// of the concurrency pool's, which the server's answers need, nor of Dispatch's, which shares
    /// its few threads with that pool on a 2-core machine.
    static func exchange(_ request: String, port: Int, responses: Int = 1) async throws -> [Response] {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try blockingExchange(request, port: port, responses: responses) })
            }.start()
        }
    }

    private static func blockingExchange(_ request: String, port: Int, responses: Int) throws -> [Response] {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(reason: "socket") }
        defer { close(socket) }
        // A guard against a hang only: under the whole suite on two cores a tool call may wait its turn for minutes.
        var wait = timeval(tv_sec: 600, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(reason: "connect to \(port): \(errno)") }
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { break }
            sent += count
        }
        var buffer: [UInt8] = []
        var answers: [Response] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while answers.count < responses {
            if let (response, used) = parse(buffer) {
                answers.append(response)
                buffer.removeFirst(used)
                continue
            }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            buffer += chunk[..<count]
        }
        return answers
    }

    /// One whole response at the start of `bytes`, and how many bytes it took.
    private static func parse(_ bytes: [UInt8]) -> (Response, Int)? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let headEnd = text.utf8.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        let headBytes = text.utf8.distance(from: text.utf8.startIndex, to: headEnd.lowerBound)
        let head = String(decoding: bytes[..<headBytes], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(head[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        let start = headBytes + 4
        guard bytes.count >= start + length else { return nil }
        return (
            Response(
                status: status, headers: headers, body: String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            ),
            start + length
        )
    }
}
