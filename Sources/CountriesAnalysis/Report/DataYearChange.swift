public import WorldBank

/// The newest data year of an indicator, before and after.
public struct DataYearChange: Sendable, Hashable {
    /// The indicator.
    public let indicator: IndicatorCode
    /// The newest year before, if any.
    public let before: Int?
    /// The newest year now, if any.
    public let after: Int?
}
