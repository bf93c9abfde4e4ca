/// The number of one of the World Bank's databases (the API calls them sources): `2` is the World
/// Development Indicators, `3` the Worldwide Governance Indicators.
///
/// A distinct type so that a database can never be confused with a count or a year, and so that it
/// goes into query items and cache file names only as the digits it is.
public struct DatabaseID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The number as the API writes it.
    public let rawValue: Int

    /// The World Development Indicators, the database every command asks unless told otherwise and the
    /// one the bundled snapshot and catalogue hold.
    public static let wdi = DatabaseID(validated: 2)

    /// Gender Statistics, which the Bank also publishes whole as one bulk file.
    public static let genderStatistics = DatabaseID(validated: 14)

    /// Accepts 1 to 4 ASCII digits naming a positive number (the API's ids run from 1 to about 90).
    public init?(_ text: String) {
        guard (1...4).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let number = Int(text), number > 0
        else { return nil }
        rawValue = number
    }

    private init(validated number: Int) { rawValue = number }

    public var description: String { "\(rawValue)" }

    public static func < (lhs: DatabaseID, rhs: DatabaseID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Stored as the number itself (`3`), and only a positive number of at most four digits is read back.
    public init(from decoder: any Decoder) throws {
        let number = try decoder.singleValueContainer().decode(Int.self)
        guard let id = DatabaseID("\(number)") else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\(number) is not a database number"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// One of the World Bank's databases as `/v2/sources` lists it: what `countries sources` shows, what
/// `--source` is matched against, and the name every figure from it is credited to.
public struct Database: Sendable, Hashable {
    /// Its number, such as `3`.
    public let id: DatabaseID
    /// Its short code, such as `WGI`; may be empty.
    public let code: String
    /// Its name, such as "Worldwide Governance Indicators".
    public let name: String
    /// The `lastupdated` date the API gives the whole database (not each series), if any.
    public let lastUpdated: String?

    /// Creates a description.
    public init(id: DatabaseID, code: String, name: String, lastUpdated: String?) {
        self.id = id
        self.code = code
        self.name = name
        self.lastUpdated = lastUpdated
    }

    /// The World Development Indicators as the tool knows them without the network: the database of
    /// the bundled snapshot. Its date is not known offline, so it has none.
    public static let wdi = Database(
        id: .wdi, code: "WDI", name: "World Development Indicators", lastUpdated: nil)
}

/// The list `/v2/sources` answered: its databases, and why each record that is not one was left
/// out, so that nothing is dropped without a word.
public struct SourceList: Sendable, Hashable {
    /// The databases, by number.
    public let databases: [Database]
    /// One reason a record left out (`id '12000' is not a database number (1 to 9999)`).
    public let leftOut: [String]

    /// The list of `databases`, with `leftOut`.
    public init(databases: [Database], leftOut: [String] = []) {
        self.databases = databases
        self.leftOut = leftOut
    }
}
