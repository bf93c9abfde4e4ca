/// The outputs a column appears in.
///
/// Machines get every code and raw figure; people get what reads well in each medium (a terminal
/// table is narrower than a Markdown or HTML page).
public struct Audience: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The aligned table on a terminal.
    public static let terminal = Audience(rawValue: 1 << 0)
    /// GitHub-flavoured Markdown.
    public static let markdown = Audience(rawValue: 1 << 1)
    /// The HTML report.
    public static let html = Audience(rawValue: 1 << 2)
    /// CSV (and TSV).
    public static let csv = Audience(rawValue: 1 << 3)
    /// JSON.
    public static let json = Audience(rawValue: 1 << 4)

    /// Every output made for reading.
    public static let people: Audience = [.terminal, .markdown, .html]
    /// Every output made for programs.
    public static let machines: Audience = [.csv, .json]
    /// Everywhere.
    public static let all: Audience = [.people, .machines]
}
