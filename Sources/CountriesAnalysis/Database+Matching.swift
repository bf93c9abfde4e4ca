public import WorldBank

extension Database {
    /// The database `text` names among `databases`: its number (`3`), else its code (`WGI`) or its
    /// name ("Worldwide Governance Indicators"), case, accents and runs of spaces ignored; `nil` when
    /// none or more than one matches.
    ///
    /// Only what the API itself lists is matched (its numbers, codes and names): short names the
    /// Bank does not give are not invented, so a typo is refused rather than guessed.
    public static func named(_ text: String, among databases: [Database]) -> Database? {
        if let id = DatabaseID(text.trimmingWhitespace) { return databases.first { $0.id == id } }
        let wanted = folded(text)
        guard !wanted.isEmpty else { return nil }
        let matches = databases.filter { folded($0.code) == wanted || folded($0.name) == wanted }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The database `text` names among `databases` (``named(_:among:)``), else an error with the
    /// facts each door words: what was given, the databases known, and whether the list of
    /// databases was ever fetched (`listFetched`: false when only the built-in one is known).
    public static func find(_ text: String, among databases: [Database], listFetched: Bool) throws(UnknownDatabase)
        -> Database
    {
        guard let found = named(text, among: databases) else {
            throw UnknownDatabase(given: text, known: databases, listFetched: listFetched)
        }
        return found
    }

    /// `text` lower-cased, without accents, its words joined by single spaces.
    private static func folded(_ text: String) -> String {
        NameKey.fold(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// A database a person named that the list of databases does not hold.
public struct UnknownDatabase: Error, Sendable, Hashable {
    /// What was given.
    public let given: String
    /// The databases the list holds.
    public let known: [Database]
    /// False when only the built-in World Development Indicators are known: the list has never
    /// been fetched from this API root (`countries sources` once online fetches it).
    public let listFetched: Bool
}
