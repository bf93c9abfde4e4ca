import Analysis
import Testing

@testable import Rendering

/// The bar charts: proportional bars, labelled with names and human values, in a stable order.
@Suite struct ReportHTMLChartTests {
    private typealias Fixtures = ReportHTMLFixtures
    /// The longest bar of a chart across the page (the largest economies).
    static let wideSpan = BarChartSVG(title: "", width: 840, bars: []).barSpan

    @Test func barWidthsAreProportionalToTheValues() throws {
        let document = Fixtures.document(Fixtures.small)
        let outline = XMLOutline(parsing: Fixtures.page(document))
        let charts = outline.all("svg")
        try #require(charts.count == 4)
        let widths = outline.all("rect", inside: charts[3]).filter { $0.attributes["class"] == "bar" }
            .compactMap { $0.attributes["width"].flatMap(Double.init) }
        let gdps = document.largest.compactMap(\.gdp?.value)
        let expected = gdps.map { $0 / Fixtures.unitedStatesGDP * Self.wideSpan }

        #expect(widths.count == 6)
        #expect(widths.first == Self.wideSpan)
        #expect(abs(widths[1] - Fixtures.koreaGDP / Fixtures.unitedStatesGDP * Self.wideSpan) <= 0.005)
        #expect(zip(widths, expected).allSatisfy { abs($0 - $1) <= 0.005 })
    }

