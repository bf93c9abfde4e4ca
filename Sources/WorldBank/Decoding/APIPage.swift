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
