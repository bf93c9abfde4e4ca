import Analysis

/// Draws columns as a GitHub-flavoured Markdown table: text escaped, figures right-aligned, the year
/// of a dated value in brackets in a "latest" listing, totals in bold.
enum ColumnMarkdown {
    /// One line of the table body.
    enum Entry<Row: Sendable> {
        /// A row of data.
        case row(Row)
        /// A totals row of `summary`, labelled in the name column.
        case total(RegionSummary, label: String)
    }

    /// The table.
    static func table<Row>(_ columns: [Column<Row>], entries: [Entry<Row>], showsYears: Bool) -> String {
        let shown = columns.shown(in: .markdown)
        let rows = entries.map { entry -> [String] in
            switch entry {
            case .row(let row):
                return shown.map { column in
                    let value = column.value(row)
                    guard let text = value.text(as: column.kind) else { return column.kind.missingText }
                    let cell = escaped(value) ? MarkdownText.cell(text) : text
                    guard showsYears, column.isDated, let year = value.year else { return cell }
                    return "\(cell) (\(year))"
                }
            case .total(let summary, let label):
                return shown.map { column in
                    if column.kind == .name { return "**\(MarkdownText.cell(label))**" }
                    guard let total = column.total else { return "" }
                    return total(summary).text(as: column.kind).map { "**\($0)**" } ?? column.kind.missingText
                }
            }
        }
        return MarkdownText.table(header: shown.map(\.header), right: shown.map(\.kind.isNumeric), rows: rows)
    }

    /// Text from the Bank is escaped; figures this tool formatted are not.
    private static func escaped(_ value: CellValue) -> Bool {
        switch value {
        case .text, .classification: true
        case .number, .integer, .dated, .flag: false
        }
    }
}
