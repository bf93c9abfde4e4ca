public import WorldBank

/// An economy that moved to another region or income level.
public struct Reclassification: Sendable, Hashable {
    /// Which classification moved.
    public enum Kind: String, Sendable, Hashable {
        case region
        case incomeLevel = "income level"
    }

    /// The economy.
    public let economy: EconomyName
    /// Region or income level.
    public let kind: Kind
    /// Before.
    public let before: Classification
    /// Now.
    public let after: Classification
}
