/// Writes a ``ParquetTable`` as the bytes of a Parquet file, so that a table this tool prints can
/// be read by pyarrow, polars, DuckDB and Spark with its types and nulls intact.
///
/// The file: `PAR1`; row groups of at most ``rowsPerGroup`` rows, each one column chunk a column;
/// each chunk v1 data pages of PLAIN values cut at about 1 MiB, with the definition levels that
/// make nil a null (every column is OPTIONAL, so the schema is the same whether or not this run's
/// data happens to have nulls); then the footer, FileMetaData in the Thrift compact protocol, its
/// length and `PAR1` again. Pages are compressed with GZIP through the system's zlib, or written
/// UNCOMPRESSED where zlib cannot be loaded: the file says which, and every reader reads both, so
/// a machine without zlib still gets a correct, only larger, file. The same table always gives the
/// same bytes with the same zlib.
///
///     let bytes = try ParquetWriter().write(table)
public struct ParquetWriter: Sendable {
    /// How the pages are compressed.
    public enum Compression: Sendable {
        /// GZIP, the codec every Parquet reader has; UNCOMPRESSED where zlib cannot be loaded.
        case gzip
        /// No compression.
        case uncompressed
    }

    /// The pages' compression.
    public var compression: Compression
    /// The most rows a row group holds (100,000 by default: a few MiB of this tool's tables, so a
    /// reader can skip or parallelise by group without a group per handful of rows).
    public var rowsPerGroup: Int
    /// What the footer names as the file's writer (`created_by`): `countries version 0.1.0`.
    public var createdBy: String

    /// A writer of `compression` and at most `rowsPerGroup` rows a row group, naming `createdBy`.
    public init(compression: Compression = .gzip, rowsPerGroup: Int = 100_000, createdBy: String = "countries") {
        self.compression = compression
        self.createdBy = createdBy
        // A page's row count is an i32 in its header, and a page never spans row groups.
        self.rowsPerGroup = min(max(1, rowsPerGroup), Int(Int32.max))
    }

    /// The bytes of the Parquet file of `table`.
    public func write(_ table: ParquetTable) throws(ParquetError) -> [UInt8] {
        let rowCount = try Self.rowCount(of: table.columns)
        var bytes: [UInt8] = []
        var file = try ParquetFileWriter(self, columns: table.columns, keyValueMetadata: table.keyValueMetadata) {
            bytes += $0
        }
        for start in stride(from: 0, to: rowCount, by: rowsPerGroup) {
            let rows = start..<min(start + rowsPerGroup, rowCount)
            try file.append(encoded(table.columns.map { $0.slice(rows) }))
        }
        try file.finish()
        return bytes
    }

    /// The row group of `columns` encoded, each column's pages compressed as asked: bytes that may
    /// be placed anywhere in a file (``ParquetFileWriter/append(_:)`` gives them their offsets), so
    /// that several groups can be encoded side by side.
    public func encoded(_ columns: [ParquetColumn]) throws(ParquetError) -> EncodedRowGroup {
        let rowCount = try Self.rowCount(of: columns)
        var chunks: [EncodedChunk] = []
        for column in columns { chunks.append(try chunk(column, rows: 0..<rowCount)) }
        return EncodedRowGroup(chunks: chunks, rows: rowCount)
    }

    /// The row count of `columns`, once they are known to make a table.
    static func rowCount(of columns: [ParquetColumn]) throws(ParquetError) -> Int {
        guard let first = columns.first else { throw ParquetError(.noColumns) }
        var names: Set<String> = []
        for column in columns {
            guard names.insert(column.name).inserted else { throw ParquetError(.duplicateColumn(name: column.name)) }
            guard column.values.count == first.values.count else {
                throw ParquetError(
                    .unequalLengths(column: column.name, count: column.values.count, expected: first.values.count))
            }
        }
        return first.values.count
    }

    static let magic = Array("PAR1".utf8)
    /// Where a page is cut: about 1 MiB of PLAIN values, the page size most writers use by default.
    private static let pageBytes = 1 << 20

    /// The chunk of `column` over `rows`: compressed as asked, or UNCOMPRESSED when zlib cannot be
    /// loaded.
    private func chunk(_ column: ParquetColumn, rows: Range<Int>) throws(ParquetError) -> EncodedChunk {
        if compression == .gzip {
            do throws(ParquetError) {
                return try Self.chunk(column, rows: rows, deflate: .gzip)
            } catch {
                guard case .compressionFailed(let cause) = error.code, cause.isUnavailable else { throw error }
            }
        }
        return try Self.chunk(column, rows: rows, deflate: nil)
    }

