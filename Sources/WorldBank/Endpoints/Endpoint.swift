#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A World Bank API query as a typed value: the one place where paths and query items are built.
///
/// Codes go into the path, so they are validated types (``IndicatorCode``) or restricted to
/// letters and digits; no caller assembles URL strings.
struct Endpoint: Sendable, Hashable {
    /// Path components below the base URL, such as `["country", "all", "indicator", "SP.POP.TOTL"]`.
    let path: [String]
    /// Query items besides `format`, `page` and `per_page`, which the client adds.
    var query: [URLQueryItem] = []
    /// How many records to ask for per page.
    let perPage: Int

    /// The whole country list: 296 entries, economies and aggregates, in one page.
    static func countries(perPage: Int = 1_000) -> Endpoint {
        Endpoint(path: ["country"], perPage: perPage)
    }

    /// The members of one of the Bank's groups (`country?region=EUU`): the only way to learn who
    /// belongs to the groups the country list does not classify (European Union, OECD members, small
    /// states). `group` is a code of letters and digits, as the country list's aggregates have.
    static func members(of group: String, perPage: Int = 1_000) -> Endpoint {
        Endpoint(path: ["country"], query: [URLQueryItem(name: "region", value: group)], perPage: perPage)
    }

    /// The metadata of series of `source` (`sources/2/series/A;B/metadata`), the "advanced" answer
    /// that holds each one's `License_Type`: at most ``metadataBatch`` codes a query, one page.
    static func seriesMetadata(_ codes: [IndicatorCode], source: DatabaseID) -> Endpoint {
        Endpoint(
            path: [
                "sources", "\(source.rawValue)", "series", codes.map(\.rawValue).joined(separator: ";"), "metadata",
            ],
            perPage: metadataBatch)
    }

    /// The most series one metadata query asks for (the page size wbgapi pages such queries by).
    static let metadataBatch = 50

    /// The observations of several indicators for every entry over `period`, in one query
    /// (`A;B?source=2`), as the API allows for indicators of one source; see ``batches(_:)`` for its
    /// limits.
    ///
    /// One year of one indicator needs about 270 records; a full history about 17,300, so the page
    /// size follows the period and the number of indicators to keep the usual queries to a single
    /// round trip, up to ``largestPage`` records.
    /// The indicators of another database than the World Development Indicators are asked with its
    /// number (`?source=3`), whatever their count: a code may exist in several databases.
    /// With `footnotes`, `footnote=y` asks for each value's footnote too.
    static func indicators(
        _ indicators: [IndicatorCode], period: Period, source: DatabaseID = .wdi, perPage: Int? = nil,
        footnotes: Bool = false
    ) -> Endpoint {
        let item = period.queryItem
        let onePerPage =
            switch period {
            case .year: 1_000
            case .range(let first, let last): 300 * (last - first + 1)
            case .mostRecentNonEmpty(let count), .mostRecent(let count): 300 * count
            case .history: 20_000
            }
        let source =
            indicators.count > 1 || source != .wdi ? URLQueryItem(name: "source", value: "\(source.rawValue)") : nil
        return Endpoint(
            path: ["country", "all", "indicator", indicators.map(\.rawValue).joined(separator: ";")],
            query: [item, source, footnotes ? URLQueryItem(name: "footnote", value: "y") : nil].compactMap { $0 },
            perPage: perPage ?? min(largestPage, min(largestPage, onePerPage) * indicators.count))
    }

    /// The most records a page of indicator values asks for: 32,500, the largest page the API
    /// serves. Each page is a round trip, and a panel's pages go at most 4 at a time: 60 indicators
    /// over 35 years are 18 pages (6 round trips) so, not 28 (8). At about 300 bytes a record (long
    /// indicator names) a page is 10 MB, so the 4 in flight stay within the transport's shared
    /// 48 MiB budget for bodies being received.
    static let largestPage = 32_500

    /// `indicators` cut into groups that each fit one query: the API takes at most 60 codes and a
    /// path segment (the `;`-joined codes) of at most 1,500 characters.
    /// `maximumCount` lowers the number of codes a group holds (``metadataBatch`` for metadata).
    static func batches(_ indicators: [IndicatorCode], maximumCount: Int = 60) -> [[IndicatorCode]] {
        var batches: [[IndicatorCode]] = []
        for code in indicators {
            let joined = (batches.last ?? []).reduce(code.rawValue.count) { $0 + 1 + $1.rawValue.count }
            if let last = batches.last, last.count < min(60, maximumCount), joined <= 1_500 {
                batches[batches.count - 1].append(code)
            } else {
                batches.append([code])
            }
        }
        return batches
    }

    /// One indicator of one entry of the country list over `period`
    /// (`country/KEN/indicator/SP.POP.TOTL?date=2022`): the request whose answer holds exactly the
    /// figures an answer shows, which the answer names as their proof. An `economy` that is not a
    /// code of letters and digits asks for every entry instead.
    static func observations(
        of economy: String, indicator: IndicatorCode, period: Period, source: DatabaseID = .wdi
    ) -> Endpoint {
        let code = economy.count <= 3 && economy.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        var endpoint = indicators([indicator], period: period, source: source, perPage: 1_000)
        if code, !economy.isEmpty {
            endpoint = Endpoint(
                path: ["country", economy, "indicator", indicator.rawValue], query: endpoint.query, perPage: 100)
        }
        return endpoint
    }

