import WorldBank

/// Escaping and table layout for GitHub-flavoured Markdown.
enum MarkdownText {
    /// Text safe inside a table cell: pipes, backslashes and markup characters escaped, HTML
    /// angle brackets neutralised, line breaks removed.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|", "\\", "*", "_", "`", "[", "]", "#": result += "\\\(character)"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}": result += " "
            default: result += ControlCharacters.visible(String(character))
            }
        }
        return result
    }

    /// A table: header, alignment row (right-aligned where `right`), rows.
    static func table(header: [String], right: [Bool], rows: [[String]]) -> String {
        let align = right.map { $0 ? "---:" : "---" }
        return ([header, align] + rows).map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + "\n"
    }
}
