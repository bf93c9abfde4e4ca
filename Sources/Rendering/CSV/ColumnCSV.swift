import WorldBank

/// Writes columns as CSV (or TSV): raw numbers, a year column beside every dated value, id and name
/// for classifications, and the source on every row so that copied rows keep their provenance.
enum ColumnCSV {
    /// The document for `rows`.
    static func render<Row>(
        _ columns: [Column<Row>], rows: [Row], source: SourceNote, dialect: CSVText.Dialect = .csv
    ) -> String {
        let shown = columns.shown(in: .csv)
        let header =
            shown.flatMap { column -> [String] in
                switch column.shape {
                case .plain: [column.key]
                case .dated: [column.key, column.yearKey]
                case .classification: ["\(column.key)_id", column.key]
                }
            } + ["source"]
        let sourceText = source.cellText
        let body = rows.map { row in
            shown.flatMap { cells(of: $0.value(row)) } + [.text(sourceText)]
        }
        return CSVText.document(header: header, rows: body, dialect: dialect)
    }

    private static func cells(of value: CellValue) -> [CSVText.Cell] {
        switch value {
        case .text(let text): [text.map { .text($0) } ?? .empty]
        case .classification(let id, let name): [id.map { .text($0) } ?? .empty, .text(name)]
        case .number(let number): [number.map { .number($0) } ?? .empty]
        case .integer(let integer): [integer.map { .integer($0) } ?? .empty]
        case .dated(let dated): dated.map { [.number($0.value), .integer($0.year)] } ?? [.empty, .empty]
        case .flag(let flag): [.text(flag ? "true" : "false")]
        }
    }
}
