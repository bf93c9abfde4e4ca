import WorldBank

/// The XML of one worksheet: a bold header row frozen at the top, columns as wide as their text
/// (within bounds), numbers as numbers in the number format of their column, and text as inline
/// strings.
///
/// Inline strings are never read as formulas, so text is stored as it is (no `'` guard, which CSV
/// needs); control characters are shown as their pictures, as in every other format.
struct Worksheet {
    /// One column: its header and how its numbers are shown.
    struct Column: Sendable {
        /// The header in the first row.
        let header: String
        /// The number format of its numbers.
        let style: CellStyle
    }

    /// The columns, left to right.
    let columns: [Column]
    /// The rows under the header, one field per column.
    let rows: [[Table.Field]]

    /// The sheet's XML.
    var xml: String {
        let widths = columns.indices.map { column in
            ([columns[column].header.count] + rows.prefix(1_000).map { Self.text($0[column]).count }).max() ?? 0
        }
        let cols = widths.enumerated().map { column, width in
            #"<col min="\#(column + 1)" max="\#(column + 1)" width="\#(min(max(width, 6), 60) + 2)" customWidth="1"/>"#
        }
        let header = columns.enumerated().map { column, heading in
            Self.cell(.text(heading.header), reference: "\(Self.columnName(column))1", style: .header)
        }
        let body = rows.enumerated().map { line, row in
            let cells = row.enumerated().map { column, field in
                Self.cell(field, reference: "\(Self.columnName(column))\(line + 2)", style: columns[column].style)
            }
            return #"<row r="\#(line + 2)">"# + cells.joined() + "</row>"
        }
        return #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
            + #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">"#
            + #"<sheetViews><sheetView workbookViewId="0">"#
            + #"<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>"#
            + (cols.isEmpty ? "" : "<cols>" + cols.joined() + "</cols>")
            + "<sheetData>" + #"<row r="1">"# + header.joined() + "</row>" + body.joined()
            + "</sheetData></worksheet>"
    }

    /// The XML of one cell; an empty field has none.
    private static func cell(_ field: Table.Field, reference: String, style: CellStyle) -> String {
        let attributes = #"r="\#(reference)""# + (style == .general ? "" : #" s="\#(style.rawValue)""#)
        switch field {
        case .empty: return ""
        case .number, .integer: return "<c \(attributes)><v>\(text(field))</v></c>"
        case .flag(let flag): return #"<c \#(attributes) t="b"><v>\#(flag ? 1 : 0)</v></c>"#
        case .text(let text):
            let shown = ControlCharacters.visible(text)
            // Spaces at either end are kept only when the element says so.
            let space = shown.first == " " || shown.last == " " ? #" xml:space="preserve""# : ""
            return #"<c \#(attributes) t="inlineStr"><is><t\#(space)>\#(HTMLText.escape(shown))</t></is></c>"#
        }
    }

    /// A field as its text: numbers as the CSV writes them.
    private static func text(_ field: Table.Field) -> String {
        switch field {
        case .text(let text): text
        case .number(let number): String(raw: number)
        case .integer(let integer): String(integer)
        case .flag(let flag): flag ? "TRUE" : "FALSE"
        case .empty: ""
        }
    }

    /// The letters of a column: A to Z, then AA, AB, and so on.
    static func columnName(_ index: Int) -> String {
        let letter = String(UnicodeScalar(UInt8(65 + index % 26)))
        return index < 26 ? letter : columnName(index / 26 - 1) + letter
    }
}

/// The cell formats of a workbook, by their index in its style sheet (``Workbook``).
enum CellStyle: Int, Sendable {
    /// As the value is: years, codes, text, fractional quantities.
    case general = 0
    /// The bold header row.
    case header = 1
    /// A whole number with thousands separators: `48,000,000`.
    case grouped = 2
    /// Whole dollars with separators: `$631,133,384,440`.
    case dollars = 3
    /// A percentage figure to two decimals (the value is already in percent): `2.35`.
    case percent = 4

    /// The format for the numbers of a column of `kind`; `whole` when every value is a whole number.
    init(_ kind: ColumnKind?, whole: Bool) {
        switch kind {
        case .money, .moneyPerHead: self = .dollars
        case .growth, .share, .difference: self = .percent
        case .count: self = .grouped
        case .quantity: self = whole ? .grouped : .general
        case .code, .name, .label, .year, nil: self = .general
        }
    }
}
