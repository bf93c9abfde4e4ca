public import WorldBank

/// A value the World Bank revised.
public struct Revision: Sendable, Hashable {
    /// The economy.
    public let economy: EconomyName
    /// The indicator.
    public let indicator: IndicatorCode
    /// The year of the value.
    public let year: Int
    /// The value before.
    public let before: Double
    /// The value now.
    public let after: Double

    /// Creates a revision.
    public init(economy: EconomyName, indicator: IndicatorCode, year: Int, before: Double, after: Double) {
        self.economy = economy
        self.indicator = indicator
        self.year = year
        self.before = before
        self.after = after
    }

    /// The relative change (`0.012` is +1.2 %).
    public var relativeChange: Double { before == 0 ? 0 : after / before - 1 }
}
