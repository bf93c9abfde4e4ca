/// Control characters in text from outside (a name from the API) made visible and harmless.
///
/// An ESC in a country name would otherwise recolour or rewrite the reader's terminal, a CR would
/// overwrite the line, a line break would split a table row or a CSV record, and a bidirectional
/// override (U+202E) would show a name or a number backwards: each C0 control becomes its Unicode
/// "control picture" (ESC shows as `␛`), DEL as `␡`, and C1 controls and bidirectional controls
/// as `�`.
enum ControlCharacters {
    /// `text` with every control character replaced by a visible stand-in.
    static func visible(_ text: String) -> String {
        // Printable ASCII, nearly every cell, is checked byte by byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: result.append("\u{2421}")
            case 0x80...0x9F: result.append("\u{FFFD}")
            case _ where isBidirectionalControl(scalar): result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidirectionalControl(scalar)
    }

    /// The marks, embeddings, overrides and isolates that reorder text (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069).
    private static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
