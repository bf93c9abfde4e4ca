/// The Thrift compact protocol, read: a Parquet file's footer (FileMetaData) and its page headers,
/// decoded into values of the few types Parquet's metadata uses, checked as they are read (a file is
/// outside data: a length past its end, a varint past ten bytes or a nesting past a depth is an
/// error, never a crash).
struct ThriftReader {
    /// A decoded value: every integer as Int64, binary as bytes, a struct as its fields by id.
    indirect enum Value: Sendable {
        case bool(Bool)
        case int(Int64)
        case double(Double)
        case binary([UInt8])
        case list([Value])
        /// The fields in the order read: a handful each, found faster by a scan than by hashing.
        case structure([(id: Int16, value: Value)])

        var int: Int64? { if case .int(let value) = self { value } else { nil } }
        var bytes: [UInt8]? { if case .binary(let bytes) = self { bytes } else { nil } }
        var text: String? { bytes.map { String(decoding: $0, as: UTF8.self) } }
        var list: [Value] { if case .list(let values) = self { values } else { [] } }
        subscript(_ id: Int16) -> Value? {
            if case .structure(let fields) = self { fields.first { $0.id == id }?.value } else { nil }
        }
    }

    private let bytes: [UInt8]
    /// Where the next byte is read.
    private(set) var at: Int
    private var depth = 0

    /// A reader of `bytes` from `at`.
    init(_ bytes: [UInt8], at: Int = 0) {
        self.bytes = bytes
        self.at = at
    }

    /// Reads the struct that starts here field by field: `body` is given each field's id and type
    /// and must read or skip (``skip(_:)``) the field's value.
    mutating func fields(
        _ body: (Int16, UInt8, inout ThriftReader) throws(ParquetReadError) -> Void
    ) throws(ParquetReadError) {
        var last: Int16 = 0
        while true {
            let header = try byte()
            if header == 0 { return }
            let type = header & 0x0F
            let delta = Int16(header >> 4)
            if delta == 0 {
                guard let explicit = Int16(exactly: try zigzag()) else { throw .malformed("a field id out of range") }
                last = explicit
            } else {
                last = last &+ delta
            }
            // A boolean field holds its value in its type (1 or 2): ``read(_:)`` and ``skip(_:)`` take no byte.
            try body(last, type, &self)
        }
    }

    /// The value of type `type` that starts here, decoded.
    mutating func read(_ type: UInt8) throws(ParquetReadError) -> Value {
        type == 1 || type == 2 ? .bool(type == 1) : try value(type)
    }

    /// Where each item of the list that starts here begins, its items skipped: how a footer of
    /// thousands of row groups is opened without decoding them.
    mutating func listStarts() throws(ParquetReadError) -> [Int] {
        let header = try byte()
        let count = header >> 4 == 0x0F ? Int(try varint()) : Int(header >> 4)
        guard count <= bytes.count - at else { throw .malformed("a list longer than the file") }
        var starts: [Int] = []
        starts.reserveCapacity(count)
        for _ in 0..<count {
            starts.append(at)
            try skip(header & 0x0F)
        }
        return starts
    }

    /// Passes over the value of type `type` that starts here, allocating nothing.
    mutating func skip(_ type: UInt8) throws(ParquetReadError) {
        switch type {
        case 1, 2: return
        case 3: at += 1
        case 4, 5, 6: _ = try varint()
        case 7: at += 8
        case 8:
            let count = Int(try varint())
            guard count <= bytes.count - at else { throw .malformed("a value longer than the file") }
            at += count
        case 9, 10:
            let header = try byte()
            let count = header >> 4 == 0x0F ? Int(try varint()) : Int(header >> 4)
            guard count <= bytes.count - at else { throw .malformed("a list longer than the file") }
            for _ in 0..<count { try skip(header & 0x0F) }
        case 12:
            depth += 1
            defer { depth -= 1 }
            guard depth < 32 else { throw .malformed("metadata nested more than 32 deep") }
            try fields { _, type, reader throws(ParquetReadError) in try reader.skip(type) }
        default: throw .malformed("an unknown Thrift type \(type)")
        }
        guard at <= bytes.count else { throw .malformed("metadata cut short") }
    }

    /// The struct that starts here.
    mutating func structure() throws(ParquetReadError) -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth < 32 else { throw .malformed("metadata nested more than 32 deep") }
        var fields: [(id: Int16, value: Value)] = []
        var last: Int16 = 0
        while true {
            let header = try byte()
            if header == 0 { return .structure(fields) }
            let type = header & 0x0F
            let delta = Int16(header >> 4)
            let id: Int16
            if delta == 0 {
                guard let explicit = Int16(exactly: try zigzag()) else { throw .malformed("a field id out of range") }
                id = explicit
            } else {
                id = last &+ delta
            }
            last = id
            fields.append((id, type == 1 || type == 2 ? .bool(type == 1) : try value(type)))
        }
    }

    private mutating func value(_ type: UInt8) throws(ParquetReadError) -> Value {
        switch type {
        case 1, 2: return .bool(try byte() == 1)
        case 3: return .int(Int64(Int8(bitPattern: try byte())))
        case 4, 5, 6: return .int(try zigzag())
        case 7:
            let raw = try take(8)
            return .double(Double(bitPattern: raw.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.1) << (8 * $1.0) }))
        case 8: return .binary(try take(Int(try varint())))
        case 9, 10:
            let header = try byte()
            let count = header >> 4 == 0x0F ? Int(try varint()) : Int(header >> 4)
            guard count <= bytes.count - at else { throw .malformed("a list longer than the file") }
            var items: [Value] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try value(header & 0x0F)) }
            return .list(items)
        case 12: return try structure()
        default: throw .malformed("an unknown Thrift type \(type)")
        }
    }

    private mutating func byte() throws(ParquetReadError) -> UInt8 {
        guard at < bytes.count else { throw .malformed("metadata cut short") }
        defer { at += 1 }
        return bytes[at]
    }

    private mutating func take(_ count: Int) throws(ParquetReadError) -> [UInt8] {
        guard count >= 0, count <= bytes.count - at else { throw .malformed("a value longer than the file") }
        defer { at += count }
        return Array(bytes[at..<at + count])
    }

    mutating func varint() throws(ParquetReadError) -> UInt64 {
        var result: UInt64 = 0
        for shift in stride(from: 0, to: 70, by: 7) {
            let next = try byte()
            result |= UInt64(next & 0x7F) << UInt64(shift)
            if next & 0x80 == 0 { return result }
        }
        throw .malformed("a varint longer than ten bytes")
    }

    private mutating func zigzag() throws(ParquetReadError) -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }
}

/// Why a Parquet file could not be read: it cannot be opened or read, or its bytes are not a
/// Parquet file this reader understands (another encoding or codec, a damaged footer or page).
public struct ParquetReadError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in words.
    public let description: String

    static func malformed(_ what: String) -> ParquetReadError {
        ParquetReadError(description: "not a Parquet file this tool reads: \(what)")
    }
    static func unreadable(_ path: String, _ reason: String) -> ParquetReadError {
        ParquetReadError(description: "cannot read \(path): \(reason)")
    }
}
