/// Draws columns as an ``HTMLTable``: every value escaped, the year of a dated value in a small
/// span in a "latest" listing, `—` where the Bank has no figure.
enum ColumnHTML {
    /// A table of `rows` with an optional foot (a totals row, or one more row drawn like the others).
    ///
    /// The name comes first, then the amounts, then the counts, then the labels and codes, each in
    /// its own order, so that on a phone the figures are on screen beside the (sticky) name. With
    /// `flag`, which gives a row's ISO2 code, each row's name follows its flag.
    static func table<Row>(
        _ columns: [Column<Row>], rows: [Row], foot: TableEntry<Row>? = nil, showsYears: Bool = false,
        fixedLayout: Bool = false, flag: ((Row) -> String)? = nil
    ) -> HTMLTable {
        let html = columns.shown(in: .html)
        let shown =
            html.filter { $0.kind == .name } + html.filter { $0.kind.isNumeric && $0.kind != .count }
            + html.filter { $0.kind == .count } + html.filter { $0.kind != .name && !$0.kind.isNumeric }
        let layout = shown.map { HTMLTable.Column(title: $0.header, kind: $0.kind, dated: showsYears && $0.isDated) }
        func cells(_ entry: TableEntry<Row>, flag: HTMLText = "") -> [HTMLText] {
            shown.map { column in "\(column.kind == .name ? flag : "")\(cell(column, entry, showsYears: showsYears))" }
        }
        let body = rows.map { row in cells(.row(row), flag: flag.map { HTMLText.flag($0(row)) } ?? "") }
        return HTMLTable(columns: layout, body: body, foot: foot.map { cells($0) }, fixedLayout: fixedLayout)
    }

    private static func cell<Row>(_ column: Column<Row>, _ entry: TableEntry<Row>, showsYears: Bool) -> HTMLText {
        guard let value = column.value(in: entry) else { return "" }
        guard let text = value.text(as: column.kind) else { return HTMLText(text: column.kind.missingText) }
        guard showsYears, column.isDated, let year = value.year else { return HTMLText(text: text) }
        return "\(text) <span class=\"year\">(\(year))</span>"
    }
}
