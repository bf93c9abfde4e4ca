/// The formats a command can write (`--format`).
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// Aligned columns for a terminal.
    case table
    /// RFC 4180 CSV for spreadsheets.
    case csv
    /// Tab-separated values for `cut`, `awk` and pasting into a sheet.
    case tsv
    /// JSON for programs.
    case json
    /// GitHub-flavoured Markdown tables.
    case markdown
    /// An Excel workbook (Office Open XML), for a file: never drawn on a terminal.
    case xlsx
    /// Apache Parquet: typed columns with real nulls, for pandas, polars, R's arrow and DuckDB;
    /// for a file, never drawn on a terminal.
    case parquet

    /// The format a file name asks for by its extension (`.csv`, `.tsv`, `.json`, `.md`, `.xlsx`, `.parquet`), so that
    /// `--output x.csv` never holds a table drawn for a terminal.
    public init?(fileExtensionOf path: String) {
        guard let format = Self.fileExtension(of: path).flatMap({ Self.extensions[$0] }) else { return nil }
        self = format
    }

    /// The extension of the last part of `path`, in lower case (`csv` for `out/X.CSV`); `nil` when it
    /// has none (`notes`, `.profile`). The one reading of a file name that every writer's format
    /// (tables, workbooks, maps) is chosen by.
    public static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The formats of file extensions, in lower case.
    private static let extensions: [String: OutputFormat] = [
        "csv": .csv, "tsv": .tsv, "tab": .tsv, "json": .json, "md": .markdown, "markdown": .markdown, "txt": .table,
        "xlsx": .xlsx, "parquet": .parquet,
    ]

    /// True for a format of bytes that a terminal would show as noise.
    public var isBinary: Bool { self == .xlsx || self == .parquet }
}