    /// The figures of `indicator` for several economies, by code (`country/AGO;BEN/indicator/…`), in
    /// one page that holds them all: a sum's proof, whose answer holds exactly the figures summed.
    static func observations(
        of economies: [String], indicator: IndicatorCode, period: Period, source: DatabaseID = .wdi
    ) -> Endpoint {
        let query = indicators([indicator], period: period, source: source, perPage: 1_000).query
        let years =
            switch period {
            case .year, .mostRecentNonEmpty(1), .mostRecent(1): 1
            case .range(let first, let last): last - first + 1
            case .mostRecentNonEmpty(let count), .mostRecent(let count): count
            case .history: 100
            }
        return Endpoint(
            path: ["country", economies.joined(separator: ";"), "indicator", indicator.rawValue], query: query,
            perPage: min(largestPage, max(1, economies.count * years)))
    }

    /// The list of the World Bank's databases (about 70, in two pages of 50 or one of 1,000).
    static func databases(perPage: Int = 1_000) -> Endpoint {
        Endpoint(path: ["sources"], perPage: perPage)
    }

    /// The catalogue of one database: every indicator it holds (WDI about 1,500; some several thousand).
    static func catalogue(of database: DatabaseID, perPage: Int = 1_000) -> Endpoint {
        Endpoint(path: ["sources", "\(database.rawValue)", "indicators"], perPage: perPage)
    }

    /// What the API says of one indicator: name, description, source, unit, topics.
    static func indicatorInfo(_ indicator: IndicatorCode) -> Endpoint {
        Endpoint(path: ["indicator", indicator.rawValue], perPage: 50)
    }

    /// The URL of page `page` of this query under `base`.
    func url(base: BaseURL, page: Int) -> URL {
        var components = URLComponents(url: base.url, resolvingAgainstBaseURL: false) ?? URLComponents()
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + "/" + path.joined(separator: "/")
        components.queryItems =
            [URLQueryItem(name: "format", value: "json")]
            + query
            + [URLQueryItem(name: "per_page", value: "\(perPage)"), URLQueryItem(name: "page", value: "\(page)")]
        return components.url ?? base.url
    }
}

extension BaseURL {
    /// The request (as it may be shown: no user name or password) whose answer holds the figures
    /// of `indicator` for `economy` (an ISO3 or the Bank's code; `all` for every entry) over
    /// `period`: what a figure names as its proof, for anyone to fetch and compare.
    public func request(economy: String, indicator: IndicatorCode, period: Period, source: DatabaseID = .wdi)
        -> String
    {
        Endpoint.observations(of: economy, indicator: indicator, period: period, source: source)
            .url(base: self, page: 1).shownText
    }

    /// The requests (as they may be shown) whose answers hold the figures of `indicator` for
    /// `economies` (codes) over `period`, each in one page: every request a sum of theirs was made
    /// from, at most 50 economies to a request so that no address grows past what servers take.
    public func requests(economies: [String], indicator: IndicatorCode, period: Period, source: DatabaseID = .wdi)
        -> [String]
    {
        stride(from: 0, to: economies.count, by: 50).map { start in
            Endpoint.observations(
                of: Array(economies[start..<min(start + 50, economies.count)]), indicator: indicator, period: period,
                source: source
            ).url(base: self, page: 1).shownText
        }
    }

    /// The request whose answer lists the World Bank's databases.
    public var databaseListRequest: String { Endpoint.databases().url(base: self, page: 1).shownText }

    /// The request whose answer describes `indicator`.
    public func indicatorRequest(_ indicator: IndicatorCode) -> String {
        Endpoint.indicatorInfo(indicator).url(base: self, page: 1).shownText
    }

    /// The request whose answer is (the first page of) the indicator catalogue of `database`: what
    /// describes an indicator of a database other than the World Development Indicators.
    public func catalogueRequest(_ database: DatabaseID) -> String {
        Endpoint.catalogue(of: database).url(base: self, page: 1).shownText
    }

    /// The request whose answer lists the members of the group `group` (a code such as `EUU`): what
    /// a member list names as its provenance.
    public func membersRequest(_ group: String) -> String {
        Endpoint.members(of: group).url(base: self, page: 1).shownText
    }

    /// The request whose answer is the whole country list (economies, their groups, and aggregates).
    public var countryListRequest: String { Endpoint.countries().url(base: self, page: 1).shownText }
}

extension Period {
    /// The query item that asks the API for this period (`date=2022`, `date=2010:2022`, `mrnev=1`,
    /// `mrv=14`); none for the whole history: what a request for the period carries, and what a
    /// request is recognised by.
    public var queryItem: URLQueryItem? {
        switch self {
        case .year(let year): URLQueryItem(name: "date", value: "\(year)")
        case .range(let first, let last): URLQueryItem(name: "date", value: "\(first):\(last)")
        case .mostRecentNonEmpty(let count): URLQueryItem(name: "mrnev", value: "\(count)")
        case .mostRecent(let count): URLQueryItem(name: "mrv", value: "\(count)")
        case .history: nil
        }
    }
}
