import Analysis

/// "Did you mean" for command and option names.
enum SuggestionText {
    /// The closest of `candidates` to `word`, if it is close enough to be a typo.
    static func closest(to word: String, among candidates: [String]) -> String? {
        EditDistance.suggestion(for: word, among: candidates)
    }
}
