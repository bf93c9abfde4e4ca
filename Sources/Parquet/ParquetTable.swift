/// A table to write as a Parquet file: typed columns of equal length, and the file's key-value
/// metadata.
///
/// Columnar and typed because Parquet is: each column is written as one chunk a row group, in the
/// physical type its values name, so the writer never guesses a type from text. A nil value is
/// written as a null (a definition level of 0), never as a stand-in such as an empty string or 0.
/// The key-value metadata carries what a reader of the file needs beside the rows (the data's
/// source line, the World Bank's `lastupdated` date), as the other writers print it around theirs.
public struct ParquetTable: Sendable {
    /// The columns, in the file's order; all of one length, the table's row count.
    public var columns: [ParquetColumn]
    /// Pairs written into the footer's key_value_metadata, in this order.
    public var keyValueMetadata: [(key: String, value: String)]

    /// A table of `columns` with `keyValueMetadata` for the footer.
    public init(columns: [ParquetColumn], keyValueMetadata: [(key: String, value: String)] = []) {
        self.columns = columns
        self.keyValueMetadata = keyValueMetadata
    }
}

/// One named column of a ``ParquetTable``, its values in row order.
public struct ParquetColumn: Equatable, Sendable {
    /// The values of one column, each in the Parquet type a reader will see.
    public enum Values: Equatable, Sendable {
        /// UTF-8 text: BYTE_ARRAY annotated STRING (and the older ConvertedType UTF8).
        case strings([String?])
        /// 64-bit integers (counts, years): INT64 with no annotation.
        case int64([Int64?])
        /// Measures: IEEE 754 DOUBLE.
        case doubles([Double?])
        /// Flags: BOOLEAN, one bit a value.
        case booleans([Bool?])

        /// The number of rows, nulls included.
        var count: Int {
            switch self {
            case .strings(let values): values.count
            case .int64(let values): values.count
            case .doubles(let values): values.count
            case .booleans(let values): values.count
            }
        }
    }

    /// The column's name in the file's schema.
    public var name: String
    /// The column's values.
    public var values: Values

    /// A column called `name` holding `values`.
    public init(name: String, values: Values) {
        self.name = name
        self.values = values
    }
}
