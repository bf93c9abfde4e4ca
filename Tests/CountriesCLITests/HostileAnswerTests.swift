import CountriesCLI
import Foundation
import TestSupport
import Testing

/// Answers that must not be trusted: empty, duplicated, shrunken, implausible, hostile text, a hung
/// or stalling API. Each falls back to an offline copy with a notice saying what was wrong, and
/// nothing of it is cached.
@Suite struct HostileAnswerTests {
    /// `list --year 2022 --region NAC --format csv` against the fake API with `faults`.
    static func list(_ faults: [FaultRule], _ extra: [String] = []) async throws -> (CommandRun, [String]) {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await withFakeWorldBank { server in
            try await server.setFaults(faults)
            return try await CommandRun.run(
                ["list", "--year", "2022", "--region", "NAC", "--format", "csv"] + extra,
                baseURL: server.baseURL.description, cache: cache)
        }
        // The answers cached, whatever API root folder they are in.
        let cached = try FileManager.default.subpathsOfDirectory(atPath: cache.path)
            .filter { $0.hasSuffix(".dataset") }.map { ($0 as NSString).lastPathComponent }.sorted()
        return (run, cached)
    }

    static let offlineCSV = "USA,US,United States,NAC,North America,HIC,High income,Washington D.C.,334017321,2022,"

