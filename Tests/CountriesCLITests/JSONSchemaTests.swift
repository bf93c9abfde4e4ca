import Foundation
import Rendering
import TestSupport
import Testing

/// Every JSON output against its schema in `docs/schemas`: each command's `-f json`, `cache info
/// --json`, `schedule --json` and the JSON files of a report, with the validator of TestSupport
/// (JSON Schema 2020-12, the keywords the schemas use), which is shown to reject what breaks them.
@Suite struct JSONSchemaTests {
    static let validator = Result {
        try JSONSchemaValidator(folder: RepositoryPaths.root.appendingPathComponent("docs/schemas"))
    }

    /// Each command line with the schema its output names; all on the built-in snapshot.
    static let commands: [(String, [String])] = [
        ("listing", ["list", "--offline"]),
        (
            "listing",
            ["list", "--offline", "-y", "2022", "-r", "ssf", "--share", "--rank", "--per-capita", "NY.GDP.MKTP.CD"]
        ),
        ("listing", ["list", "--offline", "--country", "KEN,WLD,SSF,HIC", "--year", "2022"]),
        ("listing", ["list", "--offline", "--region", "NAC", "--year", "2024"]),
        ("listing", ["list", "--offline", "-c", "KEN", "-y", "2022", "--footnotes"]),
        ("listing", ["list", "--offline", "--in", "IDA", "-y", "2022"]),
        ("panel", ["list", "--offline", "--in", "NAC", "-y", "2021:2022"]),
        ("panel", ["list", "--offline", "-c", "KEN", "-y", "2021:2022", "--footnotes"]),
        ("profile", ["show", "--offline", "KEN", "--footnotes"]),
        ("panel", ["list", "--offline", "-c", "KEN,UGA,SSF", "-y", "2019:2022", "--growth", "--rank"]),
        ("panel", ["list", "--offline", "-c", "KEN", "-y", "2021:2022", "--per-capita", "NY.GDP.MKTP.CD"]),
        ("panel-wide", ["list", "--offline", "-r", "NAC", "-y", "2012:2022", "--growth", "--rank", "--wide"]),
        ("panel-wide", ["list", "--offline", "--in", "MIC", "-y", "2021:2022", "--wide"]),
        (
            "panel-wide",
            ["list", "--offline", "-c", "KEN,WLD", "-y", "2020:2022", "--wide", "--per-capita", "NY.GDP.MKTP.CD"]
        ),
        ("regions", ["regions", "--offline"]),
        ("regions", ["regions", "--offline", "-y", "2021:2022", "--by", "income", "--share"]),
        ("regions", ["regions", "--offline", "-y", "2022", "--by", "lending"]),
        ("profile", ["show", "--offline", "KEN"]),
        ("profile", ["show", "--offline", "HK"]),
        ("profiles", ["show", "--offline", "KEN", "UGA", "TZA", "--years", "3"]),
        ("economies", ["economies", "korea"]),
        ("economies", ["economies", "--in", "IDA"]),
        ("economies", ["economies", "--aggregates"]),
        ("databases", ["sources", "--offline"]),
        ("indicator-search", ["indicators", "life", "expectancy"]),
        ("indicator-search", ["indicators", "population", "--limit", "2"]),
        ("indicator", ["indicators", "show", "SP.POP.TOTL", "--offline"]),
        ("indicator", ["indicators", "show", "SP.DYN.LE00.IN", "--offline"]),
        ("revisions", ["revisions", "--offline"]),
    ]

    /// `text` parsed, checked to name `shape` in its `schema` member and checked against that schema.
    static func check(_ text: String, is shape: String, _ what: String) throws {
        let document = try JSONNode(parsing: Data(text.utf8))
        if shape != "datapackage" {
            #expect(document["schema"] == .object(["name": .string(shape), "version": .number(1)]), "\(what)")
        }
        let errors = try validator.get().errors(in: document, against: "\(shape).schema.json")
        #expect(errors == [], "\(what)")
    }

