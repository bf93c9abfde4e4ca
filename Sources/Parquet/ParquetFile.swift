import CZlib

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Parquet file opened for reading a column chunk at a time: its footer read once (the schema,
/// the row groups with each chunk's place, codec and statistics, the key-value metadata), then any
/// chunk read with `pread` and decoded alone, so that one row group is read without the rest.
///
/// It reads what ``ParquetWriter`` writes and what plain writers write: v1 data pages of PLAIN
/// values, definition levels in the RLE / bit-packed hybrid, UNCOMPRESSED or GZIP, the physical
/// types BOOLEAN, INT32, INT64, DOUBLE and BYTE_ARRAY. Anything else (dictionary pages, other
/// codecs, nested columns) is refused by name, never misread.
public struct ParquetFile: Sendable {
    /// A leaf column of the schema.
    public struct Column: Sendable, Hashable {
        /// Its name.
        public let name: String
        /// Its physical type (0 BOOLEAN, 1 INT32, 2 INT64, 5 DOUBLE, 6 BYTE_ARRAY).
        public let physicalType: Int
        /// True for an OPTIONAL column (its pages carry definition levels).
        public let optional: Bool
    }

    /// Where one column's values of one row group lie, and what its statistics say.
    public struct Chunk: Sendable, Hashable {
        /// The byte its first page starts at, and the chunk's bytes.
        let offset: Int
        let size: Int
        /// 0 UNCOMPRESSED, 2 GZIP.
        let codec: Int
        /// The smallest and largest value, as the statistics encode them (`min_value`/`max_value`).
        public let minimum: [UInt8]?
        public let maximum: [UInt8]?
    }

    /// One row group: its rows and a chunk a column, in the schema's order.
    public struct RowGroup: Sendable, Hashable {
        public let rows: Int
        public let chunks: [Chunk]
    }

    /// The file.
    public let path: String
    /// The leaf columns, in order.
    public let columns: [Column]
    /// How many row groups it has.
    public let rowGroupCount: Int
    /// The footer's key-value metadata, in order.
    public let keyValueMetadata: [(key: String, value: String)]
    /// The footer, and where each row group's description starts in it: a group is decoded only
    /// when asked for, so that a file of thousands of groups opens in the time it takes to pass
    /// over them.
    private let footer: [UInt8]
    private let groupStarts: [Int]

    /// The largest footer read: far above any real file's (a few hundred KiB for thousands of groups).
    static let maximumFooter = 64 << 20
    /// The largest chunk or page read: far above any this tool writes.
    static let maximumChunk = 512 << 20

    /// Opens `path` and reads its footer: the schema and the metadata decoded, the row groups found.
    public init(path: String) throws(ParquetReadError) {
        self.path = path
        let tail = try Self.read(path, at: nil, count: 8)
        guard tail.count == 8, Array(tail[4...]) == Array("PAR1".utf8) else { throw .malformed("no PAR1 at its end") }
        let length = Int(tail[0]) | Int(tail[1]) << 8 | Int(tail[2]) << 16 | Int(tail[3]) << 24
        guard length > 0, length <= Self.maximumFooter else { throw .malformed("a footer of \(length) bytes") }
        footer = try Self.read(path, at: -(length + 8), count: length)
        var elements: [ThriftReader.Value] = []
        var starts: [Int] = []
        var metadata: [ThriftReader.Value] = []
        var reader = ThriftReader(footer)
        try reader.fields { id, type, reader throws(ParquetReadError) in
            switch (id, type) {
            case (2, 9): elements = try reader.read(type).list
            case (4, 9): starts = try reader.listStarts()
            case (5, 9): metadata = try reader.read(type).list
            default: try reader.skip(type)
            }
        }
        // The schema: a root, then the leaves (this reader takes flat schemas only).
        guard let root = elements.first, root[5]?.int == Int64(elements.count - 1) else {
            throw .malformed("a nested schema")
        }
        columns = elements.dropFirst().map { element in
            Column(
                name: element[4]?.text ?? "", physicalType: Int(element[1]?.int ?? -1),
                optional: element[3]?.int == 1)
        }
        groupStarts = starts
        rowGroupCount = starts.count
        keyValueMetadata = metadata.map { ($0[1]?.text ?? "", $0[2]?.text ?? "") }
    }

    /// Row group `index`, decoded from the footer.
    public func rowGroup(_ index: Int) throws(ParquetReadError) -> RowGroup {
        guard groupStarts.indices.contains(index) else { throw .malformed("no row group \(index)") }
        var reader = ThriftReader(footer, at: groupStarts[index])
        let group = try reader.structure()
        let chunks = group[1]?.list ?? []
        guard chunks.count == columns.count else { throw .malformed("a row group without every column") }
        return RowGroup(
            rows: Int(group[3]?.int ?? 0),
            chunks: chunks.map { chunk in
                let metadata = chunk[3]
                let statistics = metadata?[12]
                let start = metadata?[11]?.int ?? metadata?[9]?.int ?? 0
                return Chunk(
                    offset: Int(start), size: Int(metadata?[7]?.int ?? 0), codec: Int(metadata?[4]?.int ?? 0),
                    minimum: statistics?[6]?.bytes ?? statistics?[2]?.bytes,
                    maximum: statistics?[5]?.bytes ?? statistics?[1]?.bytes)
            })
    }

    /// Every row group, decoded.
    public func rowGroups() throws(ParquetReadError) -> [RowGroup] {
        var groups: [RowGroup] = []
        for index in 0..<rowGroupCount { groups.append(try rowGroup(index)) }
        return groups
    }

    /// The values of column `column` in row group `group`, every page decoded.
    public func values(column: Int, group: Int) throws(ParquetReadError) -> ParquetColumn.Values {
        guard columns.indices.contains(column) else { throw .malformed("no column \(column)") }
        let rowGroup = try rowGroup(group)
        let chunk = rowGroup.chunks[column]
        let schema = columns[column]
        guard chunk.size > 0, chunk.size <= Self.maximumChunk else {
            throw .malformed("a chunk of \(chunk.size) bytes")
        }
        guard chunk.codec == 0 || chunk.codec == 2 else { throw .malformed("the codec \(chunk.codec)") }
        let bytes = try Self.read(path, at: chunk.offset, count: chunk.size)
        var pages = PageValues(type: schema.physicalType)
        var at = 0
        var remaining = rowGroup.rows
        while remaining > 0, at < bytes.count {
            var reader = ThriftReader(bytes, at: at)
            let header = try reader.structure()
            at = reader.at
            let storedSize = Int(header[3]?.int ?? -1)
            let fullSize = Int(header[2]?.int ?? -1)
            guard storedSize >= 0, storedSize <= bytes.count - at, fullSize >= 0, fullSize <= Self.maximumChunk else {
                throw .malformed("a page past its chunk")
            }
            let stored = Array(bytes[at..<at + storedSize])
            at += storedSize
            guard header[1]?.int == 0, let dataPage = header[5] else {
                throw .malformed("a page other than a v1 data page")
            }
            guard dataPage[2]?.int == 0 else { throw .malformed("values not PLAIN (a dictionary)") }
            let page = chunk.codec == 2 ? try Inflate.gzip(stored, limit: fullSize) : stored
            let count = Int(dataPage[1]?.int ?? 0)
            guard count > 0, count <= remaining else { throw .malformed("a page of \(count) values") }
            try pages.append(page, count: count, optional: schema.optional)
            remaining -= count
        }
        guard remaining == 0 else { throw .malformed("a chunk with fewer values than its rows") }
        return pages.values
    }

    /// `count` bytes of `path` at `offset` (from the end when negative; the last bytes when nil).
    private static func read(_ path: String, at offset: Int?, count: Int) throws(ParquetReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(path, "not a regular file")
        }
        let size = Int(status.st_size)
        let start = offset.map { $0 < 0 ? size + $0 : $0 } ?? size - count
        guard start >= 0, count >= 0, start + count <= size else { throw .malformed("shorter than its footer says") }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + done }, count - done, off_t(start + done))
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw .unreadable(path, n < 0 ? String(cString: strerror(errno)) : "cut short") }
            done += n
        }
        return bytes
    }
}

