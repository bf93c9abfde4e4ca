/// Control characters in text from outside (a name from the API, a value typed into an error
/// message) made visible and harmless.
///
/// An ESC in a country name would otherwise recolour or rewrite the reader's terminal, a CR would
/// overwrite the line, a line break would split a table row or a CSV record, and a bidirectional
/// override (U+202E) would show a name or a number backwards: each C0 control becomes its Unicode
/// "control picture" (ESC shows as `␛`), DEL as `␡`, and C1 controls and bidirectional controls
/// as `�`.
public enum ControlCharacters {
    /// `text` with every control character replaced by a visible stand-in.
    public static func visible(_ text: String) -> String {
        // Printable ASCII, nearly every cell, is checked byte by byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: { standIn(for: $0) != nil }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { standIn(for: $0) ?? $0 }))
    }

    /// `text` with every control character but the line break (`\n`, which prose such as an
    /// indicator's description holds) replaced by a visible stand-in; a `\r\n` becomes `\n`.
    public static func visibleKeepingLineBreaks(_ text: String) -> String {
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) { return text }
        return text.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { visible(String($0)) }.joined(separator: "\n")
    }

    /// A name from outside, as every output shows it: its control characters visible, and when it
    /// is longer than `limit` characters, its first `limit` then `… (N characters)`, so that a
    /// hostile megabyte is neither kept whole nor dropped without a word.
    public static func shownName(_ text: String, limit: Int) -> String {
        let visible = visible(text)
        guard visible.count > limit else { return visible }
        return String(visible.prefix(limit)) + "… (\(visible.count) characters)"
    }

    /// What a control character shows as; `nil` for any other character. The bidirectional
    /// controls are the marks, embeddings, overrides and isolates that reorder text (U+061C, U+200E,
    /// U+200F, U+202A–U+202E, U+2066–U+2069).
    private static func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: nil
        }
    }
}
