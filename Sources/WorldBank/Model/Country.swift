/// An entry of the World Bank country list: an economy, or an aggregate such as "World".
///
/// Aggregates share the list with economies; ``isAggregate`` tells them apart by region id `NA`,
/// the one marker the API guarantees. An empty capital city is *not* that marker: Hong Kong, Israel
/// and four other real economies have none.
public struct Country: Sendable, Hashable, Codable {
    /// The ISO 3166 alpha-3 code (or a Bank code such as `XKX`), the key everything joins on.
    public let id: String
    /// The ISO 3166 alpha-2 code, which the observations endpoint uses as `country.id`.
    public let iso2Code: String
    /// The economy's name as the World Bank spells it.
    public let name: String
    /// The geographic region; region id `NA` marks an aggregate.
    public let region: Classification
    /// The admin region, set by the Bank only for low and middle income economies.
    public let adminRegion: Classification
    /// The income group (`HIC`, `UMC`, `LMC`, `LIC`, `INX`).
    public let incomeLevel: Classification
    /// The lending category (`IBD`, `IDB`, `IDX`, `LNX`).
    public let lendingType: Classification
    /// The capital city, `nil` where the Bank lists none.
    public let capitalCity: String?
    /// Longitude in degrees, `nil` where the Bank lists none.
    public let longitude: Double?
    /// Latitude in degrees, `nil` where the Bank lists none.
    public let latitude: Double?

    /// Creates an entry; blank capitals become `nil` so that callers never test for `""`.
    public init(
        id: String, iso2Code: String, name: String, region: Classification,
        adminRegion: Classification, incomeLevel: Classification, lendingType: Classification,
        capitalCity: String?, longitude: Double?, latitude: Double?
    ) {
        self.id = id.trimmingWhitespace
        self.iso2Code = iso2Code.trimmingWhitespace
        self.name = name.trimmingWhitespace
        self.region = region
        self.adminRegion = adminRegion
        self.incomeLevel = incomeLevel
        self.lendingType = lendingType
        let capital = capitalCity?.trimmingWhitespace ?? ""
        self.capitalCity = capital.isEmpty ? nil : capital
        self.longitude = longitude
        self.latitude = latitude
    }

    /// The income level id of the economies the Bank leaves unclassified ("Not classified").
    public static let unclassifiedIncomeID = "INX"

    /// The region id the World Bank gives every aggregate.
    public static let aggregateRegionID = "NA"

    /// True for aggregates ("World", "IDA total", the regions themselves), which must never be
    /// summed together with economies.
    public var isAggregate: Bool { region.id == Self.aggregateRegionID }
}

extension Array where Element == Country {
    /// The real economies of a country list: the one place aggregates are left out.
    public var withoutAggregates: [Country] { filter { !$0.isAggregate } }
}
