/// A CSV document (RFC 4180) as records of fields: the one CSV reader of the package, for the
/// files the tool ships (the indicator catalogue, ISO 3166 names, aliases) and the Bank's own CSV
/// files that tools and tests read.
///
/// Quoted fields may hold commas, doubled quotes and line breaks; lines may end in LF or CRLF;
/// empty lines give no record. It never throws: what it reads is checked by its callers,
/// and a damaged line only yields fewer fields, which they skip.
public struct CSVDocument: Sendable, Hashable {
    /// The first record, which names the columns.
    public let header: [String]
    /// Every record after the header, in order.
    public let rows: [[String]]

    /// Reads `text`.
    public init(_ text: String) {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var previous: Unicode.Scalar?
        var lineIsEmpty = true
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar != "\r", scalar != "\n" || quoted { lineIsEmpty = false }
            switch (quoted, scalar) {
            case (true, "\""): quoted = false
            case (true, _): field.unicodeScalars.append(scalar)
            // A quote right after a closing one is a doubled quote: kept, and the field stays quoted.
            case (false, "\""):
                if previous == "\"" { field.unicodeScalars.append("\"") }
                quoted = true
            case (false, ","):
                record.append(field)
                field = ""
            case (false, "\r"): continue
            case (false, "\n"):
                if !lineIsEmpty { records.append(record + [field]) }
                (record, field, lineIsEmpty) = ([], "", true)
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !lineIsEmpty { records.append(record + [field]) }
        header = records.first ?? []
        rows = Array(records.dropFirst())
    }

    /// The field of `row` in the column named `name`; `nil` when there is no such column or the
    /// row is too short to have it.
    public func field(_ name: String, of row: [String]) -> String? {
        header.firstIndex(of: name).flatMap { row.indices.contains($0) ? row[$0] : nil }
    }

    /// Every row as a dictionary from the header's names (the first of two columns of one name counts).
    public var namedRows: [[String: String]] {
        rows.map { Dictionary(zip(header, $0), uniquingKeysWith: { first, _ in first }) }
    }
}
