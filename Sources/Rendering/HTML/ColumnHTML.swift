/// Draws a ``Table`` as an ``HTMLTable``: every value escaped, the year of a dated value in a
/// small span in a "latest" listing, `—` where the Bank has no figure, its totals row at the foot.
enum ColumnHTML {
    /// The HTML table of `table`.
    ///
    /// The name comes first, then the amounts, then the counts, then the labels and codes, each in
    /// its own order, so that on a phone the figures are on screen beside the (sticky) name. A row
    /// with a flag (``Table/Line/row(_:flag:)``) shows the economy's code before its name (``HTMLText/codeMark(_:)``).
    static func table(_ table: Table, fixedLayout: Bool = false) -> HTMLTable {
        let html = table.columns.indices.filter { table.columns[$0].audience.contains(.html) }
        let kind = { (index: Int) in table.columns[index].kind }
        let order =
            html.filter { kind($0) == .name } + html.filter { kind($0).isNumeric && kind($0) != .count }
            + html.filter { kind($0) == .count } + html.filter { kind($0) != .name && !kind($0).isNumeric }
        let layout = order.map { index in
            let column = table.columns[index]
            return HTMLTable.Column(title: column.header, kind: column.kind, dated: table.showsYears && column.isDated)
        }
        func cells(_ values: [CellValue?], flag: String?) -> [HTMLText] {
            order.map { index in
                let column = table.columns[index]
                let mark = column.kind == .name ? flag.map(HTMLText.codeMark) ?? "" : ""
                return "\(mark)\(cell(column, values[index], showsYears: table.showsYears))"
            }
        }
        var body: [[HTMLText]] = []
        var foot: [HTMLText]?
        for line in table.lines {
            switch line {
            case .row(let values, let flag): body.append(cells(values, flag: flag))
            case .total(let values): foot = cells(values, flag: nil)
            case .caption, .separator: continue
            }
        }
        return HTMLTable(columns: layout, body: body, foot: foot, fixedLayout: fixedLayout)
    }

    private static func cell(_ column: ColumnDescription, _ value: CellValue?, showsYears: Bool) -> HTMLText {
        guard let value else { return "" }
        guard let text = value.text(as: column.kind) else { return HTMLText(text: column.kind.missingText) }
        guard showsYears, column.isDated, let year = value.year else { return HTMLText(text: text) }
        return "\(text) <span class=\"year\">(\(year))</span>"
    }
}
