public import Foundation

/// A World Bank API query as a typed value: the one place where paths and query items are built.
///
/// Codes go into the path, so they are validated types (``IndicatorCode``) or restricted to
/// letters and digits; no caller assembles URL strings.
public struct Endpoint: Sendable, Hashable {
    /// Path components below the base URL, such as `["country", "all", "indicator", "SP.POP.TOTL"]`.
    public let path: [String]
    /// Query items besides `format`, `page` and `per_page`, which the client adds.
    public let query: [QueryItem]
    /// How many records to ask for per page.
    public let perPage: Int

    /// A name-value pair of the query string.
    public struct QueryItem: Sendable, Hashable {
        /// The parameter name.
        public let name: String
        /// The parameter value.
        public let value: String
    }

    /// The whole country list: 296 entries, economies and aggregates, in one page.
    public static func countries(perPage: Int = 1_000) -> Endpoint {
        Endpoint(path: ["country"], query: [], perPage: perPage)
    }

    /// The observations of `indicator` for every entry over `period`.
    ///
    /// One year needs about 270 records; a full history about 17,300, so the page size follows the
    /// period to keep the usual queries to a single round trip (32,500 is the largest page known to
    /// work).
    public static func indicator(_ indicator: IndicatorCode, period: Period, perPage: Int? = nil) -> Endpoint {
        indicators([indicator], period: period, perPage: perPage)
    }

    /// The observations of several indicators in one query (`A;B?source=2`), as the API allows for
    /// indicators of one source; see ``batches(_:)`` for its limits. The page grows with the number
    /// of indicators, up to the largest page known to work.
    public static func indicators(_ indicators: [IndicatorCode], period: Period, perPage: Int? = nil) -> Endpoint {
        var query: [QueryItem] = []
        let defaultPerPage: Int
        switch period {
        case .year(let year):
            query.append(QueryItem(name: "date", value: "\(year)"))
            defaultPerPage = 1_000
        case .range(let first, let last):
            query.append(QueryItem(name: "date", value: "\(first):\(last)"))
            defaultPerPage = min(32_500, 300 * (last - first + 1))
        case .mostRecentNonEmpty(let count):
            query.append(QueryItem(name: "mrnev", value: "\(count)"))
            defaultPerPage = min(32_500, 300 * count)
        case .mostRecent(let count):
            query.append(QueryItem(name: "mrv", value: "\(count)"))
            defaultPerPage = min(32_500, 300 * count)
        case .history:
            defaultPerPage = 20_000
        }
        if indicators.count > 1 { query.append(QueryItem(name: "source", value: "2")) }
        return Endpoint(
            path: ["country", "all", "indicator", indicators.map(\.rawValue).joined(separator: ";")], query: query,
            perPage: perPage ?? min(32_500, defaultPerPage * indicators.count))
    }

    /// The most indicators the API takes in one query.
    public static let maximumIndicatorsPerQuery = 60
    /// The longest path segment the API takes (the `;`-joined codes).
    public static let maximumSegmentLength = 1_500

    /// `indicators` cut into groups that each fit one query: at most 60 codes and 1,500 characters
    /// of `;`-joined codes.
    public static func batches(_ indicators: [IndicatorCode]) -> [[IndicatorCode]] {
        var batches: [[IndicatorCode]] = []
        var current: [IndicatorCode] = []
        var length = 0
        for code in indicators {
            let added = (current.isEmpty ? 0 : 1) + code.rawValue.count
            if !current.isEmpty, current.count == maximumIndicatorsPerQuery || length + added > maximumSegmentLength {
                batches.append(current)
                current = []
                length = 0
            }
            length += current.isEmpty ? code.rawValue.count : added
            current.append(code)
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }

    /// What the API says of one indicator: name, description, source, unit, topics.
    public static func indicatorInfo(_ indicator: IndicatorCode) -> Endpoint {
        Endpoint(path: ["indicator", indicator.rawValue], query: [], perPage: 50)
    }

    /// The URL of page `page` of this query under `base`.
    public func url(base: BaseURL, page: Int) -> URL {
        var components = URLComponents(url: base.url, resolvingAgainstBaseURL: false) ?? URLComponents()
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + "/" + path.joined(separator: "/")
        components.queryItems =
            [URLQueryItem(name: "format", value: "json")]
            + query.map { URLQueryItem(name: $0.name, value: $0.value) }
            + [URLQueryItem(name: "per_page", value: "\(perPage)"), URLQueryItem(name: "page", value: "\(page)")]
        return components.url ?? base.url
    }
}
