public import WorldBank

/// Which year a listing shows: one calendar year, or each economy's latest non-empty value.
public enum YearSelection: Sendable, Hashable, Codable, CustomStringConvertible {
    /// One calendar year for every economy.
    case year(Int)
    /// The most recent non-empty value per economy; the year can differ per economy and column.
    case latest

    /// The World Bank period to fetch: one year, or the whole history so that "latest" can pair
    /// each GDP figure with the population of its own year.
    public var period: Period {
        switch self {
        case .year(let year): .year(year)
        case .latest: .history
        }
    }

    public var description: String {
        switch self {
        case .year(let year): "\(year)"
        case .latest: "latest"
        }
    }
}
