public import WorldBank

/// Resolves what a person typed for `--region` or `--income` to one classification.
///
/// Accepts the id (`SSF`), the two-character code (`ZG`), the name in any case with spaces
/// trimmed, or an unambiguous part of a name (`sub-saharan`, `lower middle`). Anything else is an
/// error that names the valid choices and, where one is close, suggests it.
public struct ClassificationMatcher: Sendable {
    /// What is being matched, for messages (`region`, `income level`).
    public let kind: String
    /// The valid choices.
    public let choices: [Classification]

    /// Creates a matcher over `choices`.
    public init(kind: String, choices: [Classification]) {
        self.kind = kind
        self.choices = choices
    }

    /// The classification `input` names.
    public func match(_ input: String) throws(MatchError) -> Classification {
        let wanted = Self.normalise(input)
        guard !wanted.isEmpty else { throw MatchError(kind: kind, input: input, reason: .empty, choices: choices) }
        if let exact = choices.first(where: {
            Self.normalise($0.id) == wanted || Self.normalise($0.iso2Code) == wanted
                || Self.normalise($0.name) == wanted
        }) {
            return exact
        }
        let partial = choices.filter { Self.normalise($0.name).contains(wanted) }
        if partial.count == 1 { return partial[0] }
        if partial.count > 1 {
            throw MatchError(kind: kind, input: input, reason: .ambiguous(partial), choices: choices)
        }
        let names = choices.map { Self.normalise($0.name) }
        let suggestion = EditDistance.suggestion(for: wanted, among: names).flatMap { names.firstIndex(of: $0) }
            .map { choices[$0] }
        throw MatchError(
            kind: kind, input: input, reason: .unknown(suggestion: suggestion), choices: choices)
    }

    /// Each classification of `classifications` once (by id), sorted by name: the choices a person
    /// picks from.
    public static func choices(from classifications: [Classification]) -> [Classification] {
        var seen: [String: Classification] = [:]
        for classification in classifications where seen[classification.id] == nil {
            seen[classification.id] = classification
        }
        return NameOrder.sorted(Array(seen.values), byName: \.name)
    }

    /// Lower-cased, trimmed, with runs of spaces, hyphens and underscores folded to one space.
    static func normalise(_ text: String) -> String {
        text.lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" || $0 == "\t" })
            .joined(separator: " ")
    }
}
