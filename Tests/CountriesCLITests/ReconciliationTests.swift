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

    @Test func theReasonIsComputedFromTheData() async throws {
        let rows = try await Self.rows(["--year", "2022"])
        let reason = { (id: String) in rows[id]?["reconciliation"] as? String }
        let eas = try #require(try SharedFigures.value("SP.POP.TOTL", "EAS", 2022))
        let easOurs = try #require(rows["EAS"]?["population"] as? Double)
        #expect(eas - easOurs == 23_186_278)
        #expect(
            reason("EAS")
                == "Population -0.97% (23.2 M people): the Bank's own estimate of what no listed economy holds: "
                + "23.2 M people (+100.0%). GDP -2.56% ($784 B): no 2022 figure for MNP ($858 M in 2020), PRK (never): "
                + "$858 M (+0.1%) at their last figures; the rest, the Bank's own estimate of what no listed economy "
                + "holds: $784 B (+99.9%).")
        #expect(
            reason("MEA")
                == "GDP +7.90% ($355 B): no 2022 figure for SYR ($8.98 B in 2021), YEM ($21.6 B in 2018): $30.6 B "
                + "(-8.6%) at their last figures; the rest, $386 B (+108.6%) less: the Bank's estimates fall below "
                + "those figures, or its members are not the current list.")
        #expect(
            reason("SAS")
                == "GDP -9.00% ($389 B): the Bank counts AFG + PAK, which the list puts in another group: $389 B "
                + "(+100.0%).")
        // Nothing to explain is no reason: null, as every missing value in JSON.
        #expect(rows["NAC"]?["reconciliation"] is NSNull)
        // SAS's gap is AFG's and PAK's GDP to the dollar, as the Bank's own figures show.
        let sas = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", "SAS", 2022))
        let moved = try ["AFG", "PAK"].map { try #require(try SharedFigures.value("NY.GDP.MKTP.CD", $0, 2022)) }
        #expect(abs(sas - (try #require(rows["SAS"]?["gdp_usd"] as? Double)) - moved.reduce(0, +)) < 1)
    }

    /// The gap to the Bank's figure split into parts that add up to it, each checked against the
    /// Bank's files: the last figures of the economies without one, Ethiopia (not classified today)
    /// in Low income, and the Bank's own estimate of the rest.
    @Test(arguments: [
        (["--year", "2022"], "EAS", ["MNP"], [String]()), (["--year", "2022", "--by", "income"], "LIC", [], ["ETH"]),
        (["--year", "2022"], "WLD", [], []),
    ])
    func theGapsPartsAddUpToIt(arguments: [String], id: String, carried: [String], unclassified: [String])
        async throws
    {
        let row = try #require(try await Self.rows(arguments)[id])
        let number = { (key: String) in row[key] as? Double ?? .nan }
        let bank = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", id, 2022))
        let gap = number("gdp_usd_gap")
        #expect(abs(gap - (bank - number("gdp_usd"))) <= bank * 1e-12)
        let parts = ["gdp_usd_gap_without_figure", "gdp_usd_gap_members", "gdp_usd_gap_bank_estimate"].map(number)
        #expect(abs(parts.reduce(0, +) - gap) <= abs(gap) * 1e-9, "\(parts) add up to \(gap)")
        // The economies without a 2022 figure count at their last one (MNP: 2020; PRK has none).
        for code in carried {
            let last = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", code, 2020))
            #expect(abs(parts[0] - last) <= last * 1e-9)
        }
        let named = try unclassified.map { try #require(try SharedFigures.value("NY.GDP.MKTP.CD", $0, 2022)) }
        #expect(abs(parts[1] - named.reduce(0, +)) <= 1)
        let reason = row["reconciliation"] as? String ?? ""
        for code in unclassified { #expect(reason.contains("\(code), not classified today: $127 B (+66.3%)")) }
        if id == "WLD" { #expect(parts[2] > 0 && parts[0] > 0, "the world's gap is both: $653 B and $668 B") }
    }

    @Test func incomeAndLendingGroupsStandBesideTheirAggregates() async throws {
        let lending = try await Self.rows(["--year", "2022", "--by", "lending"])
        #expect(Set(lending.keys) == ["IDX", "IDB", "IBD", "", "WLD"], "no aggregate for 'Not classified'")
        #expect(lending["IDB"]?["bank_gdp_usd"] as? Double == (try SharedFigures.value("NY.GDP.MKTP.CD", "IDB", 2022)))
        #expect(
            lending["IDB"]?["reconciliation"] as? String
                == "GDP +6.23% ($73.8 B): the Bank leaves out CIV + SUR, listed here: $73.8 B (+100.0%); its members "
                + "are not the current list.")
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

    @Test func aColdYearAsksForThatYearAndEachEconomysLatestValueOnlyAndSaysWhatTheSnapshotSays() async throws {
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
                "\(both)?format=json&date=2010:2022&source=2&per_page=7800&page=1",
                "\(both)?format=json&mrnev=1&source=2&per_page=600&page=1",
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
