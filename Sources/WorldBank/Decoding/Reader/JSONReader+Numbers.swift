import CSystem

/// A JSON number as it appears in the document, converted only when a record asks for it.
package struct JSONNumber {
    /// The number's text.
    let text: UnsafeBufferPointer<UInt8>
    /// True when the text has neither a fraction nor an exponent.
    package let isInteger: Bool

    /// The nearest `Double`, or `nil` when the number is beyond `Double`'s range (it would be
    /// infinite, or zero although its digits are not).
    ///
    /// Integers of up to 15 digits, such as populations, are exact as they are read; anything else
    /// goes through the C library's correctly rounded `strtod` in the C locale.
    package var double: Double? {
        let negative = text[0] == .minus
        if isInteger, text.count <= 15 {
            let magnitude = Double(text.dropFirst(negative ? 1 : 0).reduce(0) { $0 * 10 + UInt64($1 - .zero) })
            return negative ? -magnitude : magnitude
        }
        if let quick = decimal { return quick }
        var parsed = 0.0
        let complete = text.withMemoryRebound(to: CChar.self) {
            csystem_parse_double($0.baseAddress, $0.count, &parsed)
        }
        let mantissa = text.prefix { $0 != .letterE && $0 != .capitalE }
        guard let value = complete == 1 ? parsed : Double(String(decoding: text, as: UTF8.self)), value.isFinite,
            value != 0 || !mantissa.contains(where: { $0 > .zero && $0 <= .nine })
        else { return nil }
        return value
    }

    /// A number such as `12345.67` read without `strtod`, or `nil` for one that needs it: with at
    /// most 15 digits and no exponent, the digits as an integer and the power of ten that divides
    /// them are both exact doubles, so their quotient is the correctly rounded value (Clinger's
    /// fast path). Most of a panel's values are such numbers.
    private var decimal: Double? {
        var digits: UInt64 = 0
        var count = 0
        var fractionDigits = 0
        var inFraction = false
        for byte in text {
            switch byte {
            case .zero ... .nine:
                digits = digits &* 10 &+ UInt64(byte &- .zero)
                count += 1
                if inFraction { fractionDigits += 1 }
            case UInt8(ascii: "."): inFraction = true
            case .minus: continue
            default: return nil  // an exponent
            }
        }
        guard count <= 15 else { return nil }
        let magnitude = Double(digits) / Self.powersOfTen[fractionDigits]
        return text[0] == .minus ? -magnitude : magnitude
    }

    /// 10^0 through 10^15, each exactly a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// The exact integer, or `nil` when the number has a fractional part or is beyond `Int`.
    package var int: Int? {
        guard isInteger else { return double.flatMap { Int(exactly: $0) } }
        return Int(String(decoding: text, as: UTF8.self))
    }

    /// The failure of a number that does not fit in `type`.
    func outOfRange(_ type: String) -> DecodingFailure {
        .shape("number \(String(decoding: text.prefix(40), as: UTF8.self)) does not fit in \(type)")
    }
}

extension JSONReader {
    /// Reads a number, checking the RFC 8259 grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func readNumber() throws(DecodingFailure) -> JSONNumber {
        _ = try peek()
        let start = position
        _ = skip { $0 == .minus }
        if skip({ $0 == .zero }) == 0 { try digits() }
        let fraction = skip { $0 == UInt8(ascii: ".") } > 0
        if fraction { try digits() }
        let exponent = skip { $0 == .letterE || $0 == .capitalE } > 0
        if exponent {
            _ = skip { $0 == UInt8(ascii: "+") || $0 == .minus }
            try digits()
        }
        return JSONNumber(
            text: UnsafeBufferPointer(rebasing: bytes[start..<position]), isInteger: !fraction && !exponent)
    }

    /// Moves past one or more digits.
    private mutating func digits() throws(DecodingFailure) {
        guard skip({ $0 >= .zero && $0 <= .nine }, upTo: .max) > 0 else { throw unexpected(expecting: "a digit") }
    }

    /// Moves past up to `limit` bytes that pass `test`, and says how many.
    private mutating func skip(_ test: (UInt8) -> Bool, upTo limit: Int = 1) -> Int {
        let start = position
        while position < bytes.count, position - start < limit, test(bytes[position]) { position += 1 }
        return position - start
    }

    /// Reads a number; `null` or another kind is a shape failure.
    package mutating func number() throws(DecodingFailure) -> JSONNumber {
        switch try peek() {
        case .minus, .zero ... .nine: try readNumber()
        default: throw mismatch("a number")
        }
    }

    /// Reads a number as a `Double`.
    package mutating func double() throws(DecodingFailure) -> Double {
        let number = try number()
        guard let value = number.double else { throw number.outOfRange("Double") }
        return value
    }

    /// Reads an integer sent as a JSON number or as a string of digits (the API sends paging
    /// numbers both ways, sometimes within one object).
    mutating func flexibleInt() throws(DecodingFailure) -> Int {
        guard try peek() == .quote else {
            let number = try number()
            guard let value = number.int else { throw number.outOfRange("Int") }
            return value
        }
        let text = try string()
        guard let value = Int(text.trimmingWhitespace) else {
            throw .shape("expected a number or a numeric string, found \"\(text)\"")
        }
        return value
    }

    /// Reads a string that some endpoints send as an integer (`sourceid`, a message id), or `null`.
    mutating func flexibleString() throws(DecodingFailure) -> String? {
        switch try peek() {
        case .minus, .zero ... .nine: String(try flexibleInt())
        default: try optionalString()
        }
    }
}
