public import WorldBank

/// The World Development Indicators catalogue bundled with the tool (1,486 indicators): finding a
/// code by words, describing it, and checking `--indicator` values before any request.
public struct IndicatorCatalogue: Sendable {
    /// The file name inside the snapshot folder.
    public static let fileName = "wdi-indicators.csv"

    /// Every indicator, sorted by code.
    public let indicators: [IndicatorInfo]
    /// The texts a search compares, prepared on the first search.
    let searchTexts = PreparedSearchTexts()

    /// Reads the catalogue's CSV (`id,name,sourceNote,sourceOrganization`); rows whose id is not an
    /// indicator code are skipped.
    public init(csv text: String) {
        let document = CSVDocument(text)
        indicators = document.rows.compactMap { fields -> IndicatorInfo? in
            func field(_ name: String) -> String { document.field(name, of: fields) ?? "" }
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
}

/// A code a catalogue does not hold, with the codes nearest it: the one check every door makes of
/// an indicator before any request, each saying it in its own words.
public struct UnknownIndicator: Error, Sendable, Hashable {
    /// The code given.
    public let code: IndicatorCode
    /// The catalogue's codes nearest it, nearest first (``IndicatorCatalogue/nearestCodes(to:count:)``).
    public let nearest: [IndicatorCode]
}

extension IndicatorCatalogue {
    /// Throws for the first of `codes` this catalogue does not hold, naming the codes nearest it.
    public func check(_ codes: [IndicatorCode]) throws(UnknownIndicator) {
        for code in codes where info(code) == nil {
            throw UnknownIndicator(code: code, nearest: nearestCodes(to: code.rawValue))
        }
    }

    /// The catalogue's codes nearest `text` (at most `count`, each a likely typo of it: a third of
    /// its length apart, at least 3 edits), nearest first, then by code. A code whose length is too
    /// far off is never compared, so a long text costs a glance at the lengths.
    public func nearestCodes(to text: String, count: Int = 5) -> [IndicatorCode] {
        let wanted = text.uppercased()
        let limit = max(3, wanted.count / 3)
        return indicators.compactMap { info -> (Int, IndicatorCode)? in
            guard abs(info.code.rawValue.count - wanted.count) <= limit else { return nil }
            let distance = EditDistance.between(wanted, info.code.rawValue)
            return distance <= limit ? (distance, info.code) : nil
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(count).map(\.1)
    }
}
