import Rendering

/// `--format` and `--output`, shared by the commands that print data.
struct OutputOptions: Sendable {
    static let specs: [OptionSpec] = [
        .value("format", "FORMAT", "table, csv, json or markdown (default table)"),
        .value("output", "FILE", "write to FILE (atomically) instead of stdout"),
    ]

    let format: OutputFormat
    let path: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        format =
            try parsed.value("format").map { text throws(UsageError) in
                try ValueParser.choice(text, option: "format", as: OutputFormat.self)
            } ?? .table
        path = parsed.value("output")
    }
}
