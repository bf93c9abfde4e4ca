public import WorldBank

/// What a person typed for an economy (`show KEN`, `--country`) or a classification (`--region`,
/// `--income`) that names no single one.
///
/// One type for both: ``message`` is written where the choices are known, and ``problem`` says
/// which kind of miss it is, with what a program needs to say what to type instead in its own
/// commands and options (the library knows neither).
public struct MatchError: Error, Sendable, Hashable {
    /// Which kind of miss, with the facts a hint needs.
    public enum Problem: Sendable, Hashable {
        /// Several economies fit; one of their codes is needed.
        case ambiguousEconomy
        /// No economy fits.
        case unknownEconomy
        /// A code of the ISO list that the World Bank does not list as an economy.
        case notListedByTheBank
        /// An aggregate (`id`) where an economy was needed.
        case aggregate(id: String)
        /// An empty entry in a list of economies.
        case emptyInList
        /// A classification (`kind`: region, income level) that fits none or several of `choices`.
        case classification(kind: String, choices: [Classification])
    }

    /// What was typed and what it could have meant, in one line.
    public let message: String
    /// Which kind of miss it is.
    public let problem: Problem
    /// The codes of what it could have meant, best first: the entries an ambiguous text fits, or
    /// the closest to a typo; empty when nothing is close.
    public var candidates: [String] = []
}
