/// Draws columns as a GitHub-flavoured Markdown table: every cell escaped (a formatted figure holds
/// nothing to escape), figures right-aligned, the year of a dated value in brackets in a "latest"
/// listing, totals in bold.
enum ColumnMarkdown {
    /// The table.
    static func table<Row>(_ columns: [Column<Row>], entries: [TableEntry<Row>], showsYears: Bool) -> String {
        let shown = columns.shown(in: .markdown)
        let rows = entries.map { entry in
            shown.map { column -> String in
                guard let value = column.value(in: entry) else { return "" }
                guard let text = value.text(as: column.kind) else { return column.kind.missingText }
                var cell = MarkdownText.cell(text)
                if showsYears, column.isDated, let year = value.year { cell += " (\(year))" }
                if case .total = entry { return "**\(cell)**" }
                return cell
            }
        }
        return MarkdownText.table(header: shown.map(\.header), right: shown.map(\.kind.isNumeric), rows: rows)
    }

    /// Tables of `rows` one under another, each under its title as a `##` heading.
    static func titled<Row>(_ blocks: [(String, [Column<Row>])], rows: [Row]) -> [String] {
        blocks.map { title, columns in
            "## \(MarkdownText.cell(title))\n\n" + table(columns, entries: rows.map { .row($0) }, showsYears: false)
        }
    }
}
