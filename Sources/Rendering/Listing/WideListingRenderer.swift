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
        case .csv, .tsv: return ColumnCSV.render(columns, rows: series, source: source, dialect: format.dialect)
        case .json:
            return MetadataJSON.document(
                source: source, query: MetadataJSON.query(listing.query),
                [("rows", ColumnJSON.array(columns, rows: series))])
        case .table:
            let tables = ColumnTable.titled(blocks(listing), rows: series, style: style).dropFirst()
            return (tables + [style.dim(note), style.dim(source.line)]).joined(separator: "\n") + "\n"
        case .markdown:
            let tables = ColumnMarkdown.titled(blocks(listing), rows: series)
            return (tables + ["\(note)\n\n_\(MarkdownText.cell(source.line))_\n"]).joined(separator: "\n")
        }
    }

    /// What people read under the tables.
    static let note = "One table per indicator; without --wide, one row per economy and year."

    /// One block per indicator: the economy's code and name, then that indicator's years.
    private static func blocks(_ listing: Listing) -> [(String, [Column<EconomySeries>])] {
        let columns = ListingColumns.wide(for: listing)
        let identity = columns.filter { $0.group == nil && ($0.kind == .code || $0.kind == .name) }
        return Measure.listed(for: listing.query).map { measure in
            (measure.header, identity + columns.filter { $0.group?.name == measure.key })
        }
    }
}
