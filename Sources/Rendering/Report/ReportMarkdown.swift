public import Analysis
public import WorldBank

/// The report's `index.md`: the same content as `index.html` as Markdown tables, for GitHub.
public enum ReportMarkdown {
    /// Renders `document`; the generation time appears on one line only, so two reports of the same
    /// data differ in that line alone. Charts become tables.
    public static func render(_ document: ReportDocument, source: SourceNote) -> String {
        var header = "# \(MarkdownText.cell(document.title))\n\n"
        if let freshness = document.freshness {
            let warning = freshness.deservesWarning(now: document.generatedAt) ? "**Note:** " : ""
            header += warning + MarkdownText.cell(FreshnessText.sentences(freshness)) + "\n\n"
        }
        header += "Generated \(HumanDate.time(document.generatedAt))\n"
        var summary =
            "## Summary\n\n" + MarkdownText.cell(SummaryText.sentences(document).joined(separator: " ")) + "\n"
        for note in SummaryText.notes(document) { summary += "\n" + MarkdownText.cell(note) + "\n" }
        var sections = [header, summary]
        if let changes = document.changes { sections.append(self.changes(changes)) }
        let regions = (document.regions + [document.total]).map { TableEntry.row($0) }
        sections.append(
            "## \(SummaryText.heading("Regions", document))\n\n"
                + ColumnMarkdown.table(RegionColumns.all, entries: regions, showsYears: false))
        if let trends = trendTable(document.trends) { sections.append(trends) }
        sections.append("## The \(document.largest.count) largest economies by GDP\n\n" + largestTable(document))
        sections.append(
            "## \(SummaryText.heading("Economies by region", document))\n\n"
                + ListingRenderer.markdown(document.listing, source: source, level: 3))
        return sections.joined(separator: "\n")
    }

    /// The trend charts as a table: each region's population and GDP every five years.
    private static func trendTable(_ trends: [RegionTrend]) -> String? {
        guard let years = trends.first?.points.map(\.year), let last = years.last else { return nil }
        let shown = years.filter { (last - $0) % 5 == 0 }
        let rows = trends.flatMap { trend in
            let points = Dictionary(trend.points.map { ($0.year, $0) }, uniquingKeysWith: { first, _ in first })
            return Measure.trended.map { measure in
                [MarkdownText.cell(trend.region.name), measure.header]
                    + shown.map { points[$0].flatMap { measure.trend?($0) }.map(measure.kind.format) ?? "—" }
            }
        }
        return "## Trends, \(years[0])–\(last)\n\nLines \(RegionTrend.method).\n\n"
            + MarkdownText.table(
                header: ["Region", "Measure"] + shown.map(String.init),
                right: [false, false] + shown.map { _ in true }, rows: rows)
    }

    private static func largestTable(_ document: ReportDocument) -> String {
        let rows = document.largest.enumerated().map { index, row in
            [
                String(index + 1), MarkdownText.cell(row.country.name), MarkdownText.cell(row.country.region.name),
                row.gdp.map { "\(Measure.gdp.kind.format($0.value)) (\($0.year))" } ?? "—",
            ]
        }
        return MarkdownText.table(
            header: ["#", "Economy", "Region", Measure.gdp.header], right: [true, false, false, true], rows: rows)
    }

    private static func changes(_ changes: ReportChanges) -> String {
        let lines = ChangeText.lines(changes).map { "- \(MarkdownText.cell($0))\n" }
        return "## What changed\n\n" + (lines.isEmpty ? "Nothing changed since the previous report.\n" : lines.joined())
    }
}