/// The values of a chunk's pages, gathered as they are decoded.
private struct PageValues {
    let type: Int
    var strings: [String?] = []
    var integers: [Int64?] = []
    var doubles: [Double?] = []
    var booleans: [Bool?] = []

    init(type: Int) { self.type = type }

    var values: ParquetColumn.Values {
        switch type {
        case 6: .strings(strings)
        case 5: .doubles(doubles)
        case 0: .booleans(booleans)
        default: .int64(integers)
        }
    }

    /// Decodes one page of `count` rows: its definition levels (an OPTIONAL column's), then its
    /// PLAIN values, one a defined row.
    mutating func append(_ page: [UInt8], count: Int, optional: Bool) throws(ParquetReadError) {
        var at = 0
        var defined = [Bool](repeating: true, count: count)
        if optional {
            guard page.count >= 4 else { throw .malformed("a page without its levels") }
            let length = Int(page[0]) | Int(page[1]) << 8 | Int(page[2]) << 16 | Int(page[3]) << 24
            guard length <= page.count - 4 else { throw .malformed("levels past their page") }
            defined = try Self.levels(page[4..<4 + length], count: count)
            at = 4 + length
        }
        func fixed(_ width: Int) throws(ParquetReadError) -> UInt64 {
            guard width <= page.count - at else { throw .malformed("values past their page") }
            defer { at += width }
            var value: UInt64 = 0
            for index in 0..<width { value |= UInt64(page[at + index]) << (8 * index) }
            return value
        }
        var bit = 0
        for isDefined in defined {
            switch type {
            case 6:
                guard isDefined else { strings.append(nil); continue }
                let length = Int(try fixed(4))
                guard length <= page.count - at else { throw .malformed("a string past its page") }
                strings.append(String(decoding: page[at..<at + length], as: UTF8.self))
                at += length
            case 5: doubles.append(isDefined ? Double(bitPattern: try fixed(8)) : nil)
            case 2: integers.append(isDefined ? Int64(bitPattern: try fixed(8)) : nil)
            case 1: integers.append(isDefined ? Int64(Int32(bitPattern: UInt32(try fixed(4)))) : nil)
            case 0:
                guard isDefined else { booleans.append(nil); continue }
                guard at + bit / 8 < page.count else { throw .malformed("booleans past their page") }
                booleans.append(page[at + bit / 8] >> (bit % 8) & 1 == 1)
                bit += 1
            default: throw .malformed("the physical type \(type)")
            }
        }
    }

