/// The orders a listing can be sorted in (`--sort`).
public enum SortKey: String, Sendable, Hashable, CaseIterable, Codable {
    /// Alphabetical by economy name.
    case name
    /// By population.
    case population
    /// By GDP.
    case gdp
    /// By GDP per capita.
    case gdpPerCapita = "gdp-per-capita"
}
