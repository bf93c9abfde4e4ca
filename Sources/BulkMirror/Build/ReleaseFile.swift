import AtomicFiles
import OfflineStore
import Parquet

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Parquet file of a release being built, written row group by row group into the release's
/// hidden folder, its bytes counted and hashed as they go, so that the manifest's SHA-256 costs no
/// second read.
final class ReleaseFile {
    let path: String
    let table: String
    private let descriptor: Int32
    private var hash = SHA256()
    private(set) var bytes = 0
    private(set) var rows = 0
    private var writer: ParquetFileWriter?

    /// Creates `name` in `folder` for the table `table`, of the columns (names and types) of `columns`.
    init(
        _ name: String, in folder: String, table: String, columns: [ParquetColumn],
        metadata: [(key: String, value: String)], writer parquet: ParquetWriter
    ) throws {
        path = folder + "/" + name
        self.table = table
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw BulkError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        writer = try ParquetFileWriter(parquet, columns: columns, keyValueMetadata: metadata) {
            [unowned self] (chunk: [UInt8]) throws(ParquetError) in
            try self.write(chunk)
        }
    }

    deinit { close(descriptor) }

    private func write(_ chunk: [UInt8]) throws(ParquetError) {
        let code = FileDescriptor.writeAll(chunk, to: descriptor)
        guard code == 0 else { throw .sinkFailed("cannot write \(path): \(String(cString: strerror(code)))") }
        hash.update(chunk)
        bytes += chunk.count
    }

    /// Writes `group` as the next row group.
    func append(_ group: EncodedRowGroup) throws {
        try writer?.append(group)
        rows += group.rows
    }

    /// Writes the footer and flushes the file to disk; the entry the manifest lists.
    func finish() throws -> ReleaseManifest.File {
        try writer?.finish()
        writer = nil
        guard fsync(descriptor) == 0 else {
            throw BulkError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        return ReleaseManifest.File(
            path: String(path.split(separator: "/").last ?? ""), table: table, rows: rows, bytes: bytes,
            sha256: hash.hexDigest())
    }
}
