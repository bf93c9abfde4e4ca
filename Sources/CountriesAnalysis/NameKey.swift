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
        folded = Self.fold(name)
    }

    static func < (a: NameKey, b: NameKey) -> Bool {
        a.folded == b.folded ? a.name < b.name : a.folded < b.folded
    }

    /// `text` lower-cased and without accents: `Côte d'Ivoire` is `cote d'ivoire`, `Straße` is
    /// `strasse`, as Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])`
    /// gives them for Latin letters, which is what names are written in.
    ///
    /// Written on the standard library with a table of the Latin letters that carry a diacritic,
    /// so that the product needs only FoundationEssentials. Plain ASCII, most names, only needs
    /// its capitals lowered. Letters that are not a base letter with a mark (`æ`, `ø`, `ł`) stay as
    /// they are, as Foundation leaves them; a mark written apart (`e` and U+0301) is dropped.
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        var folded = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars where !(0x300...0x36F).contains(scalar.value) {
            if let base = baseLetters[scalar] {
                folded.append(contentsOf: base.unicodeScalars)
            } else {
                folded.append(scalar)
            }
        }
        return String(folded)
    }

    /// The base letters of the lower-case Latin letters with diacritics (Latin-1 Supplement and
    /// Latin Extended-A and -B, as Foundation's folding gives them), and the case folds `ß` to `ss`
    /// and `ŉ` to `ʼn`.
    private static let baseLetters: [Unicode.Scalar: String] = {
        let letters = [
            "a": "àáâãäåāăąǎǟǡǻȁȃȧ", "c": "çćĉċč", "d": "ď", "e": "èéêëēĕėęěȅȇȩ", "g": "ĝğġģǧǵ", "h": "ĥȟ",
            "i": "ìíîïĩīĭįǐȉȋ", "j": "ĵǰ", "k": "ķǩ", "l": "ĺļľ", "n": "ñńņňǹ", "o": "òóôõöōŏőơǒǫǭȍȏȫȭȯȱ",
            "r": "ŕŗřȑȓ", "s": "śŝşšſș", "t": "ţťț", "u": "ùúûüũūŭůűųưǔǖǘǚǜȕȗ", "w": "ŵ", "y": "ýÿŷȳ",
            "z": "źżž", "æ": "ǣǽ", "ø": "ǿ", "ʒ": "ǯ", "ss": "ß", "ʼn": "ŉ",
        ]
        return Dictionary(
            uniqueKeysWithValues: letters.flatMap { base, marked in marked.unicodeScalars.map { ($0, base) } })
    }()
}
