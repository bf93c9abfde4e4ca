/// The outputs a column appears in.
///
/// Machines get every code and raw figure; people get what reads well in each medium (a terminal
/// table is narrower than a Markdown or HTML page).
struct Audience: OptionSet, Sendable, Hashable {
    let rawValue: Int

    /// The aligned table on a terminal.
    static let terminal = Audience(rawValue: 1 << 0)
    /// GitHub-flavoured Markdown.
    static let markdown = Audience(rawValue: 1 << 1)
    /// The HTML report.
    static let html = Audience(rawValue: 1 << 2)
    /// CSV (and TSV).
    static let csv = Audience(rawValue: 1 << 3)
    /// JSON.
    static let json = Audience(rawValue: 1 << 4)

    /// Every output made for reading.
    static let people: Audience = [.terminal, .markdown, .html]
    /// Every output made for programs.
    static let machines: Audience = [.csv, .json]
    /// Everywhere.
    static let all: Audience = [.people, .machines]
}
