import CSystem
import Foundation

/// A JSON number as it appears in the document, converted only when a record asks for it.
package struct JSONNumber {
    /// The number's text.
    package let text: UnsafeBufferPointer<UInt8>
    /// True when the text has neither a fraction nor an exponent.
    let isInteger: Bool
}

extension JSONReader {
    /// Reads a number, checking the RFC 8259 grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    package mutating func readNumber() throws(DecodingFailure) -> JSONNumber {
        _ = try peek()
        let start = position
        var isInteger = true
        if bytes[position] == .minus { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { throw unexpected(expecting: "a digit") }
        if bytes[position] == .zero {
            position += 1
        } else {
            skipDigits()
        }
        if position < bytes.count, bytes[position] == .dot {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw unexpected(expecting: "a digit") }
            skipDigits()
        }
        if position < bytes.count, bytes[position] == .letterE || bytes[position] == .capitalE {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == .plus || bytes[position] == .minus { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw unexpected(expecting: "a digit") }
            skipDigits()
        }
        return JSONNumber(text: UnsafeBufferPointer(rebasing: bytes[start..<position]), isInteger: isInteger)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= .zero && byte <= .nine }

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
}

extension JSONNumber {
    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// The nearest `Double`, or `nil` when the number is beyond `Double`'s range (it would be
    /// infinite, or zero although its digits are not).
    ///
    /// When the digits fit in 53 bits and the exponent is small, one multiplication or division of
    /// two exact values gives the correctly rounded result (Clinger's fast path), which covers
    /// populations and most other figures; anything else goes through the standard library's
    /// correctly rounded `strtod` in the C locale.
    package var double: Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var exponent = 0
        var index = 0
        let negative = text[0] == .minus
        if negative { index = 1 }
        var inFraction = false
        var hasNonZeroDigit = false
        while index < text.count {
            let byte = text[index]
            if byte == .dot {
                inFraction = true
            } else if byte == .letterE || byte == .capitalE {
                exponent = Self.exponent(text[(index + 1)...]) ?? Int.max
                break
            } else {
                let digit = UInt64(byte - .zero)
                if digit != 0 { hasNonZeroDigit = true }
                if mantissa != 0 || digit != 0 { digits += 1 }
                if digits <= 19 { mantissa = mantissa &* 10 &+ digit }
                if inFraction { fractionDigits += 1 }
            }
            index += 1
        }
        let scale = exponent == Int.max ? Int.max : exponent - fractionDigits
        if digits <= 15, scale != Int.max, abs(scale) <= 22 {
            let magnitude =
                scale < 0
                ? Double(mantissa) / Self.exactPowersOfTen[-scale] : Double(mantissa) * Self.exactPowersOfTen[scale]
            return negative ? -magnitude : magnitude
        }
        var parsed = 0.0
        let complete = text.withMemoryRebound(to: CChar.self) {
            csystem_parse_double($0.baseAddress, $0.count, &parsed)
        }
        guard let value = complete == 1 ? parsed : Double(String(decoding: text, as: UTF8.self)), value.isFinite,
            value != 0 || !hasNonZeroDigit
        else { return nil }
        return value
    }

    /// The exact integer, or `nil` when the number has a fractional part or is beyond `Int`.
    package var int: Int? {
        guard isInteger else {
            guard let value = double else { return nil }
            return Int(exactly: value)
        }
        let negative = text[0] == .minus
        var value = 0
        for byte in text[(negative ? 1 : 0)...] {
            let digit = Int(byte - .zero)
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { return nil }
            value = next
        }
        return value
    }

    /// The exponent after `e`, `nil` when it is too large to matter (the value is then out of range).
    private static func exponent(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var index = text.startIndex
        var negative = false
        if text[index] == .minus || text[index] == .plus {
            negative = text[index] == .minus
            index += 1
        }
        var value = 0
        while index < text.endIndex {
            value = value * 10 + Int(text[index] - .zero)
            guard value < 100_000 else { return nil }
            index += 1
        }
        return negative ? -value : value
    }
}
