#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Reading a JSON document into a ``JSONValue``, through the page decoder's ``JSONReader``: one
/// reader of JSON in the product (strict RFC 8259, UTF-8 checked, nesting bounded) and one writer.
extension JSONValue {
    /// Why bytes are not a JSON document this reader takes.
    public struct ParseFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, and where (`unexpected byte 0x7d at offset 12, expected a key`).
        public let reason: String

        public var description: String { reason }
    }

    /// The document in `data`: objects keep their members in the order written (of two members
    /// of one name the first counts, as in the page decoder), integers that fit in `Int` stay
    /// integers, other numbers are `Double`s.
    public init(parsing data: Data) throws(ParseFailure) {
        do {
            self = try JSONReader.read(data) { reader throws(DecodingFailure) in try Self.value(&reader, depth: 1) }
        } catch {
            let place = error.components.isEmpty ? "" : " at \(error.path)"
            throw ParseFailure(reason: error.reason + place)
        }
    }

    private static func value(_ reader: inout JSONReader, depth: Int) throws(DecodingFailure) -> JSONValue {
        switch try reader.peek() {
        case UInt8(ascii: "{"):
            guard depth <= JSONReader.maximumDepth else {
                throw .syntax("nested more than \(JSONReader.maximumDepth) levels deep")
            }
            var members: [(String, JSONValue)] = []
            var names: Set<String> = []
            try reader.readObject { key, reader throws(DecodingFailure) in
                let member = try value(&reader, depth: depth + 1)
                if names.insert(key.name).inserted { members.append((key.name, member)) }
            }
            return .object(members)
        case UInt8(ascii: "["):
            guard depth <= JSONReader.maximumDepth else {
                throw .syntax("nested more than \(JSONReader.maximumDepth) levels deep")
            }
            return .array(
                try reader.readArray { reader throws(DecodingFailure) in try value(&reader, depth: depth + 1) })
        case UInt8(ascii: "\""): return .string(try reader.string())
        case UInt8(ascii: "n"):
            _ = try reader.consumeNull()
            return .null
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            // Skipped while checked, then told apart by the first byte.
            let first = reader.bytes[reader.position]
            try reader.skipValue()
            return .bool(first == UInt8(ascii: "t"))
        default:
            let number = try reader.number()
            if number.isInteger, let integer = number.int { return .integer(integer) }
            guard let double = number.double else { throw .shape("number out of range") }
            return .number(double)
        }
    }

    /// The member `key` of an object; `nil` for a missing member or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The value of an integer, or of a number that is a whole number.
    public var integerValue: Int? {
        switch self {
        case .integer(let value): value
        case .number(let value): Int(exactly: value)
        default: nil
        }
    }

    /// True for `null`.
    public var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// The value of a number, whole or not.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The value of a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The items of an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    /// The members of an object, in order.
    public var objectMembers: [(String, JSONValue)]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The kind of value, for messages: `a string`, `an object`.
    public var kindText: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number, .integer: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
