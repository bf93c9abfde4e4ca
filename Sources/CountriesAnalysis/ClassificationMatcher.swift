public import WorldBank

/// Resolves what a person typed for `--region` or `--income` to one classification.
///
/// Accepts the id (`SSF`), the two-character code (`ZG`), the name in any case and accents, or an
/// unambiguous part of a name (`sub-saharan`, `lower middle`; `low` is the whole word of Low
/// income), in `NameMatch`'s order. Anything else is an error that names the valid choices and,
/// where one is close, suggests it.
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

    /// The classification `input` names, found in `NameMatch`'s order.
    public func match(_ input: String) throws(MatchError) -> Classification {
        let problem = MatchError.Problem.classification(kind: kind, choices: choices)
        let candidates = choices.map { NameMatch.Candidate($0, codes: [$0.id, $0.iso2Code], names: [$0.name]) }
        let found = NameMatch.find(input, among: candidates)
        func named(_ choice: Classification) -> String { "'\(choice.name)' (\(choice.id))" }
        if found.count == 1 { return found[0] }
        if found.count > 1 {
            throw MatchError(
                message: "ambiguous \(kind) '\(input)': it matches " + found.map(named).joined(separator: ", "),
                problem: problem, candidates: found.map(\.id))
        }
        let wanted = NameMatch.folded(input)
        guard !wanted.isEmpty else { throw MatchError(message: "empty \(kind)", problem: problem) }
        let names = candidates.map { $0.names[0] }
        // A code one letter off (EUX for EUU) is a mistyped code; a looser match of three letters
        // would suggest chance codes. A text of another length than a code's ±1 cannot be one.
        let code = input.uppercased()
        let length = code.count
        let suggestion =
            EditDistance.suggestion(for: wanted, among: names).flatMap { names.firstIndex(of: $0) }
            ?? choices.firstIndex { abs($0.id.count - length) <= 1 && EditDistance.between(code, $0.id) == 1 }
        throw MatchError(
            message: "unknown \(kind) '\(input)'" + EditDistance.didYouMean(suggestion.map { named(choices[$0]) }),
            problem: problem, candidates: suggestion.map { [choices[$0].id] } ?? [])
    }

    /// Each classification of `classifications` once (by id), sorted by name: the choices a person
    /// picks from.
    public static func choices(from classifications: [Classification]) -> [Classification] {
        var seen: Set<String> = []
        return classifications.filter { seen.insert($0.id).inserted }.sorted { NameKey($0.name) < NameKey($1.name) }
    }
}