    @Test(arguments: commands.indices)
    func aCommandsJSONMatchesItsSchema(index: Int) async throws {
        let (shape, arguments) = Self.commands[index]
        for json in [["--format", "json"], ["-o", "-", "-f", "json"]].prefix(index == 0 ? 2 : 1) {
            let run = try await CommandRun.run(arguments + json)
            #expect(run.exitCode == .success, "\(run.stderr)")
            try Self.check(run.stdout, is: shape, arguments.joined(separator: " "))
        }
    }

    @Test func theCacheAndTheScheduleMatchTheirSchemas() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let empty = try await CommandRun.run(["cache", "info", "--json"], cache: cache)
        try Self.check(empty.stdout, is: "cache-info", "cache info, empty")
        #expect((try JSONNode(parsing: Data(empty.stdout.utf8)))["entries"] == .array([]))
        let filled = try await withFakeWorldBank { server in
            _ = try await CommandRun.run(["list", "--year", "2022"], baseURL: server.baseURL.description, cache: cache)
            return try await CommandRun.run(["cache", "info", "--json"], cache: cache)
        }
        guard case .array(let entries) = try JSONNode(parsing: Data(filled.stdout.utf8))["entries"] else {
            Issue.record("no entries: \(filled.stdout)")
            return
        }
        #expect(entries.count == 3)
        try Self.check(filled.stdout, is: "cache-info", "cache info")
        for arguments in [
            ["schedule", "--json"], ["schedule", "--every", "week", "--at", "05:30", "--keep", "9", "--json"],
        ] {
            let run = try await CommandRun.run(arguments, environment: CommandRun.unsetVariables)
            #expect(run.exitCode == .success, "\(run.stderr)")
            try Self.check(run.stdout, is: "schedule", arguments.joined(separator: " "))
        }
    }

    /// Footnotes and statuses (SYNTHETIC, from the fake) where the snapshot holds none: the Bank's
    /// aggregates in `regions`, the years of `list --wide`, the side-by-side `show`.
    @Test func footnotedRunsMatchTheSchemas() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(FootnotesInEveryTableTests.notes)
            for (shape, arguments) in [
                ("regions", ["regions", "-y", "2022", "--footnotes"]),
                ("regions", ["regions", "-y", "2021:2022", "--footnotes"]),
                ("panel-wide", ["list", "-c", "KEN,UGA", "-y", "2021:2022", "--wide", "--footnotes"]),
                ("panel-wide", ["list", "-c", "KEN,UGA", "-y", "2021:2022", "--wide"]),
                ("profiles", ["show", "KEN", "UGA", "-y", "2021:2022", "--footnotes"]),
            ] {
                let run = try await CommandRun.run(arguments + ["-f", "json"], baseURL: server.baseURL.description)
                #expect(run.exitCode == .success, "\(run.stderr)")
                try Self.check(run.stdout, is: shape, arguments.joined(separator: " "))
            }
        }
    }

    /// An extra indicator, which the built-in snapshot lacks, from the fake API serving one more file.
    @Test func extraIndicatorsMatchTheSchemas() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let data = root.appendingPathComponent("data")
        try FileManager.default.copyItem(at: FakeWorldBank.resourceFolder.appendingPathComponent("data"), to: data)
        let rows = ["KEN", "UGA", "USA", "CAN"].flatMap { code in
            (2019...2022).map { "\(code),\(code),\($0),6\($0 % 10).5" }
        }
        try (["Country Name,Country Code,Year,Value"] + rows).joined(separator: "\n").write(
            to: data.appendingPathComponent("SP.DYN.LE00.IN.csv"), atomically: true, encoding: .utf8)
        let extra = ["--indicator", "SP.DYN.LE00.IN", "-f", "json"]
        try await withFakeWorldBank(dataFolder: data) { server in
            for (shape, arguments) in [
                ("listing", ["list", "-c", "KEN,UGA,USA", "-y", "2022", "--share", "--rank"]),
                ("listing", ["list", "-c", "KEN,UGA,USA"]),
                ("panel", ["list", "-c", "KEN,UGA", "-y", "2020:2022", "--growth", "--rank"]),
                ("panel-wide", ["list", "-c", "KEN,USA,CAN", "-y", "2019:2022", "--wide", "--growth", "--rank"]),
            ] {
                let run = try await CommandRun.run(arguments + extra, baseURL: server.baseURL.description)
                #expect(run.exitCode == .success, "\(run.stderr)")
                try Self.check(run.stdout, is: shape, arguments.joined(separator: " "))
            }
        }
    }

    @Test func aReportsJSONFilesMatchTheirSchemas() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        // The second report of the series has a previous one to compare with: its changes are an object.
        for (run, arguments) in [(1, ["--year", "2022"]), (2, ["--year", "2022"]), (1, ["--region", "ssf"])] {
            let report = try await CommandRun.run(["report", "--offline", "--out", root.path] + arguments)
            #expect(report.exitCode == .success, "\(report.stderr)")
            let folder = URL(fileURLWithPath: report.stdout.trimmingCharacters(in: .newlines))
            for (file, shape) in [
                ("summary.json", "report-summary"), ("economies.json", "report-economies"),
                ("datapackage.json", "datapackage"),
            ] {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                try Self.check(text, is: shape, "\(arguments) \(file)")
                if file == "summary.json" {
                    #expect((try JSONNode(parsing: Data(text.utf8)))["changes"].map { $0 == .null } == (run == 1))
                }
            }
        }
    }

    /// The outputs above name every shape, and every shape has its schema.
    @Test func everyShapeHasItsSchemaAndIsChecked() throws {
        let names = Set(JSONShape.allCases.map(\.rawValue))
        let files = Set(try Self.validator.get().schemas.keys)
        #expect(files == Set(names.map { "\($0).schema.json" } + ["common.schema.json", "datapackage.schema.json"]))
        // manifest and verification: VerifyCommandTests checks a report's manifest.json and verify's JSON;
        // release-revisions and releases: MirrorCommandTests, over releases of the fake's bulk file;
        // claim-check: ClaimCheckTests.
        let checked = Set(
            Self.commands.map(\.0) + [
                "cache-info", "schedule", "report-summary", "report-economies", "manifest", "verification",
                "release-revisions", "releases", "claim-check",
            ])
        #expect(checked == names)
    }

    // MARK: The validator can fail

    static let listing = """
        {"schema": {"name": "indicator", "version": 1},
         "metadata": {"source": "s", "lastupdated": [], "origin": "live", "tool": "countries 1.0"},
         "indicator": {"id": "X", "name": "n", "source": null, "unit": null, "topics": [],
                       "source_organisation": null, "description": null}}
        """

    @Test(arguments: [
        ("\"indicator\": {\"id\": \"X\", ", "\"indicator\": {", "$.indicator: missing member \"id\""),
        ("\"unit\": null", "\"unit\": 3", "$.indicator.unit: expected string or null, found 3.0"),
        ("\"topics\": []", "\"topics\": [], \"units\": \"%\"", "$.indicator: member \"units\" is not in the schema"),
        ("\"version\": 1", "\"version\": 2", "$.schema.version: expected 1.0, found 2.0"),
        (
            "\"lastupdated\": []", "\"lastupdated\": [\"20 March\"]",
            "$.metadata.lastupdated[0]: \"20 March\" does not match ^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
        ),
        ("\"tool\": \"countries 1.0\"", "\"tool\": true", "$.metadata.tool: expected string, found true"),
    ])
    func theValidatorRejectsABrokenDocument(original: String, broken: String, error: String) throws {
        let validator = try Self.validator.get()
        #expect(
            validator.errors(in: try JSONNode(parsing: Data(Self.listing.utf8)), against: "indicator.schema.json") == []
        )
        #expect(Self.listing.contains(original))
        let document = try JSONNode(parsing: Data(Self.listing.replacing(original, with: broken).utf8))
        #expect(validator.errors(in: document, against: "indicator.schema.json") == [error])
    }

    @Test func theValidatorRefusesAKeywordItDoesNotCheck() throws {
        let schema = try JSONNode(parsing: Data(#"{"type": "object", "maxProperties": 1}"#.utf8))
        let validator = JSONSchemaValidator(schemas: ["x.schema.json": schema])
        #expect(
            validator.errors(in: .object([:]), against: "x.schema.json") == ["$: unsupported keyword maxProperties"])
    }
}
