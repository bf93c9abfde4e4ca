public import WorldBank

extension IndicatorCatalogue {
    /// The indicators every word of `words` matches, best first.
    ///
    /// A word matches a whole word of the name (4 points), else part of the name or the code (2), else
    /// the description (1); a word that matches none of them excludes the indicator, so a typo says
    /// "no match" rather than being quietly dropped. Words are near when they differ by a plural "s" or
    /// "es" (rate, rates), and "rate", "ratio", "share" or "percent" match the "%" of a name, which is how
    /// the catalogue spells a rate ("Unemployment, total (% of total labor force)"). A name that starts
    /// with the first word gains 2, a headline indicator 1, and at equal score the shorter name wins: so
    /// "population" puts "Population, total" before the 384 other indicators that mention a population.
    public func search(_ words: [String]) -> [IndicatorInfo] {
        let query = words.flatMap { $0.lowercased().split(whereSeparator: \.isWhitespace).map(String.init) }
        guard !query.isEmpty else { return [] }
        let scored = indicators.compactMap { info in Self.score(info, for: query).map { (score: $0, info: info) } }
        return scored.sorted {
            (-$0.score, $0.info.name.count, $0.info.code) < (-$1.score, $1.info.name.count, $1.info.code)
        }.map(\.info)
    }

    /// The indicators most people look for, raised above their many variants (by sex, age, unit); a
    /// test checks that the catalogue holds each.
    static let headlines: Set<String> = [
        "SP.POP.TOTL", "NY.GDP.MKTP.CD", "NY.GDP.PCAP.CD", "NY.GDP.MKTP.KD.ZG", "SP.DYN.LE00.IN", "SL.UEM.TOTL.ZS",
        "FP.CPI.TOTL.ZG", "EN.GHG.CO2.MT.CE.AR5", "EN.GHG.CO2.PC.CE.AR5", "SE.PRM.ENRR", "SH.DYN.MORT", "SI.POV.DDAY",
    ]

    /// The query words a "%" in a name stands for.
    private static let shareWords: Set<String> = ["rate", "ratio", "share", "percent", "percentage"]

    /// How well `info` matches the lower-cased `query`, `nil` when a word matches nothing.
    private static func score(_ info: IndicatorInfo, for query: [String]) -> Int? {
        let name = info.name.lowercased()
        let nameWords = Self.words(of: name)
        let code = info.code.rawValue.lowercased()
        let description = info.description.lowercased()
        var score = 0
        for word in query {
            if nameWords.contains(where: { isNear(word, $0) }) {
                score += 4
            } else if name.contains(word) || code.contains(word) {
                score += 2
            } else if description.contains(word) {
                score += 1
            } else {
                return nil
            }
        }
        if let first = nameWords.first, let head = query.first, isNear(head, first) { score += 2 }
        return headlines.contains(info.code.rawValue) ? score + 1 : score
    }

    /// Whether query word `word` stands for the name word `nameWord`: the same word, one with a plural
    /// "s" or "es" of the other, or a word for a share against a "%".
    private static func isNear(_ word: String, _ nameWord: String) -> Bool {
        if nameWord == "%" { return shareWords.contains { isNear(word, $0) } }
        return [word, word + "s", word + "es"].contains(nameWord) || [nameWord + "s", nameWord + "es"].contains(word)
    }

    /// The words of lower-cased `text`: runs of letters and digits, and each "%" on its own.
    private static func words(of text: String) -> [String] {
        text.replacing("%", with: " % ").split { !($0.isLetter || $0.isNumber || $0 == "%") }
            .map(String.init)
    }
}
