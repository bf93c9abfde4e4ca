/// Values echoed in an error line, cut to what a person can read: a 100 kB argument or a 255-byte
/// file name comes back as its beginning, its end and its length, so the line still fits on a
/// screen and names what was wrong.
enum LongValues {
    /// The longest value shown whole, in characters.
    static let limit = 80

    /// `text` with every quoted value (`'…'`) and every other unbroken run of characters longer than
    /// ``limit`` shortened to its first 48 and last 16 characters and its length.
    static func shortened(_ text: String) -> String {
        var result = ""
        var run = ""
        var quoted = false
        func flush(closing: Bool) {
            if quoted {
                result += "'" + shorten(run) + (closing ? "'" : "")
            } else {
                result += shorten(run)
            }
            run = ""
        }
        for character in text {
            if character == "'", quoted {
                flush(closing: true)
                quoted = false
            } else if character == "'", run.isEmpty || !(run.last?.isLetter ?? false) {
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

    private static func shorten(_ value: String) -> String {
        guard value.count > limit else { return value }
        return "\(value.prefix(48))…\(value.suffix(16)) (\(value.count) characters)"
    }
}
