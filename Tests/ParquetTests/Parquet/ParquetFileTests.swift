import Foundation
import Parquet
import TestSupport
import Testing

/// What ``ParquetWriter`` writes, read back a chunk at a time by ``ParquetFile``: every value and
/// null, the row groups and their statistics, the footer's metadata; and a damaged file refused.
@Suite struct ParquetFileTests {
    static let table = ParquetWriterTests.table

    static func written(_ table: ParquetTable, rowsPerGroup: Int, compression: ParquetWriter.Compression)
        throws -> (URL, URL)
    {
        let folder = try RepositoryPaths.temporaryFolder()
        let file = folder.appendingPathComponent("table.parquet")
        try Data(ParquetWriter(compression: compression, rowsPerGroup: rowsPerGroup).write(table)).write(to: file)
        return (folder, file)
    }

    @Test(arguments: [ParquetWriter.Compression.gzip, .uncompressed])
    func everyChunkReadsBackAsWritten(compression: ParquetWriter.Compression) throws {
        let (folder, file) = try Self.written(Self.table, rowsPerGroup: 3, compression: compression)
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let parquet = try ParquetFile(path: file.path)
        #expect(parquet.columns.map(\.name) == Self.table.columns.map(\.name))
        #expect(try parquet.rowGroups().map(\.rows) == [3, 3, 1])
        #expect(parquet.keyValueMetadata.map(\.key) == ["source", "lastupdated"])
        for (index, column) in Self.table.columns.enumerated() {
            var rows: [ParquetColumn.Values] = []
            for group in 0..<parquet.rowGroupCount { rows.append(try parquet.values(column: index, group: group)) }
            #expect(rows.reduce(rows[0].emptied, ParquetTestReader.joined) == column.values, "\(column.name)")
        }
    }

    @Test func aGroupsStatisticsNameItsSmallestAndLargestText() throws {
        let table = ParquetTable(columns: [
            ParquetColumn(name: "indicator", values: .strings(["A.B", "A.B", "C.D", "C.D"])),
            ParquetColumn(name: "value", values: .doubles([1, 2, 3, 4])),
        ])
        let (folder, file) = try Self.written(table, rowsPerGroup: 2, compression: .gzip)
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let parquet = try ParquetFile(path: file.path)
        #expect(
            try parquet.rowGroups().map { $0.chunks[0].minimum.map { String(decoding: $0, as: UTF8.self) } } == [
                "A.B", "C.D",
            ])
        #expect(try parquet.values(column: 1, group: 1) == .doubles([3, 4]))
    }

    @Test func aDamagedFileIsRefusedNotMisread() throws {
        let (folder, file) = try Self.written(Self.table, rowsPerGroup: 3, compression: .gzip)
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        var bytes = try [UInt8](Data(contentsOf: file))
        // The footer's length pointing past the file's start.
        bytes[bytes.count - 6] = 0x7F
        try Data(bytes).write(to: file)
        #expect(throws: ParquetReadError.self) { try ParquetFile(path: file.path) }
        try Data("not parquet".utf8).write(to: file)
        #expect(throws: ParquetReadError.self) { try ParquetFile(path: file.path) }
    }
}

extension ParquetColumn.Values {
    /// No values of this one's type.
    var emptied: Self {
        switch self {
        case .strings: .strings([])
        case .int64: .int64([])
        case .doubles: .doubles([])
        case .booleans: .booleans([])
        }
    }
}
