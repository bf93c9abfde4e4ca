/// File-name slugs: `Sub-Saharan Africa` → `sub-saharan-africa`, `SP.DYN.LE00.IN` → `sp-dyn-le00-in`.
public enum Slug {
    /// The runs of lower-case ASCII letters and digits of `text`, joined by single hyphens; `empty`
    /// when it has none.
    public static func make(_ text: String, empty: String = "") -> String {
        let words = text.lowercased().unicodeScalars.split { !(("a"..."z").contains($0) || ("0"..."9").contains($0)) }
        return words.isEmpty ? empty : words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-")
    }
}
