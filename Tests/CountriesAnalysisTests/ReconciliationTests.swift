import CountriesAnalysis
import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// The gap between our sums and the World Bank's aggregates split into computed parts, on the real
/// figures of `shared/worldbank` (the snapshot in `data/` is built from them): every cause named
/// with the figure that makes it, and the rest said as such.
@Suite @MainActor struct ReconciliationTests {
    /// Every economy and aggregate with the full histories of population and GDP, read once: the
    /// windows a run asks for give the same totals (ReportPeriodsTests, and the command tests).
    static let history: (economies: [Economy], aggregates: [Economy])? = {
        let snapshot = BundledSnapshot(folder: RepositoryPaths.snapshot)
        guard let countries = try? snapshot.file(.countries).countries,
            let datasets = try? IndicatorCode.core.map({ try snapshot.indicator($0, period: .history).0 })
        else { return nil }
        return EconomyData(countries: countries, datasets: datasets).economiesAndAggregates
    }()

    /// The totals by `grouping` for `year`, each reconciled (each year of a range apart).
    static func totals(_ year: YearSelection, by grouping: Grouping = .region) throws -> [RegionSummary] {
        let (economies, aggregates) = try #require(history)
        return ReportModel(economies: economies, aggregates: aggregates, query: ListQuery(year: year))
            .totals(by: grouping)
    }

    static func comparison(_ id: String, _ code: IndicatorCode, _ year: YearSelection, by grouping: Grouping = .region)
        throws -> Reconciliation.Comparison
    {
        let summary = try #require(try totals(year, by: grouping).first { $0.reconciliation?.aggregateID == id })
        return try #require(code == .population ? summary.reconciliation?.population : summary.reconciliation?.gdp)
    }

    static func bank(_ indicator: IndicatorCode, _ code: String, _ year: Int) throws -> Double {
        try #require(try SharedFigures.value(indicator.rawValue, code, year))
    }

    @Test func eastAsiasPopulationGapIsTaiwanChinaInFull() throws {
        let eas = try Self.comparison("EAS", .population, .year(2022))
        #expect(eas.unheld == 23_186_278)
        #expect(eas.parts.count == 1)
        let part = try #require(eas.parts.first)
        #expect(part.kind == .unlisted)
        #expect(part.amount == 23_186_278)
        #expect(part.figures.map(\.name) == ["Taiwan, China"])
        // The same number of people is missing from the world and from High income.
        #expect(part.evidence == .sameGap(aggregateIDs: ["HIC", "WLD"]))
        let world = try Self.comparison("WLD", .population, .year(2022))
        #expect(world.parts.map(\.kind) == [.unlisted])
        #expect(world.parts.first?.amount == 23_186_278)
    }

