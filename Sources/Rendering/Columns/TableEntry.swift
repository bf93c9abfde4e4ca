import CountriesAnalysis

/// One line of a table for people, before its cells are taken: a row, a totals row, and the lines
/// that divide a table into sections.
enum TableEntry<Row: Sendable> {
    /// A row of data.
    case row(Row)
    /// A totals row of `summary`, labelled in the name column.
    case total(RegionSummary, label: String)
    /// A row that is itself a total (the World under the regions): its cells are the row's, drawn
    /// as a total (in bold in Markdown, at the foot in HTML).
    case totalRow(Row)
    /// The start of a section, such as a region: a full-width caption in a terminal, a heading
    /// between tables in Markdown.
    case caption(String)
    /// A rule in a terminal; with a heading, also the start of a section in Markdown, where a rule
    /// alone is not drawn.
    case separator(heading: String? = nil)
}

extension Column {
    /// This column's cell in `entry`: a totals row has its label in the name column and the
    /// column's total where it has one; `nil` is a blank cell.
    func value(in entry: TableEntry<Row>) -> CellValue? {
        switch entry {
        case .row(let row), .totalRow(let row): value(row)
        case .total(let summary, let label): self.kind == .name ? .text(label) : total?(summary)
        case .caption, .separator: nil
        }
    }
}
