/// The credit every output carries, as the World Bank's CC BY 4.0 licence asks.
public enum Attribution {
    /// The credit line.
    public static let source = "Source: World Bank, World Development Indicators"
    /// The licence.
    public static let licence = "CC BY 4.0"
}
