public import WorldBank

/// A `--region` or `--income` value that names no single classification.
public struct MatchError: Error, Sendable, Hashable {
    /// Why it failed.
    public enum Reason: Sendable, Hashable {
        /// Nothing was typed.
        case empty
        /// Nothing matched; the closest choice when one is close.
        case unknown(suggestion: Classification?)
        /// Several names contain it.
        case ambiguous([Classification])
    }

    /// What was being matched (`region`).
    public let kind: String
    /// What the person typed.
    public let input: String
    /// Why it failed.
    public let reason: Reason
    /// The valid choices.
    public let choices: [Classification]

    /// One line for people.
    public var message: String {
        switch reason {
        case .empty:
            "empty \(kind)"
        case .unknown(let suggestion):
            "unknown \(kind) '\(input)'" + (suggestion.map { "; did you mean '\($0.name)' (\($0.id))?" } ?? "")
        case .ambiguous(let candidates):
            "ambiguous \(kind) '\(input)': it matches "
                + candidates.map { "'\($0.name)' (\($0.id))" }.joined(separator: ", ")
        }
    }

    /// The valid choices, for the hint line.
    public var hint: String {
        "valid \(kind)s: " + choices.map { "\($0.id) (\($0.name))" }.joined(separator: ", ")
    }
}
