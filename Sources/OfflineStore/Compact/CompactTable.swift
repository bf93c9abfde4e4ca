#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The binary form of stored datasets, for the copy of `data/` built into the binary and for the
/// cache: a small JSON header, a pool of texts, then rows of fixed-size cells.
///
/// JSON histories are slow to read (34,000 rows took most of an offline run) and slow to write;
/// here a row is a few bytes read in place, and each code or label is stored once. This one type
/// writes and reads the form: the build plugin (`embed-snapshot`), the built-in snapshot and the
/// cache all go through it. Every cell is checked when a table is opened, so damaged bytes are an
/// error, never a crash.
///
/// Layout, little-endian: `CTB1`; UInt32 header length and the header; UInt8 column count and a
/// ``Kind`` byte per column; UInt16 text count and each text (UInt16 length, UTF-8); UInt32 row
/// count, then the rows.
struct CompactTable: Sendable {
    /// What a column holds, and so how many bytes its cell takes.
    enum Kind: UInt8, Sendable {
        /// A text, stored once in the pool: a UInt16 index.
        case text = 1
        /// An Int32.
        case integer = 2
        /// A Double, as its bit pattern.
        case number = 3

        /// The bytes of a cell, 2, 4 or 8: two to the power of the raw value.
        var size: Int { 1 << Int(rawValue) }
    }

    /// One cell to append.
    enum Cell {
        case text(String)
        case integer(Int)
        case number(Double)
    }

    /// Why bytes are not a table, or a value does not fit one.
    struct Failure: Error {
        /// For people, as a clause: "cut short", "a text of 70000 bytes".
        let reason: String
    }

    /// The header: whatever the caller keeps beside the rows, as JSON.
    let header: Data
    /// The kind of each column.
    let kinds: [Kind]
    /// How many rows the table holds.
    private(set) var count = 0
    private var texts: [String] = []
    private var textIndex: [String: UInt16] = [:]
    /// The last text appended in each column, and its index in the pool.
    private var recentTexts: [(text: String, index: UInt16)?]
    /// The rows, from `rowsStart` on: a table opened from bytes keeps them whole and reads its
    /// rows in place (copying them out was a tenth of an offline listing).
    private var rows: [UInt8] = []
    private var rowsStart = 0
    private let offsets: [Int]
    private let rowSize: Int

    private static let magic = Array("CTB1".utf8)

