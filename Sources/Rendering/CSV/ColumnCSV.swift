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

    /// The document for the rows of `table`, as UTF-8: a header line, then one line per row, each
    /// ending with the source. Bytes, not a `String`: a panel's file is tens of megabytes, and a
    /// string that is then copied into bytes is held twice at the end.
    static func render(_ table: Table, source: SourceNote, dialect: Dialect = .csv) -> [UInt8] {
        let text = { (text: String) in field(text, dialect: dialect) }
        let sourceText = text(source.cellText)
        let (separator, ending): (UInt8, String) =
            dialect == .csv ? (UInt8(ascii: ","), "\r\n") : (UInt8(ascii: "\t"), "\n")
        var document: [UInt8] = []
        let header = (table.fieldNames(in: .csv).map(\.name) + ["source"]).map(text)
        document += header.joined(separator: String(UnicodeScalar(separator))).utf8
        document += ending.utf8
        // Row by row: a panel's fields and their texts are never all held at once.
        for (index, row) in table.eachFieldRow(in: .csv).enumerated() {
            for field in row {
                switch field {
                case .text(let value): document += text(value).utf8
                case .number(let number): document += String(raw: number).utf8
                case .integer(let integer): document += String(integer).utf8
                case .flag(let flag): document += (flag ? "true" : "false").utf8
                case .empty: break
                }
                document.append(separator)
            }
            document += sourceText.utf8
            document += ending.utf8
            // Room for the rest once the first row shows how long a row is.
            if index == 0 { document.reserveCapacity(document.count * (table.lines.count + 1) * 11 / 10) }
        }
        return document
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
