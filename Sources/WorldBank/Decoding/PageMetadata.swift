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

    /// Creates metadata from its numbers: the page reader builds it so, and tests compare a read
    /// page against one (the store keeps no paging metadata).
    public init(page: Int, pages: Int, perPage: Int, total: Int, sourceID: String?, lastUpdated: String?) {
        self.page = page
        self.pages = pages
        self.perPage = perPage
        self.total = total
        self.sourceID = sourceID
        self.lastUpdated = lastUpdated
    }

    /// Reads the page's first element; each paging number may be a number or a numeric string.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> PageMetadata {
        var page: Int?
        var pages: Int?
        var perPage: Int?
        var total: Int?
        var sourceID: String??
        var lastUpdated: String??
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "page" where page == nil: page = try reader.flexibleInt()
            case "pages" where pages == nil: pages = try reader.flexibleInt()
            case "per_page" where perPage == nil: perPage = try reader.flexibleInt()
            case "total" where total == nil: total = try reader.flexibleInt()
            case "sourceid" where sourceID == nil: sourceID = try reader.flexibleString()
            case "lastupdated" where lastUpdated == nil: lastUpdated = try reader.flexibleString()
            default: try reader.skipValue()
            }
        }
        let metadata = PageMetadata(
            page: try page.required("page"), pages: try pages.required("pages"),
            perPage: try perPage.required("per_page"), total: try total.required("total"),
            sourceID: sourceID ?? nil, lastUpdated: lastUpdated ?? nil)
        guard metadata.page >= 0, metadata.pages >= 0, metadata.perPage >= 0, metadata.total >= 0 else {
            throw .shape("negative paging numbers")
        }
        return metadata
    }
}
