/// How a column's values are laid out in a Parquet file: their physical type, their PLAIN
/// encoding, which rows are null, and the statistics of a column chunk.
extension ParquetColumn.Values {
    /// parquet.thrift's `Type`: BOOLEAN 0, INT64 2, DOUBLE 5, BYTE_ARRAY 6.
    var physicalType: Int32 {
        switch self {
        case .booleans: 0
        case .int64: 2
        case .doubles: 5
        case .strings: 6
        }
    }

    /// Whether each of `rows` has a value: the page's definition levels.
    func defined(_ rows: Range<Int>) -> [Bool] {
        switch self {
        case .strings(let values): values[rows].map { $0 != nil }
        case .int64(let values): values[rows].map { $0 != nil }
        case .doubles(let values): values[rows].map { $0 != nil }
        case .booleans(let values): values[rows].map { $0 != nil }
        }
    }

    /// The bytes PLAIN takes for `row` (a boolean counted as a byte, not a bit), to cut pages by size.
    func plainSize(at row: Int) -> Int {
        switch self {
        case .strings(let values): values[row].map { 4 + $0.utf8.count } ?? 0
        case .int64(let values): values[row] == nil ? 0 : 8
        case .doubles(let values): values[row] == nil ? 0 : 8
        case .booleans(let values): values[row] == nil ? 0 : 1
        }
    }

    /// The values of `rows` that are not null, PLAIN-encoded: a length (4 bytes, little-endian) and
    /// the UTF-8 of each string; 8 little-endian bytes an integer or double; booleans one bit each,
    /// least significant first.
    func plain(_ rows: Range<Int>) -> [UInt8] {
        switch self {
        case .strings(let values):
            return values[rows].reduce(into: []) { bytes, value in
                guard let value else { return }
                bytes += littleEndian(UInt32(truncatingIfNeeded: value.utf8.count)) + Array(value.utf8)
            }
        case .int64(let values):
            return values[rows].reduce(into: []) { bytes, value in
                if let value { bytes += littleEndian(UInt64(bitPattern: value)) }
            }
        case .doubles(let values):
            return values[rows].reduce(into: []) { bytes, value in
                if let value { bytes += littleEndian(value.bitPattern) }
            }
        case .booleans(let values):
            let present = values[rows].compactMap { $0 }
            return stride(from: 0, to: present.count, by: 8).map { start in
                present[start..<min(start + 8, present.count)].enumerated().reduce(0) { byte, bit in
                    bit.element ? byte | 1 << bit.offset : byte
                }
            }
        }
    }

    /// The Statistics of `rows`: the null count always, as the format asks; the exact minimum and
    /// maximum, PLAIN-encoded (strings without their length), in the order each type defines
    /// (strings by unsigned bytes, false before true); for doubles the NaN count, NaN left out of
    /// the bounds, and a zero bound written as -0.0 (minimum) or +0.0 (maximum), as the format asks.
    func statistics(_ rows: Range<Int>) -> ThriftStruct {
        let nulls = defined(rows).filter { !$0 }.count
        var nanCount: Int?
        var bounds: (min: [UInt8], max: [UInt8])?
        switch self {
        case .strings(let values):
            let present = values[rows].compactMap { $0.map { Array($0.utf8) } }
            if let low = present.min(by: { $0.lexicographicallyPrecedes($1) }),
                let high = present.max(by: { $0.lexicographicallyPrecedes($1) })
            {
                bounds = (low, high)
            }
        case .int64(let values):
            let present = values[rows].compactMap { $0 }
            if let low = present.min(), let high = present.max() {
                bounds = (littleEndian(UInt64(bitPattern: low)), littleEndian(UInt64(bitPattern: high)))
            }
        case .doubles(let values):
            let present = values[rows].compactMap { $0 }
            nanCount = present.filter(\.isNaN).count
            let numbers = present.filter { !$0.isNaN }
            if let low = numbers.min(), let high = numbers.max() {
                bounds = (
                    littleEndian((low == 0 ? -0.0 : low).bitPattern), littleEndian((high == 0 ? 0.0 : high).bitPattern)
                )
            }
        case .booleans(let values):
            let present = values[rows].compactMap { $0 }
            if !present.isEmpty { bounds = ([present.allSatisfy { $0 } ? 1 : 0], [present.contains(true) ? 1 : 0]) }
        }
        return ThriftStruct([
            (3, .i64(Int64(nulls))),
            (5, bounds.map { .binary($0.max) }), (6, bounds.map { .binary($0.min) }),
            (7, bounds.map { _ in .bool(true) }), (8, bounds.map { _ in .bool(true) }),
            (9, nanCount.map { .i64(Int64($0)) }),
        ])
    }
}

/// The little-endian bytes of `value`, as every fixed-width number in a Parquet file and a zip
/// archive is written.
func littleEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
    (0..<Value.bitWidth / 8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
}

extension ParquetColumn {
    /// The column's values of `rows` alone.
    func slice(_ rows: Range<Int>) -> ParquetColumn {
        ParquetColumn(name: name, values: values.slice(rows))
    }
}

extension ParquetColumn.Values {
    /// The values of `rows` alone.
    func slice(_ rows: Range<Int>) -> Self {
        switch self {
        case .strings(let values): .strings(Array(values[rows]))
        case .int64(let values): .int64(Array(values[rows]))
        case .doubles(let values): .doubles(Array(values[rows]))
        case .booleans(let values): .booleans(Array(values[rows]))
        }
    }
}
