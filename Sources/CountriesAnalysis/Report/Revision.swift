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

    /// The relative change (`0.012` is +1.2 %).
    public var relativeChange: Double { before == 0 ? 0 : after / before - 1 }
}
