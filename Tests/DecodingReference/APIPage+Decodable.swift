import Foundation
import WorldBank

// The reference decodings through `JSONDecoder`, the shape the API documents: the page reader the
// client uses (`APIPage.read`) is fuzzed against them (PageReaderTests) and timed against them
// (decoder-benchmark). They are not part of the product.

extension APIPage: Decodable where Record: Decodable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        if container.count == 1 {
            self = .messages(try container.decode(Envelope.self).message)
            return
        }
        guard container.count == 2 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected [metadata, records], found an array of \(container.count ?? 0) elements"
                ))
        }
        let metadata = try container.decode(PageMetadata.self)
        if try container.decodeNil() {
            guard metadata.pages == 0 || metadata.total == 0 else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "records are null but the metadata promises \(metadata.total) records"))
            }
            self = .records(metadata, [])
        } else {
            self = .records(metadata, try container.decode([Record].self))
        }
    }
}

/// The object inside the error envelope.
private struct Envelope: Decodable {
    let message: [APIMessage]
}

extension APIMessage: Decodable {
    private enum CodingKeys: String, CodingKey { case id, key, value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decodeFlexibleStringIfPresent(forKey: .id) ?? "",
            key: try container.decodeIfPresent(String.self, forKey: .key) ?? "",
            value: try container.decodeIfPresent(String.self, forKey: .value) ?? "")
    }
}

extension PageMetadata: Decodable {
    private enum CodingKeys: String, CodingKey {
        case page, pages, total
        case perPage = "per_page"
        case sourceID = "sourceid"
        case lastUpdated = "lastupdated"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let page = try container.decodeFlexibleInt(forKey: .page)
        let pages = try container.decodeFlexibleInt(forKey: .pages)
        let perPage = try container.decodeFlexibleInt(forKey: .perPage)
        let total = try container.decodeFlexibleInt(forKey: .total)
        let sourceID = try container.decodeFlexibleStringIfPresent(forKey: .sourceID)
        let lastUpdated = try container.decodeFlexibleStringIfPresent(forKey: .lastUpdated)
        guard page >= 0, pages >= 0, perPage >= 0, total >= 0 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath, debugDescription: "negative paging numbers"))
        }
        self.init(
            page: page, pages: pages, perPage: perPage, total: total, sourceID: sourceID, lastUpdated: lastUpdated)
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
