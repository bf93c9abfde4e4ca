import Analysis
import WorldBank

/// What `--region`, `--income` and `--country` name, resolved against a country list.
///
/// Resolved first against the bundled snapshot's list, so that a typo is reported at once, before
/// any request; a binary without its snapshot resolves against the answer instead.
struct EconomySelection: Sendable {
    let region: Classification?
    let income: Classification?
    /// ISO3 ids of the entries named by `--country`, in the order given, each once.
    let countries: [String]

    init(region: String?, income: String?, countries texts: [String], in list: [Country]) throws {
        let economies = list.withoutAggregates
        func match(_ text: String?, kind: String, _ field: (Country) -> Classification) throws -> Classification? {
            let choices = ClassificationMatcher.choices(from: economies.map(field))
            return try text.map { text throws(MatchError) in
                try ClassificationMatcher(kind: kind, choices: choices).match(text)
            }
        }
        self.region = try match(region, kind: "region", \.region)
        self.income = try match(income, kind: "income level", \.incomeLevel)
        var ids: [String] = []
        for text in texts {
            let id = try EconomyLookup.find(text, in: list, allowingAggregates: true).id
            if !ids.contains(id) { ids.append(id) }
        }
        countries = ids
    }
}
