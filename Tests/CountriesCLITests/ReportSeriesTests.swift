import Foundation
import TestSupport
import Testing

/// Each query is a series of its own: its dated folders, its `latest`, its "What changed", its
/// `--keep` and `--if-changed` (issue 23: a regional report no longer replaces the world one).
@Suite struct ReportSeriesTests {
    static func report(_ folder: URL, on day: String, _ extra: [String] = [], data: URL? = nil) async throws
        -> CommandRun
    {
        try await ReportCommandTests.report(folder, at: ReportCommandTests.day(day), extra, data: data)
    }

    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    static func link(_ name: String, in folder: URL) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(name).path)
    }

    /// The "What changed" section of a report's Markdown, `nil` when it has none.
    static func changes(_ folder: URL) throws -> String? {
        let markdown = try ReportCommandTests.text(folder.appendingPathComponent("index.md"))
        guard markdown.contains("## What changed\n") else { return nil }
        return markdown.components(separatedBy: "## What changed\n\n").last?.components(separatedBy: "\n## ").first
    }

    @Test func aRegionalReportTheSameDayIsASeriesOfItsOwnAndComparesOnlyWithItself() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("R")
        let revised = root.appendingPathComponent("revised-data")
        try RevisedSnapshot.write(to: revised)
        let brief = ["--region", "sub-saharan", "--title", "SSA brief"]

        _ = try await Self.report(reports, on: "2026-11-28")
        let first = try await Self.report(reports, on: "2026-11-28", brief)

        #expect(first.exitCode == .success)
        #expect(first.stdout == reports.appendingPathComponent("2026-11-28-ssf").path + "\n")
        #expect(try Self.entries(reports) == [".lock", "2026-11-28", "2026-11-28-ssf", "latest", "latest-ssf"])
        #expect(try Self.link("latest", in: reports) == "2026-11-28")
        #expect(try Self.link("latest-ssf", in: reports) == "2026-11-28-ssf")
        let world = try ReportCommandTests.text(reports.appendingPathComponent("2026-11-28/index.md"))
        #expect(world.contains("The 217 economies listed have 8.12 B people"))
        let africa = reports.appendingPathComponent("2026-11-28-ssf")
        #expect(try ReportCommandTests.text(africa.appendingPathComponent("index.md")).hasPrefix("# SSA brief\n"))
        #expect(try Self.changes(africa) == nil, "the first of its series, not \"Removed (169)\"")

        // The next day, over revised data: the world report runs first, and the brief still compares
        // with the brief alone (Korea's revision and Tuvalu's removal are outside Africa).
        _ = try await Self.report(reports, on: "2026-11-29", data: revised)
        _ = try await Self.report(reports, on: "2026-11-29", brief, data: revised)

        #expect(
            try Self.changes(reports.appendingPathComponent("2026-11-29-ssf")) == """
                World Bank lastupdated: 2026-03-20 → 2026-04-15

                ### Reclassified (1)

                - Kenya (KEN): income level Lower middle income → Upper middle income

                """)
        #expect(try Self.link("latest", in: reports) == "2026-11-29")
        #expect(try Self.link("latest-ssf", in: reports) == "2026-11-29-ssf")
    }

    @Test func keepAndIfChangedWorkWithinTheirSeries() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("R")
        for day in ["2026-11-27", "2026-11-28"] {
            _ = try await Self.report(reports, on: day)
            _ = try await Self.report(reports, on: day, ["--region", "ssf"])
        }

        let kept = try await Self.report(reports, on: "2026-11-29", ["--keep", "1"])
        let unchanged = try await Self.report(reports, on: "2026-11-29", ["--region", "ssf", "--if-changed"])

        #expect(kept.exitCode == .success)
        #expect(kept.stderr == "")
        #expect(
            try Self.entries(reports) == [
                ".lock", "2026-11-27-ssf", "2026-11-28-ssf", "2026-11-29", "latest", "latest-ssf",
            ])
        #expect(unchanged.exitCode == .success)
        #expect(unchanged.stdout == "")
        #expect(
            unchanged.stderr
                == "notice: the data equals that of report 2026-11-28-ssf (World Bank lastupdated 2026-03-20); "
                + "nothing written\n")
        #expect(try Self.link("latest-ssf", in: reports) == "2026-11-28-ssf")
    }

    @Test func aNamedSeriesComparesOnlyReportsOfTheSameQuery() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("R")

        let first = try await Self.report(reports, on: "2026-11-28", ["--region", "ssf", "--name", "board"])
        let other = try await Self.report(reports, on: "2026-11-29", ["--region", "eas", "--name", "board"])

        #expect(first.stdout == reports.appendingPathComponent("2026-11-28-board").path + "\n")
        #expect(other.stdout == reports.appendingPathComponent("2026-11-29-board").path + "\n")
        #expect(try Self.entries(reports) == [".lock", "2026-11-28-board", "2026-11-29-board", "latest-board"])
        #expect(try Self.link("latest-board", in: reports) == "2026-11-29-board")
        #expect(try Self.changes(reports.appendingPathComponent("2026-11-29-board")) == nil, "another region")
    }

    @Test(arguments: [
        "Board Pack", "../up", "board-", "a--b", "Board", "ssf_2022", "", String(repeating: "a", count: 65),
    ])
    func aNameThatIsNotASlugIsAUsageError(name: String) async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }

        let run = try await Self.report(root.appendingPathComponent("R"), on: "2026-11-29", ["--name", name])

        #expect(run.exitCode == .usage)
        #expect(
            run.stderr == "error: invalid --name '\(name)'\nhint: use lower-case letters a-z and digits, in runs "
                + "joined by single hyphens, at most 64 characters, such as africa-board\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("R").path))
    }

    /// A report written before queries were recorded, and before every JSON file had its envelope:
    /// `economies.json` flat and in camelCase, each figure as `{"value", "year"}`, without `query`;
    /// `summary.json` with its `tool` at the top.
    static func makeOld(_ folder: URL, renamedTo name: String) throws {
        let basis = folder.appendingPathComponent("economies.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: basis)) as? [String: Any])
        let metadata = try #require(object["metadata"] as? [String: Any])
        let query = try #require(metadata["query"] as? [String: Any])
        func classification(_ value: Any?) -> Any {
            var named = value as? [String: Any] ?? [:]
            named["iso2Code"] = "XX"
            return named
        }
        func figure(_ entry: [String: Any], _ value: String, _ year: String) -> Any? {
            guard let number = entry[value] as? Double, let year = entry[year] as? Int else { return nil }
            return ["value": number, "year": year]
        }
        let economies = try #require(object["economies"] as? [[String: Any]]).map { entry -> [String: Any] in
            var old: [String: Any] = [
                "id": entry["iso3"] ?? "", "name": entry["name"] ?? "", "region": classification(entry["region"]),
                "income": classification(entry["income"]),
            ]
            old["population"] = figure(entry, "population", "population_year")
            old["gdp"] = figure(entry, "gdp_usd", "gdp_year")
            return old
        }
        let old: [String: Any] = [
            "year": query["year"] ?? "", "lastUpdated": metadata["lastupdated"] ?? [], "economies": economies,
        ]
        try JSONSerialization.data(withJSONObject: old).write(to: basis)
        let summary = folder.appendingPathComponent("summary.json")
        try Data(#"{"tool": "countries 0.9.0", "generated_at": "2026-01-01T00:00:00Z"}"#.utf8).write(to: summary)
        try FileManager.default.moveItem(
            at: folder, to: folder.deletingLastPathComponent().appendingPathComponent(name))
    }

    @Test func anOlderReportCountsAsTheDefaultSeriesOnlyWhenItShowsTheLatestValuesOfEveryRegion() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("R")
        // Before this version every report was DIR/YYYY-MM-DD: the world on the 27th, Africa on the 28th.
        _ = try await Self.report(reports, on: "2026-11-27")
        _ = try await Self.report(reports, on: "2026-11-28", ["--region", "ssf"])
        try Self.makeOld(reports.appendingPathComponent("2026-11-27"), renamedTo: "2026-11-26")
        try Self.makeOld(reports.appendingPathComponent("2026-11-28-ssf"), renamedTo: "2026-11-28")
        for pointer in ["latest", "latest-ssf"] {
            try FileManager.default.removeItem(at: reports.appendingPathComponent(pointer))
        }

        let run = try await Self.report(reports, on: "2026-11-29")

        #expect(run.exitCode == .success)
        #expect(
            try Self.changes(reports.appendingPathComponent("2026-11-29"))
                == "Nothing changed since the previous report.\n")
    }
}