    /// The RLE / bit-packed hybrid levels at bit width 1: true where a row has a value.
    static func levels(_ bytes: ArraySlice<UInt8>, count: Int) throws(ParquetReadError) -> [Bool] {
        var levels: [Bool] = []
        levels.reserveCapacity(count)
        var at = 0
        let all = Array(bytes)
        while levels.count < count {
            var reader = ThriftReader(all, at: at)
            let header = try reader.varint()
            at = reader.at
            if header & 1 == 0 {
                let run = Int(header >> 1)
                guard at < all.count, run <= count - levels.count else { throw .malformed("a level run past its page") }
                levels += repeatElement(all[at] & 1 == 1, count: run)
                at += 1
            } else {
                let groups = Int(header >> 1)
                guard groups <= all.count - at else { throw .malformed("packed levels past their page") }
                for byte in all[at..<at + groups] {
                    for bit in 0..<8 where levels.count < count { levels.append(byte >> bit & 1 == 1) }
                }
                at += groups
            }
        }
        return levels
    }
}

/// Inflate over the system's zlib (the CZlib target), for GZIP pages and zip members.
public enum Inflate {
    /// The gzip member `bytes` inflated, at most `limit` bytes.
    public static func gzip(_ bytes: [UInt8], limit: Int) throws(ParquetReadError) -> [UInt8] {
        let result = bytes.withUnsafeBufferPointer { czlib_inflate($0.baseAddress, $0.count, CZLIB_GZIP, limit) }
        guard result.outcome == CZLIB_DEFLATED else {
            throw .malformed(result.message.map { "a GZIP page zlib refused: \(String(cString: $0))" } ?? "a GZIP page")
        }
        defer { czlib_free(result.bytes) }
        guard let start = result.bytes else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: result.length))
    }
}
