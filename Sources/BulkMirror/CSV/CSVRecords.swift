#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// RFC 4180 records read from a stream of bytes fed a block at a time: fields in double quotes may
/// hold commas, `""` for a quote and line breaks (the Bank's definitions do); CRLF, LF and a lone CR
/// end a record; one byte-order mark at the start is dropped. Nothing but the record being read is
/// held, so a member of 200 MB costs a few KiB.
struct CSVRecords {
    private enum State {
        /// At the start of a field.
        case fieldStart
        /// Inside a field without quotes.
        case plain
        /// Inside a quoted field.
        case quoted
        /// A quote inside a quoted field: the field's end, or the first of `""`.
        case quoteInQuoted
    }

    private var state = State.fieldStart
    /// True after a CR that ended a record: a LF right after it belongs to it.
    private var afterCR = false
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    private var started = false
    /// The longest record held (a field past it is damage, not data): far above any real one.
    static let maximumRecord = 16 << 20

    /// Reads `block`, calling `record` for every record it completes.
    mutating func feed(_ block: UnsafeRawBufferPointer, record: (CSVRecord) throws -> Void) throws {
        var input = block[...]
        if !started {
            // The first block of a member holds its first bytes whole (blocks are of 1 MiB).
            started = true
            if input.starts(with: [0xEF, 0xBB, 0xBF]) { input = input.dropFirst(3) }
        }
        let (quote, comma, lineFeed, carriageReturn) = (
            UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r")
        )
        for byte in input {
            if afterCR {
                afterCR = false
                if byte == lineFeed { continue }
            }
            // A line break outside quotes ends the record, whatever the field was doing.
            if state != .quoted, byte == lineFeed || byte == carriageReturn {
                try endRecord(record)
                afterCR = byte == carriageReturn
                continue
            }
            switch state {
            case .fieldStart:
                switch byte {
                case quote: state = .quoted
                case comma: ends.append(bytes.count)
                default:
                    bytes.append(byte)
                    state = .plain
                }
            case .plain:
                if byte == comma {
                    ends.append(bytes.count)
                    state = .fieldStart
                } else {
                    bytes.append(byte)
                }
            case .quoted:
                if byte == quote { state = .quoteInQuoted } else { bytes.append(byte) }
            case .quoteInQuoted:
                switch byte {
                case quote:
                    bytes.append(byte)
                    state = .quoted
                case comma:
                    ends.append(bytes.count)
                    state = .fieldStart
                default:
                    // Text after a closing quote belongs to the field, as lenient readers take it.
                    bytes.append(byte)
                    state = .plain
                }
            }
            if bytes.count > Self.maximumRecord {
                throw BulkError.damaged(path: "", reason: "a record of more than 16 MiB")
            }
        }
    }

    /// Ends the stream: a last record without its line break is a record too.
    mutating func finish(record: (CSVRecord) throws -> Void) throws {
        if !bytes.isEmpty || !ends.isEmpty || state == .quoted || state == .quoteInQuoted {
            try endRecord(record)
        }
    }

    private mutating func endRecord(_ record: (CSVRecord) throws -> Void) throws {
        ends.append(bytes.count)
        // A blank line is no record.
        if !(ends.count == 1 && bytes.isEmpty) {
            try bytes.withUnsafeBufferPointer { buffer in try record(CSVRecord(bytes: buffer, ends: ends)) }
        }
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        state = .fieldStart
    }
}

/// One record, valid while the callback that receives it runs: its fields' bytes, unquoted.
struct CSVRecord {
    let bytes: UnsafeBufferPointer<UInt8>
    let ends: [Int]

    /// How many fields it has.
    var count: Int { ends.count }

    /// The bytes of field `index`.
    func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = index == 0 ? 0 : ends[index - 1]
        return UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
    }

    /// Field `index` as text; empty past the last field.
    func text(_ index: Int) -> String {
        index < count ? String(decoding: field(index), as: UTF8.self) : ""
    }

    /// True when field `index` is empty or missing.
    func isEmpty(_ index: Int) -> Bool { index >= count || field(index).isEmpty }

    /// Field `index` read as a number in the full decimal or exponent grammar, correctly rounded
    /// (`strtod`); `nil` when it is not one whole.
    func number(_ index: Int) -> Double? {
        let bytes = field(index)
        guard !bytes.isEmpty, bytes.count < 64 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { text -> Double? in
            for (offset, byte) in bytes.enumerated() {
                // Only the characters of a decimal number: strtod would also read hex, inf and nan.
                guard
                    byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                        || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (48...57).contains(byte)
                else { return nil }
                text[offset] = CChar(bitPattern: byte)
            }
            text[bytes.count] = 0
            guard let start = text.baseAddress else { return nil }
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &end)
            guard let end, end == start + bytes.count, value.isFinite else { return nil }
            return value
        }
    }
}
