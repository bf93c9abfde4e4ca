import Rendering

/// What `--format` or the `--output` extension asks for: a format the renderers write, or an Excel
/// workbook, which is made from the TSV form (``Workbook``) so that no renderer needs a case for it.
enum RequestedFormat: String, Sendable, CaseIterable {
    case table, csv, tsv, json, markdown, xlsx

    /// The format a file name asks for by its extension: `.xlsx`, or one of ``OutputFormat``'s.
    init?(fileExtensionOf path: String) {
        if OutputFormat.fileExtension(of: path) == "xlsx" {
            self = .xlsx
        } else if let format = OutputFormat(fileExtensionOf: path), let requested = Self(rawValue: format.rawValue) {
            self = requested
        } else {
            return nil
        }
    }

    /// The format the renderers write: TSV for a workbook, whose rows it holds unquoted.
    var rendered: OutputFormat { OutputFormat(rawValue: rawValue) ?? .tsv }
}
