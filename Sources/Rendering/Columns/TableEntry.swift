import Analysis

/// One line of a table for people: a row, a totals row, and in a terminal a caption or a rule
/// (Markdown and HTML put a heading between tables instead, and draw neither).
enum TableEntry<Row: Sendable> {
    /// A row of data.
    case row(Row)
    /// A full-width caption, such as a region's name.
    case caption(String)
    /// A totals row of `summary`, labelled in the name column.
    case total(RegionSummary, label: String)
    /// A rule.
    case separator
}

extension Column {
    /// This column's cell in `entry`: a totals row has its label in the name column and the
    /// column's total where it has one; `nil` is a blank cell.
    func value(in entry: TableEntry<Row>) -> CellValue? {
        switch entry {
        case .row(let row): value(row)
        case .total(let summary, let label): kind == .name ? .text(label) : total?(summary)
        case .caption, .separator: nil
        }
    }
}
