import Foundation
import TestSupport
import Testing

/// `--footnotes` and observation statuses, against the loopback fake.
///
/// The fake's figures are the Bank's (../shared/worldbank); the footnotes and statuses these tests
/// put on them are SYNTHETIC (`/_control/notes`), made up to check plumbing: which request, which
/// column, which cache file. None of them is presented as the Bank's.
@Suite struct FootnotesTests {
    /// A SYNTHETIC footnote and forecast status on Kenya's 2022 population, and a SYNTHETIC footnote
    /// on Uganda's 2022 GDP.
    static let notes = [
        SyntheticNote(
            indicator: "SP.POP.TOTL", economy: "KEN", year: 2022, footnote: "Synthetic: census estimate",
            status: "F"),
        SyntheticNote(indicator: "NY.GDP.MKTP.CD", economy: "UGA", year: 2022, footnote: "Synthetic GDP note"),
    ]

    static let list = ["list", "-c", "KEN,UG", "-y", "2022"]

    /// Whether each observation request the fake received asked for footnotes.
    static func footnoteQueries(_ server: FakeWorldBank) async throws -> [Bool] {
        try await server.requestLog().filter { $0.path.contains("/indicator/") }.map {
            $0.query.split(separator: "&").contains("footnote=y")
        }
    }

