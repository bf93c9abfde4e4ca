import Foundation
public import Parquet

/// A small reader of the Parquet files ``ParquetWriter`` writes, written apart from the writer from
/// parquet.thrift and the encodings' spec, so that a round trip checks the bytes rather than the
/// writer against itself: a Thrift compact decoder for the footer and page headers, the RLE /
/// bit-packed hybrid for definition levels, PLAIN values, and Python's zlib for GZIP pages.
public struct ParquetTestReader {
    /// A decoded Thrift value: every integer as Int64, a struct as its fields by id.
    public indirect enum Value: Equatable {
        case bool(Bool)
        case int(Int64)
        case binary([UInt8])
        case list([Value])
        case structure([Int16: Value])

        public var int: Int64? { if case .int(let value) = self { value } else { nil } }
        public var text: String? {
            if case .binary(let bytes) = self { String(decoding: bytes, as: UTF8.self) } else { nil }
        }
        public var list: [Value]? { if case .list(let values) = self { values } else { nil } }
        public subscript(_ id: Int16) -> Value? { if case .structure(let fields) = self { fields[id] } else { nil } }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let bytes: [UInt8]
    /// The decoded FileMetaData.
    public let footer: Value
    /// The pages read, for tests of where pages are cut.
    public private(set) var pageCount = 0

    public init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        guard bytes.count >= 12, Array(bytes.prefix(4)) == Array("PAR1".utf8),
            Array(bytes.suffix(4)) == Array("PAR1".utf8)
        else { throw Failure(description: "no PAR1 at both ends") }
        let lengthBytes = bytes[(bytes.count - 8)..<(bytes.count - 4)]
        let length = lengthBytes.reversed().reduce(0) { $0 << 8 | Int($1) }
        var decoder = CompactDecoder(bytes: bytes, at: bytes.count - 8 - length)
        footer = .structure(try decoder.structure())
        guard decoder.at == bytes.count - 8 else { throw Failure(description: "the footer ends at \(decoder.at)") }
    }

    /// Every column's values, row groups joined, decoding each page (inflated by Python when GZIP).
    public mutating func columns() async throws -> [ParquetColumn] {
        let schema = footer[2]?.list ?? []
        var columns: [ParquetColumn] = []
        for (index, leaf) in schema.dropFirst().enumerated() {
            let name = leaf[4]?.text ?? ""
            var pages: [ParquetColumn.Values] = []
            for group in footer[4]?.list ?? [] {
                guard let meta = group[1]?.list?[index][3], let count = meta[5]?.int, let start = meta[9]?.int else {
                    throw Failure(description: "column \(name) has no chunk metadata")
                }
                var at = Int(start)
                var read = 0
                while read < count {
                    var decoder = CompactDecoder(bytes: bytes, at: at)
                    let header = Value.structure(try decoder.structure())
                    let size = Int(header[3]?.int ?? 0)
                    let stored = Array(bytes[decoder.at..<(decoder.at + size)])
                    at = decoder.at + size
                    var page = stored
                    if meta[4]?.int == 2 {
                        guard let inflated = try await PythonZlib.inflate(stored, windowBits: 31) else {
                            throw Failure(description: "a page of \(name) is not a gzip member")
                        }
                        page = inflated
                    }
                    guard page.count == Int(header[2]?.int ?? -1) else { throw Failure(description: "page size") }
                    let values = Int(header[5]?[1]?.int ?? 0)
                    let levelsLength = page.prefix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
                    let levels = try Self.levels(Array(page[4..<(4 + levelsLength)]), count: values)
                    // Each page's values start afresh (booleans at a byte's first bit).
                    pages.append(try Self.values(Array(page[(4 + levelsLength)...]), levels, type: leaf[1]?.int))
                    read += values
                    pageCount += 1
                }
            }
            let empty = try Self.values([], [], type: leaf[1]?.int)
            columns.append(ParquetColumn(name: name, values: pages.reduce(empty, Self.joined)))
        }
        return columns
    }

