/// Reads RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks.
///
/// Only as much as the bundled indicator catalogue needs; it never throws, since the catalogue is
/// checked by a test and a damaged line simply yields fewer fields, which the caller skips.
enum CSVRecords {
    /// The records of `text`, each a list of fields; a trailing empty line gives no record.
    static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
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
                records.append(record + [field])
                (record, field) = ([], "")
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        return records
    }
}
