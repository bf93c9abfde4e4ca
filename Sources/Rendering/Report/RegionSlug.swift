/// File-name slugs for regions: `Sub-Saharan Africa` → `sub-saharan-africa`.
public enum RegionSlug {
    /// The runs of lower-case ASCII letters and digits, joined by single hyphens.
    public static func make(_ name: String) -> String {
        let words = name.lowercased().unicodeScalars.split { !(("a"..."z").contains($0) || ("0"..."9").contains($0)) }
        return words.isEmpty ? "region" : words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-")
    }
}
