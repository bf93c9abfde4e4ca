import Foundation
public import WorldBank

/// Finds the economy a person means by an ISO3 code, an ISO2 code or a name (`show CODE`).
public enum EconomyLookup {
    /// The economy `input` names, or an error with the closest names.
    public static func find(_ input: String, in countries: [Country]) throws(LookupError) -> Country {
        let wanted = input.trimmingCharacters(in: .whitespaces).lowercased()
        let economies = countries.filter { !$0.isAggregate }
        if let match = economies.first(where: { $0.id.lowercased() == wanted || $0.iso2Code.lowercased() == wanted }) {
            return match
        }
        if let match = economies.first(where: { $0.name.lowercased() == wanted }) { return match }
        let partial = economies.filter { $0.name.lowercased().contains(wanted) }
        if partial.count == 1, !wanted.isEmpty { return partial[0] }
        if let aggregate = countries.first(where: {
            $0.isAggregate && ($0.id.lowercased() == wanted || $0.name.lowercased() == wanted)
        }) {
            throw LookupError(input: input, candidates: [], aggregate: aggregate)
        }
        let candidates =
            partial.count > 1
            ? partial.map(\.name)
            : EditDistance.suggestion(for: wanted, among: economies.map(\.name)).map { [$0] } ?? []
        throw LookupError(input: input, candidates: candidates, aggregate: nil)
    }
}

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
            ? "use 'countries regions' for region totals"
            : "give an ISO3 code (KEN), an ISO2 code (KE) or a name; 'countries list' shows them all"
    }
}
