/// A Thrift struct as the compact protocol writes it: the form of a Parquet file's footer
/// (FileMetaData) and of every page header.
///
/// Parquet's metadata is defined in parquet.thrift and read by every Parquet library through a
/// Thrift compact decoder, so the writer builds these values and encodes them here rather than
/// taking Thrift as a dependency. Only writing is needed, and only the types Parquet's metadata
/// uses: booleans, 32- and 64-bit integers, binary (strings), lists and structs.
struct ThriftStruct: Equatable, Sendable {
    /// The fields, in the order written (ascending ids, as generated Thrift code writes them).
    let fields: [ThriftField]

    /// A struct of the fields whose value is not nil: an optional field left unset is not written.
    init(_ fields: [(Int16, ThriftValue?)]) {
        self.fields = fields.compactMap { id, value in value.map { ThriftField(id: id, value: $0) } }
    }

    /// The compact protocol's bytes: each field's header and value, then the stop byte.
    var compactBytes: [UInt8] {
        var bytes: [UInt8] = []
        write(into: &bytes)
        return bytes
    }

    fileprivate func write(into bytes: inout [UInt8]) {
        var last: Int16 = 0
        for field in fields {
            let type = field.value.compactType
            // A field header is the id's delta from the previous field in the high nibble when it
            // is 1 to 15; otherwise the type alone, then the id as a zigzag varint.
            let delta = Int(field.id) - Int(last)
            if (1...15).contains(delta) {
                bytes.append(UInt8(delta) << 4 | type)
            } else {
                bytes.append(type)
                ThriftValue.appendVarint(ThriftValue.zigzag(Int64(field.id)), to: &bytes)
            }
            last = field.id
            // A boolean field's value is its header's type: 1 true, 2 false.
            if case .bool = field.value { continue }
            field.value.write(into: &bytes)
        }
        bytes.append(0)
    }
}

/// One field of a ``ThriftStruct``: its id in the .thrift file and its value.
struct ThriftField: Equatable, Sendable {
    let id: Int16
    let value: ThriftValue
}

/// A value of one of the Thrift types Parquet's metadata uses. Enums are `i32`, strings `binary`.
indirect enum ThriftValue: Equatable, Sendable {
    case bool(Bool)
    case i32(Int32)
    case i64(Int64)
    case binary([UInt8])
    /// A list of values of one element type, given apart so that an empty list has one too.
    case list(ThriftElementType, [ThriftValue])
    case structure(ThriftStruct)

    /// A string, as Thrift writes it: binary of its UTF-8.
    static func string(_ text: String) -> ThriftValue { .binary(Array(text.utf8)) }

    /// The compact protocol's 4-bit type id.
    fileprivate var compactType: UInt8 {
        switch self {
        case .bool(let value): value ? 1 : 2
        case .i32: ThriftElementType.i32.rawValue
        case .i64: ThriftElementType.i64.rawValue
        case .binary: ThriftElementType.binary.rawValue
        case .list: 9
        case .structure: ThriftElementType.structure.rawValue
        }
    }

    fileprivate func write(into bytes: inout [UInt8]) {
        switch self {
        // A boolean outside a field header: Parquet's metadata has no list of them, so never reached
        // from a field; written as the compact protocol writes a list's booleans, 1 true and 2 false.
        case .bool(let value): bytes.append(value ? 1 : 2)
        case .i32(let value): Self.appendVarint(Self.zigzag(Int64(value)), to: &bytes)
        case .i64(let value): Self.appendVarint(Self.zigzag(value), to: &bytes)
        case .binary(let value):
            Self.appendVarint(UInt64(value.count), to: &bytes)
            bytes += value
        case .list(let type, let elements):
            // The size in the high nibble when under 15; otherwise 0xF and the size as a varint.
            if elements.count < 15 {
                bytes.append(UInt8(elements.count) << 4 | type.rawValue)
            } else {
                bytes.append(0xF0 | type.rawValue)
                Self.appendVarint(UInt64(elements.count), to: &bytes)
            }
            for element in elements { element.write(into: &bytes) }
        case .structure(let value): value.write(into: &bytes)
        }
    }

    /// Zigzag: small magnitudes of either sign become small unsigned numbers (0, -1, 1, -2 → 0, 1, 2, 3).
    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    /// ULEB128: seven bits a byte, least significant first, the high bit set on all but the last.
    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}

/// The element types of the lists Parquet's metadata holds, by their compact type ids.
enum ThriftElementType: UInt8, Sendable {
    case i32 = 5
    case i64 = 6
    case binary = 8
    case structure = 12
}
