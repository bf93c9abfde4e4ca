package import Foundation

/// A cursor over the bytes of one JSON document, for decoders specialised to a known shape.
///
/// Foundation's `JSONDecoder` first builds a map of the whole document and then walks it through
/// `Codable`'s existential containers; on Linux that reads a World Bank page at about 35 MB/s, so
/// decoding, not the network, dominated a cold run. This reader goes over the bytes once, turns
/// only the values a record keeps into Swift values, and skips the rest while still checking that
/// they are JSON. It is as strict as the reference (RFC 8259 grammar, UTF-8, escapes and surrogate
/// pairs, no trailing garbage) and stricter in two places: a trailing comma is refused, and a number
/// too large for its type is a shape error at its path rather than "not valid JSON".
///
/// The reader points into a buffer it does not own, so it only lives inside ``read(_:_:)``.
package struct JSONReader: ~Copyable {
    /// How deeply arrays and objects may nest: deeper is hostile, never a World Bank answer.
    static let maximumDepth = 512

    package let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    package var position: Int
    /// The last string read into each ``RepeatedString`` slot, so a value that every record of a
    /// page repeats (the indicator's name, an economy's codes on its 65 rows) is made once.
    var recentName = RecentString()
    var recentEconomyID = RecentString()
    var recentEconomyISO2 = RecentString()

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A byte-order mark is not JSON, but Foundation tolerates one at the start; so do we.
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Runs `body` with a reader over `data`, then checks that nothing but whitespace follows.
    package static func read<Value>(
        _ data: Data, _ body: (inout JSONReader) throws(DecodingFailure) -> Value
    ) throws(DecodingFailure) -> Value {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(DecodingFailure) -> Value in
                var reader = JSONReader(raw.assumingMemoryBound(to: UInt8.self))
                let value = try body(&reader)
                try reader.expectEnd()
                return value
            }
        }
        return try result.get()
    }

    /// The syntax failure of `data`, if it is not a JSON document; `nil` when it is one.
    ///
    /// Foundation checks the whole document before it decodes anything, so a body that is both cut
    /// short and of the wrong shape is reported as cut short; a decoder that stops at the first
    /// shape error calls this to report the same.
    package static func syntaxFailure(in data: Data) -> DecodingFailure? {
        do {
            try read(data) { (reader: inout JSONReader) throws(DecodingFailure) in try reader.skipValue() }
            return nil
        } catch {
            return error.isSyntaxError ? error : nil
        }
    }

    // MARK: Bytes

    /// Skips spaces, tabs and line breaks, and returns the next byte without consuming it.
    @inline(__always)
    package mutating func peek() throws(DecodingFailure) -> UInt8 {
        if position < bytes.count, bytes[position] > .space { return bytes[position] }
        return try peekAfterWhitespace()
    }

    private mutating func peekAfterWhitespace() throws(DecodingFailure) -> UInt8 {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn else { return byte }
            position += 1
        }
        throw .syntax("unexpected end of data")
    }

    /// Consumes `byte`, after any whitespace.
    @inline(__always)
    package mutating func expect(_ byte: UInt8) throws(DecodingFailure) {
        guard try peek() == byte else { throw unexpected(expecting: "'\(Character(Unicode.Scalar(byte)))'") }
        position += 1
    }

    /// Consumes the comma between two elements, refusing a trailing one before `closer`.
    package mutating func expectSeparator(before closer: UInt8) throws(DecodingFailure) {
        try expect(.comma)
        if try peek() == closer { throw .syntax("trailing comma at offset \(position)") }
    }

    /// Consumes `byte` if it comes next.
    @inline(__always)
    package mutating func consume(_ byte: UInt8) throws(DecodingFailure) -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    /// A syntax failure naming what was found where `expected` should be.
    func unexpected(expecting expected: String) -> DecodingFailure {
        guard position < bytes.count else { return .syntax("unexpected end of data, expected \(expected)") }
        return .syntax(
            "unexpected byte 0x\(String(bytes[position], radix: 16)) at offset \(position), expected \(expected)")
    }

    private mutating func expectEnd() throws(DecodingFailure) {
        do {
            _ = try peek()
        } catch {
            return
        }
        throw .syntax("unexpected data after the end of the document at offset \(position)")
    }

    // MARK: Kinds and literals

    /// What the next value is, without consuming it.
    package func kind(of byte: UInt8) throws(DecodingFailure) -> JSONKind {
        switch byte {
        case .openBrace: .object
        case .openBracket: .array
        case .quote: .string
        case .minus, .zero ... .nine: .number
        case .letterT, .letterF: .bool
        case .letterN: .null
        default: throw unexpected(expecting: "a value")
        }
    }

    /// Consumes `null` if it comes next.
    package mutating func consumeNull() throws(DecodingFailure) -> Bool {
        guard try peek() == .letterN else { return false }
        try literal("null")
        return true
    }

    /// Consumes `true` or `false`.
    mutating func readBool() throws(DecodingFailure) -> Bool {
        if try peek() == .letterT {
            try literal("true")
            return true
        }
        try literal("false")
        return false
    }

    private mutating func literal(_ word: StaticString) throws(DecodingFailure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[position...].starts(with: expected) else { throw unexpected(expecting: "\(word)") }
        position += expected.count
    }

    // MARK: Containers

    /// Reads an array, calling `element` with each element's index; a shape failure inside an
    /// element names its index.
    package mutating func readArray(
        _ element: (inout JSONReader, Int) throws(DecodingFailure) -> Void
    ) throws(DecodingFailure) {
        let found = try kind(of: peek())
        guard found == .array else { throw .mismatch(expected: "an array", found: found) }
        position += 1
        if try consume(.closeBracket) { return }
        var index = 0
        while true {
            do {
                try element(&self, index)
            } catch {
                throw error.inside(.index(index))
            }
            index += 1
            guard try peek() == .comma else {
                try expect(.closeBracket)
                return
            }
            try expectSeparator(before: .closeBracket)
        }
    }

    /// Reads an object, calling `member` with each key; `member` must consume the value.
    ///
    /// Shape failures are not prefixed with the key here: record readers decide which failure to
    /// report (the first in their own order, as `Codable` does) and name the key themselves.
    package mutating func readObject(
        _ member: (JSONKey, inout JSONReader) throws(DecodingFailure) -> Void
    ) throws(DecodingFailure) {
        let found = try kind(of: peek())
        guard found == .object else { throw .mismatch(expected: "an object", found: found) }
        position += 1
        if try consume(.closeBrace) { return }
        while true {
            guard try peek() == .quote else { throw unexpected(expecting: "a key") }
            let key = try readKey()
            try expect(.colon)
            try member(key, &self)
            guard try peek() == .comma else {
                try expect(.closeBrace)
                return
            }
            try expectSeparator(before: .closeBrace)
        }
    }

    /// Skips one value of any kind, checking that it is JSON.
    package mutating func skipValue() throws(DecodingFailure) {
        var closers: [UInt8] = []
        while true {
            let byte = try peek()
            switch try kind(of: byte) {
            case .object, .array:
                guard closers.count < Self.maximumDepth else { throw .syntax("nested more than 512 levels deep") }
                position += 1
                closers.append(byte == .openBrace ? .closeBrace : .closeBracket)
                if try consume(closers[closers.count - 1]) {
                    closers.removeLast()
                } else {
                    if byte == .openBrace { try skipMemberKey() }
                    continue
                }
            case .string: try skipString()
            case .number: _ = try readNumber()
            case .bool: _ = try readBool()
            case .null: _ = try consumeNull()
            }
            // After a value: close containers that end here, or move to the next element.
            while let closer = closers.last {
                if try peek() == .comma {
                    try expectSeparator(before: closer)
                    if closer == .closeBrace { try skipMemberKey() }
                    break
                }
                try expect(closer)
                closers.removeLast()
            }
            if closers.isEmpty { return }
        }
    }

    private mutating func skipMemberKey() throws(DecodingFailure) {
        guard try peek() == .quote else { throw unexpected(expecting: "a key") }
        try skipString()
        try expect(.colon)
    }

    /// Runs `read` on the next value; when it fails on the value's shape, rewinds, skips the value
    /// and returns the failure (named after `key`), so the record can report failures in its own
    /// order. Syntax failures end the document at once.
    package mutating func capture<Value>(
        _ key: StaticString, _ read: (inout JSONReader) throws(DecodingFailure) -> Value
    ) throws(DecodingFailure) -> Field<Value> {
        let start = position
        do {
            return .value(try read(&self))
        } catch  where !error.isSyntaxError {
            position = start
            try skipValue()
            return .failed(error.inside(.key("\(key)")))
        }
    }
}

/// The kinds of JSON value.
package enum JSONKind {
    case object, array, string, number, bool, null
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let letterE = UInt8(ascii: "e")
    static let capitalE = UInt8(ascii: "E")
    static let letterT = UInt8(ascii: "t")
    static let letterF = UInt8(ascii: "f")
    static let letterN = UInt8(ascii: "n")
    static let letterU = UInt8(ascii: "u")
}
