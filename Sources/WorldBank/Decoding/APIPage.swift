import Foundation

/// One page of a World Bank answer: the heterogeneous array `[metadata, records]`, or the error
/// envelope `[{"message":[…]}]`.
///
/// Decoding is strict: the array must hold exactly those elements, and `records` may be `null`
/// only for an empty result (`pages: 0`).
public enum APIPage<Record: Sendable>: Sendable {
    /// A page of records; `records` is empty when the API sent `null`.
    case records(PageMetadata, [Record])
    /// The API refused the query and said why.
    case messages([APIMessage])
}

/// The reference decoding through `JSONDecoder`: the fast reader (``read(_:)``) is tested against it.
extension APIPage: Decodable where Record: Decodable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        if container.count == 1 {
            let envelope = try container.decode(APIErrorEnvelope.self)
            self = .messages(envelope.message)
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
