import Rendering

/// `--format` and `--output`, shared by the commands that print data.
struct OutputOptions: Sendable {
    static let format = Option<OutputFormat>.choice(
        "format", "FORMAT", short: "f", noun: "format",
        help: "table, csv, tsv, json or markdown (default: from the --output extension, else table)")
    static let output = Option<String>.path(
        "output", "FILE", short: "o",
        help: "write to FILE (atomically) instead of stdout ('-'); .csv, .tsv, .json, .md choose the format",
        completion: .files)

    /// The options as `--help` lists them.
    static let all: [any OptionDeclaration] = [format, output]

    let format: OutputFormat
    let path: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        path = try parsed.value(Self.output)
        format = try parsed.value(Self.format) ?? path.flatMap(OutputFormat.init(fileExtensionOf:)) ?? .table
    }

    /// The style to render in: the terminal's when writing to stdout, plain when writing to a file,
    /// so a file never holds colour codes or a table cut to the terminal's width.
    func style(in context: RunContext) -> TerminalStyle {
        path == nil || path == "-" ? context.style : .plain
    }

    /// Writes `text` where `--output` says.
    func write(_ text: String, in context: RunContext) async throws {
        try await OutputWriter.write(text, to: path, context: context)
    }
}
