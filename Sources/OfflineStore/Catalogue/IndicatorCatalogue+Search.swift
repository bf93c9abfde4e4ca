import Synchronization
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
    ///
    /// The texts are prepared for searching once per catalogue (lower-cased, split into words, as
    /// bytes), on the first search: a server's later searches only compare.
    public func search(_ words: [String]) -> [IndicatorInfo] {
        let query = words.flatMap { $0.lowercased().split(whereSeparator: \.isWhitespace).map(String.init) }
        guard !query.isEmpty else { return [] }
        let prepared = searchTexts.prepared(indicators)
        let words = query.map { word in
            QueryWord(bytes: Array(word.utf8), near: Self.nearWords(word).compactMap { prepared.vocabulary[$0] })
        }
        var scored: [(score: Int, texts: SearchTexts)] = []
        for texts in prepared.texts {
            if let score = Self.score(texts, for: words) { scored.append((score, texts)) }
        }
        return scored.sorted {
            (-$0.score, $0.texts.nameLength, $0.texts.info.code) < (-$1.score, $1.texts.nameLength, $1.texts.info.code)
        }.map(\.texts.info)
    }

    /// The indicators most people look for, raised above their many variants (by sex, age, unit); a
    /// test checks that the catalogue holds each.
    static let headlines: Set<String> = [
        "SP.POP.TOTL", "NY.GDP.MKTP.CD", "NY.GDP.PCAP.CD", "NY.GDP.MKTP.KD.ZG", "SP.DYN.LE00.IN", "SL.UEM.TOTL.ZS",
        "FP.CPI.TOTL.ZG", "EN.GHG.CO2.MT.CE.AR5", "EN.GHG.CO2.PC.CE.AR5", "SE.PRM.ENRR", "SH.DYN.MORT", "SI.POV.DDAY",
    ]

    /// The query words a "%" in a name stands for.
    private static let shareWords: Set<String> = ["rate", "ratio", "share", "percent", "percentage"]

    /// How well an indicator's `texts` match the query's `words`, `nil` when a word matches nothing.
    private static func score(_ texts: SearchTexts, for words: [QueryWord]) -> Int? {
        var score = 0
        for word in words {
            if word.near.contains(where: texts.nameWords.contains) {
                score += 4
            } else if SearchTexts.holds(texts.name, word.bytes) || SearchTexts.holds(texts.code, word.bytes) {
                score += 2
            } else if SearchTexts.holds(texts.description, word.bytes) {
                score += 1
            } else {
                return nil
            }
        }
        if let first = texts.nameWords.first, let head = words.first, head.near.contains(first) { score += 2 }
        return headlines.contains(texts.info.code.rawValue) ? score + 1 : score
    }

    /// The name words query word `word` stands for: itself, its plural with "s" or "es", the singular
    /// of a plural, and "%" for a word for a share, which is how the catalogue writes a rate.
    private static func nearWords(_ word: String) -> Set<String> {
        var near: Set<String> = [word, word + "s", word + "es"]
        if word.hasSuffix("s") { near.insert(String(word.dropLast())) }
        if word.hasSuffix("es") { near.insert(String(word.dropLast(2))) }
        if shareWords.contains(where: { near.contains($0) }) { near.insert("%") }
        return near
    }

    /// The words of lower-cased `text`: runs of letters and digits, and each "%" on its own.
    static func words(of text: String) -> [String] {
        text.replacing("%", with: " % ").split { !($0.isLetter || $0.isNumber || $0 == "%") }
            .map(String.init)
    }
}

/// A query word as a search compares it: its bytes, and the numbers of the name words it stands for.
struct QueryWord {
    let bytes: [UInt8]
    let near: [Int32]
}

/// One indicator's texts as a search compares them: lower-cased, as UTF-8 bytes (a byte search
/// costs no index of the word per text, where `String.contains` builds one per call), and the
/// name's words as numbers in the catalogue's vocabulary (compared without hashing).
final class SearchTexts: Sendable {
    let info: IndicatorInfo
    let nameWords: [Int32]
    let name: [UInt8]
    let code: [UInt8]
    let description: [UInt8]
    /// The name's length in characters, which orders equal scores.
    let nameLength: Int

    init(_ info: IndicatorInfo, vocabulary: inout [String: Int32]) {
        self.info = info
        let name = info.name.lowercased()
        nameWords = IndicatorCatalogue.words(of: name).map { word in
            if let number = vocabulary[word] { return number }
            let number = Int32(vocabulary.count)
            vocabulary[word] = number
            return number
        }
        self.name = Array(name.utf8)
        code = Array(info.code.rawValue.lowercased().utf8)
        description = Array(info.description.lowercased().utf8)
        nameLength = info.name.count
    }

    /// Whether `text` holds the bytes of `part`.
    static func holds(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        guard let first = part.first else { return true }
        guard text.count >= part.count else { return false }
        return text.withUnsafeBufferPointer { text in
            part.withUnsafeBufferPointer { part in
                var index = 0
                let last = text.count - part.count
                while index <= last {
                    if text[index] == first {
                        var matched = 1
                        while matched < part.count, text[index + matched] == part[matched] { matched += 1 }
                        if matched == part.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}

/// A catalogue's ``SearchTexts`` and the vocabulary of its names' words, made on its first search
/// and shared by its copies.
final class PreparedSearchTexts: Sendable {
    private let prepared = Mutex<(texts: [SearchTexts], vocabulary: [String: Int32])?>(nil)

    /// The texts of `indicators`, prepared now if they were not yet.
    func prepared(_ indicators: [IndicatorInfo]) -> (texts: [SearchTexts], vocabulary: [String: Int32]) {
        prepared.withLock { prepared in
            if let prepared { return prepared }
            var vocabulary: [String: Int32] = [:]
            let texts = indicators.map { SearchTexts($0, vocabulary: &vocabulary) }
            prepared = (texts, vocabulary)
            return (texts, vocabulary)
        }
    }
}
