import Foundation

/// The first element of every successful answer: where this page sits in the whole result.
///
/// The API sends `page`, `pages`, `per_page` and `total` as numbers on some endpoints and as
/// numeric strings on others (even within one object), so each is decoded as "number or numeric
/// string". `sourceid` and `lastupdated` appear on observation endpoints only.
public struct PageMetadata: Sendable, Hashable {
    /// This page's number, starting at 1 (0 when nothing matched).
    public let page: Int
    /// How many pages the whole result has (0 when nothing matched).
    public let pages: Int
    /// How many records a page holds.
    public let perPage: Int
    /// How many records the whole result has.
    public let total: Int
    /// The World Bank source id of the observations, if any.
    public let sourceID: String?
    /// The World Bank `lastupdated` date of the observations, if any.
    public let lastUpdated: String?

    /// Creates metadata directly (used by tests and by the store).
    public init(page: Int, pages: Int, perPage: Int, total: Int, sourceID: String?, lastUpdated: String?) {
        self.page = page
        self.pages = pages
        self.perPage = perPage
        self.total = total
        self.sourceID = sourceID
        self.lastUpdated = lastUpdated
    }

}
