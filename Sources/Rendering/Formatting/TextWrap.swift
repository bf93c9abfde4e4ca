/// Text laid out in a fixed-width terminal: paragraphs broken between words, labels padded.
package enum TextWrap {
    /// `text` in lines of at most `width` characters, broken between words; each line of `text`
    /// starts a new paragraph.
    static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(whereSeparator: \.isNewline) where !paragraph.isEmpty {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }

    /// `text` with spaces after it up to `width` characters: the one padding of the package, for the
    /// help text's and `cache info`'s columns too (FoundationEssentials has no `padding(toLength:)`).
    package static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
