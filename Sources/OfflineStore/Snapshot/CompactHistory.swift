import Foundation
import WorldBank

/// A history in the compact form that `embed-snapshot` builds into the binary (its layout is
/// described there): the stored file without its rows, then the rows as fixed-size records.
///
/// Reading the two JSON histories was most of an offline run. These records are read in place:
/// a question is answered from the years and economies of the records, and only the rows it keeps
/// become rows and observations. Every record is checked when the history is opened, so a damaged
/// copy is an error, never a crash.
struct CompactHistory: Sendable {
    /// The stored file without its rows (format, key, dates, the indicator's name and metadata).
    let header: StoredDataset
    private let indicator: StoredIndicator
    private let economies: [(id: String, iso2: String)]
    private let statuses: [String]
    private let records: [UInt8]

    /// The bytes of one record: UInt16 economy, Int16 year, UInt8 status, UInt64 value bits.
    private static let recordSize = 13

    init(_ data: Data) throws(StoreError) {
        let parsed = data.withUnsafeBytes { raw in Result { () throws(StoreError) in try Self.parse(raw) } }
        (header, indicator, economies, statuses, records) = try parsed.get()
    }

    /// How many rows the history holds.
    var count: Int { records.count / Self.recordSize }

    /// Every row: the whole stored file.
    var stored: StoredDataset {
        StoredDataset(
            format: header.format, key: header.key, fetchedAt: header.fetchedAt, source: header.source,
            countries: nil,
            indicator: StoredIndicator(
                code: indicator.code, name: indicator.name, metadata: indicator.metadata,
                rows: (0..<count).map(row)))
    }

    /// The part of the history that `period` asks for, made of the rows it keeps only.
    func dataset(for period: Period) -> IndicatorDataset {
        let kept = period.positions(
            among: count, year: year, economy: { economies[economy($0)].iso2 })
        return StoredIndicator(
            code: indicator.code, name: indicator.name, metadata: indicator.metadata, rows: kept.map(row)
        ).dataset
    }

    private func economy(_ index: Int) -> Int {
        let at = index * Self.recordSize
        return Int(records[at]) | Int(records[at + 1]) << 8
    }

    private func year(_ index: Int) -> Int {
        let at = index * Self.recordSize + 2
        return Int(Int16(bitPattern: UInt16(records[at]) | UInt16(records[at + 1]) << 8))
    }

    private func row(_ index: Int) -> StoredIndicator.Row {
        let at = index * Self.recordSize
        var bits: UInt64 = 0
        for byte in (0..<8).reversed() { bits = bits << 8 | UInt64(records[at + 5 + byte]) }
        let economy = economies[economy(index)]
        return StoredIndicator.Row(
            economyID: economy.id, economyISO2: economy.iso2, year: year(index), value: Double(bitPattern: bits),
            status: statuses[Int(records[at + 4])])
    }

    private static func parse(_ raw: UnsafeRawBufferPointer) throws(StoreError) -> (
        StoredDataset, StoredIndicator, [(id: String, iso2: String)], [String], [UInt8]
    ) {
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
            (id: try cursor.text(), iso2: try cursor.text())
        }
        let statuses = try (0..<Int(try cursor.integer(UInt8.self))).map { _ throws(StoreError) in try cursor.text() }
        let count = Int(try cursor.integer(UInt32.self))
        guard count <= raw.count / recordSize else { throw .corrupt("a compact history cut short") }
        let records = try cursor.bytes(count * recordSize)
        guard cursor.isAtEnd else { throw .corrupt("bytes after the last row of a compact history") }
        for index in 0..<count {
            let at = index * recordSize
            let economy = Int(records[at]) | Int(records[at + 1]) << 8
            guard economies.indices.contains(economy), statuses.indices.contains(Int(records[at + 4])) else {
                throw .corrupt("a compact history row out of range")
            }
        }
        return (header, indicator, economies, statuses, Array(records))
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
