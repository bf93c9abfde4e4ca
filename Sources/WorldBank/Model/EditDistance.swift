/// Levenshtein distance, for "did you mean" suggestions.
public enum EditDistance {
    /// The number of single-character edits between `a` and `b`.
    public static func between(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate closest to `input`, if it is close enough to be a likely typo.
    ///
    /// A candidate whose length differs from the input's by more than the distance allowed cannot be
    /// close enough, so it is never compared: a 100 kB argument costs counting it once and a glance
    /// at the lengths, not a 100,000-column table (nor a count of it) per candidate.
    public static func suggestion(for input: String, among candidates: [String]) -> String? {
        let length = input.count
        let limit = max(2, length / 3)
        let lowered = input.lowercased()
        let scored = candidates.filter { abs($0.count - length) <= limit }.map {
            ($0, between(lowered, $0.lowercased()))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// `; did you mean 'X'?` for the candidate closest to `input` (``suggestion(for:among:)``), shown by
    /// `shown` (quoted, by default), or nothing: the one way every error offers a correction.
    public static func didYouMean(
        _ input: String, among candidates: [String], shown: (String) -> String = { "'\($0)'" }
    ) -> String {
        suggestion(for: input, among: candidates).map { "; did you mean \(shown($0))?" } ?? ""
    }

    /// `; did you mean X?` for `suggestion` already found (`X` as given), or nothing.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \($0)?" } ?? ""
    }
}
