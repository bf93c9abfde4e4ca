import Foundation

/// Alphabetical order for names as a reader expects it: case and accents ignored, so that
/// "Côte d'Ivoire" sits among the Cs and "Curaçao" before "Cyprus".
public enum NameOrder {
    /// True when `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        Key(a) < Key(b)
    }

    /// A name ready to be compared: folded once, so that sorting n names folds n times rather
    /// than at every one of the n log n comparisons (comparing with options built a locale each time).
    public struct Key: Comparable, Sendable {
        let folded: String
        let name: String

        /// The key of `name`.
        public init(_ name: String) {
            self.name = name
            // Plain ASCII, most names, only needs its capitals lowered; the rest goes through
            // Foundation's folding, which strips accents.
            if name.utf8.allSatisfy({ $0 < 0x80 }) {
                folded = String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
            } else {
                folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            }
        }

        public static func < (a: Key, b: Key) -> Bool {
            a.folded == b.folded ? a.name < b.name : a.folded < b.folded
        }
    }

    /// `items` in the order of their names.
    public static func sorted<Item>(_ items: [Item], byName name: (Item) -> String) -> [Item] {
        items.map { (Key(name($0)), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
