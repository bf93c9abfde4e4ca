import Foundation
import TestSupport
import Testing

/// Issue 36: a report, then a second edition on the fake API (synthetic values, see
/// `serveSecondEdition`), then `verify` names exactly the datasets and figures that moved.
@Suite struct VerifyCommandTests {
    /// The figures the fake's synthetic second edition changes: Kenya's 2022 population 1 % up and
    /// Nigeria's 2023 population 0.5 % down, both rounded to whole people. Not the Bank's figures.
    static let syntheticRevisions = [
        ("KEN", 2022, 54_252_461.0, 54_794_986.0), ("NGA", 2023, 227_882_945.0, 226_743_530.0),
    ]

    /// The datasets' statuses and revision rows of a `verify -f json` output.
    static func verdict(_ json: String) throws -> [String: (status: String, revisions: [[String: JSONNode]]?)] {
        let document = try JSONNode(parsing: Data(json.utf8))
        guard case .array(let datasets) = document["datasets"] else { return [:] }
        var verdict: [String: (status: String, revisions: [[String: JSONNode]]?)] = [:]
        for dataset in datasets {
            guard case .string(let name) = dataset["recorded"]?["name"], case .string(let status) = dataset["status"]
            else { continue }
            var rows: [[String: JSONNode]]?
            if case .array(let items) = dataset["revisions"] {
                rows = items.compactMap { if case .object(let members) = $0 { members } else { nil } }
            }
            verdict[name] = (status, rows)
        }
        return verdict
    }

    /// The revision rows of the synthetic second edition, as `verify` and `revisions` write them in JSON.
    static var expectedRows: [[String: JSONNode]] {
        [("KEN", "Kenya"), ("NGA", "Nigeria")].enumerated().map { index, economy in
            let (_, year, before, after) = syntheticRevisions[index]
            return [
                "iso3": .string(economy.0), "name": .string(economy.1), "indicator": .string("SP.POP.TOTL"),
                "year": .number(Double(year)), "before": .number(before), "after": .number(after),
                "change_pct": .number(((after - before) / before * 100 * 1e6).rounded() / 1e6),
            ]
        }
    }

    @Test func aReportHoldsUntilTheSecondEditionThenVerifyNamesExactlyWhatMoved() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let reports = folder.appendingPathComponent("reports").path
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            let report = try await CommandRun.run(["report", "--out", reports], baseURL: base, cache: folder)
            #expect(report.exitCode == .success, "\(report.stderr)")
            let latest = reports + "/latest"

            let before = try await CommandRun.run(["verify", latest, "-f", "json"], baseURL: base, cache: folder)
            #expect(before.exitCode == .success, "\(before.stderr)")
            let held = try Self.verdict(before.stdout)
            #expect(held.keys.sorted() == ["NY.GDP.MKTP.CD@mrnev20", "SP.POP.TOTL@mrnev20", "countries"])
            #expect(held.values.allSatisfy { $0.status == "unchanged" && $0.revisions?.isEmpty == true })

            // A revision in place: the same lastupdated, two population figures changed.
            try await server.serveSecondEdition(lastUpdated: nil)
            let revised = try await CommandRun.run(["verify", latest, "-f", "json"], baseURL: base, cache: folder)
            #expect(revised.exitCode == .datasetsMoved)
            #expect(
                revised.stderr.hasSuffix(
                    "error: 1 of 3 datasets of \(latest)/manifest.json moved: SP.POP.TOTL@mrnev20\n"
                        + "hint: the output says how; 'countries revisions' lists the figures the Bank changed\n"))
            try JSONSchemaTests.check(revised.stdout, is: "verification", "verify -f json")
            try JSONSchemaTests.check(
                String(contentsOfFile: latest + "/manifest.json", encoding: .utf8), is: "manifest", "manifest.json")
            let moved = try Self.verdict(revised.stdout)
            #expect(moved["countries"]?.status == "unchanged")
            #expect(moved["NY.GDP.MKTP.CD@mrnev20"]?.status == "unchanged")
            #expect(moved["SP.POP.TOTL@mrnev20"]?.status == "revised")
            #expect(moved["SP.POP.TOTL@mrnev20"]?.revisions == Self.expectedRows)

            // The table says the same to people.
            let table = try await CommandRun.run(["verify", latest], baseURL: base, cache: folder)
            #expect(table.exitCode == .datasetsMoved)
            #expect(
                table.stdout.contains(
                    "SP.POP.TOTL@mrnev20     revised    2026-03-20  2026-03-20    5300  —                2           +1.0%  KEN 2022\n"
                ))
            #expect(table.stdout.contains("KEN   Kenya    SP.POP.TOTL  2022   54252461   54794986   +1.0%\n"))
            #expect(table.stdout.contains("NGA   Nigeria  SP.POP.TOTL  2023  227882945  226743530   -0.5%\n"))
        }
    }

    @Test func aNewerReleaseIsSaidAsSuchEvenWhereNoFigureMoved() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let manifest = folder.appendingPathComponent("run.json").path
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            let list = try await CommandRun.run(
                ["list", "--year", "2022", "--manifest", manifest, "-f", "csv"], baseURL: base, cache: folder)
            #expect(list.exitCode == .success, "\(list.stderr)")
            try await server.serveSecondEdition(lastUpdated: "2026-07-01")
            let run = try await CommandRun.run(["verify", manifest, "-f", "json"], baseURL: base, cache: folder)
            #expect(run.exitCode == .datasetsMoved)
            let verdict = try Self.verdict(run.stdout)
            #expect(verdict["countries"]?.status == "unchanged")
            #expect(verdict["NY.GDP.MKTP.CD@2022"]?.status == "newer-release")
            #expect(verdict["NY.GDP.MKTP.CD@2022"]?.revisions?.isEmpty == true)
            #expect(verdict["SP.POP.TOTL@2022"]?.status == "newer-release")
            #expect(verdict["SP.POP.TOTL@2022"]?.revisions == [Self.expectedRows[0]])
        }
    }

    @Test func theManifestRecordsEachRequestWithoutCredentialsAndTheValuesHash() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let manifest = folder.appendingPathComponent("run.json")
        try await withFakeWorldBank { server in
            let base = "http://reader:secret@127.0.0.1:\(server.port)/v2"
            let run = try await CommandRun.run(
                ["list", "--year", "2022", "--base-url", base, "--manifest", manifest.path], baseURL: base,
                cache: folder)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let text = try String(contentsOf: manifest, encoding: .utf8)
            #expect(!text.contains("secret") && !text.contains("reader"))
            let document = try JSONNode(parsing: Data(text.utf8))
            guard case .array(let datasets) = document["datasets"] else {
                Issue.record("no datasets: \(text)")
                return
            }
            let population = datasets.first { $0["name"] == .string("SP.POP.TOTL@2022") }
            let root = "http://127.0.0.1:\(server.port)/v2"
            #expect(
                population?["requests"]
                    == .array([
                        .string(
                            "\(root)/country/all/indicator/SP.POP.TOTL;NY.GDP.MKTP.CD?format=json&date=2022&source=2&per_page=2000&page=1"
                        )
                    ]))
            #expect(population?["origin"] == .string("live"))
            #expect(population?["lastupdated"] == .string("2026-03-20"))
            #expect(population?["values"]?["count"] == .number(265))
            #expect(
                document["command_line"]
                    == .array(
                        [
                            "list", "--year", "2022", "--base-url", root, "--manifest", manifest.path,
                            "--network-budget", "600", "--deadline", "3600",
                        ]
                        .map { .string($0) }))
            try JSONSchemaTests.check(text, is: "manifest", "list --manifest")
        }
    }
}

