import Foundation

/// A name in the order a reader expects: case and accents ignored, so that "Côte d'Ivoire" sits
/// among the Cs and "Curaçao" before "Cyprus".
///
/// Folded once, when made, so that sorting n names folds n times rather than at every one of the
/// n log n comparisons (comparing with options built a locale each time).
struct NameKey: Comparable {
    let folded: String
    let name: String

    init(_ name: String) {
        self.name = name
        // Plain ASCII, most names, only needs its capitals lowered; the rest goes through
        // Foundation's folding, which strips accents.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            folded = String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        } else {
            folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
    }

    static func < (a: NameKey, b: NameKey) -> Bool {
        a.folded == b.folded ? a.name < b.name : a.folded < b.folded
    }
}
