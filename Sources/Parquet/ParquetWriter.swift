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
        var file = Self.magic
        var rowGroups: [ThriftValue] = []
        for start in stride(from: 0, to: rowCount, by: rowsPerGroup) {
            let rows = start..<min(start + rowsPerGroup, rowCount)
            var chunks: [ColumnChunk] = []
            for column in table.columns {
                let chunk = try self.chunk(column, rows: rows, at: file.count)
                file += chunk.bytes
                chunks.append(chunk)
            }
            rowGroups.append(.structure(Self.rowGroup(chunks, rows: rows.count)))
        }
        let footer = fileMetadata(table, rowCount: rowCount, rowGroups: rowGroups).compactBytes
        return file + footer + littleEndian(UInt32(truncatingIfNeeded: footer.count)) + Self.magic
    }

    /// The row count of `columns`, once they are known to make a table.
    private static func rowCount(of columns: [ParquetColumn]) throws(ParquetError) -> Int {
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

    private static let magic = Array("PAR1".utf8)
    /// Where a page is cut: about 1 MiB of PLAIN values, the page size most writers use by default.
    private static let pageBytes = 1 << 20

    /// One column chunk written: its pages' bytes and what the footer says of them.
    private struct ColumnChunk {
        var bytes: [UInt8] = []
        let metadata: ThriftStruct
        let offset: Int
        let uncompressedSize: Int
    }

    /// The chunk of `column` over `rows`, starting at byte `offset` of the file: compressed as
    /// asked, or UNCOMPRESSED when zlib cannot be loaded.
    private func chunk(_ column: ParquetColumn, rows: Range<Int>, at offset: Int) throws(ParquetError) -> ColumnChunk {
        if compression == .gzip {
            do throws(ParquetError) {
                return try Self.chunk(column, rows: rows, at: offset, deflate: .gzip)
            } catch {
                guard case .compressionFailed(let cause) = error.code, cause.isUnavailable else { throw error }
            }
        }
        return try Self.chunk(column, rows: rows, at: offset, deflate: nil)
    }

    /// The chunk's pages, each a PageHeader then the page (4-byte length and definition levels,
    /// then the PLAIN values), the page compressed whole when `deflate` is given, as v1 pages are;
    /// and its ColumnMetaData.
    private static func chunk(
        _ column: ParquetColumn, rows: Range<Int>, at offset: Int, deflate: Deflate?
    ) throws(ParquetError) -> ColumnChunk {
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
        // both sizes with the page headers, where the first page starts, statistics.
        let metadata = ThriftStruct([
            (1, .i32(column.values.physicalType)), (2, .list(.i32, [.i32(0), .i32(3)])),
            (3, .list(.binary, [.string(column.name)])), (4, .i32(deflate == nil ? 0 : 2)),
            (5, .i64(Int64(rows.count))),
            (6, .i64(Int64(uncompressedSize))), (7, .i64(Int64(bytes.count))), (9, .i64(Int64(offset))),
            (12, .structure(column.values.statistics(rows))),
        ])
        return ColumnChunk(bytes: bytes, metadata: metadata, offset: offset, uncompressedSize: uncompressedSize)
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

    /// RowGroup: its chunks (ColumnChunk: file_offset 0, as the format asks now, and the metadata),
    /// the uncompressed size, the rows, where it starts and its compressed size.
    private static func rowGroup(_ chunks: [ColumnChunk], rows: Int) -> ThriftStruct {
        let columns = chunks.map { ThriftValue.structure(ThriftStruct([(2, .i64(0)), (3, .structure($0.metadata))])) }
        let uncompressed = chunks.reduce(0) { $0 + $1.uncompressedSize }
        let compressed = chunks.reduce(0) { $0 + $1.bytes.count }
        return ThriftStruct([
            (1, .list(.structure, columns)), (2, .i64(Int64(uncompressed))), (3, .i64(Int64(rows))),
            (5, chunks.first.map { .i64(Int64($0.offset)) }), (6, .i64(Int64(compressed))),
        ])
    }

    /// FileMetaData: version 2, the schema (a root, then one OPTIONAL leaf a column), the rows, the
    /// row groups, the key-value metadata, `created_by` in the format's "app version x" form, and a
    /// TypeDefinedOrder a column, which gives the statistics' bounds their meaning.
    private func fileMetadata(_ table: ParquetTable, rowCount: Int, rowGroups: [ThriftValue]) -> ThriftStruct {
        let root = ThriftStruct([(4, .string("schema")), (5, .i32(Int32(truncatingIfNeeded: table.columns.count)))])
        let leaves = table.columns.map { column in
            let isString = column.values.physicalType == 6
            // Strings: ConvertedType UTF8 (0) for older readers, LogicalType STRING (1) for newer.
            return ThriftValue.structure(
                ThriftStruct([
                    (1, .i32(column.values.physicalType)), (3, .i32(1)), (4, .string(column.name)),
                    (6, isString ? .i32(0) : nil),
                    (10, isString ? .structure(ThriftStruct([(1, .structure(ThriftStruct([])))])) : nil),
                ]))
        }
        let keyValues = table.keyValueMetadata.map { pair in
            ThriftValue.structure(ThriftStruct([(1, .string(pair.key)), (2, .string(pair.value))]))
        }
        let typeDefinedOrder = ThriftValue.structure(ThriftStruct([(1, .structure(ThriftStruct([])))]))
        return ThriftStruct([
            (1, .i32(2)), (2, .list(.structure, [.structure(root)] + leaves)), (3, .i64(Int64(rowCount))),
            (4, .list(.structure, rowGroups)), (5, keyValues.isEmpty ? nil : .list(.structure, keyValues)),
            (6, .string(createdBy)),
            (7, .list(.structure, Array(repeating: typeDefinedOrder, count: table.columns.count))),
        ])
    }
}
