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

    /// `text` lower-cased, without accents, its words joined by single spaces.
    private static func folded(_ text: String) -> String {
        NameKey.fold(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