    /// The JSON rows of a `list -f json`.
    static func rows(_ run: CommandRun) throws -> [[String: Any]] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        return try #require(object["rows"] as? [[String: Any]])
    }

    @Test func theRequestAsksForFootnotesOnlyWithTheOption() async throws {
        try await withFakeWorldBank { server in
            let plain = try await CommandRun.run(Self.list + ["-f", "csv"], baseURL: server.baseURL.description)
            #expect(plain.exitCode == .success, "\(plain.stderr)")
            #expect(try await Self.footnoteQueries(server) == [false])
            let footnoted = try await CommandRun.run(
                Self.list + ["-f", "csv", "--footnotes"], baseURL: server.baseURL.description)
            #expect(footnoted.exitCode == .success, "\(footnoted.stderr)")
            #expect(try await Self.footnoteQueries(server) == [false, true])
        }
    }

    @Test func csvHoldsTheFootnoteAndStatusTheFakeServedBesideEachFigure() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let run = try await CommandRun.run(
                Self.list + ["-f", "csv", "--footnotes"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let source =
                "\"Source: World Bank, World Development Indicators (CC BY 4.0); lastupdated 2026-03-20; live\""
            let header: String =
                "iso3,iso2,name,region_id,region,income_id,income,capital,population,population_year,"
                + "population_footnote,population_status,gdp_usd,gdp_year,gdp_usd_footnote,"
                + "gdp_per_capita_usd,gdp_per_capita_year,source"
            let kenya: String =
                "KEN,KE,Kenya,SSF,Sub-Saharan Africa,LMC,Lower middle income,Nairobi,54252461,2022,"
                + "Synthetic: census estimate,F,113419826113.90314,2022,,2090.5932011803693,2022," + source
            let uganda: String =
                "UGA,UG,Uganda,SSF,Sub-Saharan Africa,LIC,Low income,Kampala,47312719,2022,,,"
                + "45565333216.414154,2022,Synthetic GDP note,963.0673142334972,2022," + source
            // CSV records end in CR LF.
            let lines: [String] = run.stdout.split(separator: "\r\n").map(String.init)
            #expect(lines == [header, kenya, uganda])
        }
    }

    @Test func jsonHoldsTheFootnoteAndStatusTheFakeServedAndNullWhereThereIsNone() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let run = try await CommandRun.run(
                Self.list + ["-f", "json", "--footnotes"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let rows = try Self.rows(run)
            let keys = ["population_footnote", "population_status", "gdp_usd_footnote"]
            func text(_ value: Any?) -> String { value as? String ?? (value is NSNull ? "null" : "absent") }
            let served: [[String]] = rows.map { row in keys.map { text(row[$0]) } }
            #expect(served == [["Synthetic: census estimate", "F", "null"], ["null", "null", "Synthetic GDP note"]])
            // Without --footnotes, no footnote member; the status is shown, as the Bank set one.
            let plain = try await CommandRun.run(
                Self.list + ["-f", "json", "--refresh"], baseURL: server.baseURL.description)
            let plainRows = try Self.rows(plain)
            #expect(plainRows.map { $0["population_status"] as? String ?? "null" } == ["F", "null"])
            #expect(plainRows.allSatisfy { $0["population_footnote"] == nil && $0["gdp_usd_footnote"] == nil })
        }
    }

    @Test func theTerminalTableMarksTheFiguresAndNumbersTheNotesUnderIt() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let run = try await CommandRun.run(Self.list + ["--footnotes"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let kenya: String = "KEN   Kenya                Lower middle income  Nairobi      54.3 M  1 F      $113 B"
            let uganda: String =
                "UGA   Uganda               Low income           Kampala      47.3 M          $45.6 B  2"
            #expect(lines.contains(kenya + "            $2,091"), "\(run.stdout)")
            #expect(lines.contains(uganda + "           $963"))
            #expect(
                Array(lines.suffix(4).prefix(3)) == [
                    "[1] Synthetic: census estimate", "[2] Synthetic GDP note", "F: a forecast",
                ])
        }
    }

    @Test func controlCharactersInAFootnoteAreMadeVisibleAndAHugeOneIsCut() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes([
                SyntheticNote(
                    indicator: "SP.POP.TOTL", economy: "KEN", year: 2022, footnote: "Synthetic\u{1B}[31m\u{07}\r\nnote"),
                SyntheticNote(
                    indicator: "SP.POP.TOTL", economy: "UGA", year: 2022,
                    footnote: String(repeating: "x", count: 200_000)),
            ])
            let csv = try await CommandRun.run(
                Self.list + ["-f", "csv", "--footnotes"], baseURL: server.baseURL.description)
            #expect(csv.exitCode == .success, "\(csv.stderr)")
            let lines = csv.stdout.split(separator: "\r\n").map(String.init)
            try #require(lines.count == 3)
            #expect(lines[1].contains(",2022,Synthetic␛[31m␇␍␊note,113419826113.90314,"), "\(csv.stdout)")
            #expect(lines[2].contains(",2022,\(String(repeating: "x", count: 499))…,45565333216.414154,"))
            let table = try await CommandRun.run(Self.list + ["--footnotes"], baseURL: server.baseURL.description)
            #expect(table.stdout.split(separator: "\n").contains("[1] Synthetic␛[31m␇␍␊note"), "\(table.stdout)")
            #expect(!table.stdout.contains("\u{1B}"))
        }
    }

    @Test func aPlainAnswerInTheCacheIsFetchedAgainForFootnotesAndAFootnotedOneServesAPlainRun() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let base = server.baseURL.description
            let plain = try await CommandRun.run(Self.list + ["-f", "csv"], baseURL: base, cache: cache)
            #expect(plain.exitCode == .success, "\(plain.stderr)")
            #expect(try await Self.footnoteQueries(server) == [false])
            let footnoted = try await CommandRun.run(
                Self.list + ["-f", "csv", "--footnotes"], baseURL: base, cache: cache)
            #expect(footnoted.exitCode == .success, "\(footnoted.stderr)")
            #expect(try await Self.footnoteQueries(server) == [false, true])
            #expect(footnoted.stdout.contains(",Synthetic: census estimate,F,"))
            // Both now come from the footnoted answer in the cache, without a request.
            let again = try await CommandRun.run(Self.list + ["-f", "csv", "--footnotes"], baseURL: base, cache: cache)
            let plainAgain = try await CommandRun.run(Self.list + ["-f", "csv"], baseURL: base, cache: cache)
            #expect(try await Self.footnoteQueries(server) == [false, true])
            // The same records but for the source field, which says where the answer came from.
            func figures(_ run: CommandRun) -> [String] {
                run.stdout.split(separator: "\r\n").map { $0.components(separatedBy: ",\"Source:")[0] }
            }
            #expect(figures(again) == figures(footnoted))
            #expect(again.stdout.contains("; cache (0 s old)\""))
            #expect(plainAgain.stdout.contains(",54252461,2022,F,113419826113.90314,"), "\(plainAgain.stdout)")
            #expect(!plainAgain.stdout.contains("footnote"))
        }
    }

    @Test func offlineFootnotesSayTheSnapshotHoldsNoneAndShowTheFiguresWithoutThem() async throws {
        let run = try await CommandRun.run(Self.list + ["-f", "csv", "--footnotes", "--offline"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "notice: the bundled snapshot holds no footnotes for SP.POP.TOTL (2022); its figures are shown "
                    + "without them"), "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").first?.contains("population_footnote,") == true)
    }

    @Test func showFootnotesGivesEachYearItsFootnoteAndStatus() async throws {
        try await withFakeWorldBank { server in
            try await server.setNotes(Self.notes)
            let run = try await CommandRun.run(
                ["show", "KEN", "-y", "2021:2022", "--footnotes", "-f", "json"], baseURL: server.baseURL.description)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
            let years = try #require(object["years"] as? [[String: Any]])
            let footnotes: [String] = years.map {
                "\($0["year"] as? Int ?? 0) \($0["population_footnote"] as? String ?? "null")"
            }
            #expect(footnotes == ["2021 null", "2022 Synthetic: census estimate"])
            #expect(years.map { $0["population_status"] as? String ?? "null" } == ["null", "F"])
            let table = try await CommandRun.run(
                ["show", "KEN", "-y", "2021:2022", "--footnotes"], baseURL: server.baseURL.description)
            #expect(table.stdout.split(separator: "\n").contains("[1] Synthetic: census estimate"), "\(table.stdout)")
        }
    }
}
