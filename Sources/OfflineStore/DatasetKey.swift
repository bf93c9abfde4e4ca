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

    /// The name of this dataset's file inside a cache or snapshot folder, without the extension
    /// of its form: `countries`, `SP.POP.TOTL@2022`.
    public var name: String {
        switch self {
        case .countries: "countries"
        case .indicator(let code, let period): "\(code.rawValue)@\(period.label)"
        }
    }

    /// The key named `countries` or `CODE@PERIOD` (a valid indicator code and a period label:
    /// `2022`, `2010-2022`, `mrnev1`, `mrv14`, `history`): the names this tool writes, and no other.
    public init?(name: String) {
        if name == "countries" {
            self = .countries
            return
        }
        let parts = name.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let code = IndicatorCode(String(parts[0])) else { return nil }
        // Counts of at most 9 digits, so that none overflows.
        let label = parts[1]
        let period: Period? =
            if label == "history" {
                .history
            } else if let count = label.wholeMatch(of: /mrnev([0-9]{1,9})/).flatMap({ Int($0.1) }) {
                .mostRecentNonEmpty(count)
            } else if let count = label.wholeMatch(of: /mrv([0-9]{1,9})/).flatMap({ Int($0.1) }) {
                .mostRecent(count)
            } else if let years = label.wholeMatch(of: /([0-9]{4})(?:-([0-9]{4}))?/), let first = Int(years.1) {
                years.2.flatMap { Int($0) }.map { .range(first, $0) } ?? .year(first)
            } else {
                nil
            }
        guard let period else { return nil }
        self = .indicator(code, period)
    }

    public var description: String {
        guard case .indicator(let code, let period) = self else { return "country list" }
        return "\(code.rawValue) (\(Self.words(period)))"
    }

    /// The period as people say it: `2022`, `2010–2022`, `latest values`, `all years`.
    static func words(_ period: Period) -> String {
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
