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
