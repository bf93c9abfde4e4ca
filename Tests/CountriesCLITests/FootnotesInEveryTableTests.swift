import Foundation
import TestSupport
import Testing
import WorldBank

/// `--footnotes` wherever a figure is shown beyond `list` and `show` of one economy: `regions`,
/// `report`, `list --wide` and the side-by-side tables of `show`, and long notes wrapped in a terminal.
///
/// The fake's figures are the Bank's (../shared/worldbank); every footnote and status here is
/// SYNTHETIC (`/_control/notes`), made up to check which column and which line holds it.
@Suite struct FootnotesInEveryTableTests {
    /// A SYNTHETIC note long enough to wrap: 240 characters of words.
    static let longNote =
        "Synthetic: the world total includes estimates for economies without a census in the last ten years, "
        + "which are modelled from surveys and registers; see the indicator's metadata for the method and the "
        + "economies estimated."

    /// SYNTHETIC notes on the Bank's aggregates of 2022 (WLD's population, SSF's GDP) and on Kenya's
    /// 2022 and Uganda's 2021 population.
    static let notes = [
        SyntheticNote(indicator: "SP.POP.TOTL", economy: "WLD", year: 2022, footnote: longNote, status: "F"),
        SyntheticNote(indicator: "NY.GDP.MKTP.CD", economy: "SSF", year: 2022, footnote: "Synthetic SSF GDP note"),
        SyntheticNote(
            indicator: "SP.POP.TOTL", economy: "KEN", year: 2022, footnote: "Synthetic: census estimate",
            status: "F"),
        SyntheticNote(indicator: "SP.POP.TOTL", economy: "UGA", year: 2021, footnote: "Synthetic UGA 2021"),
    ]

    /// The records of a CSV text, by column name.
    static func records(_ csv: String) -> [[String: String]] {
        let document = CSVDocument(csv)
        return document.rows.map { Dictionary(zip(document.header, $0), uniquingKeysWith: { first, _ in first }) }
    }

