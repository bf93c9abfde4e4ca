import Analysis

/// Draws columns as an aligned terminal table: dated values get a "Year" column beside them in a
/// "latest" listing, totals rows put their label in the name column.
enum ColumnTable {
    /// One line of the table body.
    enum Entry<Row: Sendable> {
        /// A row of data.
        case row(Row)
        /// A full-width caption, such as a region's name.
        case caption(String)
        /// A totals row of `summary`, labelled in the name column.
        case total(RegionSummary, label: String)
        /// A rule.
        case separator
    }

    /// The table as lines, fitted into the style's width.
    static func render<Row>(
        _ columns: [Column<Row>], entries: [Entry<Row>], showsYears: Bool, style: TerminalStyle
    ) -> [String] {
        let shown = columns.shown(in: .terminal)
        var header: [TextTable.Column] = []
        for column in shown {
            header.append(
                TextTable.Column(
                    column.terminalHeader, right: column.kind.isNumeric, dropPriority: column.dropPriority,
                    shrinks: column.kind == .name))
            if showsYears, column.isDated { header.append(TextTable.Column("Year", right: true, dropPriority: 1)) }
        }
        func cells(_ cell: (Column<Row>) -> (text: String, year: String)) -> [String] {
            shown.flatMap { column -> [String] in
                let (text, year) = cell(column)
                return showsYears && column.isDated ? [text, year] : [text]
            }
        }
        let lines = entries.map { entry -> TextTable.Line in
            switch entry {
            case .row(let row):
                return .cells(
                    cells { column in
                        let value = column.value(row)
                        return (
                            value.text(as: column.kind) ?? column.kind.missingText, value.year.map(String.init) ?? ""
                        )
                    })
            case .total(let summary, let label):
                return .cells(
                    cells { column in
                        if column.kind == .name { return (label, "") }
                        guard let total = column.total else { return ("", "") }
                        return (total(summary).text(as: column.kind) ?? column.kind.missingText, "")
                    })
            case .caption(let text): return .caption(text)
            case .separator: return .separator
            }
        }
        return TextTable(columns: header, lines: lines).render(width: style.width, style: style)
    }
}
