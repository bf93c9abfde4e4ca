public import WorldBank

/// Names one answer the tool can store: the country list, or one indicator over one period.
///
/// The key is also the cache file name, so it is built only from validated codes and never from
/// free text.
public enum DatasetKey: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The whole country list.
    case countries
    /// One indicator over one period.
    case indicator(IndicatorCode, Period)

    /// The file name of this dataset inside a cache or snapshot folder.
    public var fileName: String {
        switch self {
        case .countries: "countries.json"
        case .indicator(let code, let period): "\(code.rawValue)@\(period.label).json"
        }
    }

    public var description: String {
        switch self {
        case .countries: "country list"
        case .indicator(let code, let period): "\(code.rawValue) (\(Self.words(period)))"
        }
    }

    /// The period as people say it: `2022`, `2010–2022`, `latest values`, `all years`.
    private static func words(_ period: Period) -> String {
        switch period {
        case .year(let year): "\(year)"
        case .range(let first, let last): "\(first)–\(last)"
        case .mostRecentNonEmpty(1): "latest values"
        case .mostRecentNonEmpty(let count): "latest \(count) values"
        case .mostRecent(let count): "latest \(count) years"
        case .history: "all years"
        }
    }
}
