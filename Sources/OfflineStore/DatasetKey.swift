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
        func number(_ text: Substring) -> Int? {
            text.isEmpty || !text.allSatisfy({ $0.isASCII && $0.isNumber }) || text.count > 9 ? nil : Int(text)
        }
        let label = parts[1]
        let years = label.split(separator: "-", omittingEmptySubsequences: false).map {
            $0.count == 4 ? number($0) : nil
        }
        let period: Period? =
            switch label {
            case "history": .history
            case _ where label.hasPrefix("mrnev"): number(label.dropFirst(5)).map { .mostRecentNonEmpty($0) }
            case _ where label.hasPrefix("mrv"): number(label.dropFirst(3)).map { .mostRecent($0) }
            case _ where years.count == 1: years[0].map { .year($0) }
            case _ where years.count == 2: years[0].flatMap { first in years[1].map { .range(first, $0) } }
            default: nil
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
