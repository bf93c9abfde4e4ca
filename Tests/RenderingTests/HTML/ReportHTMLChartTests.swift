import Analysis
import Testing

@testable import Rendering

/// The charts: bars in HTML proportional to the values, labelled with names and human values in a
/// stable order; small trend charts on their own stated scale that end at their last year with data.
@Suite struct ReportHTMLChartTests {
    private typealias Fixtures = ReportHTMLFixtures

    /// The bar lists of a page, each as (label, value text, `--percent`) per bar.
    private static func bars(_ page: String) -> [[(String, String, String)]] {
        let outline = XMLOutline(parsing: page)
        return outline.all("ol").filter { $0.attributes["class"] == "bars" }.map { list in
            outline.all("li", inside: list).map { item in
                let spans = outline.all("span", inside: item)
                let text = { (name: String) in spans.first { $0.attributes["class"] == name }?.text ?? "" }
                let style = spans.first { $0.attributes["class"] == "bar" }?.attributes["style"] ?? ""
                return (text("bar-label"), text("bar-value"), style)
            }
        }
    }

    @Test func regionBarsAreLargestFirstWithHumanValuesAndTheLargestEconomiesTheirCodes() throws {
        let charts = Self.bars(Fixtures.page(Fixtures.document(Fixtures.small)))
        try #require(charts.count == 4)

        #expect(
            charts[0].map(\.0) == [
                "North America", "East Asia & Pacific", "Latin America & Caribbean", "Sub-Saharan Africa",
                "Middle East, North Africa, Afghanistan & Pakistan",
            ])
        #expect(charts[0].map(\.1) == ["334 M", "59.0 M", "51.7 M", "21.9 M", "9.56 M"])
        #expect(charts[1].map(\.1) == ["$25.7 T", "$2.03 T", "$525 B", "$345 B", "$12.4 B"])
        #expect(charts[2].first?.0 == "North America", "GDP per capita by region, highest first")
        #expect(charts[2].first?.1 == "$77,074")
        #expect(
            charts[3].map(\.0) == [
                "USUnited States", "KRKorea, Rep.", "ILIsrael", "HKHong Kong SAR, China", "COColombia", "TDChad",
            ])
        // The largest spans the width; Korea's bar is its GDP over the United States', in percent.
        #expect(charts[3].first?.2 == "--percent: 100")
        #expect(
            charts[3][1].2
                == "--percent: \(HTMLText.decimal(Fixtures.koreaGDP / Fixtures.unitedStatesGDP * 100).markup)")
    }

    @Test func emptyZeroNegativeAndNonFiniteValuesDrawNoBar() {
        let chart = BarListHTML(
            bars: [10, 5, 0, -3, .nan, .infinity].map { .init(label: "x", value: $0, valueText: "v") })
        #expect(chart.shares == [1, 0.5, 0, 0, 0, 0])
        #expect(BarListHTML(bars: []).html.markup == "<p class=\"note\">No data</p>")
    }

    @Test func aTrendChartStatesItsScaleFromZeroAndEndsAtItsLastYear() throws {
        // South Asia's chained GDP of 2019 to 2023 as the golden report has it, 2021 left out.
        let chart = TrendChartSVG(
            title: "GDP of South Asia", values: [2019: 3.32e12, 2020: 3.17e12, 2022: 3.94e12, 2023: 4.12e12],
            format: NumberText.humanDollars)
        let outline = XMLOutline(parsing: chart.svg.markup)
        let line = try #require(outline.all("path").first?.attributes["d"])

        #expect(outline.wellFormed, "\(outline.error)")
        #expect(chart.ticks == [0, 2.5e12, 5e12], "two steps of $2.5 T reach $4.12 T closer than three of $2 T")
        #expect(outline.all("text").map(\.text) == ["$0", "$2.50 T", "$5.00 T", "2019", "2023"])
        #expect(line.split(separator: "M").count == 2, "no value for 2021: the line breaks there")
        #expect(line.hasSuffix("L304 29.12"), "the last point is 2023's, at the right edge")
        #expect(
            outline.elements.first?.attributes["aria-label"] == "GDP of South Asia: $3.32 T in 2019, $4.12 T in 2023")
    }

    @Test(arguments: [(400.0, "400"), (26.008537748, "26.01"), (0.004, "0"), (-0.001, "0"), (12.5, "12.5")])
    func coordinatesAreShortAndLocaleFree(value: Double, text: String) {
        #expect(HTMLText.decimal(value).markup == text)
    }

    @Test func anExtraIndicatorGetsARankingOfItsHighestValues() throws {
        let year = YearSelection.year(2022)
        let rows = Fixtures.small.map { CountryRow(economy: $0, selection: year, extras: [.population]) }
        let document = ReportDocument(
            title: "t", listing: Listing(query: ListQuery(year: year, extras: [.population]), rows: rows),
            changes: nil, generatedAt: Fixtures.generatedDate)
        let page = ReportHTML.render(document, source: Fixtures.source)
        let outline = XMLOutline(parsing: page)

        #expect(
            outline.all("h2").map(\.text).suffix(2) == [
                "The 7 highest values of SP.POP.TOTL, 2022", "Economies by region, 2022",
            ])
        #expect(Self.bars(page).last?.first?.0 == "USUnited States")
        #expect(Self.bars(page).last?.first?.1 == "334 M")
    }
}
