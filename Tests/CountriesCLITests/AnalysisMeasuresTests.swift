import Foundation
import TestSupport
import Testing

/// Growth, shares, ranks and per-person figures, checked against figures computed from the Bank's
/// own files in shared/worldbank.
@Suite struct AnalysisMeasuresTests {
    /// How far a percentage in a file may be from the exact one: files hold six decimals.
    static let sixDecimals = 5e-7

    /// The records of CSV `text` (cells here hold no commas, except quoted names, which are not read).
    static func table(_ text: String) -> (header: [String], rows: [[String: String]]) {
        let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = lines.first ?? []
        return (header, lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) })
    }

    /// The ids of the economies (not aggregates) of data/countries.json with their region ids.
    static let regions = Dictionary(
        uniqueKeysWithValues: CountryListFile.entries.filter { !$0.isAggregate }.map { ($0.id, $0.region.id) })

    @Test func growthIsTheCompoundAnnualRateAndTheChangeFromTheYearBefore() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "-c", "KEN", "-y", "2012:2022", "--growth", "-f", "csv",
        ])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let (header, rows) = Self.table(run.stdout)
        #expect(header.contains("population_cagr_pct") && header.contains("gdp_usd_change_pct"))
        let first = try #require(try SharedFigures.value("SP.POP.TOTL", "KEN", 2012))
        let last = try #require(try SharedFigures.value("SP.POP.TOTL", "KEN", 2022))
        let cagr = (pow(last / first, 1.0 / 10) - 1) * 100
        #expect(rows.count == 11)
        for row in rows {
            #expect(abs((Double(row["population_cagr_pct"] ?? "") ?? 0) - cagr) <= Self.sixDecimals)
            #expect(row["population_cagr_years"] == "2012:2022")
        }
        let gdp2021 = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", "KEN", 2021))
        let gdp2022 = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", "KEN", 2022))
        let change = try #require(Double(rows.last?["gdp_usd_change_pct"] ?? ""))
        #expect(abs(change - (gdp2022 / gdp2021 - 1) * 100) <= Self.sixDecimals)
        #expect(rows.first?["gdp_usd_change_pct"] == "", "2011 is outside the range")
        #expect(abs(cagr - 2.1426) < 0.0001)
    }

    @Test func aLatestListingSaysTheYearEachPerCapitaFigureIsOf() async throws {
        let run = try await CommandRun.run(["list", "--offline", "-c", "ERI;KEN", "-f", "csv"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let (header, rows) = Self.table(run.stdout)
        #expect(header.contains("gdp_per_capita_year"))
        for row in rows {
            let id = try #require(row["iso3"])
            let year = try #require(Int(row["gdp_per_capita_year"] ?? ""))
            #expect(row["gdp_year"] == "\(year)", "GDP per capita is of GDP's year")
            let gdp = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", id, year))
            let people = try #require(try SharedFigures.value("SP.POP.TOTL", id, year))
            #expect(abs((Double(row["gdp_per_capita_usd"] ?? "") ?? 0) / (gdp / people) - 1) < 1e-12)
        }
        // Eritrea's newest GDP is years older than its newest population: the two years differ.
        let eritrea = try #require(rows.first { $0["iso3"] == "ERI" })
        #expect(eritrea["gdp_per_capita_year"] != eritrea["population_year"])
    }

    @Test func sharesAreOfTheWholeRegionAndOfTheListedEconomies() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "-c", "NGA;KEN", "-y", "2022", "--share", "-f", "csv",
        ])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let rows = Self.table(run.stdout).rows
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let africa = Self.regions.filter { $0.value == "SSF" }.keys.compactMap { population[$0] }.reduce(0, +)
        let nigeria = try #require(population["NGA"])
        let kenya = try #require(population["KEN"])
        let nga = try #require(rows.first { $0["iso3"] == "NGA" })
        #expect(
            abs((Double(nga["population_share_region_pct"] ?? "") ?? 0) - nigeria / africa * 100) <= Self.sixDecimals)
        #expect(
            abs((Double(nga["population_share_listed_pct"] ?? "") ?? 0) - nigeria / (nigeria + kenya) * 100)
                <= Self.sixDecimals)
        #expect(Self.regions.values.count { $0 == "SSF" } == 48)
        #expect(!Self.table(run.stdout).header.contains("gdp_per_capita_usd_share_region_pct"), "a ratio has no share")
    }

    @Test func ranksFollowTheBanksFiguresInTheFirstAndLastYear() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "-y", "2012:2022", "--rank", "--wide", "-f", "csv",
        ])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let rows = Self.table(run.stdout).rows
        for year in [2012, 2022] {
            let gdp = try SharedFigures.values("NY.GDP.MKTP.CD", in: year).filter { Self.regions[$0.key] != nil }
            let top = gdp.sorted { $0.value > $1.value }.prefix(10).map(\.key)
            let listed = rows.filter { Int($0["gdp_usd_rank_\(year)"] ?? "") ?? 99 <= 10 }
                .sorted { Int($0["gdp_usd_rank_\(year)"] ?? "") ?? 0 < Int($1["gdp_usd_rank_\(year)"] ?? "") ?? 0 }
                .compactMap { $0["iso3"] }
            #expect(listed == Array(top), "\(year)")
        }
        let china = try #require(rows.first { $0["iso3"] == "CHN" })
        #expect(
            china["gdp_usd_rank_2012"] == "2" && china["gdp_usd_rank_2022"] == "2" && china["gdp_usd_rank_move"] == "0")
    }

    @Test func perCapitaDividesByThePopulationOfTheSameYearAndRefusesRates() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "-c", "KEN", "-y", "2022", "--per-capita", "NY.GDP.MKTP.CD", "-f", "csv",
        ])
        let row = try #require(Self.table(run.stdout).rows.first)
        #expect(row["NY.GDP.MKTP.CD_per_person"] == row["gdp_per_capita_usd"])
        #expect(row["NY.GDP.MKTP.CD_per_person"]?.hasPrefix("2090.59") == true)

        let rate = try await CommandRun.run(["list", "--offline", "--per-capita", "SP.DYN.LE00.IN"])
        #expect(rate.exitCode == .usage)
        #expect(
            rate.stderr.hasPrefix(
                "error: --per-capita SP.DYN.LE00.IN: 'Life expectancy at birth, total (years)' is already a rate"))
    }

    @Test(arguments: [
        (["list", "--offline", "--growth"], "error: --growth needs a range of years"),
        (
            ["list", "--offline", "--share", "-y", "2010:2012"],
            "error: --share takes one year or 'latest', not a range"
        ),
    ])
    func analysesThatDoNotFitTheYearsAreRefused(arguments: [String], message: String) async throws {
        let run = try await CommandRun.run(arguments)
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix(message))
    }

    @Test func showSaysEachMeasuresAnnualGrowth() async throws {
        let run = try await CommandRun.run(["show", "--offline", "KEN", "-f", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let growth = try #require(object["growth"] as? [String: [String: Any]])
        let population = try #require(growth["population"])
        #expect(population["first_year"] as? Int == 2015 && population["last_year"] as? Int == 2024)
        let first = try #require(try SharedFigures.value("SP.POP.TOTL", "KEN", 2015))
        let last = try #require(try SharedFigures.value("SP.POP.TOTL", "KEN", 2024))
        let expected = (pow(last / first, 1.0 / 9) - 1) * 100
        #expect(abs((population["cagr_pct"] as? Double ?? 0) - expected) <= Self.sixDecimals)
        #expect(growth["gdp_usd"]?["last_year"] as? Int == 2023)
    }

    @Test func regionsShareIsEachRegionsPartOfTheWorldTotal() async throws {
        let run = try await CommandRun.run(["regions", "--offline", "-y", "2022", "--share", "-f", "csv"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = lines[0].split(separator: ",").map(String.init)
        let column = try #require(header.firstIndex(of: "population_share_pct"))
        let ssf = try #require(lines.first { $0.hasPrefix("SSF,") }).split(separator: ",").map(String.init)
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let world = Self.regions.keys.compactMap { population[$0] }.reduce(0, +)
        let africa = Self.regions.filter { $0.value == "SSF" }.keys.compactMap { population[$0] }.reduce(0, +)
        #expect(abs((Double(ssf[column]) ?? 0) - africa / world * 100) <= Self.sixDecimals)
    }
}
