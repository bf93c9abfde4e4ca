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
        let hint = "valid \(kind)s: " + choices.map { "\($0.id) (\($0.name))" }.joined(separator: ", ")
        guard !wanted.isEmpty else { throw MatchError(message: "empty \(kind)", hint: hint) }
        if let exact = choices.first(where: { [$0.id, $0.iso2Code, $0.name].map(Self.normalise).contains(wanted) }) {
            return exact
        }
        func named(_ choice: Classification) -> String { "'\(choice.name)' (\(choice.id))" }
        let partial = choices.filter { Self.normalise($0.name).contains(wanted) }
        if partial.count == 1 { return partial[0] }
        if partial.count > 1 {
            throw MatchError(
                message: "ambiguous \(kind) '\(input)': it matches " + partial.map(named).joined(separator: ", "),
                hint: hint)
        }
        let names = choices.map { Self.normalise($0.name) }
        let suggestion = EditDistance.suggestion(for: wanted, among: names).flatMap { names.firstIndex(of: $0) }
        throw MatchError(
            message: "unknown \(kind) '\(input)'" + (suggestion.map { "; did you mean \(named(choices[$0]))?" } ?? ""),
            hint: hint)
    }

    /// Each classification of `classifications` once (by id), sorted by name: the choices a person
    /// picks from.
    public static func choices(from classifications: [Classification]) -> [Classification] {
        var seen: Set<String> = []
        return classifications.filter { seen.insert($0.id).inserted }.sorted { NameKey($0.name) < NameKey($1.name) }
    }

    /// Lower-cased, trimmed, with runs of spaces, hyphens and underscores folded to one space.
    static func normalise(_ text: String) -> String {
        text.lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" || $0 == "\t" })
            .joined(separator: " ")
    }
}
