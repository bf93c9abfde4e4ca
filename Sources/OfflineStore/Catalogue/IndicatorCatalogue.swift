import Foundation
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
                code: code, name: field("name").trimmingCharacters(in: .whitespaces), description: field("sourceNote"),
                organisation: field("sourceOrganization"))
        }.sorted { $0.code < $1.code }
    }

    /// The indicator `code` names, if the catalogue holds it.
    public func info(_ code: IndicatorCode) -> IndicatorInfo? {
        indicators.first { $0.code == code }
    }

    /// The indicators every word of `query` matches (in the code, name or description, any case),
    /// those matched by their name first, then by their code, then by their description.
    public func search(_ words: [String]) -> [IndicatorInfo] {
        let words = words.flatMap { $0.lowercased().split(whereSeparator: \.isWhitespace).map(String.init) }
        guard !words.isEmpty else { return [] }
        let ranked = indicators.compactMap { info -> (Int, IndicatorInfo)? in
            // The rank is how many of the name, the code and the description, in that order, it takes
            // to hold every word.
            let fields = [info.name, info.code.rawValue, info.description].map { $0.lowercased() }
            let rank = (1...3).first { count in
                words.allSatisfy { word in fields.prefix(count).contains { $0.contains(word) } }
            }
            return rank.map { ($0, info) }
        }
        return ranked.sorted { ($0.0, $0.1.code) < ($1.0, $1.1.code) }.map(\.1)
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
