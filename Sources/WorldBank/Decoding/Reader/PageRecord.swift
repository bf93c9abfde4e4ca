/// A record that can be read straight from a page's bytes by ``JSONReader``.
///
/// Each conformance mirrors its type's `Decodable` conformance in `Tests/DecodingReference` (the
/// reference, kept out of the product): the same members, checked in the same order, with the same
/// failures at the same paths.
package protocol PageRecord: Sendable {
    /// Reads one record; the reader stands at its opening brace.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Self
}
