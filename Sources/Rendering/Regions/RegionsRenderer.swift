public import Analysis
public import WorldBank

/// The `regions` command in every format, drawn from ``RegionColumns``: one row per region, then
/// the total of every economy.
public enum RegionsRenderer {
    /// Renders the region summaries in `format`.
    public static func render(
        _ regions: [RegionSummary], total: RegionSummary, year: YearSelection, format: OutputFormat,
        source: SourceNote, style: TerminalStyle
    ) -> String {
        let columns = RegionColumns.all
        switch format {
        case .table:
            let entries = regions.map { ColumnTable.Entry.row($0) } + [.separator, .row(total)]
            let table = ColumnTable.render(columns, entries: entries, showsYears: false, style: style)
            return
                (table
                + [
                    style.dim("Missing: economies without population / GDP, left out of the totals."),
                    style.dim(CoverageText.mixedYears(total)),
                    style.dim(source.line),
                ].filter { !$0.isEmpty })
                .joined(separator: "\n") + "\n"
        case .csv:
            return ColumnCSV.render(columns, rows: regions + [total], source: source)
        case .tsv:
            return ColumnCSV.render(columns, rows: regions + [total], source: source, dialect: .tsv)
        case .json:
            return JSONValue.object([
                ("metadata", MetadataJSON.object(source: source, query: [("year", .string(year.description))])),
                ("rows", .array(regions.map { ColumnJSON.object(columns, row: $0) })),
                ("total", ColumnJSON.object(columns, row: total)),
            ]).rendered()
        case .markdown:
            let mixed = CoverageText.mixedYears(total)
            return markdown(regions + [total]) + (mixed.isEmpty ? "" : "\n\(mixed)\n")
                + "\n_\(MarkdownText.cell(source.line))_\n"
        }
    }

    /// The regions and the total of every year of a range (``RegionSummary/regions(of:eachYearOf:)``),
    /// with a `year` column; people read one block per year.
    public static func renderByYear(
        _ summaries: [RegionSummary], year: YearSelection, format: OutputFormat, source: SourceNote,
        style: TerminalStyle
    ) -> String {
        let columns = RegionColumns.columns(byYear: true)
        switch format {
        case .table:
            var entries: [ColumnTable.Entry<RegionSummary>] = []
            for summary in summaries {
                if summary.region == nil { entries.append(.separator) }
                entries.append(.row(summary))
                if summary.region == nil, summary.year != summaries.last?.year { entries.append(.separator) }
            }
            let table = ColumnTable.render(columns, entries: entries, showsYears: false, style: style)
            return
                (table + [
                    style.dim("Missing: economies without population / GDP, left out of the totals."),
                    style.dim(source.line),
                ])
                .joined(separator: "\n") + "\n"
        case .csv: return ColumnCSV.render(columns, rows: summaries, source: source)
        case .tsv: return ColumnCSV.render(columns, rows: summaries, source: source, dialect: .tsv)
        case .json:
            return JSONValue.object([
                ("metadata", MetadataJSON.object(source: source, query: [("year", .string(year.description))])),
                ("rows", .array(summaries.map { ColumnJSON.object(columns, row: $0) })),
            ]).rendered()
        case .markdown:
            return ColumnMarkdown.table(columns, entries: summaries.map { .row($0) }, showsYears: false)
                + "\n_\(MarkdownText.cell(source.line))_\n"
        }
    }

    /// The summaries as one Markdown table, as `regions` and the report print it.
    static func markdown(_ summaries: [RegionSummary]) -> String {
        ColumnMarkdown.table(RegionColumns.all, entries: summaries.map { .row($0) }, showsYears: false)
    }
}
