/// Values echoed in an error line, cut to what a person can read: a 100 kB argument comes back as
/// its beginning, its end and its length, so the line still fits on a screen and names what was
/// wrong.
enum LongValues {
    /// The longest quoted value (`'…'`, what a person typed) shown whole, in characters.
    static let quotedLimit = 80
    /// The longest unquoted run (a path the tool names) shown whole: longer, as a path may well be.
    static let unquotedLimit = 200

    /// `text` with every quoted value longer than ``quotedLimit`` and every other unbroken run of
    /// characters longer than ``unquotedLimit`` shortened to its first 48 and last 16 characters
    /// and its length.
    static func shortened(_ text: String) -> String {
        var result = ""
        var run = ""
        var quoted = false
        func flush(closing: Bool) {
            if quoted {
                result += "'" + shorten(run, limit: quotedLimit) + (closing ? "'" : "")
            } else {
                // Punctuation that ends a sentence part stays outside the run.
                let tail = run.reversed().prefix { ":;,.".contains($0) }.count
                result += shorten(String(run.dropLast(tail)), limit: unquotedLimit) + run.suffix(tail)
            }
            run = ""
        }
        for character in text {
            if character == "'", quoted {
                flush(closing: true)
                quoted = false
            } else if character == "'", !(run.last?.isLetter ?? false) {
                // An opening quote follows a space or punctuation; an apostrophe follows a letter.
                flush(closing: false)
                quoted = true
            } else if character == " ", !quoted {
                flush(closing: false)
                result.append(character)
            } else {
                run.append(character)
            }
        }
        flush(closing: false)
        return result
    }

    private static func shorten(_ value: String, limit: Int) -> String {
        guard value.count > limit else { return value }
        return "\(value.prefix(48))…\(value.suffix(16)) (\(value.count) characters)"
    }
}
