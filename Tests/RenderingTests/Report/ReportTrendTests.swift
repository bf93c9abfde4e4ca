import CountriesAnalysis
import Foundation
import TestSupport
import Testing
import WorldBank

@testable import Rendering

/// The trends as both report files show them: a chart and a table row for every year of their
/// heading and none after the last year with data. Checked on the golden report of the real snapshot
/// (`report --year 2022`, recorded by `ReportCommandTests`), whose GDP has no 2024 value.
@Suite struct ReportTrendTests {
    static func golden(_ name: String) throws -> String {
        let url = RepositoryPaths.root.appendingPathComponent("Tests/CountriesCLITests/Golden/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The rows of the Markdown table under each heading of `markdown`, by heading.
    static func tables(_ markdown: String) -> [String: [[String]]] {
        var tables: [String: [[String]]] = [:]
        var heading = ""
        for line in markdown.split(separator: "\n").map(String.init) {
            if line.hasPrefix("#") { heading = String(line.drop { $0 == "#" }.dropFirst()) }
            guard line.hasPrefix("| "), !line.hasPrefix("| ---") else { continue }
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            tables[heading, default: []].append(cells)
        }
        return tables
    }

    @Test func everyTrendChartOfTheRealReportEndsAtTheLastYearWithData() throws {
        let outline = XMLOutline(parsing: try Self.golden("report-2022-index.html"))
        let charts = outline.all("svg").filter { $0.attributes["class"] == "trend-chart" }
        let lastYear = { (chart: XMLOutline.Element) in outline.all("text", inside: chart).last?.text }

        #expect(outline.wellFormed, "\(outline.error)")
        #expect(charts.count == 2 * 7)
        let gdp = try #require(
            charts.first { $0.attributes["aria-label"]?.hasPrefix("GDP of Sub-Saharan Africa") == true })
        #expect(lastYear(gdp) == "2023", "the Bank has no GDP for 2024 yet")
        #expect(gdp.attributes["aria-label"]?.hasSuffix(" in 2023") == true)
        #expect(charts.map(lastYear) == Array(repeating: "2024", count: 7) + Array(repeating: "2023", count: 7))
    }

    @Test func theRealReportsTrendTablesHaveARowForEveryYearOfTheirHeading() throws {
        let tables = Self.tables(try Self.golden("report-2022-index.md"))
        for (heading, last) in [
            ("Population by region, 2005–2024", 2024), ("GDP by region, 2005–2023 (current US$)", 2023),
        ] {
            let rows = try #require(tables[heading], "no table under \(heading)")
            #expect(rows.dropFirst().map { $0[0] } == (2005...last).map(String.init))
            #expect(rows.allSatisfy { !$0.contains("no data") && !$0.contains("—") })
        }
    }

    @Test func aYearARegionHasNoFigureForSaysSo() throws {
        func economy(_ id: String, _ iso2: String, _ region: Classification, gdpYears: [Int]) throws -> Economy {
            func values(_ indicator: String, _ years: [Int]) throws -> [Int: Double] {
                try Dictionary(
                    uniqueKeysWithValues: years.map { ($0, try #require(try SharedFigures.value(indicator, id, $0))) })
            }
            let country = Country(
                id: id, iso2Code: iso2, name: id, region: region, adminRegion: ReportHTMLFixtures.notClassified,
                incomeLevel: ReportHTMLFixtures.high, lendingType: ReportHTMLFixtures.ibrd, capitalCity: nil,
                longitude: nil, latitude: nil)
            return Economy(
                country: country,
                values: [
                    .population: try values("SP.POP.TOTL", [2021, 2022]), .gdp: try values("NY.GDP.MKTP.CD", gdpYears),
                ])
        }
        // Chad's 2022 GDP left out: Sub-Saharan Africa's line ends a year before East Asia's.
        let economies = [
            try economy("KOR", "KR", ReportHTMLFixtures.eastAsia, gdpYears: [2021, 2022]),
            try economy("TCD", "TD", ReportHTMLFixtures.subSaharan, gdpYears: [2021]),
        ]
        let query = ListQuery(year: .year(2022))
        let document = ReportDocument(
            title: "t",
            listing: Listing(query: query, rows: economies.map { CountryRow(economy: $0, selection: .year(2022)) }),
            changes: nil, generatedAt: ReportHTMLFixtures.generatedDate, trends: RegionTrend.trends(of: economies))
        let tables = Self.tables(ReportMarkdown.render(document, source: ReportHTMLFixtures.source))
        let korea = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", "KOR", 2022))

        #expect(
            tables["GDP by region, 2021–2022 (current US$)"]?.last
                == ["2022", NumberText.humanDollars(korea), "no data"])
    }
}
