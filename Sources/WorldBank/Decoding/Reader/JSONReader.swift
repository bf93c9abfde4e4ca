#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

/// A cursor over the bytes of one JSON document, for decoders specialised to a known shape.
///
/// Foundation's `JSONDecoder` first builds a map of the whole document and then walks it through
/// `Codable`'s existential containers; on Linux that reads a World Bank page at about 35 MB/s, so
/// decoding, not the network, dominated a cold run. This reader goes over the bytes once, turns
/// only the values a record keeps into Swift values, and skips the rest while still checking that
/// they are JSON. It accepts strict RFC 8259 only: UTF-8, escapes and surrogate pairs checked, no
/// trailing comma, nothing after the document. A record reader stops at the first fault it meets
/// and names its JSON path.
///
/// The reader points into a buffer it does not own, so it only lives inside ``read(_:_:)``.
package struct JSONReader: ~Copyable {
    /// How deeply arrays and objects may nest: deeper is hostile, never a World Bank answer.
    package static let maximumDepth = 512

    package let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    package var position: Int
    /// Where the bytes of the last string ``repeatedString(_:)`` made for each ``RepeatedField`` are,
    /// and that string: apart, so that comparing bytes changes no reference count.
    var recentBytes = [UnsafeBufferPointer<UInt8>](
        repeating: .init(start: nil, count: 0), count: RepeatedField.allCases.count)
    var recentStrings = [String?](repeating: nil, count: RepeatedField.allCases.count)
    /// The last indicator code made from its text, which every record of a page repeats.
    var recentCode: (text: String, code: IndicatorCode)?

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A byte-order mark is not JSON, but Foundation tolerates one at the start; so do we.
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Runs `body` with a reader over `data`, then checks that nothing but whitespace follows.
    package static func read<Value>(
        _ data: Data, _ body: (inout JSONReader) throws(DecodingFailure) -> Value
    ) throws(DecodingFailure) -> Value {
        try data.withUnsafeBytes { raw in
            Result { () throws(DecodingFailure) -> Value in
                var reader = JSONReader(raw.assumingMemoryBound(to: UInt8.self))
                let value = try body(&reader)
                guard (try? reader.peek()) == nil else {
                    throw .syntax("unexpected data after the end of the document at offset \(reader.position)")
                }
                return value
            }
        }.get()
    }

    // MARK: Bytes

    /// Skips spaces, tabs and line breaks, and returns the next byte without consuming it.
    @inline(__always)
    package mutating func peek() throws(DecodingFailure) -> UInt8 {
        if position < bytes.count, bytes[position] > .space { return bytes[position] }
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn else { return byte }
            position += 1
        }
        throw .syntax("unexpected end of data")
    }

    /// Consumes `byte`, after any whitespace.
    mutating func expect(_ byte: UInt8) throws(DecodingFailure) {
        guard try consume(byte) else { throw unexpected(expecting: "'\(Character(Unicode.Scalar(byte)))'") }
    }

    /// Consumes `byte` if it comes next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) throws(DecodingFailure) -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `null` if it comes next.
    package mutating func consumeNull() throws(DecodingFailure) -> Bool {
        guard try peek() == .letterN else { return false }
        try literal("null")
        return true
    }

    /// Moves past `expected` if the next bytes are exactly it (no whitespace skipped); false otherwise.
    mutating func skip(_ expected: StaticString) -> Bool {
        let word = UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount)
        guard bytes.count - position >= word.count,
            UnsafeBufferPointer(rebasing: bytes[position..<position + word.count]).hasSameBytes(as: word)
        else { return false }
        position += word.count
        return true
    }

    private mutating func literal(_ word: StaticString) throws(DecodingFailure) {
        guard skip(word) else { throw unexpected(expecting: "\(word)") }
    }

    /// A syntax failure naming what was found where `expected` should be.
    func unexpected(expecting expected: String) -> DecodingFailure {
        guard position < bytes.count else { return .syntax("unexpected end of data, expected \(expected)") }
        return .syntax(
            "unexpected byte 0x\(String(bytes[position], radix: 16)) at offset \(position), expected \(expected)")
    }

    /// The failure of a value of the wrong kind where `expected` should be (the reader stands at it).
    func mismatch(_ expected: String) -> DecodingFailure {
        let found =
            switch position < bytes.count ? bytes[position] : 0 {
            case .openBrace: "an object"
            case .openBracket: "an array"
            case .quote: "a string"
            case .letterN: "null"
            case .letterT, .letterF: "a boolean"
            case .minus, .zero ... .nine: "a number"
            default: ""
            }
        return found.isEmpty ? unexpected(expecting: expected) : .shape("expected \(expected), found \(found)")
    }

    // MARK: Containers

    /// Reads an array, each element with `element`; a failure inside an element names its index.
    package mutating func readArray<Element>(
        reservingCapacity capacity: Int = 0, _ element: (inout JSONReader) throws(DecodingFailure) -> Element
    ) throws(DecodingFailure) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(capacity)
        try readEach { reader throws(DecodingFailure) in elements.append(try element(&reader)) }
        return elements
    }

    /// Reads an array, handing each element to `element` as the reader reaches it, for a caller
    /// that keeps what it reads in its own form; a failure inside an element names its index.
    package mutating func readEach(_ element: (inout JSONReader) throws(DecodingFailure) -> Void)
        throws(DecodingFailure)
    {
        guard try consume(.openBracket) else { throw mismatch("an array") }
        if try consume(.closeBracket) { return }
        var index = 0
        repeat {
            do {
                try element(&self)
            } catch {
                throw error.inside(.index(index))
            }
            index += 1
        } while try continues(before: .closeBracket)
    }

    /// Reads an object, calling `member` with each key while the reader stands at its value, which
    /// `member` must consume; a failure inside a value names its key.
    package mutating func readObject(
        _ member: (JSONKey, inout JSONReader) throws(DecodingFailure) -> Void
    ) throws(DecodingFailure) {
        guard try consume(.openBrace) else { throw mismatch("an object") }
        if try consume(.closeBrace) { return }
        repeat {
            guard try peek() == .quote else { throw unexpected(expecting: "a key") }
            // Most keys are plain ASCII and are compared in place.
            let (content, unescaped) = try scanString()
            let key = JSONKey(bytes: content, unescaped: unescaped)
            try expect(UInt8(ascii: ":"))
            do {
                try member(key, &self)
            } catch {
                throw error.inside(.key(key.name))
            }
        } while try continues(before: .closeBrace)
    }

    /// After an element: true past a comma, false past `closer`; a trailing comma is refused.
    private mutating func continues(before closer: UInt8) throws(DecodingFailure) -> Bool {
        guard try consume(UInt8(ascii: ",")) else {
            try expect(closer)
            return false
        }
        if try peek() == closer { throw .syntax("trailing comma at offset \(position)") }
        return true
    }

    /// Skips one value of any kind, checking that it is JSON; `depth` is how deeply it is nested.
    package mutating func skipValue(depth: Int = 1) throws(DecodingFailure) {
        switch try peek() {
        case .openBracket, .openBrace:
            guard depth <= Self.maximumDepth else { throw .syntax("nested more than \(Self.maximumDepth) levels deep") }
            if bytes[position] == .openBracket {
                _ = try readArray { reader throws(DecodingFailure) in try reader.skipValue(depth: depth + 1) }
            } else {
                try readObject { _, reader throws(DecodingFailure) in try reader.skipValue(depth: depth + 1) }
            }
        case .quote: _ = try scanString()
        case .letterT: try literal("true")
        case .letterF: try literal("false")
        case .letterN: try literal("null")
        default: _ = try readNumber()
        }
    }
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
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let minus = UInt8(ascii: "-")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let letterE = UInt8(ascii: "e")
    static let capitalE = UInt8(ascii: "E")
    static let letterT = UInt8(ascii: "t")
    static let letterF = UInt8(ascii: "f")
    static let letterN = UInt8(ascii: "n")
    static let letterU = UInt8(ascii: "u")
}
