/// One value of one indicator for one economy and one year, as the API reports it.
public struct Observation: Sendable, Hashable, Codable {
    /// The economy's ISO3 code; the API leaves it empty for a few aggregates.
    public let economyID: String
    /// The economy's two-character code (`country.id` on the wire).
    public let economyISO2: String
    /// The indicator this value belongs to.
    public let indicator: IndicatorCode
    /// The calendar year the value describes.
    public let year: Int
    /// The value, `nil` where the Bank has no figure for that year.
    public let value: Double?
    /// The unit the API reports (usually empty: the unit is part of the indicator's name).
    public let unit: String
    /// The observation status (`obs_status`), mostly empty; `F` marks a forecast.
    public let status: String
    /// The Bank's footnote on this value (`footnote`, sent only when asked with `footnote=y`), at
    /// most ``maximumFootnoteLength`` characters; empty when it has none or was not asked.
    public let footnote: String

    /// The code the economy goes by in an answer: see ``economyCode(id:iso2:)``.
    public var economyCode: String { Self.economyCode(id: economyID, iso2: economyISO2) }

    /// The code an economy goes by in an answer, by which its values are matched and checked: its
    /// ISO3 code, or its ISO2 code where the API left the ISO3 one empty (a few aggregates).
    public static func economyCode(id: String, iso2: String) -> String { id.isEmpty ? iso2 : id }

    /// The longest footnote kept, in characters: a footnote is outside text, and one of megabytes
    /// would otherwise be held per value, stored in the cache and drawn in every table. Longer
    /// ones are cut and end with `…`.
    public static let maximumFootnoteLength = 500
    /// The longest observation status kept, in characters: the Bank's are a letter (`F` for a
    /// forecast); a longer one is outside text gone wrong, cut as a footnote is.
    public static let maximumStatusLength = 16

    /// Creates an observation.
    public init(
        economyID: String, economyISO2: String, indicator: IndicatorCode, year: Int, value: Double?,
        unit: String = "", status: String = "", footnote: String = ""
    ) {
        self.economyID = economyID
        self.economyISO2 = economyISO2
        self.indicator = indicator
        self.year = year
        self.value = value
        self.unit = unit
        self.status = Self.bounded(status, Self.maximumStatusLength)
        self.footnote = Self.bounded(footnote, Self.maximumFootnoteLength)
    }

    /// `text` cut to `limit` characters, the last of them `…`, when it is longer.
    private static func bounded(_ text: String, _ limit: Int) -> String {
        guard text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// True when the value carries a status or a footnote, which listings then show.
    public var isNoted: Bool { !status.isEmpty || !footnote.isEmpty }
}

// Written out so that observations encoded before footnotes were kept (no `footnote` member) still
// decode, and a plain one encodes as it always did.
extension Observation {
    private enum CodingKeys: String, CodingKey {
        case economyID, economyISO2, indicator, year, value, unit, status, footnote
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            economyID: try container.decode(String.self, forKey: .economyID),
            economyISO2: try container.decode(String.self, forKey: .economyISO2),
            indicator: try container.decode(IndicatorCode.self, forKey: .indicator),
            year: try container.decode(Int.self, forKey: .year),
            value: try container.decodeIfPresent(Double.self, forKey: .value),
            unit: try container.decode(String.self, forKey: .unit),
            status: try container.decode(String.self, forKey: .status),
            footnote: try container.decodeIfPresent(String.self, forKey: .footnote) ?? "")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(economyID, forKey: .economyID)
        try container.encode(economyISO2, forKey: .economyISO2)
        try container.encode(indicator, forKey: .indicator)
        try container.encode(year, forKey: .year)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encode(unit, forKey: .unit)
        try container.encode(status, forKey: .status)
        if !footnote.isEmpty { try container.encode(footnote, forKey: .footnote) }
    }
}
