import Foundation
import WorldBank

/// Reads a history in the compact form that `embed-snapshot` builds into the binary (its layout is
/// described there): the stored file without its rows, then the rows as fixed-size records.
///
/// Reading the two JSON histories was most of an offline run; these records become rows without
/// parsing a single number. Every read is bounds-checked, so a damaged copy is an error, never a crash.
enum CompactHistory {
    static func decode(_ data: Data) throws(StoreError) -> StoredDataset {
        let result = data.withUnsafeBytes { raw in Result { () throws(StoreError) in try decode(raw) } }
        return try result.get()
    }

    private static func decode(_ raw: UnsafeRawBufferPointer) throws(StoreError) -> StoredDataset {
        var cursor = Cursor(bytes: raw)
        guard try cursor.bytes(4).elementsEqual("CRW1".utf8) else { throw .corrupt("not a compact history") }
        let headerBytes = try cursor.bytes(Int(try cursor.integer(UInt32.self)))
        let header: StoredDataset
        do {
            header = try StoredDataset.read(Data(headerBytes))
        } catch {
            throw .corrupt("compact history header: \(error.reason) at \(error.path)")
        }
        guard let indicator = header.indicator, indicator.rows.isEmpty else {
            throw .corrupt("a compact history without an indicator")
        }
        let economies = try (0..<Int(try cursor.integer(UInt16.self))).map { _ throws(StoreError) in
            (try cursor.text(), try cursor.text())
        }
        let statuses = try (0..<Int(try cursor.integer(UInt8.self))).map { _ throws(StoreError) in try cursor.text() }
        let count = Int(try cursor.integer(UInt32.self))
        guard count <= raw.count / 13 else { throw .corrupt("a compact history cut short") }
        var rows: [StoredIndicator.Row] = []
        rows.reserveCapacity(count)
        for _ in 0..<count {
            let economy = Int(try cursor.integer(UInt16.self))
            let year = Int(Int16(bitPattern: try cursor.integer(UInt16.self)))
            let status = Int(try cursor.integer(UInt8.self))
            let value = Double(bitPattern: try cursor.integer(UInt64.self))
            guard economies.indices.contains(economy), statuses.indices.contains(status) else {
                throw .corrupt("a compact history row out of range")
            }
            rows.append(
                StoredIndicator.Row(
                    economyID: economies[economy].0, economyISO2: economies[economy].1, year: year, value: value,
                    status: statuses[status]))
        }
        guard cursor.isAtEnd else { throw .corrupt("bytes after the last row of a compact history") }
        return StoredDataset(
            format: header.format, key: header.key, fetchedAt: header.fetchedAt, source: header.source,
            countries: nil,
            indicator: StoredIndicator(
                code: indicator.code, name: indicator.name, metadata: indicator.metadata, rows: rows))
    }

    /// A bounds-checked reader of little-endian integers and short texts.
    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func bytes(_ count: Int) throws(StoreError) -> UnsafeRawBufferPointer {
            guard count >= 0, count <= bytes.count - offset else { throw .corrupt("a compact history cut short") }
            defer { offset += count }
            return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
        }

        mutating func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws(StoreError) -> Integer {
            let raw = try bytes(MemoryLayout<Integer>.size)
            return Integer(littleEndian: raw.loadUnaligned(as: Integer.self))
        }

        mutating func text() throws(StoreError) -> String {
            String(decoding: try bytes(Int(try integer(UInt8.self))), as: UTF8.self)
        }
    }
}
