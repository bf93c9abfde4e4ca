import Analysis
import WorldBank

/// The report's charts: totals and GDP per capita by region, 20-year trends, the largest economies.
extension ReportHTML {
    /// Every chart; the trends and the largest economies take the full width.
    static func charts(_ document: ReportDocument) -> HTMLText {
        let regions = document.regions.count > 1 ? Measure.core.map { bars($0, document.regions) } : []
        // A line chart scrolls sideways on a phone, its legend under it.
        let trends = trendCharts(document.trends).map { chart in
            figure(chart.title, "<div class=\"chart-scroll\">\n\(chart.svg)\n</div>\n\(chart.legend)", wide: true)
        }
        let extras = Measure.listed(with: document.listing.query.extras).dropFirst(Measure.core.count).map {
            extraChart(document.listing, $0)
        }
        let figures =
            regions.map { figure($0.title, $0.svg) } + trends
            + ([largestChart(document)] + extras).map { figure($0.title, $0.svg, wide: true) }
        return "<div class=\"charts\">\n\(figures)\n</div>"
    }

    /// Regions as bars, largest first; a region without the figure gets no bar rather than a zero.
    private static func bars(_ measure: Measure, _ regions: [RegionSummary]) -> BarChartSVG {
        let value = { (region: RegionSummary) in measure.total?(region) }
        let sorted = regions.sorted { (value($0) ?? 0, $1.name) > (value($1) ?? 0, $0.name) }
        return BarChartSVG(
            title: measure.regionTitle(),
            bars: sorted.compactMap { region in
                value(region).map { .init(label: region.name, value: $0, valueText: measure.kind.format($0)) }
            })
    }

    /// Population and GDP of each region over the last 20 years, as line charts chained so that an
    /// economy entering or leaving the data does not move a line (``RegionTrend/method``); each
    /// chart's axis ends at the last year any of its lines has.
    private static func trendCharts(_ trends: [RegionTrend]) -> [LineChartSVG] {
        Measure.trended.compactMap { measure in
            let series = trends.map { trend in
                LineChartSVG.Series(
                    name: trend.region.name, tag: trend.region.id.isEmpty ? trend.region.name : trend.region.id,
                    values: Dictionary(
                        trend.points.compactMap { point in measure.trend?(point).map { (point.year, $0) } },
                        uniquingKeysWith: { first, _ in first }))
            }
            let last = series.compactMap { $0.values.keys.max() }.max()
            let years = (trends.first?.points.map(\.year) ?? []).filter { $0 <= last ?? .min }
            guard years.count > 1 else { return nil }
            return LineChartSVG(
                title: measure.regionTitle(", \(years[0])–\(years[years.count - 1])") + ", " + RegionTrend.method,
                years: years, series: series, format: measure.kind.format)
        }
    }

    /// The largest economies by GDP, the year said once when they share it, else beside each name.
    private static func largestChart(_ document: ReportDocument) -> BarChartSVG {
        let years = Set(document.largest.compactMap(\.gdp?.year))
        let shared = years.count == 1 ? years.first : nil
        let title =
            "The \(document.largest.count) largest economies by GDP"
            + (shared.map { ", \($0)" } ?? "") + " (current US$)"
        return BarChartSVG(
            title: title, width: 840,
            bars: document.largest.compactMap { row in
                row.gdp.map { gdp in
                    let label = shared == nil ? "\(row.country.name) (\(gdp.year))" : row.country.name
                    return .init(label: label, value: gdp.value, valueText: NumberText.humanDollars(gdp.value))
                }
            })
    }

    /// An extra indicator (`report --indicator`): the economies with the highest values.
    private static func extraChart(_ listing: Listing, _ measure: Measure) -> BarChartSVG {
        let values = listing.rows.compactMap { row in measure.row(row).map { (row.country.name, $0) } }
            .sorted { ($0.1.value, $1.0) > ($1.1.value, $0.0) }.prefix(ReportDocument.largestCount)
        return BarChartSVG(
            title: "The \(values.count) highest values of \(measure.noun)", width: 840,
            bars: values.map { name, value in
                .init(label: "\(name) (\(value.year))", value: value.value, valueText: measure.kind.format(value.value))
            })
    }

    /// A chart with its caption; `wide` spans the grid.
    private static func figure(_ title: String, _ chart: HTMLText, wide: Bool = false) -> HTMLText {
        """
        <figure class="chart\(wide ? " wide" : "")">
        <figcaption>\(title)</figcaption>
        \(chart)
        </figure>
        """
    }
}
