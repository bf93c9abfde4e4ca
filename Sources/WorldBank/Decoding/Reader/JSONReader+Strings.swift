import Foundation

extension JSONReader {
    /// Reads a string; the caller has seen the opening quote.
    ///
    /// The common case, a string without escapes, is checked for UTF-8 and control characters in
    /// one pass and copied once; escapes take a slower path that resolves them first.
    mutating func readString() throws(DecodingFailure) -> String {
        let (content, hasEscapes) = try scanString()
        if hasEscapes { return String(decoding: try Self.unescape(content), as: UTF8.self) }
        return String(decoding: content, as: UTF8.self)
    }

    /// Skips a string, checking it as strictly as ``readString()`` does.
    mutating func skipString() throws(DecodingFailure) {
        let (content, hasEscapes) = try scanString()
        if hasEscapes { _ = try Self.unescape(content) }
    }

    /// Reads a key; most keys are plain ASCII and are compared in place.
    mutating func readKey() throws(DecodingFailure) -> JSONKey {
        let (content, hasEscapes) = try scanString()
        return JSONKey(bytes: content, unescaped: hasEscapes ? try Self.unescape(content) : nil)
    }

    /// Reads a string, reusing the previous string of `slot` when the bytes are the same.
    package mutating func readString(reusing slot: RepeatedString) throws(DecodingFailure) -> String {
        let (content, hasEscapes) = try scanString()
        if hasEscapes { return String(decoding: try Self.unescape(content), as: UTF8.self) }
        switch slot {
        case .indicatorName: return recentName.string(for: content, in: bytes)
        case .economyID: return recentEconomyID.string(for: content, in: bytes)
        case .economyISO2: return recentEconomyISO2.string(for: content, in: bytes)
        }
    }

    /// Moves past a string and returns its content between the quotes, checked for UTF-8 and for
    /// unescaped control characters, and whether it holds escapes.
    private mutating func scanString() throws(DecodingFailure) -> (UnsafeBufferPointer<UInt8>, Bool) {
        try expect(.quote)
        let start = position
        var hasEscapes = false
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            // Most bytes are plain printable ASCII: one comparison each, then on to the next.
            if byte > .backslash || (byte > .quote && byte != .backslash) {
                if byte >= 0x80 { isASCII = false }
                position += 1
                continue
            }
            if byte == .quote {
                let content = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                if !isASCII, !Self.isValidUTF8(content) {
                    throw .syntax("invalid UTF-8 in the string at offset \(start)")
                }
                return (content, hasEscapes)
            }
            if byte == .backslash {
                hasEscapes = true
                position += 2
                continue
            }
            guard byte >= 0x20 else { throw .syntax("unescaped control character at offset \(position)") }
            if byte >= 0x80 { isASCII = false }
            position += 1
        }
        throw .syntax("unterminated string starting at offset \(start)")
    }

    /// Resolves the escapes of a string's content (`\n`, `\"`, `\u00e9`, surrogate pairs).
    static func unescape(_ content: UnsafeBufferPointer<UInt8>) throws(DecodingFailure) -> [UInt8] {
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
                if (0xD800..<0xDC00).contains(scalar) {
                    guard index + 1 < content.count, content[index] == .backslash, content[index + 1] == .letterU else {
                        throw .syntax("an unpaired surrogate in a \\u escape")
                    }
                    index += 2
                    let low = try hexQuad(content, &index)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw .syntax("an unpaired surrogate in a \\u escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw .syntax("an unpaired surrogate in a \\u escape")
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw .syntax("an invalid \\u escape") }
                if let encoded = UTF8.encode(unicode) { output.append(contentsOf: encoded) }
            default:
                throw .syntax("an unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
        }
        return output
    }

    private static func hexQuad(_ content: UnsafeBufferPointer<UInt8>, _ index: inout Int) throws(DecodingFailure)
        -> UInt32
    {
        guard index + 4 <= content.count else { throw .syntax("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for byte in content[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case .zero ... .nine: digit = byte - .zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .syntax("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// Well-formed UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
    static func isValidUTF8(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < content.count {
            let lead = content[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var range: ClosedRange<UInt8> = 0x80...0xBF  // the allowed second byte
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, range) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, range) = (3, 0x80...0x9F)
            case 0xF0: (length, range) = (4, 0x90...0xBF)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, range) = (4, 0x80...0x8F)
            default: return false
            }
            guard index + length <= content.count, range.contains(content[index + 1]) else { return false }
            for offset in 2..<length where !(0x80...0xBF).contains(content[index + offset]) { return false }
            index += length
        }
        return true
    }
}

/// The values that repeat from one record to the next, each remembered in its own slot.
package enum RepeatedString {
    /// An observation's indicator name.
    case indicatorName
    /// A stored row's ISO3 code.
    case economyID
    /// A stored row's ISO2 code.
    case economyISO2
}

/// The last string of one ``RepeatedString`` slot: where its bytes are in the document, and the
/// string made of them.
struct RecentString {
    private var start = 0
    private var count = -1
    private var string = ""

    /// The string of `content`, made only when its bytes differ from the last ones.
    mutating func string(for content: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        if content.count == count,
            let base = bytes.baseAddress, let contentBase = content.baseAddress,
            count == 0 || memcmp(base + start, contentBase, count) == 0
        {
            return string
        }
        string = String(decoding: content, as: UTF8.self)
        (start, count) = (Self.offset(of: content, in: bytes), content.count)
        return string
    }

    /// Where `content` starts within `bytes`.
    private static func offset(of content: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, let contentBase = content.baseAddress else { return 0 }
        return contentBase - base
    }
}
