import Foundation
public import WorldBank

/// A `show` argument that names no single economy.
public struct LookupError: Error, Sendable, Hashable {
    /// What was typed.
    public let input: String
    /// The names it could have meant.
    public let candidates: [String]
    /// Set when it names an aggregate, which `show` does not profile.
    public let aggregate: Country?

    /// One line for people.
    public var message: String {
        if let aggregate { return "'\(input)' is an aggregate (\(aggregate.name)), not an economy" }
        if candidates.count > 1 {
            return "ambiguous economy '\(input)': it matches "
                + candidates.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        }
        return "unknown economy '\(input)'" + (candidates.first.map { "; did you mean '\($0)'?" } ?? "")
    }

    /// What to do.
    public var hint: String {
        aggregate != nil
            ? "use 'countries list --country \(aggregate?.id ?? "")' for the World Bank's own figures, "
                + "or 'countries regions' for totals of economies"
            : "give an ISO3 code (KEN), an ISO2 code (KE) or a name; 'countries list' shows them all"
    }
}
