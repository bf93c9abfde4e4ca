import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `--source` and `countries sources`: the World Bank's other databases, against the loopback fake.
///
/// The fake's figures of every database but the World Development Indicators are SYNTHETIC (made
/// up by `other_sources.py`, deterministically): these tests check plumbing (which request, which
/// cache file, which credit line), and compare the tool's values with what the fake served, never
/// with the Bank's.
@Suite struct DatabaseSourceTests {
    /// The databases the fake lists: the Bank's ids, codes and names, the fake's own dates (WDI's is
    /// the server's `lastupdated`).
    static let fakeDatabases: [[String]] = [
        ["1", "DBS", "Doing Business", "2021-08-18"],
        ["2", "WDI", "World Development Indicators", "2026-03-20"],
        ["3", "WGI", "Worldwide Governance Indicators", "2025-10-28"],
        ["6", "IDS", "International Debt Statistics", "2025-12-03"],
        ["11", "ADI", "Africa Development Indicators", "2013-02-22"],
        ["12", "EDS", "Education Statistics", "2024-06-13"],
        ["14", "GDS", "Gender Statistics", "2025-11-20"],
        ["16", "HNP", "Health Nutrition and Population Statistics", "2025-12-16"],
        ["57", "WDA", "WDI Database Archives", "2026-03-20"],
    ]

