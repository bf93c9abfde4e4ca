#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks that an answer can be trusted before anything is built on it: an entry of the country
/// list named twice, or one economy and year given two different values, means the data is broken
/// somewhere, and summing it or keeping the last value would print wrong figures with confidence.
enum AnswerChecks {
    /// The country list (or a group's member list, named by `list`), each entry once, or
    /// `untrusted` naming the entry given twice.
    static func countries(_ countries: [Country], url: URL, list: String = "the country list") throws(WorldBankError)
        -> [Country]
    {
        var seen: Set<String> = []
        if let twice = countries.first(where: { !seen.insert($0.id.uppercasedCode).inserted }) {
            throw .untrusted(url: url, reason: "\(list) names \(twice.id) (\(twice.name)) twice")
        }
        return countries
    }

    /// The observations with exact repeats removed, or `untrusted` naming the economy and year that
    /// were given two different values.
    static func observations(_ observations: [Observation], url: URL) throws(WorldBankError) -> [Observation] {
        var seen: [String: Double?] = [:]
        var kept: [Observation] = []
        kept.reserveCapacity(observations.count)
        for observation in observations {
            let economy = observation.economyID.isEmpty ? observation.economyISO2 : observation.economyID
            let key = "\(observation.indicator.rawValue)|\(economy.uppercasedCode)|\(observation.year)"
            guard let earlier = seen.updateValue(observation.value, forKey: key) else {
                kept.append(observation)
                continue
            }
            guard earlier == observation.value else {
                throw .untrusted(
                    url: url,
                    reason: "\(observation.indicator) of \(economy) for \(observation.year) is given twice, "
                        + "as \(earlier.map { "\($0)" } ?? "null") and \(observation.value.map { "\($0)" } ?? "null")"
                )
            }
        }
        return kept
    }
}
