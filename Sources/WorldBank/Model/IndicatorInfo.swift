/// What an indicator is: its code, name, description and who compiles it. From the API's
/// `/indicator/{id}` when it answers, else from the catalogue bundled with the tool.
public struct IndicatorInfo: Sendable, Hashable {
    /// The code, such as `SP.DYN.LE00.IN`.
    public let code: IndicatorCode
    /// The name, such as "Life expectancy at birth, total (years)".
    public let name: String
    /// The World Bank's description of it (its `sourceNote`).
    public let description: String
    /// Who compiles the figures (its `sourceOrganization`).
    public let organisation: String
    /// The database it belongs to: World Development Indicators for everything this tool fetches.
    public let source: String
    /// The unit the API states, often empty (it is usually in the name).
    public let unit: String
    /// The topics the API files it under, such as "Health".
    public let topics: [String]

    /// Creates a description.
    public init(
        code: IndicatorCode, name: String, description: String, organisation: String,
        source: String = "World Development Indicators", unit: String = "", topics: [String] = []
    ) {
        self.code = code
        self.name = name
        self.description = description
        self.organisation = organisation
        self.source = source
        self.unit = unit
        self.topics = topics
    }

    /// True when the values of several economies add up to a meaningful total (population, GDP,
    /// emissions in tonnes); false for a rate, share, ratio, average or index, which the catalogue's
    /// names say in their unit (`(% of GDP)`, `(per 1,000 people)`, `(years)`, `(annual %)`).
    public var isSummable: Bool {
        let name = name.lowercased()
        let markers = [
            "%", " per ", "per capita", "(years)", "index", " rate", "ratio", "average", "(days)", "score",
            "density", "deflator", "growth", "(1=", "(0-", "scale",
        ]
        return !markers.contains { name.contains($0) }
    }

    /// The first sentence of the description, at most `limit` characters, for lists of hits.
    public func shortDescription(limit: Int = 100) -> String {
        let flat = description.split(whereSeparator: \.isNewline).joined(separator: " ")
        let sentence = flat.firstRange(of: ". ").map { String(flat[..<$0.lowerBound]) + "." } ?? flat
        return sentence.count > limit ? String(sentence.prefix(limit - 1)) + "…" : sentence
    }
}
