/// RFC 4180 CSV, made safe for spreadsheets.
///
/// Text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so a
/// hostile or odd name cannot run as a formula when the file is opened in a spreadsheet, and control
/// characters are shown as their pictures (``ControlCharacters``) as in every other format; numbers
/// are written raw and unquoted, so spreadsheets read them as numbers.
public enum CSVText {
    /// The two delimited formats.
    public enum Dialect: Sendable, Hashable {
        /// RFC 4180: commas, quotes where needed, CRLF.
        case csv
        /// Tab-separated values as `cut`, `awk` and spreadsheets' paste read them: tabs between
        /// fields, LF at the end, no quoting (a tab or line break inside text shows as its picture).
        case tsv
    }

    /// A cell of the CSV.
    public enum Cell: Sendable, Hashable {
        /// Text, escaped and neutralised.
        case text(String)
        /// A number, written with full precision.
        case number(Double)
        /// A whole number such as a year.
        case integer(Int)
        /// A missing value: an empty cell.
        case empty
    }

    /// The whole document: a header row, then the rows, each line with its dialect's ending (CRLF
    /// for CSV, as RFC 4180 specifies and Excel expects).
    public static func document(header: [String], rows: [[Cell]], dialect: Dialect = .csv) -> String {
        let (separator, ending) = dialect == .csv ? (",", "\r\n") : ("\t", "\n")
        let lines = [header.map { Cell.text($0) }] + rows
        return lines.map { $0.map { field($0, dialect: dialect) }.joined(separator: separator) + ending }.joined()
    }

    /// One field as it appears in the file.
    static func field(_ cell: Cell, dialect: Dialect) -> String {
        switch cell {
        case .number(let value): NumberText.raw(value)
        case .integer(let value): String(value)
        case .empty: ""
        case .text(let text):
            dialect == .csv
                ? quoted(neutralised(ControlCharacters.visible(text))) : neutralised(ControlCharacters.visible(text))
        }
    }

    /// The first bytes that make a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, tab, CR.
    private static let formulaTriggers: [UInt8] = Array("=+-@\t\r".utf8)

    /// `text` with `'` in front when its first byte would start a formula. Bytes, not characters:
    /// a trigger followed by a combining mark is still a trigger to a spreadsheet.
    static func neutralised(_ text: String) -> String {
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
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
