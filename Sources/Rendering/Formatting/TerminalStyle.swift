/// What the terminal allows: its width and whether colour may be used.
public struct TerminalStyle: Sendable, Hashable {
    /// The width to fit tables into; `nil` for no limit (a pipe or a file).
    public let width: Int?
    /// True when ANSI styling may be used (a terminal, and `NO_COLOR` not set).
    public let color: Bool
    /// True when stdout is a terminal (sparklines are drawn only then).
    public let isTerminal: Bool

    /// Creates a style.
    public init(width: Int?, color: Bool, isTerminal: Bool) {
        self.width = width
        self.color = color
        self.isTerminal = isTerminal
    }

    /// Plain output of unlimited width, for pipes, files and tests.
    public static let plain = TerminalStyle(width: nil, color: false, isTerminal: false)

    /// `text` in bold when colour is allowed.
    func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    /// `text` dimmed when colour is allowed.
    func dim(_ text: String) -> String { color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
