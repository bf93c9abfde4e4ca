import Foundation

/// The first element of every successful answer: where this page sits in the whole result.
///
/// The API sends `page`, `pages`, `per_page` and `total` as numbers on some endpoints and as
/// numeric strings on others (even within one object), so each is decoded as "number or numeric
/// string". `sourceid` and `lastupdated` appear on observation endpoints only.
public struct PageMetadata: Sendable, Hashable, Decodable {
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

    private enum CodingKeys: String, CodingKey {
        case page, pages, total
        case perPage = "per_page"
        case sourceID = "sourceid"
        case lastUpdated = "lastupdated"
    }

    /// Creates metadata directly (used by tests and by the store).
    public init(page: Int, pages: Int, perPage: Int, total: Int, sourceID: String?, lastUpdated: String?) {
        self.page = page
        self.pages = pages
        self.perPage = perPage
        self.total = total
        self.sourceID = sourceID
        self.lastUpdated = lastUpdated
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decodeFlexibleInt(forKey: .page)
        pages = try container.decodeFlexibleInt(forKey: .pages)
        perPage = try container.decodeFlexibleInt(forKey: .perPage)
        total = try container.decodeFlexibleInt(forKey: .total)
        sourceID = try container.decodeFlexibleStringIfPresent(forKey: .sourceID)
        lastUpdated = try container.decodeFlexibleStringIfPresent(forKey: .lastUpdated)
        guard page >= 0, pages >= 0, perPage >= 0, total >= 0 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath, debugDescription: "negative paging numbers"))
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes an integer sent either as a JSON number or as a string of digits.
    func decodeFlexibleInt(forKey key: Key) throws -> Int {
        if let number = try? decode(Int.self, forKey: key) { return number }
        let text = try decode(String.self, forKey: key)
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected a number or a numeric string, found \"\(text)\"")
        }
        return number
    }

    /// Decodes an optional string that some endpoints send as a number.
    func decodeFlexibleStringIfPresent(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        return try decode(String.self, forKey: key)
    }
}
