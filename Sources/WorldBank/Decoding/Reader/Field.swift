/// One member of a record as read: absent, read, or of the wrong shape.
///
/// Record readers keep each member's outcome and check them in the order their `Decodable`
/// conformance does, so a record with two faults reports the same one as `JSONDecoder`. When a key
/// appears twice, the first occurrence wins, as it does in Foundation.
package enum Field<Value> {
    case missing
    case value(Value)
    case failed(DecodingFailure)

    /// True until the member's first occurrence has been read.
    var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }

    /// Reads the member `name` into this field with `member` when `key` is that member, and says
    /// whether it was: the first occurrence is kept, as Foundation keeps it; a repeated one is skipped.
    package mutating func read(
        _ name: StaticString, at key: JSONKey, from reader: inout JSONReader, as member: MemberReader<Value>
    ) throws(DecodingFailure) -> Bool {
        guard key.matches(name) else { return false }
        if isMissing {
            self = try reader.capture(name, member.read)
        } else {
            try reader.skipValue()
        }
        return true
    }

    /// The value, or the failure `Codable` would report for a required member named `key`.
    package func required(_ key: StaticString) throws(DecodingFailure) -> Value {
        switch self {
        case .missing: throw .missingKey("\(key)")
        case .value(let value): return value
        case .failed(let failure): throw failure
        }
    }

    /// The value, `nil` when absent (a `null` is decided by the member's reader).
    package func optional() throws(DecodingFailure) -> Value? {
        switch self {
        case .missing: return nil
        case .value(let value): return value
        case .failed(let failure): throw failure
        }
    }
}

extension Field where Value == String? {
    /// The string, or empty when absent or `null`: `decodeIfPresent(String.self, …) ?? ""`.
    package func orEmpty() throws(DecodingFailure) -> String {
        switch self {
        case .missing: return ""
        case .value(let value): return value ?? ""
        case .failed(let failure): throw failure
        }
    }
}
