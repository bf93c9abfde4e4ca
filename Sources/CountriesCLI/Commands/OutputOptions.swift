import OfflineStore
import Rendering

/// `--format` and `--output`, shared by the commands that print data.
struct OutputOptions: Sendable {
    static let format = Option<OutputFormat?>(
        "format", "FORMAT", short: "f",
        help: "table, csv, tsv, json, markdown, xlsx or parquet (default: from the --output extension, else table)",
        parse: .choice(noun: "format"))
    static let output = Option(
        "output", "FILE", short: "o",
        help:
            "write to FILE (atomically) instead of stdout ('-'); .csv, .tsv, .json, .md, .xlsx, .parquet choose the format",
        completion: .files, parse: .path)

    /// The options as `--help` lists them.
    static let all: [any OptionDeclaration] = [format, output]

    /// What was asked for: `--format`, else the `--output` extension, else a table.
    let format: OutputFormat
    let path: String?

    init(_ parsed: ParsedArguments) {
        path = parsed.value(Self.output)
        format = parsed.value(Self.format) ?? path.flatMap(OutputFormat.init(fileExtensionOf:)) ?? .table
    }

    /// Writes `document` in the format asked for where `--output` says: stdout when `path` is
    /// `nil` or `-`, else the file. A workbook is refused for a terminal, which it would only fill
    /// with binary noise. A file is drawn plain: never colour codes or a table cut to the
    /// terminal's width.
    func write(_ document: Document, in context: RunContext) async throws {
        guard let path, path != "-" else {
            if format.isBinary, context.console.stdoutIsTerminal {
                let (name, file) =
                    format == .xlsx ? ("an Excel workbook", "FILE.xlsx") : ("a Parquet file", "FILE.parquet")
                throw UsageError(
                    "\(name) cannot be shown on a terminal",
                    hint: "write it to a file with --output \(file), or pipe stdout to a file")
            }
            let bytes = try document.rendered(as: format, style: context.style)
            context.manifestDatasets.record(Manifest.Output(path: "-", contents: bytes))
            return try context.console.out(bytes)
        }
        let bytes = try document.rendered(as: format, style: .plain)
        try await OutputWriter.write(bytes, to: path, context: context)
        context.manifestDatasets.record(Manifest.Output(path: path, contents: bytes))
    }
}
