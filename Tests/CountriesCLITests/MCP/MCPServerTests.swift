import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `countries mcp`, the built binary driven over stdio by a client of the tests' own: the transport
/// (stdin, stdout, stderr, cancellation, the line limit) and the tools against the live fake API. The
/// tools themselves are tested in process, in MCPServerTests.MCPToolTests.
@Suite struct MCPServerTests {
    /// Runs `body` with an initialized offline server, then closes its stdin and checks that it
    /// exits 0 having written nothing but JSON-RPC messages to stdout.
    func withServer(
        _ arguments: [String] = ["--offline"], baseURL: String = RepositoryPaths.unreachableBaseURL,
        version: String = "2025-06-18", _ body: (MCPClient) async throws -> Void
    ) async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let client = try MCPClient(arguments, environment: MCPClient.environment(baseURL: baseURL, cache: cache))
        try await client.initialize(version)
        try await body(client)
        let (status, rest, stderr) = try await client.close()
        #expect(status == 0, "stderr: \(stderr)")
        #expect(rest == "")
        for line in client.lines {
            let message = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(message?["jsonrpc"] as? String == "2.0", "not a JSON-RPC message on stdout: \(line)")
        }
        #expect(stderr.contains("mcp: tests connected, protocol \(version)"))
    }

    @Test func aGroupOnlyTheAPIListsIsFetchedOnceAndAnsweredAsEconomiesInAnswersIt() async throws {
        try await withFakeWorldBank { server in
            try await withServer([], baseURL: server.baseURL.description) { client in
                let members = try await client.call("group_members", ["group": "European Union"]).structured
                let codes = try #require(
                    (members["members"] as? [[String: Any]])?.compactMap { $0["code"] as? String })
                #expect(codes.count == 27)
                #expect(Set(codes) == Set(GroupMembersTests.europeanUnion))
                let populations = try SharedFigures.values("SP.POP.TOTL", in: 2022)
                #expect(codes.compactMap { populations[$0] }.reduce(0, +) == populations["EUU"])
                let rule = try #require(members["rule"] as? String)
                #expect(rule.hasPrefix("Members are the economies the World Bank API lists for European Union (EUU)"))
                #expect(rule.contains("/v2/country?format=json&region=EUU"))
                // get_data's group is the same answer, from the cache now.
                let data = try await client.call("get_data", ["group": "EUU", "year": 2022]).structured
                let query = try #require(data["query"] as? [String: Any], "\(data)")
                #expect((query["economies"] as? [String])?.count == 27)
                let log = try await server.requestLog()
                #expect(log.filter { $0.path == "/v2/country" && $0.query.contains("region=EUU") }.count == 1)
            }
        }
    }

    @Test func aLineOverTheLimitIsAParseErrorAndCostsNothing() async throws {
        try await withServer { client in
            try client.send(String(repeating: "x", count: 5 << 20))
            let response = try await client.receive()
            #expect(response.errorCode == -32700)
            #expect(((response["error"] as? [String: Any])?["message"] as? String)?.contains("5242880 bytes") == true)
            #expect((try await client.request("ping"))["result"] != nil)
        }
    }

    @Test func liveFiguresNameTheRequestThatReturnsThem() async throws {
        try await withFakeWorldBank { server in
            try await withServer(["--network-budget", "600"], baseURL: server.baseURL.description) { client in
                let answer = try await client.call("get_data", ["economies": ["KEN"], "year": 2022]).structured
                let rows = try #require(answer["rows"] as? [[String: Any]])
                #expect(rows.map { $0["origin"] as? String } == ["live", "live"])
                #expect((answer["source"] as? String)?.hasSuffix("data: live") == true)
                for row in rows {
                    // The proof's request, asked of the API, answers the same figure.
                    let url = try #require(URL(string: row["request"] as? String ?? ""))
                    let (body, _) = try await URLSession.shared.data(from: url)
                    let page = try JSONSerialization.jsonObject(with: body) as? [Any]
                    let record = (page?.last as? [[String: Any]])?.first
                    let published = try #require((record?["value"] as? NSNumber)?.doubleValue)
                    #expect(published == (row["value"] as? NSNumber)?.doubleValue)
                    #expect(record?["date"] as? String == "2022")
                }
                let described = try await client.call("describe_indicator", ["code": "NY.GDP.MKTP.CD"]).structured
                #expect(described["origin"] as? String == "live (World Bank API /indicator)")
            }
        }
    }

    /// `get_data` with `source`: another database's figures (SYNTHETIC in the fake) with the
    /// database named in each proof and the credit; a bad database or a code it does not hold is a
    /// tool error naming the choices, before any data request.
    @Test func getDataTakesADatabaseAndChecksItBeforeAnyRequest() async throws {
        try await withFakeWorldBank { server in
            try await withServer(["--network-budget", "600"], baseURL: server.baseURL.description) { client in
                let unknown = try await client.call(
                    "get_data", ["economies": ["KEN"], "indicators": ["CC.EST"], "source": "999", "year": 2022])
                #expect(unknown["isError"] as? Bool == true)
                #expect(
                    unknown.text.hasPrefix("'999' is not a World Bank database. Give its number, code or name;"),
                    "\(unknown.text)")
                #expect(unknown.text.contains("Candidates: 1 (Doing Business), 2 (World Development Indicators), "))
                #expect(unknown.text.contains("3 (Worldwide Governance Indicators)"))
                let wrongCode = try await client.call(
                    "get_data", ["economies": ["KEN"], "indicators": ["NY.GDP.PCAP.CD"], "source": "WGI"])
                #expect(wrongCode["isError"] as? Bool == true)
                #expect(
                    wrongCode.text.hasPrefix(
                        "'NY.GDP.PCAP.CD' is not an indicator of database 3 (Worldwide Governance Indicators)."))
                #expect(try await server.requestLog().filter { $0.path.contains("/indicator/") }.isEmpty)

                let result = try await client.call(
                    "get_data",
                    ["economies": ["KEN"], "indicators": ["CC.EST", "SP.POP.TOTL"], "source": "3", "year": 2022])
                #expect(result["isError"] as? Bool == false, "\(result.text)")
                let answer = result.structured
                let rows = try #require(answer["rows"] as? [[String: Any]])
                #expect(
                    rows.map { "\($0["indicator"] ?? "") \($0["database"] ?? "")" } == [
                        "CC.EST Worldwide Governance Indicators (source 3)",
                        "SP.POP.TOTL World Development Indicators (source 2)",
                    ])
                let base = server.baseURL.description
                #expect(
                    rows.map { $0["request"] as? String ?? "" } == [
                        "\(base)/country/KEN/indicator/CC.EST?format=json&date=2022&source=3&per_page=100&page=1",
                        "\(base)/country/KEN/indicator/SP.POP.TOTL?format=json&date=2022&per_page=100&page=1",
                    ])
                // The proof's request, asked of the fake, answers the same (SYNTHETIC) figure.
                let url = try #require(URL(string: rows.first?["request"] as? String ?? ""))
                let (body, _) = try await URLSession.shared.data(from: url)
                let record = ((try JSONSerialization.jsonObject(with: body) as? [Any])?.last as? [[String: Any]])?.first
                #expect(record?["value"] as? Double == rows.first?["value"] as? Double)
                #expect(
                    (answer["query"] as? [String: Any])?["source"] as? String == "3 (Worldwide Governance Indicators)")
                #expect(
                    (answer["source"] as? String)?.hasPrefix(
                        "Source: World Bank, World Development Indicators; Worldwide Governance Indicators (CC BY 4.0 for "
                            + "each database as a whole, but the licence of CC.EST is not held on this machine)")
                        == true, "\(answer["source"] ?? "")")
            }
        }
    }

    /// `find_indicators` and `describe_indicator` with `source`: another database's catalogue (the
    /// Bank's codes and names; the fake's descriptions say its values are SYNTHETIC), fetched once
    /// and read from the cache afterwards; an unknown database is a tool error naming the databases,
    /// a code of another database one naming the database.
    @Test func theIndicatorToolsSearchAndDescribeAnotherDatabasesCatalogue() async throws {
        try await withFakeWorldBank { server in
            try await withServer(["--network-budget", "600"], baseURL: server.baseURL.description) { client in
                let base = server.baseURL.description
                let found = try await client.call("find_indicators", ["query": "corruption", "source": "WGI"])
                #expect(found["isError"] as? Bool == false, "\(found.text)")
                let answer = found.structured
                #expect(answer["match"] as? String == "search")
                #expect(
                    (answer["indicators"] as? [[String: Any]])?.map { "\($0["code"] ?? "") \($0["name"] ?? "")" } == [
                        "CC.EST Control of Corruption: Estimate"
                    ])
                #expect(answer["total"] as? Int == 1)
                #expect(answer["database"] as? String == "3 (Worldwide Governance Indicators)")
                #expect(
                    answer["source"] as? String
                        == "Source: World Bank, Worldwide Governance Indicators (CC BY 4.0) · data: live "
                        + "(World Bank API /sources/3/indicators)")

                // Read from the cache now: all six estimates, and the real codes nearest a mistyped one.
                let all = try await client.call("find_indicators", ["query": "estimate", "source": "3"]).structured
                #expect(
                    Set((all["indicators"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? [])
                        == ["CC.EST", "GE.EST", "PV.EST", "RL.EST", "RQ.EST", "VA.EST"])
                #expect(
                    (all["source"] as? String)?.hasSuffix("· data: cache (indicator catalogue of database 3)") == true,
                    "\(all["source"] ?? "")")
                let near = try await client.call("find_indicators", ["query": "CC.ESX", "source": "3"]).structured
                #expect(near["match"] as? String == "nearest")
                #expect((near["indicators"] as? [[String: Any]])?.first?["code"] as? String == "CC.EST")
                #expect(
                    near["note"] as? String
                        == "CC.ESX is not an indicator of database 3 (Worldwide Governance Indicators); these real "
                        + "codes are nearest it")

                let described = try await client.call(
                    "describe_indicator", ["code": "cc.est", "source": "Worldwide Governance Indicators"])
                #expect(described["isError"] as? Bool == false, "\(described.text)")
                let detail = described.structured
                #expect(
                    [
                        "code", "name", "database", "description", "origin", "request",
                    ].map { detail[$0] as? String ?? "" } == [
                        "CC.EST", "Control of Corruption: Estimate", "Worldwide Governance Indicators",
                        "Control of Corruption: Estimate (SYNTHETIC values in the test server).",
                        "cache (indicator catalogue of database 3)",
                        "\(base)/sources/3/indicators?format=json&per_page=1000&page=1",
                    ])
                #expect(detail["offline"] as? Bool == false)
                // The same code in two databases is described as the database asked holds it.
                let health = try await client.call(
                    "describe_indicator", ["code": "SP.DYN.LE00.IN", "source": "16"]
                ).structured
                #expect(health["database"] as? String == "Health Nutrition and Population Statistics")
                #expect(health["origin"] as? String == "live (World Bank API /sources/16/indicators)")

                let wrong = try await client.call("describe_indicator", ["code": "NY.GDP.PCAP.CD", "source": "WGI"])
                #expect(wrong["isError"] as? Bool == true)
                #expect(
                    wrong.text.hasPrefix(
                        "'NY.GDP.PCAP.CD' is not an indicator of database 3 (Worldwide Governance Indicators)."),
                    "\(wrong.text)")
                for (tool, arguments) in [
                    ("find_indicators", ["query": "corruption", "source": "999"]),
                    ("describe_indicator", ["code": "CC.EST", "source": "999"]),
                ] {
                    let unknown = try await client.call(tool, arguments)
                    #expect(unknown["isError"] as? Bool == true)
                    #expect(
                        unknown.text.hasPrefix("'999' is not a World Bank database. Give its number, code or name;"),
                        "\(tool): \(unknown.text)")
                    #expect(
                        unknown.text.contains(
                            "Candidates: 1 (Doing Business), 2 (World Development Indicators), "
                                + "3 (Worldwide Governance Indicators)"))
                }
                // One catalogue request per database, and no /indicator/CODE request: the catalogue describes.
                let paths = try await server.requestLog().map(\.path)
                #expect(paths.filter { $0.contains("/sources/3/indicators") }.count == 1, "\(paths)")
                #expect(paths.filter { $0.contains("/indicator/") }.isEmpty, "\(paths)")
            }
        }
    }

    /// Without a clock: the fake API holds the figures' request until the test releases it.
    @Test func aCancelledCallGetsNoResponseAndACallInFlightIsAnsweredAfterStdinCloses() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.hold, match: "indicator", times: -1, timeoutMs: 60_000)])
            let client = try MCPClient(
                ["--network-budget", "600"],
                environment: MCPClient.environment(baseURL: server.baseURL.description, cache: cache))
            try await client.initialize()
            let call: [String: Any] = ["name": "get_data", "arguments": ["economies": ["KEN"], "year": 2022]]
            try client.send(["jsonrpc": "2.0", "id": 50, "method": "tools/call", "params": call])
            try await server.waitForRequests(2)
            try client.send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": 50]])
            // Answered while the call is held, and never the cancelled call's response.
            #expect((try await client.request("ping"))["result"] != nil)
            try client.send(["jsonrpc": "2.0", "id": 51, "method": "tools/call", "params": call])
            try await server.waitForRequests(3)
            try client.closeInput()
            try await server.release()
            let (status, rest, _) = try await client.close()
            #expect(status == 0)
            let responses = rest.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            #expect(responses.map { $0["id"] as? Int } == [51])
            #expect(!client.lines.contains { $0.contains("\"id\":50") })
            let rows = (responses.first?["result"] as? [String: Any])?.structured["rows"] as? [[String: Any]]
            #expect(rows?.count == 2)
        }
    }

    @Test func helpIsLikeEveryOtherCommands() async throws {
        let run = try await BinaryRun.run(["mcp", "--help"], environment: [:])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Serve the figures to AI assistants"))
        #expect(run.stdout.contains("--offline") && run.stdout.contains("--deadline"))
        let tool = try await BinaryRun.run(["--help"], environment: [:])
        #expect(tool.stdout.contains("  mcp "))
    }
}
