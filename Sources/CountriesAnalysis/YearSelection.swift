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

extension YearSelection {
    /// How many newest values of each economy an answer holds when it is to be reconciled with the
    /// Bank's aggregates or drawn as trend lines: ``RegionTrend/years``.
    public static let recentValues = RegionTrend.years

    /// The periods to ask for, side by side, when the answer is reconciled with the Bank's
    /// aggregates (`regions`, `list --in`, the report, its trend lines): each economy's
    /// ``recentValues`` newest values (`mrnev=20`), and, for years that may lie before them, those
    /// years too.
    ///
    /// The newest values hold every value of the trend window wherever the database's last year has
    /// moved, each economy's latest value however old it is (Venezuela's GDP stops in 2014), and the
    /// newest years in which every member of a group has a figure, where ``Reconciliation`` reads
    /// whom the Bank's aggregate counts. So a "latest" answer, its reconciliation and its trend lines
    /// are those the full histories give, for about a third of the bytes. An economy's 20 newest
    /// values hold its value of year Y when fewer than 20 of its values are newer than Y, which is
    /// certain when Y is less than 20 years before `thisYear`: no figure is dated after the current
    /// year.
    public func periodsWithRecentValues(thisYear: Int) -> (Period, also: Period?) {
        let window = Period.mostRecentNonEmpty(Self.recentValues)
        switch self {
        case .latest: return (window, nil)
        case .year(let wanted): return wanted > thisYear - Self.recentValues ? (window, nil) : (window, .year(wanted))
        case .range(let first, _): return first > thisYear - Self.recentValues ? (window, nil) : (window, period)
        }
    }
}