    /// The JSON object of `run`'s stdout.
    static func json(_ run: CommandRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// The rows of a `sources -f json` as `[id, code, name, lastupdated]`.
    static func databaseRows(_ run: CommandRun) throws -> [[String]] {
        let rows = try #require(try json(run)["rows"] as? [[String: Any]])
        return rows.map { row in
            [
                (row["id"] as? Int).map(String.init) ?? "?", row["code"] as? String ?? "?",
                row["name"] as? String ?? "?",
                row["lastupdated"] as? String ?? "null",
            ]
        }
    }

    /// The value of `code` in the one row of a `list -c X -y YEAR -f json`.
    static func extraValue(_ run: CommandRun, _ code: String) throws -> Double? {
        let rows = try #require(try json(run)["rows"] as? [[String: Any]])
        let indicators = try #require(rows.first?["indicators"] as? [String: Any], "\(run.stdout)")
        if let value = indicators[code] as? Double { return value }
        return (indicators[code] as? [String: Any])?["value"] as? Double
    }

    /// What the fake itself serves for `path` (a `/v2/...` query): the value of its first record.
    static func servedValue(_ server: FakeWorldBank, _ pathAndQuery: String) async throws -> Double? {
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(pathAndQuery)"))
        let (body, _) = try await URLSession.shared.data(from: url)
        let page = try #require(try JSONSerialization.jsonObject(with: body) as? [Any])
        let records = try #require(page.last as? [[String: Any]])
        return records.first?["value"] as? Double
    }

    @Test func sourcesListsTheDatabasesOfTheAPIAndThenAnswersOfflineFromTheCache() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let live = try await CommandRun.run(
                ["sources", "-f", "json"], baseURL: server.baseURL.description, cache: cache)
            #expect(live.exitCode == .success, "\(live.stderr)")
            #expect(try Self.databaseRows(live) == Self.fakeDatabases)
            try JSONSchemaTests.check(live.stdout, is: "databases", "sources -f json")
            #expect(try await server.requestLog().map(\.path) == ["/v2/sources"])
            // The cache is kept per API root: offline answers for the same root.
            let offline = try await CommandRun.run(
                ["sources", "-f", "json", "--offline"], baseURL: server.baseURL.description, cache: cache)
            #expect(try Self.databaseRows(offline) == Self.fakeDatabases)
            let table = try await CommandRun.run(["sources"], baseURL: server.baseURL.description, cache: cache)
            #expect(table.stdout.contains("3   WGI   Worldwide Governance Indicators"), "\(table.stdout)")
            #expect(try await server.requestLog().count == 1)
        }
    }

    @Test func sourcesOfflineBeforeAnyFetchListsTheBuiltInDatabaseAndSaysSo() async throws {
        let run = try await CommandRun.run(["sources", "--offline", "-f", "json"])
        #expect(run.exitCode == .success)
        #expect(try Self.databaseRows(run) == [["2", "WDI", "World Development Indicators", "null"]])
        #expect(run.stderr.contains("notice: the list of the World Bank's databases has not been fetched yet"))
    }

    @Test func aDatabaseThatCannotBeCheckedIsUnavailableNotUnknown() async throws {
        // Offline before the list was ever fetched, and with the API out of reach: database 3 may well exist.
        for extra in [["--offline"], []] {
            let run = try await CommandRun.run(["list", "--source", "3", "--indicator", "CC.EST", "-c", "KEN"] + extra)
            #expect(run.exitCode == .unavailable, "\(extra): \(run.stderr)")
            #expect(
                run.stderr.contains("error: database '3' cannot be checked: the list of the World Bank's databases"))
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func aGovernanceIndicatorIsAskedWithItsSourceAndCreditedToItsDatabase() async throws {
        try await withFakeWorldBank { server in
            let run = try await CommandRun.run(
                ["list", "--source", "3", "--indicator", "CC.EST", "-c", "KEN", "-y", "2022", "-f", "json"],
                baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let log = try await server.requestLog()
            let data = log.filter { $0.path == "/v2/country/all/indicator/CC.EST" }
            #expect(data.count == 1)
            #expect(data.first?.query.split(separator: "&").contains("source=3") == true, "\(log)")
            #expect(log.contains { $0.path == "/v2/sources/3/indicators" })
            // The SYNTHETIC value the fake served, not a World Bank figure.
            let served = try await Self.servedValue(
                server, "/v2/country/KEN/indicator/CC.EST?format=json&source=3&date=2022")
            #expect(try Self.extraValue(run, "CC.EST") == served)
            let metadata = try #require(try Self.json(run)["metadata"] as? [String: Any])
            #expect(
                metadata["source"] as? String
                    == "Source: World Bank, World Development Indicators; Worldwide Governance Indicators (CC BY 4.0 for "
                    + "each database as a whole, but the licence of CC.EST is not held on this machine)")
        }
    }

    @Test(arguments: [
        (["--source", "worldwide  GOVERNANCE indicators"], [String: String]()),
        (["--source", "wgi"], [:]),
        ([], ["COUNTRIES_SOURCE": "3"]),
    ])
    func aDatabaseIsNamedByNumberCodeOrNameAsTheAPIGivesThem(options: [String], environment: [String: String])
        async throws
    {
        try await withFakeWorldBank { server in
            let run = try await CommandRun.run(
                ["list", "--indicator", "RL.EST", "-c", "KEN", "-y", "2021", "-f", "csv"] + options,
                baseURL: server.baseURL.description, environment: environment)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let asked = try await server.requestLog().filter { $0.path == "/v2/country/all/indicator/RL.EST" }
            #expect(asked.map { $0.query.split(separator: "&").contains("source=3") } == [true])
        }
    }

    @Test func theSameCodeOfTwoDatabasesIsCachedApartAndNeverServedForTheOther() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let data = root.appendingPathComponent("data")
        let cache = root.appendingPathComponent("cache")
        try FileManager.default.copyItem(at: FakeWorldBank.resourceFolder.appendingPathComponent("data"), to: data)
        // A WDI series made for this test (61.5 for Kenya in 2022); database 16's is SYNTHETIC.
        try "Country Name,Country Code,Year,Value\nKenya,KEN,2022,61.5\n".write(
            to: data.appendingPathComponent("SP.DYN.LE00.IN.csv"), atomically: true, encoding: .utf8)
        try await withFakeWorldBank(dataFolder: data) { server in
            let base = server.baseURL.description
            let ask = ["list", "--indicator", "SP.DYN.LE00.IN", "-c", "KEN", "-y", "2022", "-f", "json"]
            let wdi = try await CommandRun.run(ask, baseURL: base, cache: cache)
            let hnp = try await CommandRun.run(ask + ["--source", "16"], baseURL: base, cache: cache)
            #expect(try Self.extraValue(wdi, "SP.DYN.LE00.IN") == 61.5)
            let served = try await Self.servedValue(
                server, "/v2/country/KEN/indicator/SP.DYN.LE00.IN?format=json&source=16&date=2022")
            #expect(served != 61.5)
            #expect(try Self.extraValue(hnp, "SP.DYN.LE00.IN") == served)
            // Offline, each database answers from its own file.
            let wdiOffline = try await CommandRun.run(ask + ["--offline"], baseURL: base, cache: cache)
            let hnpOffline = try await CommandRun.run(
                ask + ["--offline", "--source", "HNP"], baseURL: base, cache: cache)
            #expect(try Self.extraValue(wdiOffline, "SP.DYN.LE00.IN") == 61.5)
            #expect(try Self.extraValue(hnpOffline, "SP.DYN.LE00.IN") == served)
            let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path).first)
            let files = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(folder).path)
            #expect(files.contains("SP.DYN.LE00.IN@2022.dataset"))
            #expect(files.contains("SP.DYN.LE00.IN@2022@source16.dataset"))
        }
    }

    @Test(arguments: [
        (
            ["--source", "999"], "error: unknown database '999'",
            "hint: choose a number or name of: 1 (Doing Business), 2 (World Development Indicators), "
                + "3 (Worldwide Governance Indicators)"
        ),
        (
            ["--source", "3", "--indicator", "NY.GDP.PCAP.CD"],
            "error: 'NY.GDP.PCAP.CD' is not an indicator of database 3 (Worldwide Governance Indicators)",
            "hint: it is a World Development Indicators code: leave out --source (or give --source 2)"
        ),
        (
            ["--source", "wgi", "--indicator", "CC.ES"],
            "error: 'CC.ES' is not an indicator of database 3 (Worldwide Governance Indicators); did you mean 'CC.EST'?",
            "hint: find its codes with 'countries indicators --source 3 WORDS'"
        ),
    ])
    func aBadDatabaseOrAnIndicatorOfAnotherIsAUsageErrorBeforeAnyRequest(
        options: [String], error: String, hint: String
    ) async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            // The list of databases and WGI's catalogue, fetched once.
            let search = try await CommandRun.run(
                ["indicators", "--source", "3", "corruption"], baseURL: base, cache: cache)
            #expect(search.exitCode == .success, "\(search.stderr)")
            try await server.reset()
            let run = try await CommandRun.run(["list", "-c", "KEN"] + options, baseURL: base, cache: cache)
            #expect(run.exitCode == .usage)
            #expect(run.stderr.hasPrefix(error + "\n"), "\(run.stderr)")
            #expect(run.stderr.contains(hint), "\(run.stderr)")
            #expect(run.stdout == "")
            #expect(try await server.requestLog() == [])
        }
    }

    @Test func aBadDatabaseWithNothingCachedAsksForTheListOnlyNeverForData() async throws {
        try await withFakeWorldBank { server in
            let run = try await CommandRun.run(
                ["regions", "--source", "Worldwide Governance"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .usage)
            #expect(run.stderr.hasPrefix("error: unknown database 'Worldwide Governance'\n"))
            #expect(try await server.requestLog().map(\.path) == ["/v2/sources"])
        }
    }

    @Test func anotherDatabasesCatalogueIsFetchedOnceAndSearchedOfflineAfterwards() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            let live = try await CommandRun.run(
                ["indicators", "--source", "3", "rule", "of", "law", "-f", "csv"], baseURL: base, cache: cache)
            #expect(live.exitCode == .success, "\(live.stderr)")
            let hit = "RL.EST,Rule of Law: Estimate,Rule of Law: Estimate (SYNTHETIC values in the test server).,,"
            let liveLines = live.stdout.split(whereSeparator: \.isNewline)
            #expect(liveLines.count == 2)
            #expect(liveLines.last?.hasPrefix(hit + "\"Source: World Bank, Worldwide Governance Indicators") == true)
            let offline = try await CommandRun.run(
                ["indicators", "--source", "3", "rule", "of", "law", "-f", "csv", "--offline"], baseURL: base,
                cache: cache)
            #expect(offline.exitCode == .success, "\(offline.stderr)")
            let offlineLines = offline.stdout.split(whereSeparator: \.isNewline)
            #expect(offlineLines.count == 2)
            #expect(offlineLines.last?.hasPrefix(hit) == true)
            #expect(offlineLines.last?.hasSuffix("cache (indicator catalogue of database 3)\"") == true)
            let show = try await CommandRun.run(
                ["indicators", "show", "CC.EST", "--source", "3", "--offline"], baseURL: base, cache: cache)
            #expect(show.exitCode == .success, "\(show.stderr)")
            #expect(show.stdout.contains("Worldwide Governance Indicators"))
            #expect(try await server.requestLog().map(\.path) == ["/v2/sources", "/v2/sources/3/indicators"])
        }
    }

    @Test func anotherDatabasesFiguresAreServedOfflineAfterOneFetch() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let ask = ["list", "--source", "3", "--indicator", "GE.EST", "-c", "KEN", "-y", "2020", "-f", "json"]
            let live = try await CommandRun.run(ask, baseURL: server.baseURL.description, cache: cache)
            #expect(live.exitCode == .success, "\(live.stderr)")
            let offline = try await CommandRun.run(
                ask + ["--offline"], baseURL: server.baseURL.description, cache: cache)
            #expect(offline.exitCode == .success, "\(offline.stderr)")
            #expect(try Self.extraValue(offline, "GE.EST") == Self.extraValue(live, "GE.EST"))
            #expect(try Self.extraValue(offline, "GE.EST") != nil)
        }
    }

    @Test(arguments: [["--source", "2"], ["--source", "WDI"], ["--source", "World Development Indicators"]])
    func theWorldDevelopmentIndicatorsAreBuiltInAndNeedNoRequest(options: [String]) async throws {
        let run = try await CommandRun.run(["list", "--offline", "-c", "KEN", "-y", "2022", "-f", "csv"] + options)
        let plain = try await CommandRun.run(["list", "--offline", "-c", "KEN", "-y", "2022", "-f", "csv"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(run.stdout == plain.stdout)
    }

    @Test func controlCharactersInADatabaseNameFromTheAPIAreShownHarmless() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.control, match: "/v2/sources", times: -1)])
            let run = try await CommandRun.run(["sources"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{07}") && !run.stdout.contains("\r"))
            #expect(run.stdout.contains("Worldwide Governance Indicators␛[31m␇"), "\(run.stdout)")
        }
    }

    @Test func aCommandThatHoldsTheWorldDevelopmentIndicatorsOnlyRefusesAnotherDatabase() async throws {
        let run = try await CommandRun.run(["mcp", "--source", "3", "--offline"])
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("error: this command holds World Development Indicators only, not '3'\n"))
        // `snapshot update --source TEXT` is the provenance it records, never a database.
        let help = try await CommandRun.run(["snapshot", "update", "--help"])
        #expect(help.stdout.components(separatedBy: "--source").count == 2, "\(help.stdout)")
    }

    /// The built binary, which reads files through FoundationEssentials rather than Foundation:
    /// the cached list and catalogue answer it offline too.
    @Test func theBinaryReadsTheCachedListAndCatalogueOffline() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let environment = ["COUNTRIES_CACHE_DIR": cache.path, "WORLDBANK_API_URL": server.baseURL.description]
            let ask = ["indicators", "--source", "WGI", "corruption", "-f", "csv"]
            let live = try await BinaryRun.run(ask, environment: environment)
            #expect(live.status == 0, "\(live.stderr)")
            let offline = try await BinaryRun.run(ask + ["--offline"], environment: environment)
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(
                offline.stdout.hasPrefix(
                    "id,name,description,source_organisation,source\r\nCC.EST,Control of Corruption"))
            #expect(try await server.requestLog().map(\.path) == ["/v2/sources", "/v2/sources/3/indicators"])
        }
    }
}
