import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `countries mcp`, the built binary driven over stdio by a client of the tests' own: the
/// protocol, each tool, each kind of error, and the figures against the Bank's own files.
@Suite struct MCPServerTests {
    static let tools = [
        "find_economies", "find_indicators", "describe_indicator", "get_data", "region_totals", "economy_profile",
        "group_members",
    ]
    static let attribution = "Source: World Bank, World Development Indicators (CC BY 4.0)"

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

    /// Expects `row` of get_data to hold the Bank's own figure, digit for digit in the answer's
    /// `text` (Foundation's JSON reader may round the last digit; the text is what a client gets).
    static func expectPublished(_ row: [String: Any], in text: String) throws {
        let (indicator, economy, year) = (
            row["indicator"] as? String ?? "", row["economy"] as? String ?? "", row["year"] as? Int ?? 0
        )
        let value = try #require(try SharedFigures.value(indicator, economy, year), "\(economy) \(indicator) \(year)")
        let digits = value.rounded() == value ? String(Int64(value)) : value.description
        let name = (row["name"] as? String ?? "").replacingOccurrences(of: "\"", with: "\\\"")
        let aggregate = row["is_aggregate"] as? Bool == true
        #expect(
            text.contains(
                "{\"economy\":\"\(economy)\",\"name\":\"\(name)\",\"is_aggregate\":\(aggregate),"
                    + "\"indicator\":\"\(indicator)\",\"year\":\(year),\"value\":\(digits),"),
            "\(economy) \(indicator) \(year): \(digits)")
    }

    @Test func initializeNegotiatesTheVersionAndListsSevenToolsWithTheirSchemas() async throws {
        try await withServer { client in
            let tools = try #require(
                ((try await client.request("tools/list"))["result"] as? [String: Any])?["tools"] as? [[String: Any]])
            #expect(tools.map { $0["name"] as? String } == Self.tools)
            for tool in tools {
                #expect((tool["inputSchema"] as? [String: Any])?["type"] as? String == "object")
                #expect((tool["outputSchema"] as? [String: Any])?["type"] as? String == "object")
                #expect(((tool["description"] as? String)?.count ?? 0) > 200, "a description written for a model")
            }
            let data = try #require(tools.first { $0["name"] as? String == "get_data" }?["description"] as? String)
            #expect(data.contains("at most 500 figures") && data.contains("200,000 bytes"))
            #expect(((try await client.request("ping"))["result"] as? [String: Any])?.isEmpty == true)
        }
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        for (asked, agreed, structured) in [("2024-11-05", "2024-11-05", false), ("1999-01-01", "2025-11-25", true)] {
            let client = try MCPClient(["--offline"], environment: MCPClient.environment(cache: cache))
            let result = try await client.initialize(asked)["result"] as? [String: Any]
            #expect(result?["protocolVersion"] as? String == agreed)
            let tools =
                ((try await client.request("tools/list"))["result"] as? [String: Any])?["tools"] as? [[String: Any]]
            #expect(tools?.allSatisfy { ($0["outputSchema"] != nil) == structured } == true)
            let answer = try await client.call("get_data", ["economies": ["KEN"], "year": 2022])
            #expect((answer["structuredContent"] != nil) == structured)
            #expect(try await client.close().status == 0)
        }
    }

    @Test func getDataGivesTheBanksFiguresEachWithItsProof() async throws {
        try await withServer { client in
            let result = try await client.call(
                "get_data", ["economies": ["Kenya", "Ivory Coast", "WLD"], "from_year": 2021, "to_year": 2022])
            #expect(result["isError"] as? Bool == false)
            let answer = result.structured
            let rows = try #require(answer["rows"] as? [[String: Any]])
            #expect(rows.count == 3 * 2 * 2)
            for row in rows {
                let (indicator, economy, year) = (
                    row["indicator"] as? String ?? "", row["economy"] as? String ?? "", row["year"] as? Int ?? 0
                )
                try Self.expectPublished(row, in: result.text)
                #expect(row["database"] as? String == "World Development Indicators (source 2)")
                #expect(row["lastupdated"] as? String == "2026-03-20")
                #expect(row["origin"] as? String == "snapshot (fetched 2026-04-30)")
                #expect(row["is_aggregate"] as? Bool == (economy == "WLD"))
                #expect(
                    row["request"] as? String
                        == "http://127.0.0.1:9/v2/country/\(economy)/indicator/\(indicator)?format=json&date=\(year)&per_page=100&page=1"
                )
            }
            #expect(Set(rows.compactMap { $0["economy"] as? String }) == ["KEN", "CIV", "WLD"])
            #expect((answer["source"] as? String)?.hasPrefix(Self.attribution) == true)
            // The text item is the same answer, serialised.
            let text = try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any]
            #expect((text?["rows"] as? [Any])?.count == 12)

            let latest = try await client.call("get_data", ["group": "NAC", "indicators": ["NY.GDP.MKTP.CD"]])
            let gdp = try #require(latest.structured["rows"] as? [[String: Any]])
            #expect(gdp.map { $0["economy"] as? String } == ["BMU", "CAN", "USA"])
            for row in gdp { try Self.expectPublished(row, in: latest.text) }
        }
    }

    @Test func theOtherToolsAnswerFromTheBuiltInData() async throws {
        try await withServer { client in
            let found = try await client.call("find_economies", ["query": "Ivory Coast"]).structured
            #expect(found["match"] as? String == "exact")
            #expect((found["economies"] as? [[String: Any]])?.map { $0["code"] as? String } == ["CIV"])
            let korea = try await client.call("find_economies", ["query": "korea"]).structured
            #expect(korea["match"] as? String == "ambiguous")
            #expect((korea["economies"] as? [[String: Any]])?.map { $0["code"] as? String } == ["KOR", "PRK"])

            let life = try await client.call("find_indicators", ["query": "life expectancy"]).structured
            #expect((life["indicators"] as? [[String: Any]])?.first?["code"] as? String == "SP.DYN.LE00.IN")
            let invented = try await client.call("find_indicators", ["query": "SP.POP.TOTX"]).structured
            #expect(invented["match"] as? String == "nearest")
            #expect((invented["indicators"] as? [[String: Any]])?.first?["code"] as? String == "SP.POP.TOTL")

            let described = try await client.call("describe_indicator", ["code": "SP.POP.TOTL"]).structured
            #expect(described["name"] as? String == "Population, total")
            #expect(described["origin"] as? String == "indicator catalogue bundled with countries")

            let totals = try await client.call("region_totals", ["year": 2022]).structured
            let groups = try #require(totals["groups"] as? [[String: Any]])
            let africa = try #require(groups.first { $0["id"] as? String == "SSF" })
            #expect(africa["economies"] as? Int == 48)
            let bank = (africa["bank_population"] as? [String: Any])?["figure"] as? [String: Any]
            #expect(bank?["value"] as? Double == (try SharedFigures.value("SP.POP.TOTL", "SSF", 2022)))
            let members = try await client.call("group_members", ["group": "SSF"]).structured
            let codes = try #require((members["members"] as? [[String: Any]])?.compactMap { $0["code"] as? String })
            let populations = try SharedFigures.values("SP.POP.TOTL", in: 2022)
            let sum = codes.compactMap { populations[$0] }.reduce(0, +)
            #expect((africa["population"] as? [String: Any])?["value"] as? Double == sum)
            #expect(members["count"] as? Int == 48)

            let profile = try await client.call("economy_profile", ["economy": "KE", "years": 3]).structured
            let years = try #require(profile["years"] as? [[String: Any]])
            #expect((profile["economy"] as? [String: Any])?["code"] as? String == "KEN")
            for year in years {
                let figure = year["population"] as? [String: Any]
                let value = try SharedFigures.value("SP.POP.TOTL", "KEN", year["year"] as? Int ?? 0)
                #expect(figure?["value"] as? Double == value)
            }
        }
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

    @Test func errorsAreOnesAModelCanActOn() async throws {
        try await withServer { client in
            let unknown = try await client.call("get_data", ["economies": ["Kenia"]])
            #expect(unknown["isError"] as? Bool == true)
            #expect(unknown.text.contains("Candidates: KEN."))
            let code = try await client.call("get_data", ["economies": ["KEN"], "indicators": ["SP.POP.TOTX"]])
            #expect(code["isError"] as? Bool == true)
            #expect(code.text.contains("SP.POP.TOTL"))
            // Offline, a group only the API lists says how to fetch it.
            let group = try await client.call("group_members", ["group": "EUU"])
            #expect(group["isError"] as? Bool == true)
            #expect(group.text.contains("the members of European Union (EUU) have never been fetched"), "\(group.text)")
            let over = try await client.call(
                "get_data", ["group": "WLD", "from_year": 2000, "to_year": 2022])
            #expect(over["isError"] as? Bool == true)
            #expect(over.text.contains("217 economies x 2 indicators x 23 years") && over.text.contains("Narrow it"))

            #expect(try await client.request("tools/call", ["name": "no_such_tool"]).errorCode == -32602)
            #expect(try await client.request("resources/list").errorCode == -32601)
            #expect(
                try await client.request("tools/call", ["name": "get_data", "arguments": ["year": "2022"]]).errorCode
                    == -32602)
            try client.send("{\"jsonrpc\": \"2.0\", \"id\": 99, \"method\": ")
            let broken = try await client.receive()
            #expect(broken.errorCode == -32700)
            #expect(broken["id"] is NSNull)
            try client.send("[1, 2]")
            #expect(try await client.receive().errorCode == -32600)
            // Still serving.
            #expect((try await client.request("ping"))["result"] != nil)
        }
        // From 2025-11-25 a bad argument is a tool error the model reads.
        try await withServer(version: "2025-11-25") { client in
            let result = try await client.call("get_data", ["economies": ["KEN"], "year": "2022"])
            #expect(result["isError"] as? Bool == true)
            #expect(result.text == "Invalid arguments: 'year' must be an integer, not a string.")
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

    /// A sum's proof lists every request summed: fetched from the API, their figures add up to the sum,
    /// for one year and for each economy's latest value.
    @Test(arguments: [["year": 2022], [:]] as [[String: Int]])
    func aSumsRequestsHoldEveryFigureSummed(arguments: [String: Int]) async throws {
        try await withFakeWorldBank { server in
            try await withServer(["--network-budget", "600"], baseURL: server.baseURL.description) { client in
                let totals = try await client.call("region_totals", arguments).structured
                let groups = try #require(totals["groups"] as? [[String: Any]])
                let africa = try #require(groups.first { $0["id"] as? String == "SSF" })
                for measure in ["population", "gdp"] {
                    let sum = try #require(africa[measure] as? [String: Any])
                    let requests = try #require(sum["summed_from"] as? [String])
                    var total = 0.0
                    var fetched = 0
                    for request in requests {
                        let (body, _) = try await URLSession.shared.data(from: try #require(URL(string: request)))
                        let page = try JSONSerialization.jsonObject(with: body) as? [Any]
                        let meta = page?.first as? [String: Any]
                        #expect(meta?["pages"] as? Int == 1, "one page holds them all: \(request)")
                        let records = (page?.last as? [[String: Any]]) ?? []
                        // Whole numbers come as integers: read as NSNumber, never a cast that fails.
                        let values = records.compactMap { ($0["value"] as? NSNumber)?.doubleValue }
                        total += values.reduce(0, +)
                        fetched += values.count
                    }
                    #expect(fetched == sum["economies_summed"] as? Int, "\(measure): every figure summed, once")
                    let value = try #require(sum["value"] as? Double)
                    #expect(abs(total - value) <= abs(value) * 1e-12, "\(measure): \(total) against \(value)")
                }
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
                        "Source: World Bank, World Development Indicators; Worldwide Governance Indicators (CC BY 4.0)")
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
