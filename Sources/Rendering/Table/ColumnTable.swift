/// Draws a ``Table`` as an aligned terminal table: dated values get a "Year" column beside them in
/// a "latest" listing, totals rows put their label in the name column, sections start with a
/// caption.
enum ColumnTable {
    /// The table as lines, fitted into the style's width.
    static func render(_ table: Table, style: TerminalStyle) -> [String] {
        let shownIndices = table.columns.positions(shownIn: .terminal)
        var header: [TextTable.Column] = []
        for column in shownIndices.map({ table.columns[$0] }) {
            header.append(
                TextTable.Column(
                    header: column.terminalHeader, alignRight: column.kind.isNumeric,
                    dropPriority: column.dropPriority, shrinks: column.kind == .name))
            if table.showsYears, column.isDated {
                header.append(TextTable.Column(header: "Year", alignRight: true, dropPriority: 1))
            }
        }
        let lines = table.lines.map { line -> TextTable.Line in
            switch line {
            case .caption(let text): return .caption(text)
            case .separator: return .separator
            case .row, .total:
                // The shown columns are read in place by position: pairing each cell with a copy of
                // its column's description cost more than drawing it.
                let values = table.values(of: line)
                var cells: [String] = []
                cells.reserveCapacity(header.count)
                for index in shownIndices {
                    let (kind, value) = (table.columns[index].kind, values[index])
                    cells.append(value.map { $0.text(as: kind) ?? kind.missingText } ?? "")
                    if table.showsYears, table.columns[index].isDated {
                        cells.append(value?.year.map(String.init) ?? "")
                    }
                }
                return .cells(cells)
            }
        }
        return TextTable(columns: header, lines: lines).render(width: style.width, style: style)
    }
}