    @Test func anAnswerWithNoValuesIsNotBelievedNorCached() async throws {
        let (run, cached) = try await Self.list([FaultRule(.emptyValues, match: "indicator", times: -1)])
        #expect(run.exitCode == .success)
        #expect(run.stdout.contains(Self.offlineCSV))
        #expect(
            run.stderr.contains(
                "notice: the World Bank API answered the SP.POP.TOTL (2022) with no values, where the bundled snapshot has "
            ))
        #expect(run.stderr.contains("; answering from the bundled snapshot\n"))
        #expect(!cached.contains { $0.hasPrefix("SP.POP.TOTL") }, "\(cached)")
        #expect(
            run.stderr.hasSuffix(
                "data: country list: live; SP.POP.TOTL (2022): snapshot (fetched 2026-04-30); NY.GDP.MKTP.CD (2022): snapshot (fetched 2026-04-30)\n"
            ))
    }

    @Test func aCountryListThatNamesAnEconomyTwiceIsRefused() async throws {
        let (run, cached) = try await Self.list([FaultRule(.duplicate, match: "/v2/country?", times: -1)])
        #expect(run.exitCode == .success)
        #expect(run.stderr.contains("the country list names ABW (Aruba) twice"))
        #expect(run.stdout.components(separatedBy: "\r\n").filter { $0.hasPrefix("USA,") }.count == 1)
        #expect(!cached.contains("countries.dataset"))
    }

    @Test func oneValueGivenTwiceDifferentlyIsRefused() async throws {
        let (run, cached) = try await Self.list([FaultRule(.duplicate, match: "indicator", times: -1)])
        #expect(run.exitCode == .success)
        #expect(run.stderr.contains("is given twice, as "))
        #expect(run.stdout.contains(Self.offlineCSV))
        #expect(!cached.contains { $0.contains("@") })
    }

    @Test func anAnswerThatLostHalfItsEconomiesIsNotBelieved() async throws {
        let (run, _) = try await Self.list([FaultRule(.shrink, match: "indicator", times: -1)])
        #expect(run.exitCode == .success)
        #expect(
            run.stderr.contains(
                "notice: the World Bank API answered the SP.POP.TOTL (2022) with 133 values, where the bundled "
                    + "snapshot has 265; answering from the bundled snapshot\n"))
        #expect(run.stdout.contains(Self.offlineCSV))
    }

    @Test func implausibleValuesAreLeftOutAndNamed() async throws {
        let (run, _) = try await Self.list([FaultRule(.implausible, match: "indicator", times: -1)])
        #expect(run.exitCode == .success)
        #expect(
            run.stderr.contains(
                "notice: left out 2 implausible values (not finite, subnormal, a population that is not a whole "
                    + "number of people, a GDP not above zero, or beyond any real economy): ABW SP.POP.TOTL 2022 = -5.0, "
            ))
        #expect(!run.stdout.contains("inf") && !run.stdout.contains("nan") && !run.stdout.contains(",-5,"))
    }

    @Test func controlCharactersInNamesCannotReachTheTerminalOrBreakARow() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (table, markdown) = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.control, match: "/v2/country?", times: -1)])
            let table = try await CommandRun.run(
                ["list", "--year", "2022", "--region", "NAC"], baseURL: server.baseURL.description, cache: cache)
            let markdown = try await CommandRun.run(
                ["list", "--year", "2022", "--region", "NAC", "--format", "markdown"],
                baseURL: server.baseURL.description, cache: cache)
            return (table, markdown)
        }
        #expect(table.exitCode == .success)
        #expect(!table.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(table.stdout.contains("Bermuda␛[31m␇␍␊| <b>"))
        let rows = markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("| BMU") }
        #expect(rows.count == 1)
        #expect(rows.first?.contains("Bermuda␛\\[31m␇ \\| &lt;b&gt;") == true, "\(rows)")
    }

    /// Every data command, against a server that takes requests and never answers; `{dir}` is a
    /// fresh folder.
    static let everyDataCommand: [[String]] = [
        ["list", "--year", "2022"], ["regions"], ["show", "KEN"], ["report", "--out", "{dir}"],
        ["indicators", "show", "SP.DYN.LE00.IN"], ["snapshot", "update", "--data-dir", "{dir}"],
    ]

    @Test(arguments: everyDataCommand)
    func aSilentAPIIsLeftAtTheNetworkBudget(command: [String]) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let arguments = command.map { $0 == "{dir}" ? folder.path : $0 } + ["--network-budget", "1"]
        let run = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.hold, times: -1, timeoutMs: 600_000)])
            return try await CommandRun.run(arguments, baseURL: server.baseURL.description)
        }

        if command.first == "snapshot" {
            #expect(run.exitCode == .unavailable)
            #expect(run.stderr.hasPrefix("error: no answer within 1 s: http://127.0.0.1:"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [], "nothing written")
        } else {
            #expect(run.exitCode == .success, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("notice: the World Bank API could not be reached: no answer within 1 s: "))
            #expect(run.stdout != "")
        }
    }

    @Test func aRetryAfterOfADayIsNotWaitedFor() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (run, requests) = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.status, times: -1, status: 503, retryAfter: 86_400)])
            let run = try await CommandRun.run(
                ["list", "--year", "2022"], baseURL: server.baseURL.description, cache: cache)
            return (run, try await server.requestLog().count)
        }
        #expect(run.exitCode == .success)
        #expect(requests == 2, "one try each for the country list and the indicators, no retry")
        #expect(run.stderr.contains("after 1 try: HTTP 503"))
    }

    @Test func aWrongBaseURLIsNamedAsSuchNotAsAnOutage() async throws {
        let (run, _) = try await Self.list([FaultRule(.status, times: -1, status: 404)])
        #expect(run.exitCode == .success)
        #expect(
            run.stderr.contains(
                "notice: the World Bank API answered 404 Not Found (check --base-url or WORLDBANK_API_URL)"))
    }

    @Test func aYearWithoutFiguresIsSaidNotShownAsZeros() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await withFakeWorldBank { server in
            try await CommandRun.run(
                ["list", "--year", "2024", "--region", "NAC"], baseURL: server.baseURL.description, cache: cache)
        }
        #expect(run.exitCode == .success)
        #expect(run.stderr.contains("notice: the World Bank has no NY.GDP.MKTP.CD figures for 2024\n"))
        #expect(!run.stdout.contains("$0"))
    }

    @Test func snapshotUpdateRefusesShrunkenDataUnlessForced() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        for name in ["countries.json", "SP.POP.TOTL@history.json", "NY.GDP.MKTP.CD@history.json"] {
            try FileManager.default.copyItem(
                at: RepositoryPaths.snapshot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let before = try Data(contentsOf: folder.appendingPathComponent("SP.POP.TOTL@history.json"))
        let (refused, forced) = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.shrink, match: "indicator", times: -1)])
            let refused = try await CommandRun.run(
                ["snapshot", "update", "--data-dir", folder.path], baseURL: server.baseURL.description)
            let forced = try await CommandRun.run(
                ["snapshot", "update", "--data-dir", folder.path, "--force"], baseURL: server.baseURL.description)
            return (refused, forced)
        }
        #expect(refused.exitCode == .dataError)
        #expect(refused.stderr.hasPrefix("error: the new data looks broken: "))
        #expect(forced.exitCode == .success)
        #expect(try Data(contentsOf: folder.appendingPathComponent("SP.POP.TOTL@history.json")) != before)
    }
}

