import Foundation
import TestSupport
import Testing

/// `--sort` by any column a listing shows and `--full-span`, checked against orders computed from the
/// Bank's own files in shared/worldbank.
@Suite struct SortAndSpanTests {
    /// The ids of Sub-Saharan Africa's economies in data/countries.json.
    static let africa = CountryListFile.entries.filter { $0.region.id == "SSF" }.map(\.id)

    /// The ISO3 codes of the rows of CSV `text`, once each, in order.
    static func order(_ text: String) -> [String] {
        var seen: [String] = []
        for row in AnalysisMeasuresTests.table(text).rows {
            if let id = row["iso3"], seen.last != id { seen.append(id) }
        }
        return seen
    }

    /// `values` by economy, largest first (`descending`) or smallest first; economies without a value left out.
    static func ranked(_ values: [String: Double], descending: Bool = true) -> [String] {
        values.sorted { descending ? $0.value > $1.value : $0.value < $1.value }.map(\.key)
    }

    /// Each economy's values of `indicator` in `years`, by year.
    static func series(_ indicator: String, _ ids: [String], _ years: ClosedRange<Int>) throws -> [String: [Int:
        Double]]
    {
        var series: [String: [Int: Double]] = [:]
        for year in years {
            for (id, value) in try SharedFigures.values(indicator, in: year) where ids.contains(id) {
                series[id, default: [:]][year] = value
            }
        }
        return series
    }

    @Test func aCompoundGrowthRateSortsTheEconomiesWithOneLast() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "-r", "SSF", "-y", "2015:2022", "--growth", "--wide", "--sort", "gdp-cagr", "--desc",
            "-f", "csv",
        ])
        #expect(run.exitCode == .success, "\(run.stderr)")
        // The rate between the first and last year that hold a value, as the Bank's files give them.
        let rates = try Self.series("NY.GDP.MKTP.CD", Self.africa, 2015...2022).compactMapValues { byYear -> Double? in
            guard let first = byYear.keys.min(), let last = byYear.keys.max(), last > first,
                let start = byYear[first], let end = byYear[last]
            else { return nil }
            return pow(end / start, 1 / Double(last - first)) - 1
        }
        let order = Self.order(run.stdout)
        #expect(order.count == Self.africa.count)
        #expect(Array(order.prefix(rates.count)) == Self.ranked(rates))
        #expect(Set(order.dropFirst(rates.count)) == Set(Self.africa).subtracting(rates.keys))
    }

    @Test func aShareOfTheRegionSortsAcrossRegions() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "-y", "2022", "--share", "--sort", "population_share_region_pct", "--desc", "--limit",
            "8", "-f", "csv",
        ])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let regions = AnalysisMeasuresTests.regions
        var totals: [String: Double] = [:]
        for (id, region) in regions { totals[region, default: 0] += population[id] ?? 0 }
        let shares = Dictionary(
            uniqueKeysWithValues: regions.compactMap { id, region in
                population[id].map { (id, $0 / (totals[region] ?? 1)) }
            })
        #expect(Self.order(run.stdout) == Array(Self.ranked(shares).prefix(8)))
    }

    @Test func aRankSortsOneFirstAndAnIndicatorPerPersonSortsByItsValue() async throws {
        let rank = try await CommandRun.run([
            "list", "--offline", "-r", "SSF", "-y", "2022", "--rank", "--sort", "gdp-rank", "--limit", "3", "-f", "csv",
        ])
        #expect(rank.exitCode == .success, "\(rank.stderr)")
        let gdp = try SharedFigures.values("NY.GDP.MKTP.CD", in: 2022).filter { Self.africa.contains($0.key) }
        #expect(Self.order(rank.stdout) == Array(Self.ranked(gdp).prefix(3)))
        #expect(AnalysisMeasuresTests.table(rank.stdout).rows.map { $0["gdp_usd_rank"] } == ["1", "2", "3"])

        let perPerson = try await CommandRun.run([
            "list", "--offline", "-r", "SSF", "-y", "2022", "--per-capita", "NY.GDP.MKTP.CD", "--sort",
            "NY.GDP.MKTP.CD_per_person", "--limit", "4", "-f", "csv",
        ])
        #expect(perPerson.exitCode == .success, "\(perPerson.stderr)")
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let perHead = Dictionary(
            uniqueKeysWithValues: gdp.compactMap { id, value in population[id].map { (id, value / $0) } })
        let poorest = Self.ranked(perHead, descending: false)
        #expect(Self.order(perPerson.stdout) == Array(poorest.prefix(4)))
    }

    @Test func fullSpanKeepsTheEconomiesWithEveryFigureAtBothEndsAndNamesTheSpan() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "-r", "SSF", "-y", "2015:2022", "--growth", "--full-span", "--wide", "-f", "csv",
        ])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let population = try Self.series("SP.POP.TOTL", Self.africa, 2015...2022)
        let gdp = try Self.series("NY.GDP.MKTP.CD", Self.africa, 2015...2022)
        let whole = Self.africa.filter { id in
            [2015, 2022].allSatisfy { population[id]?[$0] != nil && gdp[id]?[$0] != nil }
        }
        #expect(whole.count < Self.africa.count, "some economies lack a figure at an end of the range")
        #expect(Set(Self.order(run.stdout)) == Set(whole))
        #expect(Self.order(run.stdout).count == whole.count)
        // Each row's three growth rates span the whole range (names may hold commas, so count).
        let rows = run.stdout.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(rows.count == whole.count)
        #expect(rows.allSatisfy { $0.components(separatedBy: ",2015:2022,").count == 4 })

        let terminal = try await CommandRun.run([
            "list", "--offline", "-r", "SSF", "-y", "2015:2022", "--growth", "--full-span", "--wide",
        ])
        #expect(terminal.stdout.contains("GDP (US$) CAGR 2015:2022"), "the shared span is in the heading")
        #expect(!terminal.stdout.contains("CAGR years"))
    }

    @Test(arguments: [
        (["--sort", "gdp-cagr"], "add --growth"),
        (["--sort", "gdp-share-region", "-y", "2010:2012"], "add --share"),
        (["--sort", "population-rank"], "add --rank"),
        (["--sort", "popluation"], "did you mean 'population'"),
        (["--sort", "SP.DYN.LE00.IN"], "gdp_per_capita_usd"),
        (["--full-span"], "--full-span needs a range of years"),
    ])
    func aColumnTheListingDoesNotShowIsRefusedWithWhatShowsIt(arguments: [String], message: String) async throws {
        let run = try await CommandRun.run(["list", "--offline"] + arguments)
        #expect(run.exitCode == .usage)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