/// A manifest that cannot be read is one error line naming the file and what is wrong: exit 66
/// when it cannot be opened, 65 when it is not a manifest; never a crash or a hang.
@Suite struct BadManifestTests {
    static func verify(_ path: String) async throws -> CommandRun {
        try await CommandRun.run(["verify", path, "--offline"])
    }

    static let hint = "hint: give a file written by --manifest, or a report folder holding manifest.json\n"

    @Test func aFileThatIsNotAManifestIsBadData() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let cases: [(String, [UInt8], String)] = [
            ("garbage", [0xFF, 0xFE, 0x00, 0x7B], "not JSON: "),
            ("text", Array("hello".utf8), "not JSON: "),
            ("listing", Array(#"{"schema": {"name": "listing", "version": 1}}"#.utf8), "not a manifest of countries"),
            (
                "version", Array(#"{"schema": {"name": "manifest", "version": 9}}"#.utf8),
                "a manifest of another version than 1"
            ),
            (
                "datasets",
                Array(
                    #"{"schema":{"name":"manifest","version":1},"metadata":{"tool":"countries 0.1.0"},"command_line":[],"created_at":"2026-11-29T12:00:00Z","datasets":[{"name":"../../etc/passwd"}]}"#
                        .utf8),
                "datasets[0].name: '../../etc/passwd' is not a dataset this tool asks for"
            ),
            ("deep", Array((String(repeating: "[", count: 100_000)).utf8), "not JSON: "),
            ("huge", [UInt8](repeating: 0x20, count: 4 * 1_048_576 + 1), "more than the 4 MiB such a file can be"),
        ]
        for (name, bytes, reason) in cases {
            let file = folder.appendingPathComponent(name + ".json")
            try Data(bytes).write(to: file)
            let run = try await Self.verify(file.path)
            #expect(run.exitCode == .dataError, "\(name): \(run.stderr)")
            #expect(run.stdout == "", "\(name)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(name): \(run.stderr)")
            #expect(run.stderr.contains(reason), "\(name): \(run.stderr)")
            #expect(run.stderr.contains(file.path), "\(name): \(run.stderr)")
        }
    }

    @Test func aManifestThatCannotBeOpenedSaysWhy() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let missing = folder.appendingPathComponent("missing.json").path
        let cases = [
            (missing, "error: cannot read the manifest '\(missing)': there is no such file\n"),
            (
                folder.path,
                "error: cannot read the manifest '\(folder.path)/manifest.json': there is no such file\n"
            ),
            ("/dev/full", "error: cannot read the manifest '/dev/full': it is not a regular file\n"),
            ("/dev/zero", "error: cannot read the manifest '/dev/zero': it is not a regular file\n"),
        ]
        for (path, error) in cases {
            let run = try await Self.verify(path)
            #expect(run.exitCode == .noInput, "\(path): \(run.stderr)")
            #expect(run.stderr == error + Self.hint, "\(path)")
        }
        let usage = try await CommandRun.run(["verify", "--offline"])
        #expect(usage.exitCode == .usage)
    }
}
