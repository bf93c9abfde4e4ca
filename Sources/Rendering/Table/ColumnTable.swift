/// Draws columns as an aligned terminal table: dated values get a "Year" column beside them in a
/// "latest" listing, totals rows put their label in the name column.
enum ColumnTable {
    /// The table as lines, fitted into the style's width.
    static func render<Row>(
        _ columns: [Column<Row>], entries: [TableEntry<Row>], showsYears: Bool, style: TerminalStyle
    ) -> [String] {
        let shown = columns.shown(in: .terminal)
        var header: [TextTable.Column] = []
        for column in shown {
            header.append(
                TextTable.Column(
                    header: column.terminalHeader, alignRight: column.kind.isNumeric,
                    dropPriority: column.dropPriority, shrinks: column.kind == .name))
            if showsYears, column.isDated {
                header.append(TextTable.Column(header: "Year", alignRight: true, dropPriority: 1))
            }
        }
        let lines = entries.map { entry -> TextTable.Line in
            switch entry {
            case .caption(let text): return .caption(text)
            case .separator: return .separator
            case .row, .total:
                return .cells(
                    shown.flatMap { column -> [String] in
                        let value = column.value(in: entry)
                        let text = value.map { $0.text(as: column.kind) ?? column.kind.missingText } ?? ""
                        return showsYears && column.isDated ? [text, value?.year.map(String.init) ?? ""] : [text]
                    })
            }
        }
        return TextTable(columns: header, lines: lines).render(width: style.width, style: style)
    }

    /// Tables of `rows` one under another, each after a blank line and under its title in bold.
    static func titled<Row>(_ blocks: [(String, [Column<Row>])], rows: [Row], style: TerminalStyle) -> [String] {
        blocks.flatMap { title, columns in
            ["", style.bold(title)] + render(columns, entries: rows.map { .row($0) }, showsYears: false, style: style)
        }
    }
}
