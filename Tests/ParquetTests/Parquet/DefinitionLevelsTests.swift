import TestSupport
import Testing

@testable import Parquet

/// Definition levels in the RLE / bit-packed hybrid at bit width 1, byte for byte as the encoding's
/// spec gives them: RLE runs (header count << 1, one byte of level), bit-packed groups of eight
/// (header groups << 1 | 1, the first row in the lowest bit), and the partial last group.
@Suite struct DefinitionLevelsTests {
    static let mixed = [true, false, true, true, false, false, false, true]  // bits 0, 2, 3, 7: 0x8D

    @Test(
        arguments: [
            ("no rows, no bytes", [], []),
            ("ten values: one RLE run", Array(repeating: true, count: 10), [0x14, 0x01]),
            ("a mixed group of eight: bit-packed", mixed, [0x03, 0x8D]),
            ("two mixed groups share one header", mixed + mixed, [0x05, 0x8D, 0x8D]),
            (
                "sixteen nulls then three values: two RLE runs",
                Array(repeating: false, count: 16) + Array(repeating: true, count: 3), [0x20, 0x00, 0x06, 0x01]
            ),
            ("a partial group of the same level extends the run", Array(repeating: true, count: 11), [0x16, 0x01]),
            (
                "a mixed partial group is bit-packed, padded with zeros", mixed + [true, false, true],
                [0x05, 0x8D, 0x05]
            ),
            (
                "runs around a mixed group",
                Array(repeating: true, count: 8) + mixed + Array(repeating: true, count: 8),
                [0x10, 0x01, 0x03, 0x8D, 0x10, 0x01]
            ),
        ] as [(String, [Bool], [UInt8])])
    func levelsHaveTheHybridsBytes(_ name: String, defined: [Bool], bytes: [UInt8]) {
        #expect(DefinitionLevels(defined: defined).rleHybrid == bytes, "\(name)")
    }

    @Test func pseudoRandomLevelsDecodeToThemselves() throws {
        // Synthetic: nulls at pseudo-random rows, in stretches of every length.
        var state: UInt64 = 33
        let defined = (0..<5_003).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return state >> 61 != 0
        }
        let encoded = DefinitionLevels(defined: defined).rleHybrid
        #expect(try ParquetTestReader.levels(encoded, count: defined.count) == defined)
    }
}
