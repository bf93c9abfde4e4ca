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
    public static func suggestion(for input: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, between(input.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, input.count / 3) else { return nil }
        return best.0
    }
}
