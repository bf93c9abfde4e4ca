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
    /// The observation status; `F` marks a forecast.
    public let status: String

    /// Creates an observation.
    public init(
        economyID: String, economyISO2: String, indicator: IndicatorCode, year: Int, value: Double?,
        unit: String = "", status: String = ""
    ) {
        self.economyID = economyID
        self.economyISO2 = economyISO2
        self.indicator = indicator
        self.year = year
        self.value = value
        self.unit = unit
        self.status = status
    }
}
