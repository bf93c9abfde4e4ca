import Foundation
public import WorldBank

/// Finds the economy a person means by an ISO3 code, an ISO2 code or a name (`show CODE`,
/// `list --country`).
public enum EconomyLookup {
    /// The economy `input` names, or an error with the closest names. With `allowingAggregates`,
    /// the World Bank's own aggregates (`WLD`, `SSF`, `EUU`, `HIC`, …) are found too, after economies.
    public static func find(_ input: String, in countries: [Country], allowingAggregates: Bool = false)
        throws(MatchError) -> Country
    {
        let wanted = input.trimmingCharacters(in: .whitespaces).lowercased()
        let hint = "give an ISO3 code (KEN), an ISO2 code (KE) or a name; 'countries list' shows them all"
        guard !wanted.isEmpty else { throw MatchError(message: "unknown economy '\(input)'", hint: hint) }
        func coded(_ country: Country) -> Bool {
            [country.id, country.iso2Code].contains { $0.lowercased() == wanted }
        }
        func named(_ country: Country) -> Bool { country.name.lowercased() == wanted }
        func unique(_ found: [Country]) -> Country? { found.count == 1 ? found[0] : nil }
        // Economies first: by code, by name, by a part of one name; then the aggregates, if allowed.
        let economies = countries.withoutAggregates
        let partial = economies.filter { $0.name.lowercased().contains(wanted) }
        if let match = economies.first(where: coded) ?? economies.first(where: named) ?? unique(partial) {
            return match
        }
        if allowingAggregates {
            let aggregates = countries.filter(\.isAggregate)
            if let match = aggregates.first(where: { coded($0) || named($0) })
                ?? unique(aggregates.filter { $0.name.lowercased().contains(wanted) })
            {
                return match
            }
        } else if let aggregate = countries.first(where: {
            $0.isAggregate && ($0.id.lowercased() == wanted || named($0))
        }) {
            throw MatchError(
                message: "'\(input)' is an aggregate (\(aggregate.name)), not an economy",
                hint: "use 'countries list --country \(aggregate.id)' for the World Bank's own figures, "
                    + "or 'countries regions' for totals of economies")
        }
        if partial.count > 1 {
            throw MatchError(
                message: "ambiguous economy '\(input)': it matches "
                    + partial.prefix(8).map { "'\($0.name)'" }.joined(separator: ", "), hint: hint)
        }
        let searched = allowingAggregates ? countries : economies
        let suggestion = EditDistance.suggestion(for: wanted, among: searched.map(\.name))
        throw MatchError(
            message: "unknown economy '\(input)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), hint: hint)
    }
}