    @Test func regionsFilesHoldTheFootnoteAndStatusOfTheBanksAggregates() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let run = try await CommandRun.run(
                ["regions", "-y", "2022", "--footnotes", "-f", "csv"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let header = CSVDocument(run.stdout).header
            #expect(
                header.filter { $0.hasPrefix("bank_") } == [
                    "bank_population", "bank_population_footnote", "bank_population_status", "bank_gdp_usd",
                    "bank_gdp_usd_footnote", "bank_aggregate",
                ])
            let noted = Self.records(run.stdout).map { record in
                [
                    record["region_id"] ?? "?", record["bank_population_footnote"] ?? "?",
                    record["bank_population_status"] ?? "?", record["bank_gdp_usd_footnote"] ?? "?",
                ]
            }
            #expect(
                noted == [
                    ["EAS", "", "", ""], ["ECS", "", "", ""], ["LCN", "", "", ""], ["MEA", "", "", ""],
                    ["NAC", "", "", ""], ["SAS", "", "", ""], ["SSF", "", "", "Synthetic SSF GDP note"],
                    ["", Self.longNote, "F", ""],
                ])
            // Without --footnotes: no footnote column, but the status, which the Bank set.
            let plain = try await CommandRun.run(
                ["regions", "-y", "2022", "-f", "csv", "--refresh"], baseURL: server.baseURL.description)
            let plainHeader = CSVDocument(plain.stdout).header
            #expect(
                plainHeader.filter { $0.hasSuffix("_footnote") || $0.hasSuffix("_status") } == [
                    "bank_population_status"
                ])
        }
    }

    @Test func aLongNoteIsWrappedToTheTerminalWidthUnderItsText() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let run = try await CommandRun.run(
                ["regions", "-y", "2022", "--footnotes"], baseURL: server.baseURL.description,
                environment: ["COLUMNS": "70", "NO_COLOR": "1"], terminal: true)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let start = try #require(lines.firstIndex { $0.hasPrefix("[1] ") }, "\(run.stdout)")
            #expect(
                Array(lines[start...].prefix(6)) == [
                    "[1] Synthetic SSF GDP note",
                    "[2] Synthetic: the world total includes estimates for economies",
                    "    without a census in the last ten years, which are modelled from",
                    "    surveys and registers; see the indicator's metadata for the method",
                    "    and the economies estimated.",
                    "F: a forecast",
                ])
            #expect(lines[start...].prefix(5).allSatisfy { $0.count <= 70 })
            // Piped without COLUMNS, a note is one line, as files are.
            let piped = try await CommandRun.run(
                ["regions", "-y", "2022", "--footnotes"], baseURL: server.baseURL.description)
            #expect(piped.stdout.split(separator: "\n").contains("[2] \(Self.longNote)"[...]))
        }
    }

    @Test func listWideHasAFootnoteColumnOnlyForTheYearsOfWhichAValueHasOne() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let list = ["list", "-c", "KEN,UGA", "-y", "2021:2022", "--wide", "--footnotes"]
            let csv = try await CommandRun.run(list + ["-f", "csv"], baseURL: server.baseURL.description)
            #expect(csv.exitCode == .success, "\(csv.stderr)")
            #expect(
                CSVDocument(csv.stdout).header.filter { $0.hasPrefix("population_") } == [
                    "population_2021", "population_2021_footnote", "population_2022", "population_2022_footnote",
                    "population_2022_status",
                ])
            let records = Self.records(csv.stdout).map { record in
                ["population_2021_footnote", "population_2022_footnote", "population_2022_status"].map {
                    record[$0] ?? "?"
                }
            }
            #expect(records == [["", "Synthetic: census estimate", "F"], ["Synthetic UGA 2021", "", ""]])
            let json = try await CommandRun.run(list + ["-f", "json"], baseURL: server.baseURL.description)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stderr)")
            let rows = try #require(object["rows"] as? [[String: Any]])
            let footnotes = rows.map { $0["population_footnote"] as? [String: Any] ?? [:] }
            #expect(footnotes.map { $0["2021"] as? String ?? "null" } == ["null", "Synthetic UGA 2021"])
            #expect(footnotes.map { $0["2022"] as? String ?? "null" } == ["Synthetic: census estimate", "null"])
            #expect(rows.allSatisfy { $0["gdp_usd_footnote"] == nil })
            let table = try await CommandRun.run(list, baseURL: server.baseURL.description)
            let lines = table.stdout.split(separator: "\n").map(String.init)
            #expect(
                Array(lines.prefix(5)) == [
                    "Population", "ISO3  Name      2021  Note    2022  Note", String(repeating: "─", count: 40),
                    "KEN   Kenya   53.2 M        54.3 M  1 F", "UGA   Uganda  45.9 M  2     47.3 M",
                ], "\(table.stdout)")
            #expect(
                lines.contains("[1] Synthetic: census estimate") && lines.contains("[2] Synthetic UGA 2021"))
        }
    }

    @Test func showSideBySideMarksEachEconomysNotedFigureAndListsTheNotesUnder() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let run = try await CommandRun.run(
                ["show", "KEN", "UGA", "-y", "2021:2022", "--footnotes"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let population = try #require(lines.firstIndex(of: "Population"), "\(run.stdout)")
            #expect(
                Array(lines[population...].prefix(5)) == [
                    "Population", "Year     KEN  Note     UGA  Note", String(repeating: "─", count: 32),
                    "2021  53.2 M        45.9 M  1", "2022  54.3 M  2 F   47.3 M",
                ])
            // GDP has no note: its table has no mark column. The notes are numbered as the tables are read.
            #expect(lines.contains("Year     KEN      UGA"))
            #expect(
                Array(lines.suffix(4).prefix(3)) == [
                    "[1] Synthetic UGA 2021", "[2] Synthetic: census estimate", "F: a forecast",
                ])
            let markdown = try await CommandRun.run(
                ["show", "KEN", "UGA", "-y", "2021:2022", "--footnotes", "-f", "markdown"],
                baseURL: server.baseURL.description)
            #expect(markdown.stdout.contains("| 2022 | 54.3 M | 2 F | 47.3 M |  |\n"), "\(markdown.stdout)")
            #expect(markdown.stdout.contains("\n\\[2\\] Synthetic: census estimate\n"))
        }
    }

    @Test func theReportsFilesHoldFootnoteColumnsAndItsPagesNumberedNotesUnderTheTables() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let run = try await CommandRun.run(
                ["report", "--out", folder.path, "-y", "2022", "--footnotes"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let report = URL(fileURLWithPath: run.stdout.trimmingCharacters(in: .newlines))
            func text(_ name: String) throws -> String {
                try String(contentsOf: report.appendingPathComponent(name), encoding: .utf8)
            }
            let countries = Self.records(try text("countries.csv"))
            let kenya = try #require(countries.first { $0["iso3"] == "KEN" })
            #expect(kenya["population_footnote"] == "Synthetic: census estimate" && kenya["population_status"] == "F")
            let africa = Self.records(try text("regions/sub-saharan-africa.csv"))
            #expect(africa.first { $0["iso3"] == "KEN" }?["population_footnote"] == "Synthetic: census estimate")
            let markdown = try text("index.md")
            #expect(markdown.contains("\n\\[1\\] Synthetic SSF GDP note\n"), "\(markdown)")
            #expect(markdown.contains("\n\\[2\\] \(Self.longNote)\n"))
            #expect(markdown.contains("| KEN | Kenya | Lower middle income | Nairobi | 54.3 M | 1 F | $113 B |"))
            #expect(markdown.contains("\n\\[1\\] Synthetic: census estimate\n"))
            #expect(!markdown.contains("footnote"))
            let html = try text("index.html")
            #expect(html.contains("<p class=\"note\">[1] Synthetic SSF GDP note</p>"))
            #expect(html.contains("<p class=\"note\">[1] Synthetic: census estimate</p>"))
            #expect(html.contains("<p class=\"note\">F: a forecast</p>"))
            // The data package describes the footnote columns of each CSV file, as text.
            try ReportCommandTests.checkDataPackage(in: report)
            let package = try text("datapackage.json")
            #expect(
                package.contains("\"name\": \"population_footnote\",\n            \"type\": \"string\""),
                "\(package.prefix(2000))")
        }
    }

    @Test func theReportsFreshnessSentenceNamesEachDatabaseUsed() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        try await withFakeWorldBank { server in
            let run = try await CommandRun.run(
                ["report", "--out", folder.path, "-y", "2022", "--source", "3", "--indicator", "CC.EST"],
                baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let report = URL(fileURLWithPath: run.stdout.trimmingCharacters(in: .newlines))
            let markdown = try String(contentsOf: report.appendingPathComponent("index.md"), encoding: .utf8)
            let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                lines.dropFirst(2).first?.hasPrefix(
                    "Figures from the World Bank's World Development Indicators and Worldwide Governance "
                        + "Indicators, last updated 20 March 2026 and ") == true, "\(markdown.prefix(400))")
            let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(
                html.contains(
                    "<p class=\"freshness\">Figures from the World Bank&#39;s World Development Indicators and "
                        + "Worldwide Governance Indicators, last updated"))
        }
    }
}
