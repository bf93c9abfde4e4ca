import TestSupport
import Testing

@testable import Parquet

/// The Thrift compact protocol's bytes for known values, worked out by hand from the protocol's
/// spec: field headers with id deltas and the long form, booleans in the header, zigzag varints,
/// binary, short and long list headers, nested structs, and the stop byte.
@Suite struct ThriftStructTests {
    @Test(
        arguments: [
            ("an empty struct is its stop byte", ThriftStruct([]), [0x00]),
            ("i32 1 in field 1: delta 1, type 5, zigzag 2", ThriftStruct([(1, .i32(1))]), [0x15, 0x02, 0x00]),
            ("a nil field is not written", ThriftStruct([(1, .i32(1)), (2, nil)]), [0x15, 0x02, 0x00]),
            (
                "booleans are the header's type: 1 true, 2 false", ThriftStruct([(1, .bool(true)), (2, .bool(false))]),
                [0x11, 0x12, 0x00]
            ),
            ("300 is zigzag 600, two varint bytes", ThriftStruct([(1, .i32(300))]), [0x15, 0xD8, 0x04, 0x00]),
            ("i64 -1 is zigzag 1", ThriftStruct([(3, .i64(-1))]), [0x36, 0x01, 0x00]),
            (
                "Int64.min is zigzag UInt64.max, ten bytes", ThriftStruct([(1, .i64(.min))]),
                [0x16] + Array(repeating: 0xFF, count: 9) + [0x01, 0x00]
            ),
            (
                "a delta past 15 takes the long form: type, then the id as zigzag varint",
                ThriftStruct([(3, .i64(-1)), (20, .string("ab"))]), [0x36, 0x01, 0x08, 0x28, 0x02, 0x61, 0x62, 0x00]
            ),
            (
                "a smaller id than the last takes the long form", ThriftStruct([(5, .i32(0)), (3, .i32(0))]),
                [0x55, 0x00, 0x05, 0x06, 0x00, 0x00]
            ),
            (
                "a short list: size in the high nibble", ThriftStruct([(2, .list(.i32, [.i32(1), .i32(2), .i32(3)]))]),
                [0x29, 0x35, 0x02, 0x04, 0x06, 0x00]
            ),
            (
                "a list of 15: 0xF, then the size as a varint",
                ThriftStruct([(1, .list(.binary, Array(repeating: .binary([]), count: 15)))]),
                [0x19, 0xF8, 0x0F] + Array(repeating: 0x00, count: 15) + [0x00]
            ),
            ("an empty list keeps its element type", ThriftStruct([(4, .list(.structure, []))]), [0x49, 0x0C, 0x00]),
            (
                "a nested struct has ids of its own, and the outer ones resume after its stop",
                ThriftStruct([(1, .structure(ThriftStruct([(1, .i32(5))]))), (2, .i32(0))]),
                [0x1C, 0x15, 0x0A, 0x00, 0x15, 0x00, 0x00]
            ),
        ] as [(String, ThriftStruct, [UInt8])])
    func knownValuesHaveTheProtocolsBytes(_ name: String, value: ThriftStruct, bytes: [UInt8]) {
        #expect(value.compactBytes == bytes, "\(name)")
    }

    @Test func theTestReaderDecodesWhatTheEncoderWrote() throws {
        let value = ThriftStruct([
            (1, .i32(-7)), (2, .bool(false)), (9, .list(.structure, [.structure(ThriftStruct([(1, .string("é"))]))])),
            (40, .i64(1 << 40)),
        ])
        var decoder = CompactDecoder(bytes: value.compactBytes, at: 0)
        let decoded = try decoder.structure()
        #expect(
            decoded == [
                1: .int(-7), 2: .bool(false), 9: .list([.structure([1: .binary(Array("é".utf8))])]), 40: .int(1 << 40),
            ])
        #expect(decoder.at == value.compactBytes.count)
    }
}
