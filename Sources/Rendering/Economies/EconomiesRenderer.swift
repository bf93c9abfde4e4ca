public import WorldBank

/// `countries economies`: entries of the World Bank's country list with their codes and groups.
public enum EconomiesRenderer {
    /// `entries` in `format`, with a line saying how many there are.
    public static func render(_ entries: [Country], format: OutputFormat, source: SourceNote, style: TerminalStyle)
        -> String
    {
        let columns = EconomyColumns.all
        let aggregates = entries.count(where: \.isAggregate)
        let count = [
            aggregates < entries.count ? Plural.economies(entries.count - aggregates) : nil,
            aggregates > 0 ? "\(aggregates) aggregate\(aggregates == 1 ? "" : "s")" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
        switch format {
        case .table:
            let table = ColumnTable.render(columns, entries: entries.map { .row($0) }, showsYears: false, style: style)
            return (table + [count, source.line].map(style.dim)).joined(separator: "\n") + "\n"
        case .csv, .tsv: return ColumnCSV.render(columns, rows: entries, source: source, dialect: format.dialect)
        case .json: return MetadataJSON.document(source: source, [("rows", ColumnJSON.array(columns, rows: entries))])
        case .markdown:
            let table = ColumnMarkdown.table(columns, entries: entries.map { .row($0) }, showsYears: false)
            return table + "\n\(count)\n\n_\(MarkdownText.cell(source.line))_\n"
        }
    }
}
