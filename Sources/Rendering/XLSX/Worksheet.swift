/// The XML of one worksheet: a bold header row frozen at the top, columns as wide as their text
/// (within bounds), numbers as numbers and every other field as an inline string.
enum Worksheet {
    /// The sheet holding `rows`, the first of which is the header.
    static func xml(_ rows: [[Substring]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.prefix(1_000).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        let cols = widths.enumerated().map { column, width in
            #"<col min="\#(column + 1)" max="\#(column + 1)" width="\#(min(max(width, 6), 60) + 2)" customWidth="1"/>"#
        }
        let body = rows.enumerated().map { line, row in
            let cells = row.enumerated().filter { !$0.element.isEmpty }.map { column, field in
                let reference = "\(columnName(column))\(line + 1)"
                let style = line == 0 ? #" s="1""# : ""
                guard !isNumber(field) else { return #"<c r="\#(reference)"\#(style)><v>\#(field)</v></c>"# }
                // Spaces at either end are kept only when the element says so.
                let space = field.first == " " || field.last == " " ? #" xml:space="preserve""# : ""
                let text = HTMLText.escape(String(field))
                return #"<c r="\#(reference)"\#(style) t="inlineStr"><is><t\#(space)>\#(text)</t></is></c>"#
            }
            return #"<row r="\#(line + 1)">"# + cells.joined() + "</row>"
        }
        return #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
            + #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">"#
            + #"<sheetViews><sheetView workbookViewId="0">"#
            + #"<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>"#
            + (cols.isEmpty ? "" : "<cols>" + cols.joined() + "</cols>")
            + "<sheetData>" + body.joined() + "</sheetData></worksheet>"
    }

    /// The letters of a column: A to Z, then AA, AB, and so on.
    static func columnName(_ index: Int) -> String {
        let letter = String(UnicodeScalar(UInt8(65 + index % 26)))
        return index < 26 ? letter : columnName(index / 26 - 1) + letter
    }

    /// Whether `field` is a number as the CSV writer writes one (`-12`, `0.5`, `5e-324`): digits,
    /// a sign, a point, an exponent; never a code with a leading zero (`007`) or a span (`2020:2023`).
    static func isNumber(_ field: Substring) -> Bool {
        guard Double(field) != nil, field.allSatisfy({ "0123456789.-e".contains($0) }) else { return false }
        let digits = field.drop { $0 == "-" }
        return !(digits.first == "0" && digits.dropFirst().first?.isNumber == true)
    }
}
