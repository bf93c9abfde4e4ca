public import WorldBank

/// The World Development Indicators catalogue bundled with the tool (1,486 indicators): finding a
/// code by words, describing it, and checking `--indicator` values before any request.
public struct IndicatorCatalogue: Sendable {
    /// The file name inside the snapshot folder.
    public static let fileName = "wdi-indicators.csv"

    /// Every indicator, sorted by code.
    public let indicators: [IndicatorInfo]

    /// Reads the catalogue's CSV (`id,name,sourceNote,sourceOrganization`); rows whose id is not an
    /// indicator code are skipped.
    public init(csv text: String) {
        let records = Self.records(text)
        let header = records.first ?? []
        indicators = records.dropFirst().compactMap { fields -> IndicatorInfo? in
            func field(_ name: String) -> String {
                header.firstIndex(of: name).flatMap { fields.indices.contains($0) ? fields[$0] : nil } ?? ""
            }
            guard let code = IndicatorCode(field("id")) else { return nil }
            return IndicatorInfo(
                code: code, name: field("name").trimmingWhitespace, description: field("sourceNote"),
                organisation: field("sourceOrganization"))
        }.sorted { $0.code < $1.code }
    }

    /// A catalogue of `indicators` as the API listed them (another database's), sorted by code.
    public init(_ indicators: [IndicatorInfo]) {
        self.indicators = indicators.sorted { $0.code < $1.code }
    }

    /// The indicator `code` names, if the catalogue holds it.
    public func info(_ code: IndicatorCode) -> IndicatorInfo? {
        indicators.first { $0.code == code }
    }

    /// The records of RFC 4180 CSV `text`, each a list of fields (quoted fields may hold commas,
    /// doubled quotes and line breaks); a trailing empty line gives no record.
    ///
    /// Only as much CSV as the catalogue needs; it never throws, since the catalogue is checked by a
    /// test and a damaged line simply yields fewer fields, which the caller skips.
    static func records(_ text: String) -> [[String]] {
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
