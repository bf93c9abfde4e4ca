import WorldBank

/// The one order in which what a person typed finds what it names, for economies and groups alike.
///
/// An exact code first, then the World Bank's exact name, then another name people use for it (ISO
/// 3166, common names) unless it is also a whole word of another entry's Bank name, then a part of a name: whole words before parts of words, the Bank's names
/// before the others. The first step that finds anything decides, so a part never wins over a text
/// that is exactly the code or the name of something else (`NAC` is North America, not Monaco;
/// `low` is Low income, not Lower middle income).
enum NameMatch {
    /// One thing that can be named.
    struct Candidate<Item: Sendable>: Sendable {
        let item: Item
        /// Codes, upper-cased (`KEN`, `KE`).
        let codes: [String]
        /// The Bank's names, folded (``NameMatch/folded(_:)``).
        let names: [String]
        /// Other names, folded.
        let otherNames: [String]

        init(_ item: Item, codes: [String], names: [String], otherNames: [String] = []) {
            self.item = item
            self.codes = codes.filter { !$0.isEmpty }.map { $0.uppercased() }
            self.names = names.map(NameMatch.folded)
            self.otherNames = otherNames.map(NameMatch.folded)
        }
    }

    /// What a text found: every candidate of the first step that found any (one, or several that
    /// the text cannot tell apart).
    /// A part of a name is looked for among `parts` (all when `nil`), and an entry another name could
    /// also mean among `rivals` (`parts` when `nil`).
    static func find<Item: Sendable>(
        _ text: String, among candidates: [Candidate<Item>], partsAmong parts: [Candidate<Item>]? = nil,
        rivalsAmong rivals: [Candidate<Item>]? = nil
    ) -> [Item] {
        let code = text.trimmingWhitespace.uppercased()
        let wanted = folded(text)
        guard !wanted.isEmpty else { return [] }
        let spaced = " \(wanted) "
        let exact: [(Candidate<Item>) -> Bool] = [
            { $0.codes.contains(code) }, { $0.names.contains(wanted) }, { $0.otherNames.contains(wanted) },
        ]
        let partial: [(Candidate<Item>) -> Bool] = [
            { $0.names.contains { holds(" \($0) ", spaced) } }, { $0.names.contains { holds($0, wanted) } },
            { $0.otherNames.contains { holds(" \($0) ", spaced) } },
            { $0.otherNames.contains { holds($0, wanted) } },
        ]
        for (index, step) in exact.enumerated() {
            let found = candidates.filter(step)
            guard !found.isEmpty else { continue }
            // Another name (ISO 3166, common) that is also a whole word of another entry's Bank name
            // (`Congo`: the Republic's ISO name, and a word of 'Congo, Dem. Rep.') cannot tell them apart.
            let rivals =
                index == 2
                ? (rivals ?? parts ?? candidates).filter { candidate in
                    !found.contains { $0.codes == candidate.codes }
                        && candidate.names.contains { holds(" \($0) ", spaced) }
                } : []
            return (found + rivals).map(\.item)
        }
        for step in partial {
            let found = (parts ?? candidates).filter(step)
            if !found.isEmpty { return found.map(\.item) }
        }
        return []
    }

    /// Whether `name` holds `part`: never when `part` is the longer (a glance at the lengths, where
    /// `contains` would first index all of a 100,000-character `part` for every name).
    private static func holds(_ name: String, _ part: String) -> Bool {
        name.utf8.count >= part.utf8.count && name.contains(part)
    }

    /// `text` as names are compared: lower case, accents dropped, every run of other characters
    /// than letters and digits one space (`Côte d'Ivoire` and `cote d ivoire`, `Sub-Saharan` and
    /// `sub saharan` are the same).
    static func folded(_ text: String) -> String {
        NameKey.fold(text).split { !($0.isLetter || $0.isNumber) }.joined(separator: " ")
    }
}
