/// Where a set of figures comes from and how fresh the World Bank says it is.
///
/// Every figure the tool shows carries this, so a reader can tell a March release from a July one.
public struct DatasetMetadata: Sendable, Hashable, Codable {
    /// The World Bank source id (`2` is World Development Indicators); `nil` for the country list.
    public let sourceID: String?
    /// The World Bank `lastupdated` date (`2026-03-20`), `nil` when the API gave none.
    public let lastUpdated: String?

    /// Creates the metadata of one dataset.
    public init(sourceID: String?, lastUpdated: String?) {
        self.sourceID = sourceID
        self.lastUpdated = lastUpdated
    }
}
