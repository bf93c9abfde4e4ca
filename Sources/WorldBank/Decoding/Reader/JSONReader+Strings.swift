#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONReader {
    /// Reads a string; `null` or another kind is a shape failure.
    package mutating func string() throws(DecodingFailure) -> String {
        guard try peek() == .quote else { throw mismatch("a string") }
        // Most units and statuses are empty: nothing to scan or make.
        if skip(#""""#) { return "" }
        return Self.text(try scanString())
    }

    /// Reads a string or `null`.
    package mutating func optionalString() throws(DecodingFailure) -> String? {
        try consumeNull() ? nil : try string()
    }

    /// Reads a string that usually repeats the last one read for `field` (an indicator's name, on
    /// every record of its page; an economy's code, on each of its years), making a new `String`
    /// only when the bytes differ.
    mutating func repeatedString(_ field: RepeatedField) throws(DecodingFailure) -> String {
        guard try peek() == .quote else { throw mismatch("a string") }
        let scanned = try scanString()
        let slot = field.rawValue
        if recentBytes[slot].hasSameBytes(as: scanned.content), let string = recentStrings[slot] { return string }
        let string = Self.text(scanned)
        recentBytes[slot] = scanned.content
        recentStrings[slot] = string
        return string
    }

    private static func text(_ scanned: (content: UnsafeBufferPointer<UInt8>, unescaped: [UInt8]?)) -> String {
        guard let unescaped = scanned.unescaped else { return String(decoding: scanned.content, as: UTF8.self) }
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// Moves past a string and returns its content between the quotes, checked for UTF-8 and for
    /// control characters, and the content with its escapes resolved when it has any.
    mutating func scanString() throws(DecodingFailure) -> (content: UnsafeBufferPointer<UInt8>, unescaped: [UInt8]?) {
        try expect(.quote)
        let start = position
        var hasEscapes = false
        var isASCII = true
        while true {
            skipPlainASCII()
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == .quote {
                let content = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                guard isASCII || String(validating: content, as: UTF8.self) != nil else {
                    throw .syntax("invalid UTF-8 in the string at offset \(start)")
                }
                return (content, hasEscapes ? try Self.unescape(content) : nil)
            } else if byte == .backslash {
                hasEscapes = true
                position += 2
            } else if byte >= 0x80 {
                isASCII = false
                position += 1
            } else {
                guard byte >= 0x20 else { throw .syntax("unescaped control character at offset \(position)") }
                position += 1
            }
        }
        throw .syntax("unterminated string starting at offset \(start)")
    }

    /// Moves past printable ASCII other than `"` and `\\`, eight bytes at a time: most of a page is
    /// names and codes, and one test per word instead of per byte halves the time spent in them.
    @inline(__always)
    private mutating func skipPlainASCII() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while position &+ 8 <= bytes.count {
            // Read little-endian, the first byte in memory is the lowest of the word.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            // A byte's high bit is set in `special` when it is a control character, a quote, a
            // backslash or not ASCII (the classic "has a byte less than / equal to" bit tricks).
            let quotes = word ^ (ones &* UInt64(UInt8.quote))
            let backslashes = word ^ (ones &* UInt64(UInt8.backslash))
            let special =
                ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes)
                | ((backslashes &- ones) & ~backslashes) | word
            // The lowest flagged byte is always a true one: the tricks' borrows only flag bytes after it.
            let flagged = special & highs
            guard flagged == 0 else {
                position &+= flagged.trailingZeroBitCount &>> 3
                return
            }
            position &+= 8
        }
    }

    /// Resolves the escapes of a string's content (`\n`, `\"`, `\u00e9`, surrogate pairs).
    private static func unescape(_ content: UnsafeBufferPointer<UInt8>) throws(DecodingFailure) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var index = 0
        while index < content.count {
            let byte = content[index]
            index += 1
            guard byte == .backslash else {
                output.append(byte)
                continue
            }
            guard index < content.count else { throw .syntax("a string ends in a backslash") }
            let escape = content[index]
            index += 1
            switch escape {
            case .quote, .backslash, UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(.newline)
            case UInt8(ascii: "r"): output.append(.carriageReturn)
            case UInt8(ascii: "t"): output.append(.tab)
            case .letterU:
                var scalar = try hexQuad(content, &index)
                if (0xD800..<0xDC00).contains(scalar), content[index...].starts(with: [.backslash, .letterU]) {
                    index += 2
                    let low = try hexQuad(content, &index)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw .syntax("an unpaired surrogate in a \\u escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                // Surrogates are not scalars: a lone one ends here.
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw .syntax("an unpaired surrogate in a \\u escape")
                }
                output.append(contentsOf: String(unicode).utf8)
            default:
                throw .syntax("an unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
        }
        return output
    }

    /// The four hex digits of a `\u` escape at `index`, which moves past them.
    private static func hexQuad(_ content: UnsafeBufferPointer<UInt8>, _ index: inout Int) throws(DecodingFailure)
        -> UInt32
    {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < content.count, let digit = Character(Unicode.Scalar(content[index])).hexDigitValue else {
                throw .syntax("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}

/// The strings a page repeats from record to record, each remembered by ``JSONReader/repeatedString(_:)``.
package enum RepeatedField: Int, CaseIterable {
    case indicatorCode, indicatorName, economyISO2, economyISO3
}

/// An object key as it appears in the document, compared without making a `String`.
package struct JSONKey {
    /// The key's bytes between the quotes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The resolved key when it held escapes (`"\u0076alue"` is the key `value`).
    let unescaped: [UInt8]?

    /// True when the key is `name`: lets a record reader `switch` over its keys, `case "id" where id == nil:`.
    package static func ~= (name: StaticString, key: JSONKey) -> Bool {
        let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        guard let unescaped = key.unescaped else { return key.bytes.hasSameBytes(as: expected) }
        return unescaped.withUnsafeBufferPointer { $0.hasSameBytes(as: expected) }
    }

    /// The key as text, for a failure's path.
    package var name: String { String(decoding: unescaped ?? Array(bytes), as: UTF8.self) }
}

extension UnsafeBufferPointer<UInt8> {
    /// Byte-wise equality, far quicker than `elementsEqual` for the short keys and names compared
    /// on every record.
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard count > 0, let base = baseAddress, let otherBase = other.baseAddress else { return true }
        // 8 to 16 bytes (most keys and codes): the first and the last eight, overlapping, in two
        // loads each instead of a call.
        if count >= 8, count <= 16 {
            let (head, otherHead) = (
                UnsafeRawPointer(base).loadUnaligned(as: UInt64.self),
                UnsafeRawPointer(otherBase).loadUnaligned(as: UInt64.self)
            )
            let (tail, otherTail) = (
                UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self),
                UnsafeRawPointer(otherBase + count - 8).loadUnaligned(as: UInt64.self)
            )
            return head == otherHead && tail == otherTail
        }
        return memcmp(base, otherBase, count) == 0
    }
}
