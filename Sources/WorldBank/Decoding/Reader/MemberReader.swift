/// How one member's value is read: a string, a number, a nested record, or one of those or `null`.
///
/// Named readers keep a record reader to one line per member
/// (`if try id.read("id", at: key, from: &reader, as: .string) { return }`).
package struct MemberReader<Value> {
    /// Reads the value; the reader stands at its first byte.
    package let read: (inout JSONReader) throws(DecodingFailure) -> Value

    /// A reader of values that `read` reads.
    package init(_ read: @escaping (inout JSONReader) throws(DecodingFailure) -> Value) {
        self.read = read
    }

    /// The value, or `nil` for `null`, as `decodeIfPresent` reads a nested value.
    package static func orNull<Wrapped>(_ wrapped: MemberReader<Wrapped>) -> MemberReader<Wrapped?>
    where Value == Wrapped? {
        MemberReader<Wrapped?> { reader throws(DecodingFailure) in
            try reader.consumeNull() ? nil : try wrapped.read(&reader)
        }
    }
}

extension MemberReader where Value == String {
    /// A string; `null` and other kinds are shape failures.
    package static var string: Self { Self { reader throws(DecodingFailure) in try reader.string() } }
}

extension MemberReader where Value == String? {
    /// A string or `null`.
    package static var optionalString: Self { Self { reader throws(DecodingFailure) in try reader.optionalString() } }
    /// A string, or a number written as its digits (`sourceid`, message ids), or `null`.
    package static var flexibleString: Self {
        Self { reader throws(DecodingFailure) in try reader.flexibleOptionalString() }
    }
}

extension MemberReader where Value == Int {
    /// A number or a string of digits.
    package static var flexibleInt: Self { Self { reader throws(DecodingFailure) in try reader.flexibleInt() } }
}

extension MemberReader where Value == Double? {
    /// A number or `null`.
    package static var optionalDouble: Self { Self { reader throws(DecodingFailure) in try reader.optionalDouble() } }
}
