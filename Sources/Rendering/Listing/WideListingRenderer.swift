import Analysis
import WorldBank

/// The wide layout of a year range: one row per economy, the years as columns.
///
/// CSV, TSV and JSON hold every indicator in one row (`population 2015`, or a `population` object
/// keyed by year in JSON), the shape a spreadsheet wants; people get one table per indicator, since
/// three indicators over a dozen years would not fit beside each other.
enum WideListingRenderer {
    static func render(_ listing: Listing, format: OutputFormat, source: SourceNote, style: TerminalStyle) -> String {
        let columns = ListingColumns.wide(for: listing)
        let series = listing.series
        switch format {
        case .csv: return ColumnCSV.render(columns, rows: series, source: source)
        case .tsv: return ColumnCSV.render(columns, rows: series, source: source, dialect: .tsv)
        case .json:
            return JSONValue.object([
                ("metadata", MetadataJSON.object(source: source, query: MetadataJSON.query(listing.query))),
                ("rows", .array(series.map { ColumnJSON.object(columns, row: $0) })),
            ]).rendered()
        case .table:
            var lines: [String] = []
            for (title, block) in blocks(columns) {
                if !lines.isEmpty { lines.append("") }
                lines.append(style.bold(title))
                lines += ColumnTable.render(block, entries: series.map { .row($0) }, showsYears: false, style: style)
            }
            return (lines + [style.dim(note), style.dim(source.line)]).joined(separator: "\n") + "\n"
        case .markdown:
            let tables = blocks(columns).map { title, block in
                "## \(MarkdownText.cell(title))\n\n"
                    + ColumnMarkdown.table(block, entries: series.map { .row($0) }, showsYears: false)
            }
            return (tables + ["\(note)\n\n_\(MarkdownText.cell(source.line))_\n"]).joined(separator: "\n")
        }
    }

    /// What people read under the tables.
    static let note = "One table per indicator; without --wide, one row per economy and year."

    /// One block per indicator: the economy's code and name, then that indicator's years.
    private static func blocks(_ columns: [Column<EconomySeries>]) -> [(String, [Column<EconomySeries>])] {
        let identity = columns.filter { $0.group == nil && ($0.kind == .code || $0.kind == .name) }
        var blocks: [(String, [Column<EconomySeries>])] = []
        for column in columns {
            guard let group = column.group else { continue }
            if blocks.last?.0 == group.title {
                blocks[blocks.count - 1].1.append(column)
            } else {
                blocks.append((group.title, identity + [column]))
            }
        }
        return blocks
    }
}
