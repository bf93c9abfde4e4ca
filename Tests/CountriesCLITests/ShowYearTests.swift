import Foundation
import TestSupport
import Testing

/// `show --year`, the spelling every command uses, and `--years N`, its old spelling still read.
@Suite struct ShowYearTests {
    /// The years and populations of the CSV of a one-economy `show`.
    static func populations(_ csv: String) -> [(year: Int, population: Double?)] {
        let rows = AnalysisMeasuresTests.table(csv).rows
        return rows.compactMap { row in
            Int(row["year"] ?? "").map { ($0, Double(row["population"] ?? "")) }
        }
    }

    @Test func aRangeShowsExactlyItsYearsWithTheBanksFigures() async throws {
        let run = try await CommandRun.run(["show", "KEN", "--year", "2000:2003", "--offline", "-f", "csv"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let rows = Self.populations(run.stdout)
        #expect(rows.map(\.year) == [2000, 2001, 2002, 2003])
        for row in rows {
            #expect(row.population == (try SharedFigures.value("SP.POP.TOTL", "KEN", row.year)))
        }
    }

    @Test func oneYearShowsThatYearAndSeveralEconomiesShareIt() async throws {
        let run = try await CommandRun.run(["show", "KEN", "UGA", "-y", "2012", "--offline", "-f", "csv"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let rows = AnalysisMeasuresTests.table(run.stdout).rows
        #expect(Set(rows.compactMap { $0["year"] }) == ["2012"])
        #expect(Set(rows.compactMap { $0["iso3"] }) == ["KEN", "UGA"])
    }

    @Test func theOldSpellingStillCountsTheNewestYearsAndHelpListsOnlyTheNewOne() async throws {
        let old = try await CommandRun.run(["show", "KEN", "--years", "3", "--offline", "-f", "csv"])
        #expect(old.exitCode == .success, "\(old.stderr)")
        #expect(Self.populations(old.stdout).map(\.year) == [2022, 2023, 2024])
        let help = try await CommandRun.run(["show", "--help"])
        #expect(help.stdout.contains("-y, --year Y"))
        #expect(!help.stdout.contains("--years"))
        let both = try await CommandRun.run(["show", "KEN", "--years", "3", "--year", "2020", "--offline"])
        #expect(both.exitCode == .usage)
        #expect(both.stderr.contains("--years and --year are given together"))
    }
}
