import Foundation

/// Alphabetical order for names as a reader expects it: case and accents ignored, so that
/// "Côte d'Ivoire" sits among the Cs and "Curaçao" before "Cyprus".
public enum NameOrder {
    /// True when `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let order = a.compare(
            b, options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        return order == .orderedSame ? a < b : order == .orderedAscending
    }
}
