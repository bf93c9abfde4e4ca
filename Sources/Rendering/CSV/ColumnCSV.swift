import WorldBank

/// Writes columns as RFC 4180 CSV (or TSV), made safe for spreadsheets: raw numbers, a year column
/// beside every dated value, id and name for classifications, and the source on every row so that
/// copied rows keep their provenance.
///
/// Text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so a
/// hostile or odd name cannot run as a formula when the file is opened in a spreadsheet, and control
/// characters are shown as their pictures (``ControlCharacters``) as in every other format; numbers
/// are written raw and unquoted, so spreadsheets read them as numbers.
enum ColumnCSV {
    /// The two delimited formats.
    enum Dialect: Sendable, Hashable {
        /// RFC 4180: commas, quotes where needed, CRLF (as Excel expects).
        case csv
        /// Tab-separated values as `cut`, `awk` and spreadsheets' paste read them: tabs between
        /// fields, LF at the end, no quoting (a tab or line break inside text shows as its picture).
        case tsv
    }

    /// The document for `rows`: a header line, then one line per row.
    static func render<Row>(
        _ columns: [Column<Row>], rows: [Row], source: SourceNote, dialect: Dialect = .csv
    ) -> String {
        let shown = columns.shown(in: .csv)
        let text = { (text: String) in field(text, dialect: dialect) }
        let header = shown.flatMap { column -> [String] in
            switch column.shape {
            case .plain: [column.key]
            case .dated: [column.key, column.yearKey]
            case .classification: ["\(column.key)_id", column.key]
            }
        }
        let sourceText = text(source.cellText)
        let lines =
            [(header + ["source"]).map(text)]
            + rows.map { row in
                shown.flatMap { fields(of: $0.value(row), text) } + [sourceText]
            }
        let (separator, ending) = dialect == .csv ? (",", "\r\n") : ("\t", "\n")
        return lines.map { $0.joined(separator: separator) + ending }.joined()
    }

    /// The fields of one cell; a gap is an empty field.
    private static func fields(of value: CellValue, _ text: (String) -> String) -> [String] {
        switch value {
        case .text(let value): [value.map(text) ?? ""]
        case .classification(let id, let name): [id.map(text) ?? "", text(name)]
        case .number(let number): [number.map(NumberText.raw) ?? ""]
        case .integer(let integer): [integer.map(String.init) ?? ""]
        case .dated(let dated): dated.map { [NumberText.raw($0.value), String($0.year)] } ?? ["", ""]
        case .flag(let flag): [flag ? "true" : "false"]
        }
    }

    /// `text` as a field: control characters visible, a formula neutralised, quoted where CSV needs it.
    static func field(_ text: String, dialect: Dialect) -> String {
        let safe = neutralised(ControlCharacters.visible(text))
        return dialect == .csv ? quoted(safe) : safe
    }

    /// The first bytes that make a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, tab, CR.
    private static let formulaTriggers: [UInt8] = Array("=+-@\t\r".utf8)

    /// `text` with `'` in front when its first byte would start a formula. Bytes, not characters:
    /// a trigger followed by a combining mark is still a trigger to a spreadsheet.
    private static func neutralised(_ text: String) -> String {
        guard let first = text.utf8.first, formulaTriggers.contains(first) else { return text }
        return "'" + text
    }

    /// `text` in quotes, its quotes doubled, when it holds a comma, a quote or a line break, or
    /// starts or ends with a space (all single bytes, so the bytes are checked, not the characters).
    private static func quoted(_ text: String) -> String {
        let needsQuotes =
            text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || text.utf8.first == UInt8(ascii: " ") || text.utf8.last == UInt8(ascii: " ")
        guard needsQuotes else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
