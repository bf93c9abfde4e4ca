import Analysis

/// Draws columns as an ``HTMLTable``: every value escaped, the year of a dated value in a small
/// span in a "latest" listing, `—` where the Bank has no figure.
enum ColumnHTML {
    /// A table of `rows` with an optional foot.
    ///
    /// With `keyFiguresFirst` the name comes first, then the figures, then the labels and codes, so
    /// that on a phone the figures are on screen beside the (sticky) name.
    static func table<Row>(
        _ columns: [Column<Row>], rows: [Row], foot: [HTMLText]? = nil, showsYears: Bool = false,
        fixedLayout: Bool = false, keyFiguresFirst: Bool = false
    ) -> HTMLTable {
        let shown = keyFiguresFirst ? ordered(columns.shown(in: .html)) : columns.shown(in: .html)
        let layout = shown.map { HTMLTable.Column($0.header, $0.kind, dated: showsYears && $0.isDated) }
        let body = rows.map { row in shown.map { cell($0, row: row, showsYears: showsYears) } }
        return HTMLTable(columns: layout, body: body, foot: foot, fixedLayout: fixedLayout)
    }

    /// The name first, then the amounts, then the counts, then everything else, each group in its
    /// own order.
    static func ordered<Row>(_ columns: [Column<Row>]) -> [Column<Row>] {
        let amounts = columns.filter { $0.kind.isNumeric && $0.kind != .count }
        return columns.filter { $0.kind == .name } + amounts + columns.filter { $0.kind == .count }
            + columns.filter { $0.kind != .name && !$0.kind.isNumeric }
    }

    /// The foot of a table of `columns`: the totals of `summary`, labelled in the name column.
    static func totals<Row>(
        _ columns: [Column<Row>], summary: RegionSummary, label: String, keyFiguresFirst: Bool = false
    ) -> [HTMLText] {
        (keyFiguresFirst ? ordered(columns.shown(in: .html)) : columns.shown(in: .html)).map { column in
            if column.kind == .name { return HTMLText(text: label) }
            guard let total = column.total else { return "" }
            return HTMLText(text: total(summary).text(as: column.kind) ?? column.kind.missingText)
        }
    }

    /// The foot of a table of `columns`: one more row drawn like the others.
    static func foot<Row>(_ columns: [Column<Row>], row: Row, keyFiguresFirst: Bool = false) -> [HTMLText] {
        (keyFiguresFirst ? ordered(columns.shown(in: .html)) : columns.shown(in: .html)).map {
            cell($0, row: row, showsYears: false)
        }
    }

    private static func cell<Row>(_ column: Column<Row>, row: Row, showsYears: Bool) -> HTMLText {
        let value = column.value(row)
        guard let text = value.text(as: column.kind) else { return HTMLText(text: column.kind.missingText) }
        guard showsYears, column.isDated, let year = value.year else { return HTMLText(text: text) }
        return "\(text) <span class=\"year\">(\(year))</span>"
    }
}
