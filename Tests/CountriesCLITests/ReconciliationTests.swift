import Foundation
import TestSupport
import Testing

/// Our sums beside the World Bank's own aggregates, and trend lines that do not jump, checked
/// against the Bank's figures in `shared/worldbank` (the fake API's copies).
@Suite struct ReconciliationTests {
    /// The rows of `regions … --format json` (the total last), by the group's id (`WLD` for the total).
    static func rows(_ arguments: [String]) async throws -> [String: [String: Any]] {
        let run = try await CommandRun.run(["regions", "--offline", "--format", "json"] + arguments)
        #expect(run.exitCode == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let rows =
            try #require(document["rows"] as? [[String: Any]]) + [try #require(document["total"] as? [String: Any])]
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["bank_aggregate"] as? String ?? "", $0) })
    }

    @Test(arguments: [
        ("EAS", "-0.97%", "-2.56%"), ("LCN", "+0.00%", "-7.10%"), ("MEA", "+0.00%", "+7.90%"),
        ("SAS", "+0.00%", "-9.00%"), ("SSF", "+0.00%", "-0.39%"), ("WLD", "+0.00%", "-1.31%"),
    ])
    func eachRegionStandsBesideTheBanksOwnAggregate(id: String, population: String, gdp: String) async throws {
        let row = try #require(try await Self.rows(["--year", "2022"])[id])
        let bankPopulation = try #require(try SharedFigures.value("SP.POP.TOTL", id, 2022))
        let bankGDP = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", id, 2022))
        // Foundation's JSON reader may miss the last bit of a double.
        let close = { (value: Any?, expected: Double) in
            abs((value as? Double ?? 0) - expected) <= abs(expected) * 1e-12
        }
        #expect(close(row["bank_population"], bankPopulation))
        #expect(close(row["bank_gdp_usd"], bankGDP))
        let ours = try #require(row["gdp_usd"] as? Double)
        // Files hold percentages to six decimals.
        #expect(abs((row["gdp_usd_difference_pct"] as? Double ?? 0) - (ours / bankGDP - 1) * 100) <= 5e-7)
        #expect(String(format: "%+.2f%%", row["gdp_usd_difference_pct"] as? Double ?? 0) == gdp)
        if id != "WLD" {  // the world's population differs by EAS's: checked below
            #expect(String(format: "%+.2f%%", row["population_difference_pct"] as? Double ?? 0) == population)
        }
    }

    /// The reasons as a file gives them; the parts themselves are checked against the Bank's files in
    /// CountriesAnalysisTests.ReconciliationTests.
    @Test func theReasonIsComputedFromTheData() async throws {
        let rows = try await Self.rows(["--year", "2022"])
        let reason = { (id: String) in rows[id]?["reconciliation"] as? String }
        #expect(
            reason("EAS")
                == "Population -0.97% (23.2 M people): Taiwan, China, which the Bank's aggregates count and its "
                + "country list does not (HIC and WLD lack exactly as much): 23.2 M people. GDP -2.56% ($784 B): "
                + "$784 B more in the Bank's figure, which the figures held do not split (it estimates MNP and PRK, "
                + "without a 2022 figure; it counts Taiwan, China, which its country list does not).")
        #expect(
            reason("MEA")
                == "GDP +7.90% ($355 B): the Bank's aggregate leaves out Afghanistan (AFG, $14.5 B) and Pakistan "
                + "(PAK, $375 B), listed here (its 2018 and 2017 figures are exactly the other members'): $389 B; "
                + "the rest, $34.2 B more in the Bank's figure, which the figures held do not split (it estimates "
                + "SYR and YEM, without a 2022 figure).")
        #expect(
            reason("SAS")
                == "GDP -9.00% ($389 B): the Bank's aggregate counts Afghanistan (AFG, $14.5 B) and Pakistan (PAK, "
                + "$375 B), which the country list puts in another group (its 2022 and 2021 figures are exactly the "
                + "members' and theirs): $389 B.")
        // Nothing to explain is no reason: null, as every missing value in JSON.
        #expect(rows["NAC"]?["reconciliation"] is NSNull)
        // SAS's gap is AFG's and PAK's GDP to the dollar, as the Bank's own figures show.
        let sas = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", "SAS", 2022))
        let moved = try ["AFG", "PAK"].map { try #require(try SharedFigures.value("NY.GDP.MKTP.CD", $0, 2022)) }
        #expect(abs(sas - (try #require(rows["SAS"]?["gdp_usd"] as? Double)) - moved.reduce(0, +)) < 1)
    }

    /// No sentence names a cause that no part holds: every region's reason, latest and 2022, in
    /// `regions` and `list --in`, says only the parts its columns hold.
    @Test(arguments: [["--year", "2022"], []])
    func aReasonNamesOnlyThePartsItsColumnsHold(arguments: [String]) async throws {
        for (id, row) in try await Self.rows(arguments) where !id.isEmpty {
            let reason = row["reconciliation"] as? String ?? ""
            // A gap that rounds to 0.00 % is not explained (NAC's latest GDP: Bermuda's 2022 figure).
            guard !reason.isEmpty else {
                #expect(abs(row["gdp_usd_difference_pct"] as? Double ?? 1) < 0.005, "\(id)")
                continue
            }
            for (part, words) in [
                ("mixed_years", "ours sums older figures"),
                ("members", "the Bank's aggregate counts|the Bank's aggregate leaves out"),
                ("unlisted", "which the Bank's aggregates count"), ("remainder", "which the figures held do not split"),
            ] {
                let amount = row["gdp_usd_gap_\(part)"] as? Double ?? 0
                let people = row["population_gap_\(part)"] as? Double ?? 0
                let said = words.split(separator: "|").contains { reason.contains($0) }
                #expect(said == (amount != 0 || people != 0), "\(id): \(part) in '\(reason)'")
            }
            #expect(!reason.contains("not the current list"))
        }
    }

    /// The gap to the Bank's figure split into parts that add up to it, in the columns of a file.
    @Test(arguments: [(["--year", "2022"], "MEA"), (["--year", "2022", "--by", "income"], "LIC"), ([], "SAS")])
    func theGapsPartsAddUpToIt(arguments: [String], id: String) async throws {
        let row = try #require(try await Self.rows(arguments)[id])
        let number = { (key: String) in row[key] as? Double ?? .nan }
        let gap = number("gdp_usd_gap")
        #expect(abs(gap - (number("bank_gdp_usd") - number("gdp_usd"))) <= abs(gap) * 1e-12)
        let parts = ["mixed_years", "members", "unlisted", "remainder"].map { number("gdp_usd_gap_\($0)") }
        #expect(abs(parts.reduce(0, +) - gap) <= abs(gap) * 1e-9, "\(parts) add up to \(gap)")
    }

    @Test func incomeAndLendingGroupsStandBesideTheirAggregates() async throws {
        let lending = try await Self.rows(["--year", "2022", "--by", "lending"])
        #expect(Set(lending.keys) == ["IDX", "IDB", "IBD", "", "WLD"], "no aggregate for 'Not classified'")
        #expect(lending["IDB"]?["bank_gdp_usd"] as? Double == (try SharedFigures.value("NY.GDP.MKTP.CD", "IDB", 2022)))
        #expect(
            lending["IDB"]?["reconciliation"] as? String
                == "GDP +6.23% ($73.8 B): the Bank's aggregate leaves out Cote d'Ivoire (CIV, $70.2 B) and Suriname "
                + "(SUR, $3.62 B), listed here (its 2023 and 2022 figures are exactly the other members'): $73.8 B.")
        let income = try await Self.rows(["--year", "2022", "--by", "income"])
        #expect(income["HIC"]?["bank_population"] as? Double == (try SharedFigures.value("SP.POP.TOTL", "HIC", 2022)))
    }

    @Test func trendLinesFollowTheSameEconomiesAndEndWithTheirData() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let run = try await CommandRun.run(["report", "--offline", "--out", root.path, "--year", "2022"])
        #expect(run.exitCode == .success)
        let folder = root.appendingPathComponent("latest-2022")
        let summary = try Data(contentsOf: folder.appendingPathComponent("summary.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: summary) as? [String: Any])
        let trends = try #require(document["trends"] as? [String: Any])
        #expect((trends["method"] as? String)?.hasPrefix("chained: ") == true)
        let series = try #require(trends["series"] as? [[String: Any]])
        func line(_ region: String, _ measure: String) throws -> [String: Double] {
            let found = series.first {
                ($0["region"] as? [String: Any])?["id"] as? String == region && $0["measure"] as? String == measure
            }
            return try #require(found?["values"] as? [String: Double])
        }
        let lcn = try line("LCN", "gdp_usd")
        let change = { (line: [String: Double], from: Int) in (line["\(from + 1)"] ?? 0) / (line["\(from)"] ?? 1) - 1 }
        #expect(String(format: "%.1f", change(lcn, 2014) * 100) == "-14.0")
        #expect(String(format: "%.1f", change(try line("MEA", "gdp_usd"), 2022) * 100) == "-4.9")
        #expect(lcn.keys.max() == "2023", "GDP ends at its last year, 2023")
        #expect(lcn["2023"] == (try Self.sum("NY.GDP.MKTP.CD", region: "LCN", 2023)), "anchored at the last total")
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h3>GDP by region, 2005–2023 (current US$)</h3>"))
    }

    /// The sum of the Bank's figures of `region`'s economies in `year`, from the shared CSVs.
    static func sum(_ indicator: String, region: String, _ year: Int) throws -> Double {
        let url = RepositoryPaths.root.appendingPathComponent("Tests/TestSupport/FakeWorldBank/data/countries.csv")
        // A region id appears in no other field (names with commas are quoted, so fields are not counted).
        let members = try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline)
            .filter { $0.contains(",\(region),") }.map { String($0.prefix { $0 != "," }) }
        return try members.compactMap { try SharedFigures.value(indicator, $0, year) }.reduce(0, +)
    }

    @Test func aYearWithoutFiguresIsSaidOfflineAsOnline() async throws {
        let run = try await CommandRun.run(["list", "--year", "2024", "--offline"])
        #expect(run.exitCode == .success)
        #expect(run.stderr.contains("notice: the World Bank has no NY.GDP.MKTP.CD figures for 2024\n"))
    }

    /// A range of the last 20 years is held by each economy's 20 newest values, which also give its
    /// latest value and the years the Bank's aggregates are read in: one request beside the country list.
    @Test func aColdRangeAsksForEachEconomysNewestValuesOnlyAndSaysWhatTheSnapshotSays() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let arguments = ["regions", "--year", "2010:2022", "--format", "csv"]
        let (live, asked) = try await withFakeWorldBank { server in
            let run = try await CommandRun.run(arguments, baseURL: server.baseURL.description, cache: cache)
            return (run, try await server.requestLog().map { "\($0.path)?\($0.query)" }.sorted())
        }
        let both = "/v2/country/all/indicator/SP.POP.TOTL;NY.GDP.MKTP.CD"
        #expect(
            asked == [
                "\(both)?format=json&mrnev=20&source=2&per_page=12000&page=1",
                "/v2/country?format=json&per_page=1000&page=1",
            ])
        // The snapshot's whole histories name the same latest values: only the source column differs.
        let offline = try await CommandRun.run(arguments + ["--offline"])
        let withoutSource = { (run: CommandRun) in
            run.stdout.split(separator: "\r\n").map {
                $0.replacingOccurrences(of: #","Source:.*"#, with: "", options: .regularExpression)
            }
        }
        #expect(live.exitCode == .success)
        #expect(withoutSource(live).count == 1 + 13 * 8)
        #expect(withoutSource(live) == withoutSource(offline))
    }
}
