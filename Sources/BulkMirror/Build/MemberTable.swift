import Parquet
import WorldBank

/// A member of the bulk file besides the values (the economies, the series, the notes) written as a
/// Parquet table of text columns, read and written 50,000 rows at a time.
///
/// The columns are the member's own, named in snake case (`Long definition` → `long_definition`),
/// but for the names every table shares so that tables join by them: the economy's code is
/// `economy`, the indicator's `indicator`, and a notes file's `Year` (`YR2011    `, `yr2005`) is the
/// integer `year`. The economies gain `is_aggregate`: true where `Region` is empty, the Bank's mark
/// of an aggregate.
struct MemberTable {
    /// The member's header, as read.
    let header: [String]
    /// The table's column names, in the header's order (but an empty last column, the old
    /// releases' trailing comma, which is left out).
    let names: [String]
    /// The position of `Region`, for the economies.
    let region: Int?

    /// The rows a row group holds.
    static let rowsPerGroup = 50_000

    /// The table of a member whose header is `header`.
    init(header: [String], flagsAggregates: Bool) throws(BulkError) {
        var header = header
        if header.count > 1, header.last?.isEmpty == true { header.removeLast() }
        self.header = header
        names = header.map(Self.columnName)
        region = flagsAggregates ? header.firstIndex { $0.trimmingWhitespace.lowercased() == "region" } : nil
        guard Set(names).count == names.count, !names.contains("") else {
            throw .damaged(path: "", reason: "its header has empty or repeated column names: \(header)")
        }
        if flagsAggregates, region == nil { throw .damaged(path: "", reason: "its header has no Region column") }
    }

    /// The column name of the header cell `text`.
    static func columnName(_ text: String) -> String {
        var name = ""
        for character in text.trimmingWhitespace.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                name.append(character)
            } else if !name.isEmpty, name.last != "_" {
                name.append("_")
            }
        }
        while name.hasSuffix("_") { name.removeLast() }
        switch name {
        case "country_code", "countrycode": return "economy"
        case "series_code", "seriescode": return "indicator"
        default: return name
        }
    }

    /// The year of a notes file's `Year` cell: `YR` and four digits once spaces are trimmed and the
    /// letters upper-cased (BULK.md section 3).
    static func year(_ text: String) -> Int64? {
        let cell = text.trimmingWhitespace.uppercased()
        guard cell.utf8.count == 6, cell.hasPrefix("YR"), cell.utf8.dropFirst(2).allSatisfy({ (48...57).contains($0) })
        else { return nil }
        return Int64(cell.dropFirst(2))
    }

    /// The empty columns of the table, for the file's schema.
    var schema: [ParquetColumn] {
        var columns = names.map { name in
            ParquetColumn(name: name, values: name == "year" ? .int64([]) : .strings([]))
        }
        if region != nil { columns.append(ParquetColumn(name: "is_aggregate", values: .booleans([]))) }
        return columns
    }

    /// Rows being gathered into the next row group.
    struct Rows {
        var text: [[String?]]
        var years: [Int64?] = []
        var aggregates: [Bool?] = []
        var count = 0

        init(columns: Int) { text = Array(repeating: [], count: columns) }
    }

    /// Adds `record` (line `line` of the member) to `rows`.
    func add(_ record: CSVRecord, line: Int, to rows: inout Rows) throws(BulkError) {
        for (index, name) in names.enumerated() {
            let cell = record.text(index)
            if name == "year" {
                guard let year = Self.year(cell) else {
                    throw .damaged(path: "", reason: "line \(line): the year \"\(cell)\" is not YR and four digits")
                }
                rows.years.append(year)
            } else {
                rows.text[index].append(cell)
            }
        }
        if let region { rows.aggregates.append(record.isEmpty(region)) }
        rows.count += 1
    }

    /// The columns of `rows`, in the schema's order.
    func columns(of rows: Rows) -> [ParquetColumn] {
        var columns = names.enumerated().map { index, name in
            ParquetColumn(name: name, values: name == "year" ? .int64(rows.years) : .strings(rows.text[index]))
        }
        if region != nil { columns.append(ParquetColumn(name: "is_aggregate", values: .booleans(rows.aggregates))) }
        return columns
    }
}
