import Foundation
public import WorldBank

/// Finds the economy a person means by an ISO3 code, an ISO2 code or a name (`show CODE`,
/// `list --country`).
public enum EconomyLookup {
    /// The economy `input` names, or an error with the closest names. With `allowingAggregates`,
    /// the World Bank's own aggregates (`WLD`, `SSF`, `EUU`, `HIC`, …) are found too, after economies.
    public static func find(_ input: String, in countries: [Country], allowingAggregates: Bool = false)
        throws(LookupError) -> Country
    {
        let wanted = input.trimmingCharacters(in: .whitespaces).lowercased()
        guard !wanted.isEmpty else { throw LookupError(input: input, candidates: [], aggregate: nil) }
        if allowingAggregates {
            if let economy = try? find(input, in: countries) { return economy }
            let aggregates = countries.filter(\.isAggregate)
            if let match = aggregates.first(where: {
                $0.id.lowercased() == wanted || $0.iso2Code.lowercased() == wanted || $0.name.lowercased() == wanted
            }) {
                return match
            }
            let partial = aggregates.filter { $0.name.lowercased().contains(wanted) }
            if partial.count == 1 { return partial[0] }
        }
        let economies = countries.withoutAggregates
        if let match = economies.first(where: { $0.id.lowercased() == wanted || $0.iso2Code.lowercased() == wanted }) {
            return match
        }
        if let match = economies.first(where: { $0.name.lowercased() == wanted }) { return match }
        let partial = economies.filter { $0.name.lowercased().contains(wanted) }
        if partial.count == 1, !wanted.isEmpty { return partial[0] }
        if !allowingAggregates,
            let aggregate = countries.first(where: {
                $0.isAggregate && ($0.id.lowercased() == wanted || $0.name.lowercased() == wanted)
            })
        {
            throw LookupError(input: input, candidates: [], aggregate: aggregate)
        }
        let searched = allowingAggregates ? countries : economies
        let candidates =
            partial.count > 1
            ? partial.map(\.name)
            : EditDistance.suggestion(for: wanted, among: searched.map(\.name)).map { [$0] } ?? []
        throw LookupError(input: input, candidates: candidates, aggregate: nil)
    }
}
