import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The tools of the MCP server driven in process through their source protocol (``InProcessServer``):
/// the protocol, each tool, each kind of error, and the figures against the Bank's own files.
@Suite struct MCPToolTests {
    static let tools = [
        "find_economies", "find_indicators", "describe_indicator", "get_data", "region_totals", "economy_profile",
        "group_members", "check_claims",
    ]
    static let attribution = "Source: World Bank, World Development Indicators (CC BY 4.0)"

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

    @Test func initializeNegotiatesTheVersionAndListsEightToolsWithTheirSchemas() async throws {
        let server = try await InProcessServer.offline()
        let tools = try #require(
            ((try await server.request("tools/list"))["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        #expect(tools.map { $0["name"] as? String } == Self.tools)
        for tool in tools {
            #expect((tool["inputSchema"] as? [String: Any])?["type"] as? String == "object")
            #expect((tool["outputSchema"] as? [String: Any])?["type"] as? String == "object")
            #expect(((tool["description"] as? String)?.count ?? 0) > 200, "a description written for a model")
        }
        let data = try #require(tools.first { $0["name"] as? String == "get_data" }?["description"] as? String)
        #expect(data.contains("at most 500 figures") && data.contains("200,000 bytes"))
        #expect(((try await server.request("ping"))["result"] as? [String: Any])?.isEmpty == true)
        try await server.close()

        for (asked, agreed, structured) in [("2024-11-05", "2024-11-05", false), ("1999-01-01", "2025-11-25", true)] {
            let other = InProcessServer(source: try ProviderStatistics(baseURL: RepositoryPaths.unreachableBaseURL))
            let result = try await other.initialize(asked)["result"] as? [String: Any]
            #expect(result?["protocolVersion"] as? String == agreed)
            let tools =
                ((try await other.request("tools/list"))["result"] as? [String: Any])?["tools"] as? [[String: Any]]
            #expect(tools?.allSatisfy { ($0["outputSchema"] != nil) == structured } == true)
            let answer = try await other.call("get_data", ["economies": ["KEN"], "year": 2022])
            #expect(answer.structured.isEmpty != structured)
            try await other.close()
        }
    }

    @Test func getDataGivesTheBanksFiguresEachWithItsProof() async throws {
        let server = try await InProcessServer.offline()
        let result = try await server.call(
            "get_data", ["economies": ["Kenya", "Ivory Coast", "WLD"], "from_year": 2021, "to_year": 2022])
        #expect(!result.isError)
        let rows = try #require(result.structured["rows"] as? [[String: Any]])
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
        #expect((result.structured["source"] as? String)?.hasPrefix(Self.attribution) == true)
        // The text item is the same answer, serialised.
        let text = try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any]
        #expect((text?["rows"] as? [Any])?.count == 12)

        let latest = try await server.call("get_data", ["group": "NAC", "indicators": ["NY.GDP.MKTP.CD"]])
        let gdp = try #require(latest.structured["rows"] as? [[String: Any]])
        #expect(gdp.map { $0["economy"] as? String } == ["BMU", "CAN", "USA"])
        for row in gdp { try Self.expectPublished(row, in: latest.text) }
        try await server.close()
    }

    @Test func checkClaimsGivesEachClaimItsVerdictAndTheProofOfTheFigure() async throws {
        let server = try await InProcessServer.offline()
        let result = try await server.call(
            "check_claims",
            [
                "claims": [
                    ["economy": "Kenya", "indicator": "SP.POP.TOTL", "year": "2022", "value": "54.3 million"],
                    ["economy": "KEN", "indicator": "population", "year": 2022, "value": "54.3 billion"],
                    ["economy": "Narnia", "indicator": "SP.POP.TOTL", "year": "2022", "value": "1"],
                ]
            ])
        #expect(!result.isError, "\(result.text)")
        let verdicts = try #require(result.structured["verdicts"] as? [[String: Any]])
        #expect(verdicts.map { $0["verdict"] as? String } == ["match", "mismatch", "cannot_verify"])
        let real = try #require(try SharedFigures.value("SP.POP.TOTL", "KEN", 2022))
        #expect(verdicts.first?["figure"] as? Double == real)
        #expect((verdicts.first?["proof"] as? String)?.contains("/v2/country/KEN/indicator/SP.POP.TOTL") == true)
        #expect(verdicts[1]["diagnosis"] as? String == "the claim is the figure times a thousand: a unit written wrong")
        #expect((verdicts[2]["diagnosis"] as? String)?.contains("Narnia") == true)
        try await server.close()
        let newer = try await InProcessServer.offline(version: "2025-11-25")
        let refused = try await newer.call("check_claims", ["claims": "Kenya 54.3 million"])
        #expect(refused.isError)
        #expect(refused.text.contains("'claims' must be an array, not a string"), "\(refused.text)")
        // What a caller sends comes back shown, never with its escape characters.
        let hostile = try await newer.call("get_data", ["economies": ["Ken\u{1B}[2Jya\u{202E}"], "year": 2022])
        #expect(hostile.isError)
        #expect(hostile.text.contains("Ken␛[2Jya�"), "\(hostile.text)")
        #expect(!hostile.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        // The schema says an array, and the server holds to it: a lone string is not guessed at.
        let lone = try await newer.call("get_data", ["economies": "KEN", "year": 2022])
        #expect(lone.isError)
        #expect(lone.text.contains("'economies' must be an array of strings, not a string"), "\(lone.text)")
        try await newer.close()
    }

    @Test func theOtherToolsAnswerFromTheBuiltInData() async throws {
        let server = try await InProcessServer.offline()
        let found = try await server.call("find_economies", ["query": "Ivory Coast"]).structured
        #expect(found["match"] as? String == "exact")
        #expect((found["economies"] as? [[String: Any]])?.map { $0["code"] as? String } == ["CIV"])
        let korea = try await server.call("find_economies", ["query": "korea"]).structured
        #expect(korea["match"] as? String == "ambiguous")
        #expect((korea["economies"] as? [[String: Any]])?.map { $0["code"] as? String } == ["KOR", "PRK"])

        let life = try await server.call("find_indicators", ["query": "life expectancy"]).structured
        #expect((life["indicators"] as? [[String: Any]])?.first?["code"] as? String == "SP.DYN.LE00.IN")
        let invented = try await server.call("find_indicators", ["query": "SP.POP.TOTX"]).structured
        #expect(invented["match"] as? String == "nearest")
        #expect((invented["indicators"] as? [[String: Any]])?.first?["code"] as? String == "SP.POP.TOTL")

        let described = try await server.call("describe_indicator", ["code": "SP.POP.TOTL"]).structured
        #expect(described["name"] as? String == "Population, total")
        #expect(described["origin"] as? String == "indicator catalogue bundled with countries")

        let totals = try await server.call("region_totals", ["year": 2022]).structured
        let groups = try #require(totals["groups"] as? [[String: Any]])
        let africa = try #require(groups.first { $0["id"] as? String == "SSF" })
        #expect(africa["economies"] as? Int == 48)
        let bank = (africa["bank_population"] as? [String: Any])?["figure"] as? [String: Any]
        #expect(bank?["value"] as? Double == (try SharedFigures.value("SP.POP.TOTL", "SSF", 2022)))
        let members = try await server.call("group_members", ["group": "SSF"]).structured
        let codes = try #require((members["members"] as? [[String: Any]])?.compactMap { $0["code"] as? String })
        let populations = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let sum = codes.compactMap { populations[$0] }.reduce(0, +)
        #expect((africa["population"] as? [String: Any])?["value"] as? Double == sum)
        #expect(members["count"] as? Int == 48)
        // The reason is the one `regions` gives: computed parts, here the Taiwan, China of East Asia.
        let asia = try #require(groups.first { $0["id"] as? String == "EAS" })
        #expect(
            (asia["why_they_differ"] as? String)?.hasPrefix("Population -0.97% (23.2 M people): Taiwan, China") == true)

        let profile = try await server.call("economy_profile", ["economy": "KE", "years": 3]).structured
        let years = try #require(profile["years"] as? [[String: Any]])
        #expect((profile["economy"] as? [String: Any])?["code"] as? String == "KEN")
        #expect(years.count == 3)
        for year in years {
            let figure = year["population"] as? [String: Any]
            let value = try SharedFigures.value("SP.POP.TOTL", "KEN", year["year"] as? Int ?? 0)
            #expect(figure?["value"] as? Double == value)
        }
        try await server.close()
    }

