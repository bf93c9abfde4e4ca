import Rendering

/// `--format` and `--output`, shared by the commands that print data.
struct OutputOptions: Sendable {
    static let format = Option<OutputFormat?>(
        "format", "FORMAT", short: "f",
        help: "table, csv, tsv, json or markdown (default: from the --output extension, else table)",
        parse: .choice(noun: "format"))
    static let output = Option(
        "output", "FILE", short: "o",
        help: "write to FILE (atomically) instead of stdout ('-'); .csv, .tsv, .json, .md choose the format",
        completion: .files, parse: .path)

    /// The options as `--help` lists them.
    static let all: [any OptionDeclaration] = [format, output]

    let format: OutputFormat
    let path: String?

    init(_ parsed: ParsedArguments) {
        path = parsed.value(Self.output)
        format = parsed.value(Self.format) ?? path.flatMap(OutputFormat.init(fileExtensionOf:)) ?? .table
    }

    /// The style to render in: the terminal's when writing to stdout, plain when writing to a file,
    /// so a file never holds colour codes or a table cut to the terminal's width.
    func style(in context: RunContext) -> TerminalStyle {
        path == nil || path == "-" ? context.style : .plain
    }

    /// Writes `text` where `--output` says: stdout when `path` is `nil` or `-`, else the file.
    func write(_ text: String, in context: RunContext) async throws {
        guard let path, path != "-" else { return try context.console.out(text) }
        try await OutputWriter.write(text, to: path, scratch: context.scratch)
    }
}
