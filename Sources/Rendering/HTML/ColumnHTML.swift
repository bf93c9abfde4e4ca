/// Draws columns as an ``HTMLTable``: every value escaped, the year of a dated value in a small
/// span in a "latest" listing, `—` where the Bank has no figure.
enum ColumnHTML {
    /// A table of `rows` with an optional foot (a totals row, or one more row drawn like the others).
    ///
    /// The name comes first, then the amounts, then the counts, then the labels and codes, each in
    /// its own order, so that on a phone the figures are on screen beside the (sticky) name.
    static func table<Row>(
        _ columns: [Column<Row>], rows: [Row], foot: TableEntry<Row>? = nil, showsYears: Bool = false,
        fixedLayout: Bool = false
    ) -> HTMLTable {
        let html = columns.shown(in: .html)
        let shown =
            html.filter { $0.kind == .name } + html.filter { $0.kind.isNumeric && $0.kind != .count }
            + html.filter { $0.kind == .count } + html.filter { $0.kind != .name && !$0.kind.isNumeric }
        let layout = shown.map { HTMLTable.Column(title: $0.header, kind: $0.kind, dated: showsYears && $0.isDated) }
        func cells(_ entry: TableEntry<Row>) -> [HTMLText] { shown.map { cell($0, entry, showsYears: showsYears) } }
        return HTMLTable(
            columns: layout, body: rows.map { cells(.row($0)) }, foot: foot.map(cells), fixedLayout: fixedLayout)
    }

    private static func cell<Row>(_ column: Column<Row>, _ entry: TableEntry<Row>, showsYears: Bool) -> HTMLText {
        guard let value = column.value(in: entry) else { return "" }
        guard let text = value.text(as: column.kind) else { return HTMLText(text: column.kind.missingText) }
        guard showsYears, column.isDated, let year = value.year else { return HTMLText(text: text) }
        return "\(text) <span class=\"year\">(\(year))</span>"
    }
}