    @Test func errorsAreOnesAModelCanActOn() async throws {
        let server = try await InProcessServer.offline()
        let unknown = try await server.call("get_data", ["economies": ["Kenia"]])
        #expect(unknown.isError)
        #expect(unknown.text.contains("Candidates: KEN."))
        let code = try await server.call("get_data", ["economies": ["KEN"], "indicators": ["SP.POP.TOTX"]])
        #expect(code.isError)
        #expect(code.text.contains("SP.POP.TOTL"))
        // Offline, a group only the API lists says it was never fetched.
        let group = try await server.call("group_members", ["group": "EUU"])
        #expect(group.isError)
        #expect(group.text.contains("the members of European Union (EUU) have never been fetched"), "\(group.text)")
        let over = try await server.call("get_data", ["group": "WLD", "from_year": 2000, "to_year": 2022])
        #expect(over.isError)
        #expect(over.text.contains("217 economies x 2 indicators x 23 years") && over.text.contains("Narrow it"))

        let errorCode = { (response: [String: Any]) in (response["error"] as? [String: Any])?["code"] as? Int }
        #expect(errorCode(try await server.request("tools/call", ["name": "no_such_tool"])) == -32602)
        #expect(errorCode(try await server.request("resources/list")) == -32601)
        #expect(
            errorCode(try await server.request("tools/call", ["name": "get_data", "arguments": ["year": "2022"]]))
                == -32602)
        server.send(line: "{\"jsonrpc\": \"2.0\", \"id\": 99, \"method\": ")
        let broken = try await server.unnumberedResponse()
        #expect(errorCode(broken) == -32700)
        #expect(broken["id"] is NSNull)
        server.send(line: "[1, 2]")
        #expect(errorCode(try await server.unnumberedResponse()) == -32600)
        // Still serving.
        #expect((try await server.request("ping"))["result"] != nil)
        try await server.close()

