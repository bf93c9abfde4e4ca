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

    /// Reads `text`, byte by byte: every byte the format gives meaning to is ASCII, and no byte of
    /// a longer UTF-8 character is, so fields are cut from the bytes and decoded once each (reading
    /// the 1,486-indicator catalogue scalar by scalar was a twentieth of a panel's run).
    public init(_ text: String) {
        let (quote, comma, lineFeed, carriageReturn) = (
            UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r")
        )
        var records: [[String]] = []
        var record: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var previous: UInt8 = 0
        var lineIsEmpty = true
        func endField() {
            record.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            defer { previous = byte }
            if byte != carriageReturn, byte != lineFeed || quoted { lineIsEmpty = false }
            switch (quoted, byte) {
            case (true, quote): quoted = false
            case (true, _): field.append(byte)
            // A quote right after a closing one is a doubled quote: kept, and the field stays quoted.
            case (false, quote):
                if previous == quote { field.append(quote) }
                quoted = true
            case (false, comma): endField()
            case (false, carriageReturn): continue
            case (false, lineFeed):
                if !lineIsEmpty {
                    endField()
                    records.append(record)
                }
                (record, lineIsEmpty) = ([], true)
                field.removeAll(keepingCapacity: true)
            default: field.append(byte)
            }
        }
        if !lineIsEmpty {
            endField()
            records.append(record)
        }
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
