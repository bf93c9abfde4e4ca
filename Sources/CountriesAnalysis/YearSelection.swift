public import WorldBank

/// Which years a listing shows: one calendar year, an inclusive range (panel data), or each
/// economy's latest non-empty value.
public enum YearSelection: Sendable, Hashable, Codable, CustomStringConvertible {
    /// One calendar year for every economy.
    case year(Int)
    /// The most recent non-empty value per economy; the year can differ per economy and column.
    case latest
    /// Every year from the first to the last, inclusive: one row per economy and year.
    case range(Int, Int)

    /// The World Bank period to fetch: one year, a range, or for "latest" each indicator's newest
    /// non-empty value (`mrnev=1`); the data provider also fetches the population of the recent
    /// years GDP values are from, so that GDP per capita stays a same-year ratio.
    public var period: Period {
        switch self {
        case .year(let year): .year(year)
        case .latest: .mostRecentNonEmpty(1)
        case .range(let first, let last): .range(first, last)
        }
    }

    public var description: String {
        switch self {
        case .year(let year): "\(year)"
        case .latest: "latest"
        case .range(let first, let last): "\(first):\(last)"
        }
    }

    /// The years of a range, oldest first; empty otherwise.
    public var years: [Int] {
        if case .range(let first, let last) = self { return Array(first...last) }
        return []
    }
}
