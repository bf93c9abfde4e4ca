import Foundation
import TestSupport
import Testing

/// The stateless revision 2026-07-28 over the stream: `server/discover`, the `_meta` envelope on
/// every request, `resultType` on every result, and the revisions that start with `initialize`
/// still served beside it.
@Suite struct StatelessRevisionTests {
    /// The `_meta` of a request at 2026-07-28 (or the revision `version`).
    static func envelope(_ version: String = "2026-07-28") -> [String: Any] {
        [
            "io.modelcontextprotocol/protocolVersion": version,
            "io.modelcontextprotocol/clientCapabilities": [:] as [String: Any],
            "io.modelcontextprotocol/clientInfo": ["name": "tests", "version": "1"],
        ]
    }

    @Test func discoverNamesTheRevisionsAndEveryResultSaysItIsComplete() async throws {
        let server = InProcessServer(source: try ProviderStatistics(baseURL: RepositoryPaths.unreachableBaseURL))
        let discover = try #require(
            try await server.request("server/discover", ["_meta": Self.envelope()])["result"] as? [String: Any])
        #expect(discover["supportedVersions"] as? [String] == ["2026-07-28"])
        #expect(discover["resultType"] as? String == "complete")
        #expect(discover["cacheScope"] as? String == "public")
        #expect((discover["instructions"] as? String)?.contains("find_indicators") == true)
        let info = (discover["_meta"] as? [String: Any])?["io.modelcontextprotocol/serverInfo"] as? [String: Any]
        #expect(info?["name"] as? String == "countries")
        #expect(server.logged.all == ["mcp: tests connected, protocol 2026-07-28\n"])

        let list = try #require(
            try await server.request("tools/list", ["_meta": Self.envelope()])["result"] as? [String: Any])
        #expect((list["tools"] as? [[String: Any]])?.count == MCPToolTests.tools.count)
        #expect(list["resultType"] as? String == "complete" && list["ttlMs"] as? Int == 3_600_000)

        let call = try #require(
            try await server.request(
                "tools/call",
                ["name": "get_data", "arguments": ["economies": ["KEN"], "year": 2022], "_meta": Self.envelope()])[
                    "result"] as? [String: Any])
        #expect(call["resultType"] as? String == "complete" && call["isError"] as? Bool == false)
        #expect(((call["structuredContent"] as? [String: Any])?["rows"] as? [[String: Any]])?.count == 2)
        // A tool error is a result too, and says so.
        let failed = try #require(
            try await server.request(
                "tools/call", ["name": "get_data", "arguments": ["economies": ["Kenia"]], "_meta": Self.envelope()])[
                    "result"] as? [String: Any])
        #expect(failed["isError"] as? Bool == true && failed["resultType"] as? String == "complete")
        try await server.close()
    }

    @Test func aRevisionNotSpokenIsRefusedWithThoseThatAre() async throws {
        let server = InProcessServer(source: try ProviderStatistics(baseURL: RepositoryPaths.unreachableBaseURL))
        let refused = try await server.request("tools/list", ["_meta": Self.envelope("2099-01-01")])
        let error = try #require(refused["error"] as? [String: Any])
        #expect(error["code"] as? Int == -32_022)
        let data = error["data"] as? [String: Any]
        #expect(data?["requested"] as? String == "2099-01-01")
        #expect(
            data?["supported"] as? [String] == ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"])

        // An envelope without the client's capabilities is malformed (-32602), not another revision.
        var partial = Self.envelope()
        partial["io.modelcontextprotocol/clientCapabilities"] = nil
        let malformed = try await server.request("tools/list", ["_meta": partial])
        #expect((malformed["error"] as? [String: Any])?["code"] as? Int == -32_602)
        // `ping` and `initialize` are not methods of the stateless revision.
        for method in ["ping", "initialize"] {
            let answer = try await server.request(method, ["_meta": Self.envelope(), "protocolVersion": "2026-07-28"])
            #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32_601, "\(method)")
        }
        // An initialize asking for the stateless revision gets the newest that starts with initialize.
        let result = try await server.initialize("2026-07-28")["result"] as? [String: Any]
        #expect(result?["protocolVersion"] as? String == "2025-11-25")
        #expect(result?["resultType"] == nil)
        try await server.close()
    }

    @Test func oneStreamServesBothEras() async throws {
        let server = try await InProcessServer.offline(version: "2025-06-18")
        let legacy = try #require(try await server.request("tools/list")["result"] as? [String: Any])
        #expect(legacy["resultType"] == nil && legacy["ttlMs"] == nil)
        let tools = legacy["tools"] as? [[String: Any]]
        #expect(tools?.allSatisfy { $0["outputSchema"] != nil } == true)
        let stateless = try #require(
            try await server.request("tools/list", ["_meta": Self.envelope()])["result"] as? [String: Any])
        #expect(stateless["resultType"] as? String == "complete")
        // The stateless request changed nothing of the stream's agreed revision.
        let again = try #require(try await server.request("tools/list")["result"] as? [String: Any])
        #expect(again["resultType"] == nil)
        try await server.close()
    }
}
