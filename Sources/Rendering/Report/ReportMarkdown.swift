public import CountriesAnalysis
public import WorldBank

/// The report's `index.md`: the same sections as `index.html`, in the same order, with Markdown
/// tables for its charts, for GitHub.
public enum ReportMarkdown {
    /// Renders `document`; the generation time appears on one line only, so two reports of the same
    /// data differ in that line alone. Charts become tables; the map is the report's `map.svg`, shown
    /// as an image with its legend as a list.
    public static func render(_ document: ReportDocument, source: SourceNote, map: WorldMap? = nil) -> String {
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
        let notes = FigureNotes(
            aggregatesOf: document.regions + [document.total], footnotesAsked: document.listing.query.footnotes,
            markedIn: .people)
        let regions = RegionColumns.table(document.regions, total: document.total, notes: notes)
        sections.append(
            "## \(SummaryText.heading("Regions", document))\n\n"
                + ColumnMarkdown.sections(regions, level: 3).joined(separator: "\n")
                + notes.lines.map { "\n\(MarkdownText.cell($0.mark)) \(MarkdownText.cell($0.text))\n" }.joined())
        if let map {
            let title = MarkdownText.cell(map.title)
            sections.append(
                "## Map: \(title)\n\n![\(title)](map.svg)\n\n"
                    + map.legend.map { "- \(MarkdownText.cell($0.text))\n" }.joined() + "\n"
                    + MarkdownText.cell(map.scaleNote) + "\n")
        }
        let trends = MeasureTrend.all(document.trends)
        if !trends.isEmpty { sections.append(trendTables(trends)) }
        sections += ReportRanking.all(document).map { "## \(MarkdownText.cell($0.title))\n\n" + table($0) }
        sections.append(
            "## \(SummaryText.heading("Economies by region", document))\n\n"
                + ListingRenderer.document(document.listing, source: source, notesUnderTables: true).markdown(level: 3))
        return sections.joined(separator: "\n")
    }

    /// The trend charts as tables, one per measure: a row for every year of its heading, a column per
    /// region. A region's cell of a year it has no value for says `no data`, as it draws no point.
    private static func trendTables(_ trends: [MeasureTrend]) -> String {
        let tables = trends.map { trend in
            let rows = trend.years.map { year in
                ["\(year)"] + trend.lines.map { $0.values[year].map(trend.measure.kind.format) ?? "no data" }
            }
            let without = trend.lines.compactMap { line in line.withoutText.map { "\(line.region.name) \($0)" } }
            return "### \(MarkdownText.cell(trend.title))\n\n"
                + MarkdownText.table(
                    header: ["Year"] + trend.lines.map { MarkdownText.cell($0.region.name) },
                    right: [false] + trend.lines.map { _ in true }, rows: rows)
                + (without.isEmpty
                    ? ""
                    : "\nEach line is of the economies with a figure in its last year: "
                        + MarkdownText.cell(without.joined(separator: "; ")) + ".\n")
        }
        return "## \(MeasureTrend.heading(trends))\n\nLines \(RegionTrend.method).\n\n"
            + tables.joined(separator: "\n")
    }

    private static func table(_ ranking: ReportRanking) -> String {
        let rows = ranking.entries.enumerated().map { index, entry in
            [
                String(index + 1), MarkdownText.cell(entry.row.country.name),
                MarkdownText.cell(entry.row.country.region.name), ranking.text(entry.value),
            ]
        }
        return MarkdownText.table(
            header: ["#", "Economy", "Region", ranking.measure.header], right: [true, false, false, true], rows: rows)
    }

    /// "What changed" (``ChangeText``): each kind of change under its `###` heading.
    private static func changes(_ changes: ReportChanges) -> String {
        let section = ChangeText(changes)
        var parts = section.lastUpdated.map { [MarkdownText.cell($0) + "\n"] } ?? []
        for part in section.parts {
            switch part {
            case .list(_, let lines):
                parts.append(
                    "### \(part.heading)\n\n" + lines.map { "- \(MarkdownText.cell($0))\n" }.joined())
            case .table(_, let table):
                parts.append("### \(part.heading)\n\n" + ColumnMarkdown.sections(table, level: 3).joined())
            }
        }
        return "## What changed\n\n" + (parts.isEmpty ? ChangeText.nothing + "\n" : parts.joined(separator: "\n"))
    }
}
