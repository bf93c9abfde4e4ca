/// Draws columns as an ``HTMLTable``: every value escaped, the year of a dated value in a small
/// span in a "latest" listing, `—` where the Bank has no figure.
enum ColumnHTML {
    /// A table of `rows` with an optional foot (a totals row, or one more row drawn like the others).
    ///
    /// With `keyFiguresFirst` the name comes first, then the figures, then the labels and codes, so
    /// that on a phone the figures are on screen beside the (sticky) name.
    static func table<Row>(
        _ columns: [Column<Row>], rows: [Row], foot: TableEntry<Row>? = nil, showsYears: Bool = false,
        fixedLayout: Bool = false, keyFiguresFirst: Bool = false
    ) -> HTMLTable {
        let shown = keyFiguresFirst ? ordered(columns.shown(in: .html)) : columns.shown(in: .html)
        let layout = shown.map { HTMLTable.Column($0.header, $0.kind, dated: showsYears && $0.isDated) }
        func cells(_ entry: TableEntry<Row>) -> [HTMLText] { shown.map { cell($0, entry, showsYears: showsYears) } }
        return HTMLTable(
            columns: layout, body: rows.map { cells(.row($0)) }, foot: foot.map(cells), fixedLayout: fixedLayout)
    }

    /// The name first, then the amounts, then the counts, then everything else, each group in its
    /// own order.
    static func ordered<Row>(_ columns: [Column<Row>]) -> [Column<Row>] {
        let amounts = columns.filter { $0.kind.isNumeric && $0.kind != .count }
        return columns.filter { $0.kind == .name } + amounts + columns.filter { $0.kind == .count }
            + columns.filter { $0.kind != .name && !$0.kind.isNumeric }
    }

    private static func cell<Row>(_ column: Column<Row>, _ entry: TableEntry<Row>, showsYears: Bool) -> HTMLText {
        guard let value = column.value(in: entry) else { return "" }
        guard let text = value.text(as: column.kind) else { return HTMLText(text: column.kind.missingText) }
        guard showsYears, column.isDated, let year = value.year else { return HTMLText(text: text) }
        return "\(text) <span class=\"year\">(\(year))</span>"
    }
}
