/// Why a ``ParquetTable`` could not be written: a table that is not one (no columns, columns of
/// different lengths, a name twice), a value too large for Parquet's 32-bit page sizes, or zlib
/// failing on a buffer in memory.
///
/// A struct over a code that is not public (internal only so that tests can name one), so that
/// cases can be added without breaking callers; the cause of a compression failure is kept as a
/// value for `--verbose`.
public struct ParquetError: Error, Equatable, CustomStringConvertible {
    enum Code: Equatable {
        case noColumns
        case duplicateColumn(name: String)
        case unequalLengths(column: String, count: Int, expected: Int)
        case pageTooLarge(column: String, bytes: Int)
        case compressionFailed(DeflateError)
        case sinkFailed(reason: String)
    }

    let code: Code

    init(_ code: Code) { self.code = code }

    /// The failure of a sink given to ``ParquetFileWriter`` (a file that cannot be written), in the
    /// sink's own words.
    public static func sinkFailed(_ reason: String) -> ParquetError { ParquetError(.sinkFailed(reason: reason)) }

    /// What failed, with which column, in a sentence for people.
    public var description: String {
        switch code {
        case .noColumns: "a Parquet file needs at least one column; the table has none"
        case .duplicateColumn(let name):
            "the column name \"\(name)\" is used twice; Parquet's schema needs unique names"
        case .unequalLengths(let column, let count, let expected):
            "the column \"\(column)\" has \(count) rows where the first column has \(expected)"
        case .pageTooLarge(let column, let bytes):
            "a page of the column \"\(column)\" would hold \(bytes) bytes, past Parquet's 2 GiB limit a page"
        case .compressionFailed(let cause): "a page could not be compressed: \(cause)"
        case .sinkFailed(let reason): reason
        }
    }
}
