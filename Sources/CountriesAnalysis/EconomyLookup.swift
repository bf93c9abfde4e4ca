public import WorldBank

/// Finds the economy a person means (`show CODE`, `list --country`) by any of its codes, the World
/// Bank's name, an ISO 3166 or common name (`South Korea`, `UK`, `Ivory Coast`), or a part of a
/// name, in `NameMatch`'s order; a name of a country the Bank does not list (Taiwan) says so.
///
/// Built once per command from the country list and the names of `EconomyAlias`.
public struct EconomyLookup: Sendable {
    private let countries: [Country]
    /// The countries, then the ISO 3166 countries the Bank does not list, by their position.
    private let candidates: [NameMatch.Candidate<Int>]
    /// The ISO 3166 name of each unlisted candidate, by its position past the countries.
    private let unlisted: [String]
    /// The most comma-separated parts of any name (`Middle East, North Africa, …` has three), so a
    /// long `--country` list is split in linear time.
    private let mostParts: Int

    /// A lookup over `countries` (economies and aggregates) that also knows `aliases`.
    public init(countries: [Country], aliases: [EconomyAlias] = []) {
        self.countries = countries
        let byCode = Dictionary(grouping: aliases, by: \.code)
        let listed = Set(countries.map(\.id))
        let bankCodes = Set(countries.flatMap { [$0.id, $0.iso2Code] })
        let others = byCode.keys.filter { !listed.contains($0) }.sorted()
        unlisted = others.map { byCode[$0]?.first?.name ?? $0 }
        mostParts = (countries.map(\.name) + aliases.map(\.name)).map { $0.count { $0 == "," } + 1 }.max() ?? 1
        candidates =
            countries.enumerated().map { index, country in
                NameMatch.Candidate(
                    index, codes: [country.id, country.iso2Code], names: [country.name],
                    otherNames: byCode[country.id]?.map(\.name) ?? [])
            }
            + others.enumerated().map { offset, code in
                let names = byCode[code] ?? []
                let codes = [code] + names.map(\.iso2)
                return NameMatch.Candidate(
                    countries.count + offset, codes: codes.filter { !bankCodes.contains($0) }, names: [],
                    otherNames: names.map(\.name))
            }
    }

    /// The economy `input` names, or an error listing what it could mean. With `allowingAggregates`,
    /// the World Bank's own aggregates (`WLD`, `SSF`, `EUU`, `HIC`, …) are found too; without, a
    /// part of a name looks at economies only.
    public func find(_ input: String, allowingAggregates: Bool = false) throws(MatchError) -> Country {
        let parts =
            allowingAggregates
            ? candidates : candidates.filter { $0.item >= countries.count || !countries[$0.item].isAggregate }
        // Only another economy makes a name ambiguous: 'America' is the United States, not North America.
        let economies = candidates.filter { $0.item >= countries.count || !countries[$0.item].isAggregate }
        let found = NameMatch.find(input, among: candidates, partsAmong: parts, rivalsAmong: economies)
        if found.count > 1 {
            throw MatchError(
                message: "ambiguous economy '\(input)': it matches "
                    + found.prefix(8).map(shown).joined(separator: ", ") + (found.count > 8 ? ", …" : ""),
                problem: .ambiguousEconomy, candidates: found.map(code))
        }
        guard let index = found.first else {
            let searched = allowingAggregates ? countries : countries.withoutAggregates
            let suggestion = EditDistance.suggestion(for: input, among: searched.map(\.name))
            throw MatchError(
                message: "unknown economy '\(input)'" + EditDistance.didYouMean(suggestion.map { "'\($0)'" }),
                problem: .unknownEconomy,
                candidates: suggestion.flatMap { name in searched.first { $0.name == name }?.id }.map { [$0] } ?? [])
        }
        guard index < countries.count else {
            throw MatchError(
                message: "'\(input)' is \(shown(index)), which the World Bank does not list as an economy",
                problem: .notListedByTheBank)
        }
        let country = countries[index]
        guard allowingAggregates || !country.isAggregate else {
            throw MatchError(
                message: "'\(input)' is an aggregate (\(country.name)), not an economy",
                problem: .aggregate(id: country.id))
        }
        return country
    }

    /// The economies and aggregates named in one `--country` value: separated by commas, except
    /// where the commas belong to a name (`Korea, Rep.`, `Gambia, The`), each once.
    public func economies(in value: String) throws(MatchError) -> [Country] {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var found: [Country] = []
        var start = 0
        while start < parts.count {
            // The longest run of parts from here that is a whole name, else the one part.
            let end =
                stride(from: min(parts.count, start + mostParts), to: start + 1, by: -1).first {
                    isName(parts[start..<$0].joined(separator: ","))
                } ?? start + 1
            let text = parts[start..<end].joined(separator: ",").trimmingWhitespace
            guard !text.isEmpty else {
                throw MatchError(
                    message: "empty economy in '\(value)'",
                    problem: .emptyInList)
            }
            let country = try find(text, allowingAggregates: true)
            if !found.contains(where: { $0.id == country.id }) { found.append(country) }
            start = end
        }
        return found
    }

    /// The entries every word of `words` fits, by name: a word fits an entry when it is one of its
    /// codes or a word of one of its names, its region, income level or lending type (`korea`,
    /// `low income`); only when no entry fits so, a part of a word (`kor`). No words, every entry.
    public func search(_ words: [String]) -> [Country] {
        let words = words.flatMap { NameMatch.folded($0).split(separator: " ").map(String.init) }
        let listed = candidates.filter { $0.item < countries.count }.map { candidate in
            let country = countries[candidate.item]
            let groups = [country.region, country.incomeLevel, country.lendingType].map { NameMatch.folded($0.name) }
            return (country, candidate.codes, candidate.names + candidate.otherNames + groups)
        }
        for fits in [{ (text: String, word: String) in " \(text) ".contains(" \(word) ") }, { $0.contains($1) }] {
            let found = listed.filter { _, codes, texts in
                words.allSatisfy { word in codes.contains(word.uppercased()) || texts.contains { fits($0, word) } }
            }
            if !found.isEmpty { return found.map(\.0).sorted { NameKey($0.name) < NameKey($1.name) } }
        }
        return []
    }

    /// True when `text` is exactly a name of an entry.
    private func isName(_ text: String) -> Bool {
        let wanted = NameMatch.folded(text)
        return candidates.contains { $0.names.contains(wanted) || $0.otherNames.contains(wanted) }
    }

    /// The code of the candidate at `index`.
    private func code(_ index: Int) -> String {
        index < countries.count ? countries[index].id : candidates[index].codes.first ?? ""
    }

    /// The candidate at `index` as messages show it: `'Korea, Rep.' (KOR)`.
    private func shown(_ index: Int) -> String {
        index < countries.count
            ? "'\(countries[index].name)' (\(countries[index].id))"
            : "'\(unlisted[index - countries.count])' (\(candidates[index].codes.first ?? ""))"
    }
}
