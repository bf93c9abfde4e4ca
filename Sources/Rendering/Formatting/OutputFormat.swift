/// The formats a command can write (`--format`).
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// Aligned columns for a terminal.
    case table
    /// RFC 4180 CSV for spreadsheets.
    case csv
    /// JSON for programs.
    case json
    /// GitHub-flavoured Markdown tables.
    case markdown
}