    /// True when the file at `path` begins as every compact table does, or as the JSON cache files
    /// of earlier versions did (`{"format":"countries-dataset/…`): how the cache tells a file it
    /// wrote (whole or damaged) from someone else's file that only has an entry's name.
    static func isSigned(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        var first = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &first, first.count)
        guard count >= magic.count else { return false }
        let start = first.prefix(count)
        return start.starts(with: magic)
            || (start.first == UInt8(ascii: "{")
                && String(decoding: start, as: UTF8.self).contains(#""countries-dataset/"#))
    }

    /// An empty table to append rows to.
    init(header: Data, kinds: [Kind]) {
        self.header = header
        self.kinds = kinds
        offsets = kinds.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.size) }
        rowSize = offsets[kinds.count]
        recentTexts = Array(repeating: nil, count: kinds.count)
    }

    /// Appends a row; each cell must be of its column's kind. Nothing is appended when it throws.
    mutating func append(_ cells: [Cell]) throws(Failure) {
        guard cells.count == kinds.count else { throw Failure(reason: "a row of \(cells.count) cells") }
        // The row is grown once and its cells stored in place: a panel writes half a million rows.
        let start = rows.count
        rows.append(contentsOf: repeatElement(0, count: rowSize))
        do throws(Failure) {
            for (column, (cell, kind)) in zip(cells, kinds).enumerated() {
                let offset = start + offsets[column]
                switch (cell, kind) {
                case (.text(let text), .text):
                    // A column mostly repeats the row before (an economy's years): no hashing then.
                    if let recent = recentTexts[column], recent.text == text {
                        store(recent.index, at: offset)
                    } else {
                        let index = try intern(text)
                        recentTexts[column] = (text, index)
                        store(index, at: offset)
                    }
                case (.integer(let value), .integer):
                    guard let small = Int32(exactly: value) else { throw Failure(reason: "the integer \(value)") }
                    store(UInt32(bitPattern: small), at: offset)
                case (.number(let value), .number):
                    store(value.bitPattern, at: offset)
                default:
                    throw Failure(reason: "a cell of the wrong kind")
                }
            }
        } catch {
            rows.removeSubrange(start...)
            throw error
        }
        count += 1
    }

    /// Reserves room for `count` more rows, when the caller knows how many it appends.
    mutating func reserveCapacity(rows count: Int) {
        rows.reserveCapacity(rows.count + count * rowSize)
    }

    private mutating func store<Integer: FixedWidthInteger>(_ value: Integer, at offset: Int) {
        rows.withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: Integer.self) }
    }

    /// The table's bytes.
    var bytes: [UInt8] {
        var output = Self.magic
        output.reserveCapacity(64 + header.count + texts.count * 16 + rows.count)
        output.appendLittleEndian(UInt32(header.count))
        output += header
        output.append(UInt8(kinds.count))
        output += kinds.map(\.rawValue)
        output.appendLittleEndian(UInt16(texts.count))
        for text in texts {
            output.appendLittleEndian(UInt16(text.utf8.count))
            output += text.utf8
        }
        output.appendLittleEndian(UInt32(count))
        output += rows[rowsStart...]
        return output
    }

    /// Opens the bytes of a table, checking every cell.
    init(_ bytes: [UInt8]) throws(Failure) {
        var cursor = Cursor(bytes: bytes)
        guard try cursor.take(4).elementsEqual(Self.magic) else { throw Failure(reason: "not a compact table") }
        let header = Data(try cursor.take(Int(try cursor.integer(UInt32.self))))
        let kinds = try cursor.take(Int(try cursor.integer(UInt8.self))).map { byte throws(Failure) in
            guard let kind = Kind(rawValue: byte) else { throw Failure(reason: "a column of kind \(byte)") }
            return kind
        }
        self.init(header: header, kinds: kinds)
        texts = try (0..<Int(try cursor.integer(UInt16.self))).map { _ throws(Failure) in
            String(decoding: try cursor.take(Int(try cursor.integer(UInt16.self))), as: UTF8.self)
        }
        count = Int(try cursor.integer(UInt32.self))
        guard rowSize > 0 || count == 0, count <= (cursor.bytes.count - cursor.offset) / max(rowSize, 1) else {
            throw Failure(reason: "cut short")
        }
        rowsStart = cursor.offset
        rows = bytes
        _ = try cursor.take(count * rowSize)
        guard cursor.offset == cursor.bytes.count else { throw Failure(reason: "bytes after the last row") }
        // One pass over the rows in place for the largest text cell; only a damaged table is read
        // again to name its first bad row.
        let textColumns = kinds.indices.filter { kinds[$0] == .text }.map { textIndexes(column: $0) }
        let largest = textColumns.reduce(0) { largest, column in column.reduce(largest, max) }
        let outOfRange =
            largest < texts.count ? nil : (0..<count).first { row in textColumns.contains { $0[row] >= texts.count } }
        if let row = outOfRange { throw Failure(reason: "a text out of range in row \(row)") }
    }

    /// The text in `column` of `row`.
    func text(_ row: Int, _ column: Int) -> String {
        texts[Int(cell(row, column, as: UInt16.self))]
    }

    /// The positions in the pool of the texts of `column`, row by row (equal positions, equal
    /// texts), read in place.
    func textIndexes(column: Int) -> Column<UInt16> {
        Column(rows: rows, start: rowsStart + offsets[column], rowSize: rowSize, count: count)
    }

    /// The integers of `column`, row by row, read in place.
    func integers(column: Int) -> Column<Int32> {
        Column(rows: rows, start: rowsStart + offsets[column], rowSize: rowSize, count: count)
    }

    /// One column of fixed-size integers, read in place as `Int`s: a history is cut by its years
    /// and economies, and a column of its own type lets the cut be specialized for it, each cell
    /// read without a call.
    struct Column<Stored: FixedWidthInteger>: RandomAccessCollection {
        fileprivate let rows: [UInt8]
        fileprivate let start: Int
        fileprivate let rowSize: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(row: Int) -> Int {
            rows.withUnsafeBytes { raw in
                Int(Stored(littleEndian: raw.loadUnaligned(fromByteOffset: start + row * rowSize, as: Stored.self)))
            }
        }
    }

    /// True when rows `one` and `other` hold the same texts in `columns`.
    func sameTexts(_ one: Int, _ other: Int, columns: ClosedRange<Int>) -> Bool {
        columns.allSatisfy { cell(one, $0, as: UInt16.self) == cell(other, $0, as: UInt16.self) }
    }

    /// The text at `index` of the pool (see ``textIndexes(column:)``).
    func text(at index: Int) -> String {
        texts[index]
    }

    /// The integer in `column` of `row`.
    func integer(_ row: Int, _ column: Int) -> Int {
        Int(Int32(bitPattern: cell(row, column, as: UInt32.self)))
    }

    /// The number in `column` of `row`.
    func number(_ row: Int, _ column: Int) -> Double {
        Double(bitPattern: cell(row, column, as: UInt64.self))
    }

    private func cell<Integer: FixedWidthInteger>(_ row: Int, _ column: Int, as: Integer.Type) -> Integer {
        rows.withUnsafeBytes { raw in
            Integer(
                littleEndian: raw.loadUnaligned(
                    fromByteOffset: rowsStart + row * rowSize + offsets[column], as: Integer.self))
        }
    }

    private mutating func intern(_ text: String) throws(Failure) -> UInt16 {
        if let known = textIndex[text] { return known }
        guard text.utf8.count <= Int(UInt16.max) else { throw Failure(reason: "a text of \(text.utf8.count) bytes") }
        guard texts.count < Int(UInt16.max) else { throw Failure(reason: "more than \(UInt16.max) texts") }
        let index = UInt16(texts.count)
        texts.append(text)
        textIndex[text] = index
        return index
    }

    /// A bounds-checked reader of the table's bytes.
    private struct Cursor {
        let bytes: [UInt8]
        var offset = 0

        mutating func take(_ count: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard count >= 0, count <= bytes.count - offset else { throw Failure(reason: "cut short") }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws(Failure) -> Integer {
            try take(MemoryLayout<Integer>.size).reversed().reduce(0) { $0 << 8 | Integer($1) }
        }
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian<Integer: FixedWidthInteger>(_ value: Integer) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
