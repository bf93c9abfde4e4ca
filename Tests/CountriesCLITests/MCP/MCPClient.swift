import Foundation
import TestSupport

/// A small MCP client of the tests' own: it starts the built `countries mcp`, writes JSON-RPC
/// lines to its stdin and reads its stdout line by line, so that the tests see exactly what an
/// assistant would.
final class MCPClient {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffer = Data()
    private var nextID = 1
    /// Every line the server wrote to stdout so far.
    private(set) var lines: [String] = []

    /// Starts `countries mcp` with `arguments` and exactly `environment` (plus `PATH`).
    init(_ arguments: [String] = [], environment: [String: String]) throws {
        process.executableURL = BinaryRun.binary
        process.arguments = ["mcp"] + arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { first, _ in first }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// The environment of a run with its own cache and the repository's snapshot.
    static func environment(baseURL: String = RepositoryPaths.unreachableBaseURL, cache: URL) -> [String: String] {
        [
            "WORLDBANK_API_URL": baseURL, "COUNTRIES_CACHE_DIR": cache.path,
            "COUNTRIES_DATA_DIR": RepositoryPaths.snapshot.path, "HOME": cache.path,
        ]
    }

    /// Writes `text` and a line break to the server's stdin.
    func send(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((text + "\n").utf8))
    }

    /// Writes one message.
    func send(_ message: [String: Any]) throws {
        try send(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
    }

    /// The next line the server writes, read as a JSON object.
    func receive() async throws -> [String: Any] {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                lines.append(String(decoding: line, as: UTF8.self))
                guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    throw MCPClientError.notAnObject(String(decoding: line, as: UTF8.self))
                }
                return object
            }
            let reader = output.fileHandleForReading
            let chunk = await offThePool { reader.availableData }
            guard !chunk.isEmpty else { throw MCPClientError.closed }
            buffer.append(chunk)
        }
    }

    /// Sends a request and returns its response.
    func request(_ method: String, _ params: [String: Any] = [:]) async throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let response = try await receive()
        guard response["id"] as? Int == id else { throw MCPClientError.wrongID("\(response)") }
        return response
    }

    /// `initialize` at `version`, then the `initialized` notification.
    @discardableResult
    func initialize(_ version: String = "2025-06-18") async throws -> [String: Any] {
        let response = try await request(
            "initialize",
            ["protocolVersion": version, "capabilities": [:], "clientInfo": ["name": "tests", "version": "1"]])
        try send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return response
    }

    /// The result of `tools/call` of `name` with `arguments`.
    func call(_ name: String, _ arguments: [String: Any]) async throws -> [String: Any] {
        let response = try await request("tools/call", ["name": name, "arguments": arguments])
        guard let result = response["result"] as? [String: Any] else { throw MCPClientError.noResult("\(response)") }
        return result
    }

    private var inputOpen = true

    /// Closes the server's stdin, once.
    func closeInput() throws {
        guard inputOpen else { return }
        inputOpen = false
        try input.fileHandleForWriting.close()
    }

    /// Closes stdin and waits for the server to exit: its status, the rest of stdout, and stderr.
    func close() async throws -> (status: Int32, rest: String, stderr: String) {
        try closeInput()
        let reader = output.fileHandleForReading
        let errorReader = errors.fileHandleForReading
        async let rest = offThePool { reader.readDataToEndOfFile() }
        async let stderr = offThePool { errorReader.readDataToEndOfFile() }
        let (out, err) = await (rest, stderr)
        let process = process
        await offThePool { process.waitUntilExit() }
        return (
            process.terminationStatus, String(decoding: buffer + out, as: UTF8.self),
            String(decoding: err, as: UTF8.self)
        )
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

/// What the client could not read.
enum MCPClientError: Error {
    case closed
    case notAnObject(String)
    case wrongID(String)
    case noResult(String)
}

extension [String: Any] {
    /// The `structuredContent` of a tool result.
    var structured: [String: Any] { self["structuredContent"] as? [String: Any] ?? [:] }
    /// The text of a result's first content item.
    var text: String { ((self["content"] as? [[String: Any]])?.first?["text"] as? String) ?? "" }
    /// The code of a JSON-RPC error response.
    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
}
