/// File-name slugs for regions: `Sub-Saharan Africa` → `sub-saharan-africa`.
public enum RegionSlug {
    /// Lower-case ASCII letters and digits, everything else folded to single hyphens.
    public static func make(_ name: String) -> String {
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "region" : slug
    }
}
