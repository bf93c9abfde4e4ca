#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

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

/// A record that ``APIPage/read(_:)`` reads straight from a page's bytes.
///
/// Each conformance accepts what its `Decodable` reference in `Tests/DecodingReference` accepts, with
/// the same values; `PageReaderTests` holds them to that.
package protocol PageRecord: Sendable {
    /// Reads one record; the reader stands at its opening brace.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Self
}

/// What a page's records are read into, as a whole: an array of ``PageRecord``s, or a table
/// (``ObservationPage``) that a panel's pages are read straight into, with no record kept.
package protocol PageRecords: Sendable {
    /// The records of a page that sent `null` (nothing matched).
    static var none: Self { get }
    /// Reads the records array; the reader stands at its `[`, and `metadata` says how many a page holds.
    static func read(from reader: inout JSONReader, metadata: PageMetadata) throws(DecodingFailure) -> Self
}

extension Array: PageRecords where Element: PageRecord {
    package static var none: [Element] { [] }

    package static func read(from reader: inout JSONReader, metadata: PageMetadata) throws(DecodingFailure)
        -> [Element]
    {
        try reader.readArray(reservingCapacity: Swift.min(metadata.perPage, 50_000), Element.read(from:))
    }
}

/// One page read from its bytes: its metadata and records, or the API's messages.
package enum PageContent<Records: PageRecords>: Sendable {
    /// A page of records.
    case records(PageMetadata, Records)
    /// The API refused the query and said why.
    case messages([APIMessage])

    /// Reads a page from its bytes with ``JSONReader``.
    package static func read(_ data: Data) throws(DecodingFailure) -> PageContent {
        try JSONReader.read(data) { reader throws(DecodingFailure) in
            var metadata: PageMetadata?
            var page: PageContent?
            var count = 0
            _ = try reader.readArray { reader throws(DecodingFailure) in
                defer { count += 1 }
                switch (count, metadata) {
                case (0, _):
                    // An array of one element is the error envelope; of two, a page.
                    let start = reader.position
                    try reader.skipValue()
                    let isAlone = try reader.peek() == .closeBracket
                    reader.position = start
                    if isAlone {
                        page = .messages(try APIMessage.readEnvelope(from: &reader))
                    } else {
                        metadata = try PageMetadata.read(from: &reader)
                    }
                case (1, let metadata?):
                    if try reader.consumeNull() {
                        guard metadata.pages == 0 || metadata.total == 0 else {
                            throw .shape("records are null but the metadata promises \(metadata.total) records")
                        }
                        page = .records(metadata, .none)
                    } else {
                        page = .records(metadata, try Records.read(from: &reader, metadata: metadata))
                    }
                default:
                    throw .shape("expected [metadata, records], found more elements")
                }
            }
            guard let page else { throw .shape("expected [metadata, records], found an empty array") }
            return page
        }
    }
}

extension APIPage where Record: PageRecord {
    /// Reads a page from its bytes with ``JSONReader``.
    package static func read(_ data: Data) throws(DecodingFailure) -> APIPage {
        switch try PageContent<[Record]>.read(data) {
        case .records(let metadata, let records): .records(metadata, records)
        case .messages(let messages): .messages(messages)
        }
    }
}