        // From 2025-11-25 a bad argument is a tool error the model reads.
        let newer = try await InProcessServer.offline(version: "2025-11-25")
        let result = try await newer.call("get_data", ["economies": ["KEN"], "year": "2022"])
        #expect(result.isError)
        #expect(result.text == "Invalid arguments: 'year' must be an integer, not a string.")
        try await newer.close()
    }

    /// A sum's proof lists every request summed: fetched from the API, their figures add up to the sum,
    /// for one year and for each economy's latest value.
    @Test(arguments: [["year": 2022], [:]] as [[String: Int]])
    func aSumsRequestsHoldEveryFigureSummed(arguments: [String: Int]) async throws {
        try await withFakeWorldBank { fake in
            let server = InProcessServer(
                source: try ProviderStatistics(baseURL: fake.baseURL.description, offline: false))
            try await server.initialize("2025-06-18")
            let totals = try await server.call("region_totals", arguments).structured
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
                    #expect((page?.first as? [String: Any])?["pages"] as? Int == 1, "one page: \(request)")
                    // Whole numbers come as integers: read as NSNumber, never a cast that fails.
                    let values = ((page?.last as? [[String: Any]]) ?? []).compactMap {
                        ($0["value"] as? NSNumber)?.doubleValue
                    }
                    total += values.reduce(0, +)
                    fetched += values.count
                }
                #expect(fetched == sum["economies_summed"] as? Int, "\(measure): every figure summed, once")
                let value = try #require(sum["value"] as? Double)
                #expect(abs(total - value) <= abs(value) * 1e-12, "\(measure): \(total) against \(value)")
            }
            try await server.close()
        }
    }
}
