import CountriesAnalysis
import WorldBank

/// The report's charts: the region totals as bars, the trends as small multiples, the rankings as bars.
extension ReportHTML {
    /// Population, GDP and GDP per capita by region, each region's bar largest first; none for a
    /// report of one region. A region without the figure gets no bar rather than a zero.
    static func regionCharts(_ regions: [RegionSummary]) -> HTMLText {
        guard regions.count > 1 else { return "" }
        let figures = Measure.core.map { measure -> HTMLText in
            let value = { (region: RegionSummary) in measure.total?(region) }
            let sorted = regions.sorted { (value($0) ?? 0, $1.name) > (value($1) ?? 0, $0.name) }
            let bars = sorted.compactMap { region in
                value(region).map {
                    BarListHTML.Bar(label: HTMLText(text: region.name), value: $0, valueText: measure.kind.format($0))
                }
            }
            return figure(measure.regionTitle(), BarListHTML(bars: bars).html)
        }
        return "<div class=\"charts\">\n\(figures)\n</div>"
    }

    /// One small chart per region and measure, each on its own scale (``TrendChartSVG``), under a note
    /// that says so and how the lines are built (``RegionTrend/method``).
    static func trendCharts(_ trends: [MeasureTrend]) -> HTMLText {
        let grids = trends.map { trend -> HTMLText in
            let charts = trend.lines.map { line -> HTMLText in
                let without = line.withoutText
                let chart = TrendChartSVG(
                    title: "\(trend.measure.title) of \(line.region.name)" + (without.map { ", \($0)" } ?? ""),
                    values: line.values, format: trend.measure.kind.format)
                let last = line.values.max { $0.key < $1.key }
                // A point that leaves economies out says which, so that it is not read as the
                // region's total in the table above, which takes their older figures.
                let withoutNote: HTMLText = without.map { " <span class=\"without\">\($0)</span>" } ?? ""
                let caption: HTMLText =
                    last.map {
                        "\(line.region.name) <span class=\"last\">\(trend.measure.kind.format($0.value)) in \($0.key)</span>\(withoutNote)"
                    }
                    ?? "\(line.region.name)"
                return "<figure class=\"trend\">\n<figcaption>\(caption)</figcaption>\n\(chart.svg)\n</figure>"
            }
            return "<h3>\(trend.title)</h3>\n<div class=\"multiples\">\n\(charts)\n</div>"
        }
        let note =
            "Each chart has its own scale, from zero to the top of its axis: compare the shapes of the lines, "
            + "and read the sizes on the axes. Lines \(RegionTrend.method)."
        return "<p class=\"note\">\(note)</p>\n\(grids)"
    }

    /// A ranking as bars, each economy's code before its name.
    static func rankingChart(_ ranking: ReportRanking) -> HTMLText {
        BarListHTML(
            bars: ranking.entries.map { row, value in
                .init(
                    label: "\(HTMLText.codeMark(row.country.iso2Code))\(row.country.name)", value: value.value,
                    valueText: ranking.text(value))
            }
        ).html
    }

    /// A chart with its caption.
    private static func figure(_ title: String, _ chart: HTMLText) -> HTMLText {
        "<figure class=\"chart\">\n<figcaption>\(title)</figcaption>\n\(chart)\n</figure>"
    }
}