    /// The chunk's pages, each a PageHeader then the page (4-byte length and definition levels,
    /// then the PLAIN values), the page compressed whole when `deflate` is given, as v1 pages are;
    /// and its ColumnMetaData but for where it starts.
    private static func chunk(_ column: ParquetColumn, rows: Range<Int>, deflate: Deflate?) throws(ParquetError)
        -> EncodedChunk
    {
        var bytes: [UInt8] = []
        var uncompressedSize = 0
        for page in pages(column.values, rows: rows) {
            let levels = DefinitionLevels(defined: column.values.defined(page)).rleHybrid
            let body = littleEndian(UInt32(truncatingIfNeeded: levels.count)) + levels + column.values.plain(page)
            var stored = body
            if let deflate {
                do { stored = try deflate.compress(body) } catch { throw ParquetError(.compressionFailed(error)) }
            }
            guard let bodySize = Int32(exactly: body.count), let storedSize = Int32(exactly: stored.count) else {
                throw ParquetError(.pageTooLarge(column: column.name, bytes: max(body.count, stored.count)))
            }
            // PageHeader: type DATA_PAGE (0), the two sizes, and the DataPageHeader: the page's
            // values (nulls included), PLAIN (0) values, RLE (3) definition and repetition levels.
            let dataPageHeader = ThriftStruct([
                (1, .i32(Int32(truncatingIfNeeded: page.count))), (2, .i32(0)), (3, .i32(3)), (4, .i32(3)),
            ])
            let header = ThriftStruct([
                (1, .i32(0)), (2, .i32(bodySize)), (3, .i32(storedSize)), (5, .structure(dataPageHeader)),
            ]).compactBytes
            bytes += header + stored
            uncompressedSize += header.count + body.count
        }
        // ColumnMetaData: type, encodings (PLAIN, RLE), path, codec (UNCOMPRESSED 0, GZIP 2), values,
        // both sizes with the page headers, (where the first page starts, when placed), statistics.
        let fields: [(Int16, ThriftValue?)] = [
            (1, .i32(column.values.physicalType)), (2, .list(.i32, [.i32(0), .i32(3)])),
            (3, .list(.binary, [.string(column.name)])), (4, .i32(deflate == nil ? 0 : 2)),
            (5, .i64(Int64(rows.count))), (6, .i64(Int64(uncompressedSize))), (7, .i64(Int64(bytes.count))),
        ]
        return EncodedChunk(
            bytes: bytes, fields: fields, statistics: column.values.statistics(rows), uncompressedSize: uncompressedSize
        )
    }

    /// `rows` cut into pages of about ``pageBytes`` of PLAIN values; at least one page.
    private static func pages(_ values: ParquetColumn.Values, rows: Range<Int>) -> [Range<Int>] {
        var pages: [Range<Int>] = []
        var start = rows.lowerBound
        var size = 0
        for row in rows {
            size += values.plainSize(at: row)
            if size >= pageBytes {
                pages.append(start..<row + 1)
                start = row + 1
                size = 0
            }
        }
        if start < rows.upperBound || pages.isEmpty { pages.append(start..<rows.upperBound) }
        return pages
    }

    /// FileMetaData: version 2, the schema (a root, then one OPTIONAL leaf a column), the rows, the
    /// row groups, the key-value metadata, `created_by` in the format's "app version x" form, and a
    /// TypeDefinedOrder a column, which gives the statistics' bounds their meaning.
    func fileMetadata(
        _ columns: [ParquetColumn], keyValueMetadata: [(key: String, value: String)], rowCount: Int,
        rowGroups: [ThriftValue]
    ) -> ThriftStruct {
        let root = ThriftStruct([(4, .string("schema")), (5, .i32(Int32(truncatingIfNeeded: columns.count)))])
        let leaves = columns.map { column in
            let isString = column.values.physicalType == 6
            // Strings: ConvertedType UTF8 (0) for older readers, LogicalType STRING (1) for newer.
            return ThriftValue.structure(
                ThriftStruct([
                    (1, .i32(column.values.physicalType)), (3, .i32(1)), (4, .string(column.name)),
                    (6, isString ? .i32(0) : nil),
                    (10, isString ? .structure(ThriftStruct([(1, .structure(ThriftStruct([])))])) : nil),
                ]))
        }
        let keyValues = keyValueMetadata.map { pair in
            ThriftValue.structure(ThriftStruct([(1, .string(pair.key)), (2, .string(pair.value))]))
        }
        let typeDefinedOrder = ThriftValue.structure(ThriftStruct([(1, .structure(ThriftStruct([])))]))
        return ThriftStruct([
            (1, .i32(2)), (2, .list(.structure, [.structure(root)] + leaves)), (3, .i64(Int64(rowCount))),
            (4, .list(.structure, rowGroups)), (5, keyValues.isEmpty ? nil : .list(.structure, keyValues)),
            (6, .string(createdBy)),
            (7, .list(.structure, Array(repeating: typeDefinedOrder, count: columns.count))),
        ])
    }
}

