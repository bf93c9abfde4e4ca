import CountriesAnalysis
import WorldBank

/// What `--region`, `--income`, `--lending` and `--country` name, resolved against a country list.
///
/// Resolved first against the bundled snapshot's list, so that a typo is reported at once, before
/// any request; a binary without its snapshot resolves against the answer instead.
struct EconomySelection: Sendable {
    let region: Classification?
    let income: Classification?
    let lending: Classification?
    /// ISO3 ids of the entries named by `--country`, in the order given, each once.
    let countries: [String]

    /// The texts as typed: `countries` holds each `--country` value (split at semicolons already).
    init(
        region: String?, income: String? = nil, lending: String? = nil, countries texts: [String] = [],
        in list: [Country], aliases: [EconomyAlias]
    ) throws {
        let economies = list.withoutAggregates
        func match(_ text: String?, kind: String, _ field: (Country) -> Classification) throws -> Classification? {
            let choices = ClassificationMatcher.choices(from: economies.map(field)).filter { !$0.id.isEmpty }
            return try text.map { text throws(MatchError) in
                try ClassificationMatcher(kind: kind, choices: choices).match(text)
            }
        }
        self.region = try match(region, kind: "region", \.region)
        self.income = try match(income, kind: "income level", \.incomeLevel)
        self.lending = try match(lending, kind: "lending type", \.lendingType)
        let lookup = EconomyLookup(countries: list, aliases: aliases)
        var ids: [String] = []
        for text in texts {
            for country in try lookup.economies(in: text) where !ids.contains(country.id) { ids.append(country.id) }
        }
        countries = ids
    }
}