    @Test func regionChartsAreLargestFirstWithHumanValues() throws {
        let outline = XMLOutline(parsing: Fixtures.page(Fixtures.document(Fixtures.small)))
        let charts = outline.all("svg")
        try #require(charts.count == 4)
        func texts(_ chart: XMLOutline.Element, _ kind: String) -> [String] {
            outline.all("text", inside: chart).filter { $0.attributes["class"] == kind }.map(\.text)
        }

        #expect(
            texts(charts[0], "label") == [
                "North America", "East Asia & Pacific", "Latin America & Caribbean", "Sub-Saharan Africa",
                "Middle East, North Africa, Afghanistan & Pakistan",
            ])
        #expect(texts(charts[0], "value") == ["334 M", "59.0 M", "51.7 M", "21.9 M", "9.56 M"])
        #expect(texts(charts[1], "value") == ["$25.7 T", "$2.03 T", "$525 B", "$345 B", "$12.4 B"])
        #expect(texts(charts[2], "label").first == "North America", "GDP per capita by region, highest first")
        #expect(texts(charts[2], "value").first == "$77,074")
        #expect(
            texts(charts[3], "label") == [
                "United States", "Korea, Rep.", "Israel", "Hong Kong SAR, China", "Colombia", "Chad",
            ])
        #expect(
            charts.map { $0.attributes["role"] } == ["img", "img", "img", "img"]
                && charts.allSatisfy { $0.attributes["viewBox"] != nil && $0.attributes["width"] == "100%" })
        #expect(
            charts[0].attributes["aria-label"]
                == "Population by region: North America 334 M; East Asia & Pacific 59.0 M; "
                + "Latin America & Caribbean 51.7 M; Sub-Saharan Africa 21.9 M; "
                + "Middle East, North Africa, Afghanistan & Pakistan 9.56 M")
    }

    @Test func largestChartHoldsFifteenEconomies() throws {
        let outline = XMLOutline(parsing: Fixtures.page(Fixtures.document(Fixtures.large)))
        let largest = try #require(outline.all("svg").last)
        let bars = outline.all("rect", inside: largest).filter { $0.attributes["class"] == "bar" }
        #expect(bars.count == ReportDocument.largestCount)
    }

    @Test func emptyZeroNegativeAndNonFiniteValuesDrawNoBar() {
        let chart = BarChartSVG(
            title: "t",
            bars: [10, 5, 0, -3, .nan, .infinity].map { .init(label: "x", value: $0, valueText: "v") })
        #expect(chart.barWidths == [chart.barSpan, chart.barSpan / 2, 0, 0, 0, 0])
        #expect(BarChartSVG(title: "t", bars: [.init(label: "x", value: 0, valueText: "0")]).barWidths == [0])
    }

    @Test func valueTooLongForTheRightEdgeGoesInsideItsBar() {
        let chart = BarChartSVG(
            title: "t",
            bars: [
                .init(label: "United States", value: 27_360_935_000_000, valueText: "$27.4 T in current US dollars"),
                .init(label: "China", value: 17_794_781_986_104.457, valueText: "$17.8 T"),
            ])
        let values = XMLOutline(parsing: chart.svg.markup).all("text").filter { $0.attributes["class"] != "label" }

        #expect(
            values.map { $0.attributes } == [
                ["class": "value inside", "x": "344", "y": "33.5", "text-anchor": "end", "font-size": "13"],
                ["class": "value", "x": "233.63", "y": "73.5", "font-size": "13"],
            ])
    }

    @Test func chartWithoutBarsSaysSoAndStaysWellFormed() {
        let outline = XMLOutline(parsing: BarChartSVG(title: "Population by region", bars: []).svg.markup)
        #expect(outline.wellFormed, "\(outline.error)")
        #expect(outline.all("text").map(\.text) == ["No data"])
        #expect(outline.elements.first?.attributes["aria-label"] == "Population by region: no data")
    }

    @Test func longLabelsAreCutButTheTitleKeepsTheWholeName() {
        let name = String(repeating: "Saint Vincent and the Grenadines ", count: 3)
        let outline = XMLOutline(
            parsing: BarChartSVG(title: "t", bars: [.init(label: name, value: 1, valueText: "1")]).svg.markup)
        let label = outline.all("text").first?.text ?? ""
        #expect(label.count == BarChartSVG.maximumLabelLength)
        #expect(label.hasSuffix("…"))
        #expect(outline.all("title").map(\.text) == ["t", "\(name): 1"])
    }

    @Test(arguments: [(400.0, "400"), (26.008537748, "26.01"), (0.004, "0"), (-0.001, "0"), (12.5, "12.5")])
    func coordinatesAreShortAndLocaleFree(value: Double, text: String) {
        #expect(HTMLText.decimal(value).markup == text)
    }

    @Test func trendLinesHaveRoundAxesADashEachAndALegend() throws {
        let chart = LineChartSVG(
            title: "Population by region, 2020–2022", years: [2020, 2021, 2022],
            series: [
                .init(name: "East Asia & Pacific", tag: "EAS", values: [2020: 2.35e9, 2021: 2.355e9, 2022: 2.356e9]),
                .init(name: "North America", tag: "NAC", values: [2020: 3.69e8, 2022: 3.73e8]),
            ], format: NumberText.human)
        let outline = XMLOutline(parsing: "<div>" + chart.svg.markup + chart.legend.markup + "</div>")

        #expect(outline.wellFormed, "\(outline.error)")
        #expect(chart.tickStep == 5e8)
        #expect(chart.axisMaximum == 2.5e9)
        let ticks = outline.all("text").filter { $0.attributes["class"] == "axis" }.map(\.text)
        #expect(ticks == ["0", "500 M", "1.00 B", "1.50 B", "2.00 B", "2.50 B", "2020", "2021", "2022"])
        let paths = outline.all("path")
        #expect(paths.map { $0.attributes["stroke-dasharray"] } == [nil], "one line, solid: the first series")
        #expect(paths.first?.attributes["d"]?.split(separator: "L").count == 3)
        #expect(outline.all("circle").count == 2, "North America's 2021 gap is not drawn over: two lone dots")
        #expect(outline.all("line").compactMap { $0.attributes["stroke-dasharray"] } == ["6 3"], "its legend sample")
        #expect(outline.all("text").filter { $0.attributes["class"] == "tag" }.map(\.text) == ["EAS", "NAC"])
        #expect(outline.all("li").map(\.text) == [" EAS East Asia & Pacific", " NAC North America"])
    }

    @Test func anExtraIndicatorGetsAChartOfItsHighestValues() throws {
        let year = YearSelection.year(2022)
        let rows = Fixtures.small.map { CountryRow(economy: $0, selection: year, extras: [.population]) }
        let document = ReportDocument(
            title: "t", listing: Listing(query: ListQuery(year: year, extras: [.population]), rows: rows),
            changes: nil, generatedAt: Fixtures.generatedDate)
        let outline = XMLOutline(parsing: ReportHTML.render(document, source: Fixtures.source))
        let extra = try #require(outline.all("svg").last)

        #expect(outline.all("title", inside: extra).first?.text == "The 7 highest values of SP.POP.TOTL")
        #expect(
            outline.all("text", inside: extra).filter { $0.attributes["class"] == "label" }.first?.text
                == "United States (2022)")
    }
}