    /// The values of one page after those of the pages before it.
    public static func joined(_ first: ParquetColumn.Values, _ second: ParquetColumn.Values) -> ParquetColumn.Values {
        switch (first, second) {
        case (.strings(let a), .strings(let b)): .strings(a + b)
        case (.int64(let a), .int64(let b)): .int64(a + b)
        case (.doubles(let a), .doubles(let b)): .doubles(a + b)
        case (.booleans(let a), .booleans(let b)): .booleans(a + b)
        default: second
        }
    }

    /// RLE / bit-packed hybrid levels at bit width 1.
    public static func levels(_ bytes: [UInt8], count: Int) throws -> [Bool] {
        var decoder = CompactDecoder(bytes: bytes, at: 0)
        var levels: [Bool] = []
        while levels.count < count {
            let header = try decoder.varint()
            if header & 1 == 0 {
                let level = try decoder.byte()
                levels += Array(repeating: level == 1, count: Int(header >> 1))
            } else {
                for _ in 0..<Int(header >> 1) {
                    let byte = try decoder.byte()
                    levels += (0..<8).map { byte >> $0 & 1 == 1 }
                }
            }
        }
        return Array(levels.prefix(count))
    }

    /// PLAIN values of `type` placed at the defined rows, nil at the others.
    public static func values(_ plain: [UInt8], _ defined: [Bool], type: Int64?) throws -> ParquetColumn.Values {
        var at = 0
        func fixed(_ width: Int) -> UInt64 {
            defer { at += width }
            return plain[at..<(at + width)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        switch type {
        case 0:
            var bit = 0
            return .booleans(
                defined.map { has in
                    guard has else { return nil }
                    defer { bit += 1 }
                    return plain[bit / 8] >> (bit % 8) & 1 == 1
                })
        case 2: return .int64(defined.map { $0 ? Int64(bitPattern: fixed(8)) : nil })
        case 5: return .doubles(defined.map { $0 ? Double(bitPattern: fixed(8)) : nil })
        case 6:
            return .strings(
                defined.map { has in
                    guard has else { return nil }
                    let length = Int(fixed(4))
                    defer { at += length }
                    return String(decoding: plain[at..<(at + length)], as: UTF8.self)
                })
        default: throw Failure(description: "type \(type ?? -1)")
        }
    }
}

/// The Thrift compact protocol, read.
public struct CompactDecoder {
    public let bytes: [UInt8]
    public var at: Int

    /// A decoder of `bytes` from `at`.
    public init(bytes: [UInt8], at: Int) {
        self.bytes = bytes
        self.at = at
    }

    public mutating func byte() throws -> UInt8 {
        guard at < bytes.count else { throw ParquetTestReader.Failure(description: "ends at \(at)") }
        defer { at += 1 }
        return bytes[at]
    }

    public mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 70, by: 7) {
            let byte = try byte()
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
        }
        throw ParquetTestReader.Failure(description: "varint too long at \(at)")
    }

    public mutating func zigzag() throws -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    public mutating func structure() throws -> [Int16: ParquetTestReader.Value] {
        var fields: [Int16: ParquetTestReader.Value] = [:]
        var last: Int16 = 0
        while true {
            let header = try byte()
            if header == 0 { return fields }
            let type = header & 0x0F
            let id = header >> 4 == 0 ? Int16(try zigzag()) : last + Int16(header >> 4)
            last = id
            fields[id] = type == 1 || type == 2 ? .bool(type == 1) : try value(type)
        }
    }

    public mutating func value(_ type: UInt8) throws -> ParquetTestReader.Value {
        switch type {
        case 1, 2: return .bool(try byte() == 1)
        case 3: return .int(Int64(Int8(bitPattern: try byte())))
        case 4, 5, 6: return .int(try zigzag())
        case 8:
            let length = Int(try varint())
            defer { at += length }
            return .binary(Array(bytes[at..<(at + length)]))
        case 9:
            let header = try byte()
            let count = header >> 4 == 15 ? Int(try varint()) : Int(header >> 4)
            return .list(try (0..<count).map { _ in try value(header & 0x0F) })
        case 12: return .structure(try structure())
        default: throw ParquetTestReader.Failure(description: "type \(type) at \(at)")
        }
    }
}
