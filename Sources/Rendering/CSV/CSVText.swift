/// RFC 4180 CSV, made safe for spreadsheets.
///
/// Text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so a
/// hostile or odd name cannot run as a formula when the file is opened in a spreadsheet; numbers are
/// written raw and unquoted, so spreadsheets read them as numbers.
public enum CSVText {
    /// The line ending: CRLF, as RFC 4180 specifies and Excel expects.
    public static let lineEnding = "\r\n"

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

    /// The whole document: a header row, then the rows, each line ending in CRLF.
    public static func document(header: [String], rows: [[Cell]]) -> String {
        ([header.map { Cell.text($0) }] + rows).map(line).joined()
    }

    /// One record with its line ending.
    static func line(_ cells: [Cell]) -> String {
        cells.map(field).joined(separator: ",") + lineEnding
    }

    /// One field as it appears in the file.
    static func field(_ cell: Cell) -> String {
        switch cell {
        case .number(let value): NumberText.raw(value)
        case .integer(let value): String(value)
        case .empty: ""
        case .text(let text): quoted(neutralised(text))
        }
    }

    private static let formulaTriggers: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    static func neutralised(_ text: String) -> String {
        guard let first = text.first, formulaTriggers.contains(first) else { return text }
        return "'" + text
    }

    private static func quoted(_ text: String) -> String {
        let needsQuotes =
            text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            || text.hasPrefix(" ") || text.hasSuffix(" ")
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