    @Test func southAsiasLatestGapNamesAfghanistanAndPakistanWithTheirFigures() throws {
        let sas = try Self.comparison("SAS", .gdp, .latest)
        #expect(sas.year == 2023)
        #expect(sas.parts.map(\.kind) == [.mixedYears, .countedElsewhere, .remainder])
        let mixed = sas.parts[0]
        let bhutan = try Self.bank(.gdp, "BTN", 2022)
        #expect(
            mixed.figures == [
                Reconciliation.Figure(id: "BTN", name: "Bhutan", value: YearValue(year: 2022, value: bhutan))
            ])
        #expect(mixed.amount == -bhutan)
        let moved = sas.parts[1]
        let pakistan = try Self.bank(.gdp, "PAK", 2023)
        #expect(moved.figures.map(\.id) == ["AFG", "PAK"])
        #expect(
            moved.figures.map(\.value) == [nil, YearValue(year: 2023, value: pakistan)], "Afghanistan has no 2023 GDP")
        #expect(moved.amount == pakistan)
        #expect(moved.evidence == .matchedExactly(years: [2022, 2021]))
        // In those years the Bank's SAS is its six members and Afghanistan and Pakistan to a millionth of a dollar.
        let members = ["BGD", "BTN", "IND", "LKA", "MDV", "NPL"]
        for year in [2021, 2022] {
            let counted = try (members + ["AFG", "PAK"]).map { try Self.bank(.gdp, $0, year) }.reduce(0, +)
            #expect(abs(try Self.bank(.gdp, "SAS", year) - counted) < 0.01)
        }
        // The rest is what the Bank puts in for the two without a 2023 figure.
        #expect(sas.parts[2].figures.map(\.id) == ["BTN", "AFG"])
        #expect(abs(sas.parts.map(\.amount).reduce(0, +) - sas.unheld) <= sas.bank * 1e-12)
    }

    @Test(arguments: [("LCN", ["VEN": 2014, "CUB": 2020]), ("SSF", ["ERI": 2011, "SSD": 2015])])
    func aLatestSumsMixedYearsAreItsCause(id: String, years: [String: Int]) throws {
        let comparison = try Self.comparison(id, .gdp, .latest)
        #expect(comparison.parts.map(\.kind) == [.mixedYears, .remainder])
        let mixed = comparison.parts[0]
        for (code, year) in years {
            let figure = try #require(mixed.figures.first { $0.id == code })
            #expect(figure.value == YearValue(year: year, value: try Self.bank(.gdp, code, year)))
        }
        #expect(mixed.amount == -mixed.figures.compactMap(\.value?.value).reduce(0, +))
        // Population sums one year everywhere, and the Bank's equal ours exactly.
        let population = try Self.comparison(id, .population, .latest)
        #expect(population.parts.isEmpty)
        #expect(population.ours == population.bank)
    }

    @Test func theMiddleEastOf2022LeavesOutAfghanistanAndPakistanThoughSyriaAndYemenLackFigures() throws {
        let mea = try Self.comparison("MEA", .gdp, .year(2022))
        #expect(mea.missing.map(\.id) == ["SYR", "YEM"])
        #expect(mea.parts.map(\.kind) == [.leftOut, .remainder])
        let left = mea.parts[0]
        let values = try ["AFG", "PAK"].map { try Self.bank(.gdp, $0, 2022) }
        #expect(left.figures.map(\.id) == ["AFG", "PAK"])
        #expect(left.figures.map(\.value) == values.map { YearValue(year: 2022, value: $0) })
        #expect(left.amount == -values.reduce(0, +))
        #expect(left.evidence == .matchedExactly(years: [2018, 2017]))
        #expect(mea.parts[1].figures.map(\.id) == ["SYR", "YEM"])
        #expect(mea.parts[1].amount > 0, "the Bank puts Syria and Yemen in")
    }

    @Test func lendingGroupsOfAnEarlierClassificationAreFound() throws {
        let blend = try Self.comparison("IDB", .gdp, .year(2022), by: .lending)
        #expect(blend.parts.map(\.kind) == [.leftOut])
        #expect(blend.parts.first?.figures.map(\.id) == ["CIV", "SUR"])
    }

    /// No part is nothing, the parts add up to the gap, and only the remainder goes without proof,
    /// for every group of every grouping, latest, one year and each year of a range.
    @Test(arguments: [YearSelection.latest, .year(2022), .year(1995), .range(2018, 2023)])
    func everyPartIsSomethingAndThePartsAddUp(year: YearSelection) throws {
        for grouping in Grouping.allCases {
            for summary in try Self.totals(year, by: grouping) {
                for comparison in [summary.reconciliation?.population, summary.reconciliation?.gdp].compactMap({ $0 }) {
                    let label = "\(summary.reconciliation?.aggregateID ?? "") \(comparison.year)"
                    for part in comparison.parts {
                        #expect(abs(part.amount) > abs(comparison.bank) * 1e-9, "\(label): \(part.kind) is nothing")
                        #expect((part.evidence == .none) == (part.kind == .mixedYears || part.kind == .remainder))
                    }
                    let sum = comparison.parts.map(\.amount).reduce(0, +)
                    #expect(abs(sum - comparison.unheld) <= abs(comparison.bank) * 1e-9, "\(label)")
                }
            }
        }
    }

    /// Synthetic figures: an aggregate that one economy of another group matches in one year only is
    /// not said to count it.
    @Test func aMatchInOneYearIsChanceNotMembership() throws {
        func economy(_ id: String, _ region: String, _ values: [Int: Double]) -> Economy {
            let group = Classification(id: region, iso2Code: "", name: region)
            let none = Classification(id: "", iso2Code: "", name: "")
            return Economy(
                country: Country(
                    id: id, iso2Code: "", name: id, region: group, adminRegion: none, incomeLevel: none,
                    lendingType: none, capitalCity: nil, longitude: nil, latitude: nil),
                values: [.gdp: values])
        }
        let members = [economy("AAA", "R1", [2020: 10, 2021: 10]), economy("BBB", "R1", [2020: 20, 2021: 20])]
        let other = economy("CCC", "R2", [2020: 5, 2021: 7])
        let aggregate = economy("R1", Country.aggregateRegionID, [2020: 35, 2021: 36])
        let summary = RegionSummary(region: Classification(id: "R1", iso2Code: "", name: "R1"), rows: [], year: 2021)
        let reconciled = summary.reconciled(economies: members + [other], aggregates: [aggregate])
        #expect(reconciled.reconciliation?.gdp == nil, "no rows summed, nothing compared")
        let listing = Listing.make(economies: members + [other], query: ListQuery(year: .year(2021)))
        let group = try #require(listing.groups.first { $0.region.id == "R1" })
        let comparison = try #require(
            group.summary.reconciled(economies: members + [other], aggregates: [aggregate]).reconciliation?.gdp)
        #expect(comparison.unheld == 6)
        #expect(comparison.parts.map(\.kind) == [.remainder], "5 in 2020 is CCC's, 6 in 2021 is not")
        // Both years matched: then it is membership.
        let matching = economy("R1", Country.aggregateRegionID, [2020: 35, 2021: 37])
        let counted = try #require(
            group.summary.reconciled(economies: members + [other], aggregates: [matching]).reconciliation?.gdp)
        #expect(counted.parts.map(\.kind) == [.countedElsewhere])
        #expect(counted.parts.first?.amount == 7)
    }
}