/// One column chunk encoded: its pages' bytes and what the footer says of them, but for where it
/// starts in the file.
public struct EncodedChunk: Sendable {
    let bytes: [UInt8]
    let fields: [(Int16, ThriftValue?)]
    let statistics: ThriftStruct
    let uncompressedSize: Int

    /// ColumnMetaData with the chunk placed at byte `offset`.
    func metadata(at offset: Int) -> ThriftStruct {
        ThriftStruct(fields + [(9, .i64(Int64(offset))), (12, .structure(statistics))])
    }
}

/// A row group encoded: a chunk a column, the same columns in the same order as the file's.
public struct EncodedRowGroup: Sendable {
    let chunks: [EncodedChunk]
    /// Its rows.
    public let rows: Int
    /// Its bytes in the file.
    public var size: Int { chunks.reduce(0) { $0 + $1.bytes.count } }
}

/// A Parquet file written a row group at a time into `sink` (a file, a buffer), so that a table
/// larger than memory can be written: `PAR1`, each group's chunks as they come, then the footer.
public struct ParquetFileWriter {
    private let writer: ParquetWriter
    private let columns: [ParquetColumn]
    private let keyValueMetadata: [(key: String, value: String)]
    private let sink: ([UInt8]) throws(ParquetError) -> Void
    private var offset = 0
    private var rowCount = 0
    private var rowGroups: [ThriftValue] = []

    /// A file of the columns of `columns` (their names and types: their values are not written),
    /// with `keyValueMetadata` in its footer, written by `writer` into `sink`.
    public init(
        _ writer: ParquetWriter, columns: [ParquetColumn], keyValueMetadata: [(key: String, value: String)] = [],
        sink: @escaping ([UInt8]) throws(ParquetError) -> Void
    ) throws(ParquetError) {
        _ = try ParquetWriter.rowCount(of: columns)
        self.writer = writer
        self.columns = columns.map { ParquetColumn(name: $0.name, values: $0.values.slice(0..<0)) }
        self.keyValueMetadata = keyValueMetadata
        self.sink = sink
        try sink(ParquetWriter.magic)
        offset = ParquetWriter.magic.count
    }

    /// Writes `group` (encoded by ``ParquetWriter/encoded(_:)`` for these columns) as the next row
    /// group.
    public mutating func append(_ group: EncodedRowGroup) throws(ParquetError) {
        var metadata: [ThriftValue] = []
        let start = offset
        for chunk in group.chunks {
            try sink(chunk.bytes)
            // ColumnChunk: file_offset 0, as the format asks now, and the metadata.
            metadata.append(.structure(ThriftStruct([(2, .i64(0)), (3, .structure(chunk.metadata(at: offset)))])))
            offset += chunk.bytes.count
        }
        // RowGroup: its chunks, the uncompressed size, the rows, where it starts, its compressed size.
        let uncompressed = group.chunks.reduce(0) { $0 + $1.uncompressedSize }
        rowGroups.append(
            .structure(
                ThriftStruct([
                    (1, .list(.structure, metadata)), (2, .i64(Int64(uncompressed))), (3, .i64(Int64(group.rows))),
                    (5, group.chunks.isEmpty ? nil : .i64(Int64(start))), (6, .i64(Int64(offset - start))),
                ])))
        rowCount += group.rows
    }

    /// Writes the footer: FileMetaData, its length and `PAR1`.
    public mutating func finish() throws(ParquetError) {
        let footer = writer.fileMetadata(
            columns, keyValueMetadata: keyValueMetadata, rowCount: rowCount, rowGroups: rowGroups
        ).compactBytes
        try sink(footer + littleEndian(UInt32(truncatingIfNeeded: footer.count)) + ParquetWriter.magic)
    }
}
