import Rendering

/// `--format` and `--output`, shared by the commands that print data.
struct OutputOptions: Sendable {
    static let format = Option<RequestedFormat?>(
        "format", "FORMAT", short: "f",
        help: "table, csv, tsv, json, markdown or xlsx (default: from the --output extension, else table)",
        parse: .choice(noun: "format"))
    static let output = Option(
        "output", "FILE", short: "o",
        help: "write to FILE (atomically) instead of stdout ('-'); .csv, .tsv, .json, .md, .xlsx choose the format",
        completion: .files, parse: .path)

    /// The options as `--help` lists them.
    static let all: [any OptionDeclaration] = [format, output]

    /// What was asked for, an Excel workbook included.
    let requested: RequestedFormat
    let path: String?

    init(_ parsed: ParsedArguments) {
        path = parsed.value(Self.output)
        requested = parsed.value(Self.format) ?? path.flatMap(RequestedFormat.init(fileExtensionOf:)) ?? .table
    }

    /// The format to render in; ``write(_:in:)`` makes a workbook of it when one was asked for.
    var format: OutputFormat { requested.rendered }

    /// The style to render in: the terminal's when writing to stdout, plain when writing to a file,
    /// so a file never holds colour codes or a table cut to the terminal's width.
    func style(in context: RunContext) -> TerminalStyle {
        path == nil || path == "-" ? context.style : .plain
    }

    /// Writes `text` (as a workbook when one was asked for) where `--output` says: stdout when
    /// `path` is `nil` or `-`, else the file. A workbook is refused for a terminal, which it would
    /// only fill with binary noise.
    func write(_ text: String, in context: RunContext) async throws {
        let bytes = requested == .xlsx ? Workbook.render(tsv: text) : Array(text.utf8)
        guard let path, path != "-" else {
            if requested == .xlsx, context.console.stdoutIsTerminal {
                throw UsageError(
                    "an Excel workbook cannot be shown on a terminal",
                    hint: "write it to a file with --output FILE.xlsx, or pipe stdout to a file")
            }
            return try context.console.out(bytes)
        }
        try await OutputWriter.write(bytes, to: path, context: context)
    }
}
