import Foundation

extension JSONReader {
    /// Reads a string; `null` or another kind is a shape failure, as `decode(String.self)` makes it.
    package mutating func string() throws(DecodingFailure) -> String {
        guard let string = try optionalString() else { throw .shape("missing String: expected a string, found null") }
        return string
    }

    /// Reads a string or `null`, as `decodeIfPresent(String.self)` does.
    package mutating func optionalString() throws(DecodingFailure) -> String? {
        switch try kind(of: peek()) {
        case .string: return try readString()
        case .null:
            _ = try consumeNull()
            return nil
        case let other: throw .mismatch(expected: "String", found: other)
        }
    }

    /// Reads a number as a `Double`; `null` is a shape failure.
    package mutating func double() throws(DecodingFailure) -> Double {
        guard let value = try optionalDouble() else { throw .shape("missing Double: expected a number, found null") }
        return value
    }

    /// Reads a number or `null` as a `Double?`.
    package mutating func optionalDouble() throws(DecodingFailure) -> Double? {
        switch try kind(of: peek()) {
        case .number:
            let number = try readNumber()
            guard let value = number.double else { throw .outOfRange(number, as: "Double") }
            return value
        case .null:
            _ = try consumeNull()
            return nil
        case let other: throw .mismatch(expected: "Double", found: other)
        }
    }

    /// Reads an integer sent as a JSON number or as a string of digits (the API sends paging
    /// numbers both ways, sometimes within one object).
    mutating func flexibleInt() throws(DecodingFailure) -> Int {
        switch try kind(of: peek()) {
        case .number:
            let number = try readNumber()
            guard let value = number.int else { throw .mismatch(expected: "String", found: .number) }
            return value
        case .string:
            let text = try readString()
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw .shape("expected a number or a numeric string, found \"\(text)\"")
            }
            return value
        case .null: throw .shape("missing String: expected a number or a numeric string, found null")
        case let other: throw .mismatch(expected: "String", found: other)
        }
    }

    /// Reads an optional string that some endpoints send as a number (`sourceid`, a message id).
    mutating func flexibleOptionalString() throws(DecodingFailure) -> String? {
        guard try kind(of: peek()) == .number else { return try optionalString() }
        let number = try readNumber()
        guard let value = number.int else { throw .mismatch(expected: "String", found: .number) }
        return String(value)
    }
}

extension DecodingFailure {
    /// A value of the wrong kind, worded like Foundation's type mismatch.
    static func mismatch(expected type: String, found kind: JSONKind) -> DecodingFailure {
        .shape(
            "expected \(type): found \(kind == .object ? "an object" : kind == .array ? "an array" : "a \(kind)") instead"
        )
    }

    /// A number the target type cannot hold.
    static func outOfRange(_ number: JSONNumber, as type: String) -> DecodingFailure {
        .shape("number \(String(decoding: number.text.prefix(40), as: UTF8.self)) does not fit in \(type)")
    }
}

extension JSONReader {
    /// Reads a string that often repeats the previous one of `slot` (see ``RepeatedString``).
    package mutating func string(reusing slot: RepeatedString) throws(DecodingFailure) -> String {
        let found = try kind(of: peek())
        guard found == .string else {
            throw found == .null
                ? .shape("missing String: expected a string, found null") : .mismatch(expected: "String", found: found)
        }
        return try readString(reusing: slot)
    }

    /// Reads a number that must be an exact integer, as `decode(Int.self)` does.
    package mutating func integer() throws(DecodingFailure) -> Int {
        let found = try kind(of: peek())
        guard found == .number else {
            throw found == .null
                ? .shape("missing Int: expected a number, found null") : .mismatch(expected: "Int", found: found)
        }
        let number = try readNumber()
        guard let value = number.int else { throw .outOfRange(number, as: "Int") }
        return value
    }
}