/// Text from the API's list of databases and other databases' catalogues: shown harmless on every
/// output, and every record the list leaves out counted and said.
@Suite struct HostileSourcesTests {
    static let escape = "\u{1B}"
    static let hostileName = "Worldwide \u{1B}[31mGovernance\u{202E} Indicators"

    @Test func escapesInDatabaseNamesAndCataloguesNeverReachTheTerminalOrACitation() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let runs = try await withFakeWorldBank { server in
            try await server.serveHostileSources(
                names: ["3": Self.hostileName], indicators: ["CC.EST": "Control \u{1B}[2Jof Corruption\nsecond line"])
            let api = server.baseURL.description
            return [
                try await CommandRun.run(
                    ["list", "--source", "3", "--indicator", "CC.EST", "--country", "KEN", "--year", "2020"],
                    baseURL: api, cache: cache),
                try await CommandRun.run(
                    ["cite", "--source", "3", "--indicator", "CC.EST"], baseURL: api, cache: cache),
                try await CommandRun.run(
                    ["cite", "--source", "3", "--indicator", "CC.EST", "--format", "bibtex"], baseURL: api, cache: cache
                ),
                try await CommandRun.run(
                    ["indicators", "show", "--source", "3", "CC.EST"], baseURL: api, cache: cache),
            ]
        }
        for run in runs {
            #expect(run.exitCode == .success, "\(run.stderr)")
            #expect(
                !run.stdout.contains(Self.escape) && !run.stderr.contains(Self.escape), "\(run.stdout)\(run.stderr)")
            #expect(!run.stdout.contains("\u{202E}") && !run.stderr.contains("\u{202E}"))
        }
        #expect(runs[0].stderr.contains("Worldwide ␛[31mGovernance� Indicators"))
        #expect(
            runs[2].stdout.contains("title = {World Development Indicators; Worldwide ␛[31mGovernance� Indicators}"))
        // The description keeps its line break, its escape shown.
        #expect(runs[3].stdout.contains("Control ␛[2Jof Corruption\nsecond line"))
    }

    @Test func everyRecordTheListLeavesOutIsCountedAndSaid() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (table, json) = try await withFakeWorldBank { server in
            try await server.serveHostileSources(extra: [
                ["id": "12000", "name": "Huge id", "code": "HI"],
                ["id": "77", "name": String(repeating: "N", count: 1 << 20)],
                ["id": "78", "name": ""], ["id": "3", "name": "Again"],
            ])
            let api = server.baseURL.description
            let table = try await CommandRun.run(["sources"], baseURL: api, cache: cache)
            let json = try await CommandRun.run(
                ["sources", "--refresh", "--format", "json"], baseURL: api, cache: cache)
            return (table, json)
        }
        let said =
            "left out 3 records of the World Bank's list of databases: id '12000' is not a database number "
            + "(1 to 9999); id 78 has no name; id 3 listed again ('Again')"
        #expect(table.exitCode == .success && json.exitCode == .success)
        #expect(table.stderr.contains("notice: " + said))
        #expect(table.stdout.contains("Left out 3 records of the API's list: id '12000'"))
        // The megabyte name is kept, cut with a mark that says its length.
        #expect(table.stdout.contains("77  ") && table.stdout.contains("… (1048576 characters)"))
        #expect(json.stdout.contains(#""left_out": ["#) && json.stdout.contains(#""id 78 has no name""#))
        #expect(json.stdout.utf8.count < 20_000)
    }
}

extension HostileSourcesTests {
    @Test(arguments: ["csv", "tsv", "table"])
    func aMemberTheListNamesButTheToolLeavesOutIsSaidInEveryFormat(format: String) async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await withFakeWorldBank { server in
            try await server.serveHostileSources(members: ["EUU": ["EMU"]])
            return try await CommandRun.run(
                ["economies", "--in", "EUU", "--format", format], baseURL: server.baseURL.description, cache: cache)
        }
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("EMU") }, "no row of EMU")
        let said = run.stdout + run.stderr
        #expect(said.contains("EMU") && said.contains("left out"), "\(format): \(run.stderr)")
        #expect(said.components(separatedBy: "EMU").count == 2, "said once: \(said)")
    }
}
