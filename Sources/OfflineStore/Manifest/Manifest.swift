public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// What an output was made from, so that anyone can ask the World Bank again later and see whether
/// the same figures come back: the tool, the command line, and every dataset with its requests,
/// release date, origin and the fingerprint of its values.
///
/// The Bank revises a release in place without moving `lastupdated`, so a date alone is no proof;
/// the fingerprint (``ValuesFingerprint``) is.
public struct Manifest: Sendable, Hashable {
    /// `countries 0.1.0`.
    public let tool: String
    /// The arguments as given, after the command's name, with any user name or password in a URL removed.
    public let commandLine: [String]
    /// When the command ran.
    public let createdAt: Date
    /// Every dataset the output used, in the order it was asked for.
    public let datasets: [Dataset]

    /// A manifest of `datasets`.
    public init(tool: String, commandLine: [String], createdAt: Date, datasets: [Dataset]) {
        self.tool = tool
        self.commandLine = commandLine
        self.createdAt = createdAt
        self.datasets = datasets
    }

    /// One dataset an output used.
    public struct Dataset: Sendable, Hashable {
        /// The database it is part of, by its number and name (the country list: World Development
        /// Indicators).
        public let database: Database
        /// Which dataset: the country list, or an indicator over a period.
        public let key: DatasetKey
        /// The API requests that returned it, without credentials; empty when the cache or the
        /// snapshot answered.
        public let requests: [String]
        /// The World Bank `lastupdated` date; `nil` for the country list.
        public let lastUpdated: String?
        /// When it was fetched from the API.
        public let fetchedAt: Date
        /// Live, cache or snapshot.
        public let origin: Origin
        /// The fingerprint of its values.
        public let values: ValuesFingerprint

        /// A dataset entry.
        public init(
            database: Database, key: DatasetKey, requests: [String], lastUpdated: String?, fetchedAt: Date,
            origin: Origin, values: ValuesFingerprint
        ) {
            self.database = database
            self.key = key
            self.requests = requests
            self.lastUpdated = lastUpdated
            self.fetchedAt = fetchedAt
            self.origin = origin
            self.values = values
        }
    }
}
